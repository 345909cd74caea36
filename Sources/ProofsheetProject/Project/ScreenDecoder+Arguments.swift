import ProofsheetJSON
import ProofsheetSpec

/// Text values with arguments (`{"key": "cart.items", "args": {"count": 3}}`) and text nodes with `variants`
/// (one copy of the node per argument set), docs/strings.md.
extension ScreenDecoder {
    /// A key, with its arguments when given; checks the key exists and that the arguments fit its base message.
    package func keyed(_ keyValue: JSONValueReader, args: JSONValueReader?) throws -> TextSource {
        let key = try keyValue.string()
        try checkKey(key, at: keyValue)
        guard let args else {
            if let catalog, let (value, _) = catalog.lookup(key, in: catalog.baseLocale), value.needsArguments {
                throw keyValue.invalid("string key '\(key)' is a message that reads \(StringCatalog.list(value.message.arguments)) (\(value.place)); give it 'args'")
            }
            return .key(key)
        }
        let arguments = try self.arguments(args)
        if let catalog, let (value, _) = catalog.lookup(key, in: catalog.baseLocale) {
            let message = try value.formatMessage()
            for argument in message.arguments.sorted() where arguments.value(for: argument) == nil {
                throw args.invalid("string key '\(key)' reads \(argument) (\(value.place)), which these args do not give")
            }
        }
        return .formatted(key: key, arguments: arguments)
    }

    /// `[3, "Ana"]` (by position) or `{"count": 3, "name": "Ana"}` (by name, and by position in written order); an
    /// argument may be another string key, `{"key": "transfer.toMe"}`, shown in the cell's locale.
    package func arguments(_ reader: JSONValueReader) throws -> MessageArguments {
        func value(_ item: JSONValueReader) throws -> ArgumentValue {
            switch item.value.kind {
            case .number(let number): return .number(number.value, fractionDigits: DecimalText.fractionDigits(ofLiteral: number.literal))
            case .string(let text): return .text(text)
            case .object:
                let object = try item.object()
                try object.rejectUnknownKeys(of: ScreenDecoder.argumentKeyTable)
                let keyValue = try object.requiredValue("key")
                let key = try keyValue.string()
                try checkKey(key, at: keyValue, use: "an argument")
                if let catalog, let (found, _) = catalog.lookup(key, in: catalog.baseLocale), found.needsArguments {
                    throw keyValue.invalid("string key '\(key)' is a message that reads \(StringCatalog.list(found.message.arguments)) (\(found.place)); an argument key takes no arguments of its own")
                }
                return .key(key)
            default: throw item.expected("a number, a string or {\"key\": …} argument")
            }
        }
        switch reader.value.kind {
        case .array:
            return MessageArguments(try reader.array().map { MessageArguments.Entry(name: nil, value: try value($0)) })
        case .object:
            return MessageArguments(try reader.object().members.map { MessageArguments.Entry(name: $0.key, value: try value($0.value)) })
        default:
            throw reader.expected("args as an array of values or an object of named values")
        }
    }

    /// A text node with `variants`: a vstack holding one copy of the text per argument set (ids `<id>.variant<n>`),
    /// each with the node's own box, so every plural edge is laid out at the authored width.
    package func expandVariants(_ node: SpecNode, _ variants: [JSONValueReader], count: inout Int) throws -> SpecNode {
        guard let spec = node.kind as? TextNode, let key = spec.source.key else {
            throw variants.first?.invalid("'variants' needs a text node with a string key") ?? SpecError(location: .generated, path: .root(""), problem: .invalidValue("'variants' is empty"))
        }
        guard !variants.isEmpty, variants.count <= 20 else {
            throw SpecError(location: .generated, path: .root(node.path), problem: .invalidValue("'variants' must list 1 to 20 argument sets"))
        }
        var children: [SpecNode] = []
        for (index, variant) in variants.enumerated() {
            count += 1
            var copy = node
            var text = spec
            text.source = try keyed(JSONValueReader(value: .string(key), path: variant.path), args: variant)
            copy.kind = text
            copy.id = node.id.map { $0.part("variant\(index)") }
            copy.path = variant.path.description
            children.append(copy)
        }
        return SpecNode(id: node.id, path: node.path, kind: VStackNode(spacing: 0, alignment: .leading), children: children)
    }
}
