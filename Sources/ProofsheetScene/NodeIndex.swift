/// The position of a node in `SceneLayout.nodes` (preorder, the screen's nodes first, then each system bar's): how
/// display items, clips and draw errors name the node they belong to. Items that belong to no scene node (a store
/// composition's background, device frame and captions; the accessibility legend) hold `nil`, never a stand-in index.
package typealias NodeIndex = Int
