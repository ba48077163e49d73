/// An sRGB colour for content streams, 0…1 per component.
struct PDFColour: Equatable {
    var red: Double
    var green: Double
    var blue: Double

    init(_ red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    init(_ colour: Drawing.Colour) {
        let (red, green, blue) = colour.rgb
        self.init(red, green, blue)
    }

    static let black = PDFColour(0, 0, 0)
    static let grey = PDFColour(Drawing.Colour.grey)
    static let rule = PDFColour(0.78, 0.78, 0.78)
    static let shade = PDFColour(0.93, 0.93, 0.93)
}
