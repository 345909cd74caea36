/// Which faces cover which fallback clusters of a paragraph, asked per (cluster, face) only when the choice
/// needs it and remembered: most clusters stop at the first face, and a cmap lookup per face and scalar
/// dominated long texts.
package struct ClusterCoverage {
    package let scalars: [Unicode.Scalar]
    package let faces: [FontFace]
    /// Cluster k is `starts[k]..<starts[k + 1]`; the last entry is the paragraph's length.
    private var starts: [Int] = []
    /// Per cluster and face: -1 not asked yet, 0 not covered, 1 covered.
    private var known: [Int8]

    package init(_ scalars: [Unicode.Scalar], faces: [FontFace]) {
        self.scalars = scalars
        self.faces = faces
        let isStart = FallbackCluster.starts(scalars)
        starts.reserveCapacity(scalars.count + 1)
        for i in scalars.indices where isStart[i] { starts.append(i) }
        starts.append(scalars.count)
        known = [Int8](repeating: -1, count: (starts.count - 1) * faces.count)
    }

    package var clusterCount: Int { starts.count - 1 }

    /// The first scalar of cluster `k` (`k == clusterCount` gives the paragraph's length).
    package func start(of k: Int) -> Int { starts[k] }

    /// Whether face `face` (a chain index) has every scalar of cluster `k` (see `FallbackCluster.isCovered`).
    package mutating func covers(_ k: Int, face: Int) -> Bool {
        let slot = k * faces.count + face
        if known[slot] < 0 {
            known[slot] = FallbackCluster.isCovered(scalars[starts[k]..<starts[k + 1]], by: faces[face]) ? 1 : 0
        }
        return known[slot] == 1
    }

    /// The first face of the chain that covers cluster `k`, nil when none does.
    package mutating func firstCovering(_ k: Int) -> Int? {
        for face in faces.indices where covers(k, face: face) { return face }
        return nil
    }
}
