/// Where an element stands among the options of one set (a radio button in its group), 1-based: WAI-ARIA 1.2
/// `aria-posinset` / `aria-setsize`, what VoiceOver and TalkBack read as "2 of 3".
package struct SetPosition: Hashable, Sendable {
    /// 1-based.
    package var index: Int
    package var count: Int
}
