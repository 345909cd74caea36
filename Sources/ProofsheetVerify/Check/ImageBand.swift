/// Where an artefact written as a band of rows sits in the full image (pixels, top row 0), for the report page, which
/// draws it there:
/// - the manifest store's expected image (`CellArtefacts.expectedBand`): the rows from the first to the last that differ
///   from the actual image, drawn over the actual image, whose other rows are the expected image's byte for byte;
/// - the diff's marks (`CellArtefacts.diffBand`): the same rows, every other row of the marks being transparent.
/// A string edit changes a few lines of text: the full images were a fifth of a changed cell (issue #43).
package struct ImageBand: Sendable, Equatable {
    /// The band's first row in the full image.
    package var top: Int
    /// The band's rows (the height of the image written).
    package var height: Int
    /// The full image's rows (the actual image's height).
    package var imageHeight: Int

    package init(top: Int, height: Int, imageHeight: Int) {
        self.top = top
        self.height = height
        self.imageHeight = imageHeight
    }
}
