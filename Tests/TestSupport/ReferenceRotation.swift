/// A picture turned clockwise by `degrees` (0, 90, 180 or 270), written from
/// the definition rather than from the code under test: one quarter turn makes
/// each column, read from the bottom up, a row (the left column becomes the top
/// row), and larger turns are quarter turns repeated. The picture is
/// `width × height` pixels of `channels` bytes, row by row.
public func referenceRotation(
    _ pixels: [UInt8], width: Int, height: Int, channels: Int, degrees: Int
) -> (pixels: [UInt8], width: Int, height: Int) {
    precondition(pixels.count == width * height * channels && degrees % 90 == 0, "a picture and a quarter turn")
    var picture = (pixels: pixels, width: width, height: height)
    for _ in 0..<((degrees / 90) % 4 + 4) % 4 {
        var turned: [UInt8] = []
        turned.reserveCapacity(picture.pixels.count)
        for column in 0..<picture.width {
            for row in (0..<picture.height).reversed() {
                let start = (row * picture.width + column) * channels
                turned += picture.pixels[start..<start + channels]
            }
        }
        picture = (turned, picture.height, picture.width)
    }
    return picture
}
