import ProofsheetRaster

/// One of the two layout axes; lets the stack algorithm be written once for h- and v-stacks.
package enum LayoutAxis {
    case horizontal
    case vertical

    package var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// Alignment of a child across a stack's axis, independent of which axis that is.
/// `start` is leading (horizontal) or top (vertical).
package enum CrossAlignment {
    case start
    case center
    case end
    case fill

    package init(_ alignment: HorizontalAlignment) {
        switch alignment {
        case .leading: self = .start
        case .center: self = .center
        case .trailing: self = .end
        case .fill: self = .fill
        }
    }

    package init(_ alignment: VerticalAlignment) {
        switch alignment {
        case .top: self = .start
        case .center: self = .center
        case .bottom: self = .end
        case .fill: self = .fill
        }
    }

    /// Offset of a child of length `child` inside a box of length `box`; negative when the child
    /// is longer and centred or end-aligned (it overflows on both or the start side).
    package func offset(child: Double, in box: Double) -> Double {
        switch self {
        case .start, .fill: return 0
        case .center: return (box - child) / 2
        case .end: return box - child
        }
    }
}

extension Size {
    package init(_ axis: LayoutAxis, main: Double, cross: Double) {
        switch axis {
        case .horizontal: self.init(width: main, height: cross)
        case .vertical: self.init(width: cross, height: main)
        }
    }

    package func length(along axis: LayoutAxis) -> Double {
        axis == .horizontal ? width : height
    }
}
