import ProofsheetSpec

/// `image`: a PNG from the assets folder, filling or fitting its frame, with an optional translucent scrim over it.
package struct ImageNode: NodeKind {
    package var src: String
    package var contentMode: ContentMode
    package var scrim: ScrimSpec?

    package static let type = NodeType("image", keys: keyTable, example: #""type": "image", "src": "photo.png""#) { d, o, _ in
        let srcValue = try o.requiredValue("src")
        let src = try srcValue.string()
        guard !src.hasPrefix("/"), !src.split(separator: "/").contains("..") else {
            throw srcValue.invalid("image path '\(src)' must stay inside the assets folder (no '..' or absolute paths)")
        }
        if let reason = d.assetErrors[src] { throw srcValue.invalid("image '\(src)' cannot be decoded: \(reason)") }
        guard d.assets.contains(src) else { throw srcValue.invalid("image '\(src)' is not in the assets folder") }
        var scrim: ScrimSpec?
        if let scrimObject = try o.optionalObject("scrim") {
            try scrimObject.rejectUnknownKeys(of: scrimKeyTable)
            scrim = ScrimSpec(colorRole: try d.role(scrimObject.requiredValue("color")),
                              opacity: try d.unit(scrimObject.optionalValue("opacity")) ?? 0.4)
        }
        let mode = try o.optionalCase("contentMode", ContentMode.self) ?? .fill
        return ImageNode(src: src, contentMode: mode, scrim: scrim)
    }

    package func requirements(of node: SpecNode) -> [TokenNeed] { scrim.map { [.color($0.colorRole)] } ?? [] }

    package func resolve(_ node: SpecNode, box: ResolvedBox, semantics: Semantics, with resolver: SceneResolver) throws -> ResolvedNode {
        resolver.theme.recorder.recordAsset(src)
        guard let pixmap = resolver.images[src] else { throw ResolveError.missingImage(src) }
        let scrimColor = try scrim.map { try resolver.theme.color($0.colorRole).withOpacity($0.opacity) }
        var semantics = semantics
        if semantics.role == nil { semantics.role = .image }
        return resolver.resolved(node, as: .image(ResolvedImage(source: src, pixmap: pixmap, contentMode: contentMode, scrim: scrimColor)),
                                 box: box, semantics: semantics)
    }
}
