import ProofsheetRaster
import ProofsheetLayout
import ProofsheetSpec

/// `sheet`: a modal bottom sheet over the screen: a scrim over everything, and a surface raised from the bottom
/// edge to its detent, with a grabber, holding the sheet's children (docs/spec.md "Overlays").
///
/// Written anywhere in the screen's tree, it is placed over the rest of the screen by the overlay layer
/// (`SceneResolver+Overlays`); the screen's other content stays laid out as written beneath. Modal: screen readers
/// read only the sheet, and the audits leave what lies under its scrim alone (docs/audits.md "Overlays").
///
/// iOS (UISheetPresentationController): a 36 × 5 pt grabber 5 pt from the top, 10 pt corners, the large detent
/// 10 pt below the safe area's top. Android (Material 3 "Bottom sheets: specs", `md.comp.sheet.bottom.*`): a
/// 32 × 4 dp drag handle centred in a 48 dp zone, 28 dp top corners, at most 640 dp wide. Sizes and sources:
/// docs/platform-controls.md.
package struct SheetNode: NodeKind {
    package var detent: SheetDetent
    package var hasGrabber: Bool
    /// Points between children; nil: 8.
    package var spacing: Double?

    package static let type = NodeType("sheet", keys: keyTable, example: #""type": "sheet""#) { d, o, children in
        try children.read(from: o, with: d)
        return SheetNode(detent: try o.optionalCase("detent", SheetDetent.self) ?? .medium,
                         hasGrabber: try o.optionalBool("grabber") ?? true, spacing: try d.spacing(o.optionalValue("spacing")))
    }

    /// One platform's sheet sizes (points or dp).
    package struct Look {
        package var grabber: Size
        /// From the surface's top edge to the grabber.
        package var grabberTop: Double
        /// The zone the grabber is centred in across, at the top of the surface.
        package var grabberZone: Double
        package var cornerRadius: Double
        package var maxWidth: Double?
        /// Between the safe area's top and a large sheet's top edge.
        package var largeGap: Double
    }

    /// iOS: UISheetPresentationController's grabber (36 × 5 pt, 5 pt down) and corner radius (10 pt), as drawn by
    /// iOS 17; Apple publishes no figures (HIG "Sheets"), so these are Proofsheet's reading of the system sheet.
    package static let ios = Look(grabber: Size(width: 36, height: 5), grabberTop: 5, grabberZone: 15, cornerRadius: 10, maxWidth: nil, largeGap: 10)
    /// Android: Material 3 "Bottom sheets: specs": drag handle 32 × 4 dp with 22 dp above it (a 48 dp zone), 28 dp
    /// top corners (`md.comp.sheet.bottom.docked.container.shape`, extra-large top), 640 dp maximum width.
    package static let material = Look(grabber: Size(width: 32, height: 4), grabberTop: 22, grabberZone: 48, cornerRadius: 28, maxWidth: 640, largeGap: 0)
    /// The content's default padding (Proofsheet's default: the 16 pt layout margin of both platforms).
    package static let padding = 16.0

    package func requirements(of node: SpecNode) -> [TokenNeed] {
        (["scrim"] + (node.box.background == nil ? ["surface"] : []) + (hasGrabber ? ["textSecondary"] : [])).map(TokenNeed.color)
    }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with r: SceneResolver) throws -> ResolvedNode {
        let look = r.platform == .android ? SheetNode.material : SheetNode.ios
        let parts = Parts(id: node.resolvedID, path: node.path, type: typeName)
        var surface = box
        if surface.background == nil { try surface.fill(role: "surface", theme: r.theme) }
        if !node.box.written.contains(.cornerRadius) { surface.cornerRadius = look.cornerRadius }
        if !node.box.written.contains(.padding) {
            let p = SheetNode.padding
            surface.sizing.padding = Edges(top: hasGrabber ? 0 : p, leading: p, bottom: p, trailing: p)
        }
        if case .auto = surface.sizing.width { surface.sizing.width = .fill }
        if surface.sizing.maxWidth == nil, let maxWidth = look.maxWidth { surface.sizing.maxWidth = maxWidth }
        if case .auto = surface.sizing.height { surface.sizing.height = .fill }
        surface.extendsIntoSafeArea = true
        var content: [ResolvedNode] = []
        if hasGrabber {
            var handle = ResolvedBox()
            handle.sizing.width = .points(look.grabber.width)
            handle.sizing.height = .points(look.grabber.height)
            handle.cornerRadius = look.grabber.height / 2
            try handle.fill(role: "textSecondary", theme: r.theme)
            var zone = ResolvedBox()
            zone.sizing.height = .points(look.grabberZone)
            zone.sizing.padding = Edges(top: look.grabberTop, leading: 0, bottom: 0, trailing: 0)
            var hidden = Semantics()
            hidden.isHidden = true
            content.append(parts.node("grabber", kind: .vstack(spacing: 0, alignment: .center), box: zone, semantics: hidden,
                                      children: [parts.node("grabber.handle", kind: .rect, box: handle)]))
        }
        content += try r.resolveChildren(of: node)
        let sheet = parts.node("surface", kind: .vstack(spacing: spacing ?? 8, alignment: .fill), box: surface, part: .sheetSurface,
                               children: content)
        // The column places the surface at its detent: under a flexible spacer as tall as itself (medium), or the
        // large gap below the safe area's top (large).
        var column = ResolvedBox()
        column.sizing.width = .fill
        column.sizing.height = .fill
        var columnChildren = [sheet]
        switch detent {
        case .medium: columnChildren.insert(parts.node("detent", kind: .spacer(minLength: 0)), at: 0)
        case .large: column.sizing.padding = Edges(top: look.largeGap, leading: 0, bottom: 0, trailing: 0)
        }
        let placed = parts.node("column", kind: .vstack(spacing: 0, alignment: .center), box: column, children: columnChildren)
        return parts.overlay(node, semantics: semantics, isModal: true, alignment: .bottom, children: [try parts.scrim(theme: r.theme), placed])
    }
}
