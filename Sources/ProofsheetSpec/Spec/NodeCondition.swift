import ProofsheetText

/// When a node is part of a cell's tree (a node's `when`, docs/spec.md "Layouts that adapt"): every condition
/// given must hold for the cell, so a screen can swap a row for a stacked one at accessibility text sizes, or
/// show a node only in right-to-left locales, some modes, devices or orientations.
package struct NodeCondition: Hashable, Sendable {
    /// The cell's text scale is at least this (e.g. 2.0: the accessibility sizes).
    package var textScaleAtLeast: Double?
    /// The cell's text scale is below this (the complement of `textScaleAtLeast` at the same value).
    package var textScaleBelow: Double?
    /// The locale's writing direction.
    package var direction: TextDirection?
    package var modes: [ThemeMode]?
    /// Device names from the config.
    package var devices: [DeviceName]?
    package var orientations: [Orientation]?

    package init(textScaleAtLeast: Double? = nil, textScaleBelow: Double? = nil, direction: TextDirection? = nil,
                modes: [ThemeMode]? = nil, devices: [DeviceName]? = nil, orientations: [Orientation]? = nil) {
        self.textScaleAtLeast = textScaleAtLeast
        self.textScaleBelow = textScaleBelow
        self.direction = direction
        self.modes = modes
        self.devices = devices
        self.orientations = orientations
    }

    /// Whether every condition holds for `cell`.
    package func holds(for cell: Cell) -> Bool {
        if let textScaleAtLeast, cell.textScale < textScaleAtLeast { return false }
        if let textScaleBelow, cell.textScale >= textScaleBelow { return false }
        if let direction, cell.locale.direction != direction { return false }
        if let modes, !modes.contains(cell.mode) { return false }
        if let devices, !devices.contains(cell.deviceName) { return false }
        if let orientations, !orientations.contains(cell.orientation) { return false }
        return true
    }

    /// Whether no cell can satisfy both: some condition of one excludes some condition of the other.
    package static func exclude(_ a: [NodeCondition], _ b: [NodeCondition]) -> Bool {
        a.contains { x in b.contains { y in x.excludes(y) } }
    }

    /// Whether no cell satisfies both conditions: text scale ranges that do not meet, or a direction, modes,
    /// devices or orientations with nothing in common.
    package func excludes(_ other: NodeCondition) -> Bool {
        let low = max(textScaleAtLeast ?? 0, other.textScaleAtLeast ?? 0)
        let high = min(textScaleBelow ?? .infinity, other.textScaleBelow ?? .infinity)
        if low >= high { return true }
        if let direction, let otherDirection = other.direction, direction != otherDirection { return true }
        func disjoint<T: Hashable>(_ x: [T]?, _ y: [T]?) -> Bool {
            guard let x, let y else { return false }
            return Set(x).isDisjoint(with: y)
        }
        return disjoint(modes, other.modes) || disjoint(devices, other.devices) || disjoint(orientations, other.orientations)
    }
}
