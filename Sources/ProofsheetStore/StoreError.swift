/// Why a store run cannot start, or why one of its outputs is not fit to upload.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    /// The project config has no `store` section.
    case noStoreSection(config: String)
    /// A command-line filter names something the run does not have.
    case unknownFilterValue(flag: String, value: String, known: [String])
    /// The listing has more shots than a preset's store takes.
    case tooManyShots(preset: String, limit: Int, count: Int)
    /// A shot's background is translucent and the tokens have no `background` colour role to compose it over.
    case translucentBackground(shot: String)
    /// An output broke its preset's rules; `shot` is the path relative to the output folder.
    case invalidOutput(shot: String, preset: String, problem: String)

    public var description: String {
        switch self {
        case .noStoreSection(let config):
            return "\(config): no 'store' section; add one to draw store screenshots (see docs/store.md)"
        case .unknownFilterValue(let flag, let value, let known):
            return "\(flag) '\(value)' is not available (known: \(known.joined(separator: ", ")))"
        case .tooManyShots(let preset, let limit, let count):
            return "\(preset) takes at most \(limit) shots per locale; the store config has \(count)"
        case .translucentBackground(let shot):
            return "\(shot): the background is translucent and tokens.json has no 'background' colour role to compose it over; "
                + "add that role or make the background's colours opaque"
        case .invalidOutput(let shot, let preset, let problem):
            return "\(shot): not a valid \(preset) screenshot: \(problem)"
        }
    }
}
