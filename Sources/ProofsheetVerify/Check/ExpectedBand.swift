/// Manifest store: where the expected image a check wrote sits in the full image (pixels, top row 0). A changed cell's
/// expected image is written as the band of rows from the first to the last that differ from the actual image (a string
/// edit changes a few lines of text), and the report page draws it over the actual image at `top`: the rows outside
/// the band are the actual image's, byte for byte (issue #43: the full expected image was a fifth of a changed cell).
package struct ExpectedBand: Sendable, Equatable {
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
