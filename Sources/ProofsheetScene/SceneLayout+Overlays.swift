import ProofsheetRaster
import ProofsheetProject
import ProofsheetSpec

/// Places a non-modal overlay (a `snackbar`) above the screen's bottom bar, after layout.
///
/// The overlay layer lays a snackbar out at the bottom of the safe area (`SceneResolver+Overlays`); a tab bar there
/// (a node outside the overlays that extends into the bottom safe area and ends at its top edge) would hide it, so
/// the snackbar's content moves up by the bar's height. Frames only move, so every text keeps its lines.
extension SceneLayout {
    /// `frames` (device points, preorder) with each non-modal overlay's descendants lifted above the bottom bar.
    package static func liftAboveBottomBar(_ nodes: [ResolvedNode], parents: [Int?], frames: inout [Rect], device: DeviceSpec) {
        guard nodes.contains(where: { $0.part == .overlay(isModal: false) }) else { return }
        let safeBottom = device.height - device.safeArea.bottom
        var inOverlay = [Bool](repeating: false, count: nodes.count)
        for index in nodes.indices {
            if case .overlay? = nodes[index].part { inOverlay[index] = true } else if let parent = parents[index] { inOverlay[index] = inOverlay[parent] }
        }
        let barTop = nodes.indices.filter { index in
            !inOverlay[index] && nodes[index].box.extendsIntoSafeArea && abs(frames[index].maxY - safeBottom) < 0.5
        }.map { frames[$0].minY }.min()
        guard let barTop, barTop < safeBottom else { return }
        let lift = safeBottom - barTop
        for overlay in nodes.indices where nodes[overlay].part == .overlay(isModal: false) {
            var index = overlay + 1
            while index < nodes.count, descends(index, from: overlay, parents: parents) {
                frames[index] = frames[index].offsetBy(dx: 0, dy: -lift)
                index += 1
            }
        }
    }

    /// Whether `ancestor` is a proper ancestor of `index`.
    private static func descends(_ index: Int, from ancestor: Int, parents: [Int?]) -> Bool {
        var current = parents[index]
        while let parent = current {
            if parent == ancestor { return true }
            current = parents[parent]
        }
        return false
    }
}
