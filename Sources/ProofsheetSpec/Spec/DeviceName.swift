/// The name of a device of the config (`phone`, `tablet`, a preset such as `iPhone16`): a key of `devices` and a
/// value of `matrix.devices` (docs/spec.md, "Devices and orientations").
///
/// Spelled as the config keys it, in cell ids and golden file names (`phone-ar-dark-1.3x.png`), filters
/// (`--device`) and messages. Whether the project has the device is checked where a name is looked up
/// (`Matrix.cells(of:filter:)` lists the known ones), never assumed.
public struct DeviceName: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, TypedName {
    /// The device's name as the config keys it.
    public let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.init(name) }

    public var description: String { name }

    public static func < (lhs: DeviceName, rhs: DeviceName) -> Bool { lhs.name < rhs.name }
}

extension Cell {
    /// The cell's device as a typed name (`device` is its text, as cell ids and file names spell it).
    public var deviceName: DeviceName { DeviceName(device) }
}
