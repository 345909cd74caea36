/// A vector outline made of contours: straight lines, quadratic and cubic Béziers.
///
/// Coordinates are in the caller's unit (pixels when handed to the rasteriser), y down.
/// Each contour starts with `move(to:)`; the rasteriser closes open contours implicitly when filling.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: Point) { elements.append(.move(point)) }
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    public mutating func quad(to point: Point, control: Point) { elements.append(.quad(control: control, to: point)) }
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1: control1, control2: control2, to: point))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends every contour of `other`.
    public mutating func append(_ other: Path) { elements += other.elements }
}
