import ProofsheetAudit
import ProofsheetRaster
import ProofsheetSpec

/// The accessibility legend of a changed cell as the report page draws it over the actual image: a numbered box on
/// every element of the cell's accessibility tree, in the order a screen reader visits them, and beside the image
/// the elements' snapshot lines, on the side a reader of the cell's direction starts from (right of an English
/// screen, left of an Arabic one).
///
/// `check` writes this instead of a legend image (`AccessibilityLegend`, which `render --a11y` still draws): the
/// boxes and lines are what the painter recorded (`AccessibilityTree`), and the page lays them out as text and
/// boxes over the actual image it already shows, so a changed cell encodes no legend image (about a quarter of a
/// string edit's cost, issue #43).
package struct PageLegend: Sendable, Equatable {
    /// One element: its number in the visit order, its frame in points (top-left origin of the screen) and its
    /// line as the legend lists it (`AccessibilityLegend.isolated`: the number, then the snapshot line's pieces, each
    /// a Unicode bidi isolate so a name in another script cannot reorder the rest).
    package struct Element: Sendable, Equatable {
        package var number: Int
        package var frame: Rect
        package var line: String

        package init(number: Int, frame: Rect, line: String) {
            self.number = number
            self.frame = frame
            self.line = line
        }
    }

    package var rightToLeft: Bool
    /// The screen's size in points (the actual image is this at the device scale).
    package var width: Double
    package var height: Double
    package var elements: [Element]

    package init(rightToLeft: Bool, width: Double, height: Double, elements: [Element]) {
        self.rightToLeft = rightToLeft
        self.width = width
        self.height = height
        self.elements = elements
    }

    /// The legend of a tree on a screen of `device`.
    package init(tree: AccessibilityTree, device: DeviceSpec) {
        self.init(rightToLeft: tree.direction == .rightToLeft, width: device.width, height: device.height,
                  elements: tree.elements.map { Element(number: $0.number, frame: $0.frame, line: AccessibilityLegend.isolated($0)) })
    }
}
