import ProofsheetSpec

/// The spec's own values in an input record (`RecordedValue`): enums by their JSON value, the rest spelled out.

extension BackgroundSpec: RecordedValue {
    /// `role(<role>)`, or `gradient(value0: [<roles>], angle: <degrees>)`.
    package var recordText: String {
        switch self {
        case .role(let role): return "role(\(role))"
        case .gradient(let roles, let angle): return "gradient(value0: \(roles.recordText), angle: \(angle.recordText))"
        }
    }
}

extension TabItemSpec: RecordedValue {
    package var recordText: String { "icon: \(icon), label: \(label.recordText), isSelected: \(isSelected.recordText)" }
}

extension ScrimSpec: RecordedValue {
    package var recordText: String { "colorRole: \(colorRole), opacity: \(opacity.recordText)" }
}

extension StackAlignment: RecordedValue {}
extension TextDirectionSpec: RecordedValue {}
extension ButtonVariant: RecordedValue {}
extension TextFieldVariant: RecordedValue {}
extension AppBarVariant: RecordedValue {}
extension FABSize: RecordedValue {}
extension BadgeTone: RecordedValue {}
extension ContentMode: RecordedValue {}
extension ControlState: RecordedValue {}
