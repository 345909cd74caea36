import ProofsheetJSON

extension UploadNode {
    /// The keys a `upload` node takes beside the common ones (docs/spec.md): what the decoder accepts and what
    /// docs/schema/screen.schema.json says of them.
    package static let keyTable = JSONKeyTable("Control: a choose-a-file control in one of four statuses: idle (icon, title, hint, choose button), uploading (file name, progress with its percentage), done (file name, success mark, message, remove button), failed (file name, error mark, error message, retry button).", [
        JSONKey("status", .cases(of: UploadStatus.self), default: "idle", "Where the upload is. Default idle. Each status takes only its own keys (docs/spec.md, \"Inputs\")."),
        JSONKey("title", .ref("text"), "idle: the title (required)."),
        JSONKey("message", .ref("text"), "idle: a hint under the title; done: a message under the file name; failed: the error message (without it the failure is audited as errorIdentification)."),
        JSONKey("choose", .ref("text"), "idle: the choose button's label (required)."),
        JSONKey("icon", .ref("icon"), "idle: the leading icon. Default upload."),
        JSONKey("file", .ref("text"), "uploading, done, failed: the file's name (required)."),
        JSONKey("progress", .ref("unit"), "uploading: the uploaded fraction, 0 to 1 (required); shown as a percentage in the locale's digits."),
        JSONKey("remove", .ref("text"), "done: the remove button's accessible name; without it the button is unlabelled and audited as missingName."),
        JSONKey("retry", .ref("text"), "failed: the retry button's label (required)."),
    ], rules: [
        .rule("allOf", #"[{"if": {"anyOf": [{"properties": {"status": {"const": "idle"}}, "required": ["status"]}, {"not": {"required": ["status"]}}]}, "then": {"required": ["title", "choose"], "not": {"anyOf": [{"required": ["file"]}, {"required": ["progress"]}, {"required": ["remove"]}, {"required": ["retry"]}]}}}, {"if": {"properties": {"status": {"const": "uploading"}}, "required": ["status"]}, "then": {"required": ["file", "progress"], "not": {"anyOf": [{"required": ["title"]}, {"required": ["message"]}, {"required": ["choose"]}, {"required": ["icon"]}, {"required": ["remove"]}, {"required": ["retry"]}]}}}, {"if": {"properties": {"status": {"const": "done"}}, "required": ["status"]}, "then": {"required": ["file"], "not": {"anyOf": [{"required": ["title"]}, {"required": ["choose"]}, {"required": ["icon"]}, {"required": ["progress"]}, {"required": ["retry"]}]}}}, {"if": {"properties": {"status": {"const": "failed"}}, "required": ["status"]}, "then": {"required": ["file", "retry"], "not": {"anyOf": [{"required": ["title"]}, {"required": ["choose"]}, {"required": ["icon"]}, {"required": ["progress"]}, {"required": ["remove"]}]}}}]"#),
    ])
}
