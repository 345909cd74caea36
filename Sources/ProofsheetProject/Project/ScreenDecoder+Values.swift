import ProofsheetJSON
import ProofsheetText
import ProofsheetSupport
import ProofsheetLayout
import ProofsheetSpec

/// Property values shared by many node types: sizes, tokens, colour roles, texts and icons.
extension ScreenDecoder {
    package func box(_ o: JSONObjectReader) throws -> BoxStyle {
        var box = BoxStyle()
        if let padding = o.optionalValue("padding") {
            box.sizing.padding = try self.padding(padding)
            box.written.insert(.padding)
        }
        box.sizing.width = try dimension(o.optionalValue("width"))
        box.sizing.height = try dimension(o.optionalValue("height"))
        box.sizing.minWidth = try DesignTokens.nonNegative(o.optionalValue("minWidth"))
        box.sizing.minHeight = try DesignTokens.nonNegative(o.optionalValue("minHeight"))
        box.sizing.maxWidth = try DesignTokens.nonNegative(o.optionalValue("maxWidth"))
        box.sizing.maxHeight = try DesignTokens.nonNegative(o.optionalValue("maxHeight"))
        box.sizing.flex = try DesignTokens.nonNegative(o.optionalValue("flex")) ?? 0
        if let background = o.optionalValue("background") { box.background = try self.background(background) }
        if let borderObject = try o.optionalObject("border") {
            try borderObject.rejectUnknownKeys(of: ScreenDecoder.borderKeyTable)
            box.borderRole = try role(borderObject.requiredValue("color"))
            box.borderWidth = try DesignTokens.positive(borderObject.optionalValue("width")) ?? 1
        }
        if let radius = o.optionalValue("cornerRadius") {
            box.cornerRadius = try token(radius, in: tokens.radius, kind: "radius")
            box.written.insert(.cornerRadius)
        }
        box.opacity = try unit(o.optionalValue("opacity")) ?? 1
        box.clip = try o.optionalBool("clip") ?? false
        return box
    }

    /// A number of points, or the name of a token from `table` (`space` or `radius`).
    package func token(_ reader: JSONValueReader, in table: [String: Double], kind: String) throws -> Double {
        switch reader.value.kind {
        case .number:
            return try DesignTokens.nonNegative(reader) ?? 0
        case .string(let name):
            guard let value = table[name] else {
                let names = table.keys.sorted()
                throw SpecError(location: reader.location, path: reader.path, problem: .invalidValue(
                    "unknown \(kind) token '\(name)'" + (SpellingSuggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" }
                        ?? "; tokens.json \(kind) has \(SpecError.list(names))")))
            }
            return value
        default:
            throw reader.expected("a number of points or a \(kind) token name")
        }
    }

    package func spacing(_ reader: JSONValueReader?) throws -> Double? {
        try reader.map { try token($0, in: tokens.space, kind: "space") }
    }

    package func padding(_ reader: JSONValueReader) throws -> Edges {
        switch reader.value.kind {
        case .number, .string:
            return Edges(all: try token(reader, in: tokens.space, kind: "space"))
        case .object:
            let object = try reader.object()
            if let side = ["left", "right"].first(where: object.contains) {
                throw try object.requiredValue(side).invalid("'\(side)' is not accepted; use 'leading' or 'trailing' so the layout mirrors in right-to-left locales")
            }
            try object.rejectUnknownKeys(of: ScreenDecoder.paddingKeyTable)
            let horizontal = try spacing(object.optionalValue("horizontal")) ?? 0
            let vertical = try spacing(object.optionalValue("vertical")) ?? 0
            return Edges(top: try spacing(object.optionalValue("top")) ?? vertical, leading: try spacing(object.optionalValue("leading")) ?? horizontal, bottom: try spacing(object.optionalValue("bottom")) ?? vertical, trailing: try spacing(object.optionalValue("trailing")) ?? horizontal)
        default:
            throw reader.expected("a number, a space token name or an object with top/bottom/leading/trailing")
        }
    }

    package func dimension(_ reader: JSONValueReader?) throws -> LayoutLength {
        guard let reader else { return .auto }
        switch reader.value.kind {
        case .number:
            return .points(try DesignTokens.nonNegative(reader) ?? 0)
        case .string(let word) where word == "fill":
            return .fill
        default:
            throw reader.expected("a number of points or \"fill\"")
        }
    }

    package func background(_ reader: JSONValueReader) throws -> BackgroundSpec {
        try ColorRoleReader(colors: tokens.colors).background(reader)
    }

    /// A colour role that tokens.json defines; raw colours are refused.
    package func role(_ reader: JSONValueReader?) throws -> ColorRole? {
        try reader.map(role)
    }

    /// A colour role that must be there (a required key).
    package func role(_ reader: JSONValueReader) throws -> ColorRole {
        try ColorRoleReader(colors: tokens.colors).role(reader)
    }

    /// A text style that tokens.json's `typography` defines; any other name is `notOneOf` with every style listed.
    package func textStyle(_ reader: JSONValueReader) throws -> TextStyleName {
        TextStyleName(try reader.string(oneOf: tokens.typography.keys.sorted()))
    }

    /// A number from 0 to 1.
    package func unit(_ reader: JSONValueReader?) throws -> Double? {
        guard let reader else { return nil }
        let value = try reader.number()
        guard value.isFinite, value >= 0, value <= 1 else { throw reader.invalid("expected a number from 0 to 1, found \(reader.value.briefDescription)") }
        return value
    }

    /// A text: a string key present in every locale, or `{"literal": "…"}`.
    package func text(_ reader: JSONValueReader?) throws -> TextSource? {
        guard let reader else { return nil }
        switch reader.value.kind {
        case .string(let key):
            try checkKey(key, at: reader)
            return .key(key)
        case .object:
            let object = try reader.object()
            if object.contains("literal") {
                try object.rejectUnknownKeys(of: ScreenDecoder.literalKeyTable)
                return .literal(try object.requiredValue("literal").textString())
            }
            try object.rejectUnknownKeys(of: ScreenDecoder.keyedTextKeyTable)
            return try keyed(object.requiredValue("key"), args: object.optionalValue("args"))
        default:
            throw reader.expected("a string key, {\"key\": …, \"args\": …} or {\"literal\": \"…\"}")
        }
    }

    /// Throws at `reader` unless the base locale has `key`; `use` says what a built-in control shows with a key the
    /// author did not write (`"the back button's name"`), so the message tells why the key is needed.
    package func checkKey(_ key: String, at reader: JSONValueReader, use: String? = nil) throws {
        for locale in strings.keys.sorted() where strings[locale]?.contains(key) != true {
            throw reader.invalid("string key '\(key)'" + (use.map { " (\($0))" } ?? "") + " is missing in "
                + (catalog.map { _ in "the base locale \(locale) of the string catalogs" } ?? "\(stringsFolder)/\(locale).json"))
        }
    }

    /// An icon name: a built-in icon, or a ligature of the Material Icons font (drawn in Android cells only;
    /// an iOS cell that meets one is an error naming the nearest built-in names).
    package func icon(_ reader: JSONValueReader) throws -> String {
        let name = try reader.string()
        guard !IconCatalog.isKnown(name) else { return name }
        var message = "unknown icon '\(MessageText.escaped(name))'; nearest: \(SpecError.list(IconCatalog.nearestNames(to: name)))"
            + " (the built-in icons and, in Android cells, any Material Icons ligature name: docs/icons.md)"
        if case .failure(let error) = MaterialIconFont.shared, Icon(rawValue: name) == nil {
            message += "; Material names are not checked: \(error)"
        }
        throw reader.invalid(message)
    }

    /// A node's `when`: text scale bounds, direction, modes, devices, orientations (all that are given must hold).
    package func condition(_ reader: JSONValueReader) throws -> NodeCondition {
        let o = try reader.object()
        try o.rejectUnknownKeys(of: ScreenDecoder.conditionKeyTable)
        guard !o.members.isEmpty else { throw reader.invalid("an empty 'when' always holds; give a condition or remove it") }
        // A size's name stands for its equivalent multiplier (`TextSize.equivalentScale`: AX1 is Body's 28/17).
        func scale(_ key: String) throws -> Double? {
            guard let value = o.optionalValue(key) else { return nil }
            if case .string(let name) = value.value.kind {
                guard let size = TextSize(name: name) else { throw value.invalid("expected a text scale above 0 and at most 4 or a text size's name (\(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")), fs0.85 … fs2.0), found \(value.value.briefDescription)") }
                return size.equivalentScale
            }
            let number = try value.number()
            guard number > 0, number <= 4 else { throw value.invalid("expected a text scale above 0 and at most 4, found \(value.value.briefDescription)") }
            return number
        }
        func names(_ key: String, _ allowed: [String]) throws -> [String]? {
            guard let value = o.optionalValue(key) else { return nil }
            let list = try value.array().map { try $0.string(oneOf: allowed) }
            guard !list.isEmpty else { throw value.invalid("an empty list never holds; remove the node or the key") }
            return list
        }
        let direction = try o.optionalString("direction", oneOf: ["ltr", "rtl"]).map { $0 == "rtl" ? TextDirection.rtl : .ltr }
        return NodeCondition(
            textScaleAtLeast: try scale("textScaleAtLeast"), textScaleBelow: try scale("textScaleBelow"), direction: direction,
            modes: try names("modes", ThemeMode.allCases.map(\.rawValue))?.compactMap(ThemeMode.init),
            devices: try names("devices", devices ?? [])?.map { DeviceName($0) },
            orientations: try names("orientations", Orientation.allCases.map(\.rawValue))?.compactMap(Orientation.init))
    }

    package func accessibility(_ object: JSONObjectReader?) throws -> AccessibilitySpec {
        guard let object else { return AccessibilitySpec() }
        try object.rejectUnknownKeys(of: ScreenDecoder.accessibilityKeyTable)
        var priority = 0.0
        if let value = object.optionalValue("sortPriority") {
            priority = try value.number()
            guard priority.isFinite, abs(priority) <= 1_000 else {
                throw value.invalid("expected a sort priority from -1000 to 1000, found \(value.value.briefDescription)")
            }
        }
        var spec = AccessibilitySpec(label: try text(object.optionalValue("label")), hint: try text(object.optionalValue("hint")),
                                     role: try object.optionalString("role").map { AccessibilityRole($0) }, isHidden: try object.optionalBool("hidden") ?? false,
                                     value: try text(object.optionalValue("value")), sortPriority: priority)
        spec.group = try object.optionalValue("group")?.enumCase(AccessibilityGrouping.self)
        spec.isModal = try object.optionalBool("modal") ?? false
        if let value = object.optionalValue("headingLevel") {
            guard case .number = value.value.kind, let level = try? value.int(), (1...6).contains(level) else {
                throw value.invalid("expected a heading level from 1 to 6, found \(value.value.briefDescription)")
            }
            spec.headingLevel = level
        }
        spec.errorFor = try object.optionalValue("errorFor").map(nodeID)
        spec.summary = try text(object.optionalValue("summary"))
        return spec
    }
}
