import ProofsheetJSON

extension ColorRoleReader {
    /// A gradient background, `{"gradient": [role, …], "angle": degrees}`, as screens and the store section write
    /// it; `role` is the schema definition of a colour role in the document (`colorRole`, `storeColorRole`) and
    /// `angle` what the angle means there (the store's text says it mirrors).
    package static func gradientKeyTable(role: String = "colorRole",
                                         angle: String = "Direction in degrees: 0 = leading→trailing, 90 = top→bottom (default 90).") -> JSONKeyTable {
        JSONKeyTable("A linear gradient.", [
            JSONKey("gradient", ["type": "array", "minItems": 2, "items": JSONSchemaFragment.ref(role).value], required: true,
                    "Two or more colour roles, from start to end."),
            JSONKey("angle", .number, default: 90, angle),
        ])
    }
}
