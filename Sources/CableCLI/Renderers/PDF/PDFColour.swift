/// An sRGB colour for content streams, 0…1 per component.
struct PDFColour: Equatable {
    let red: Double
    let green: Double
    let blue: Double
    /// The three components as a content stream writes them (`0.35 0.35 0.35`), made once: a
    /// large report sets a colour for every text and line it draws.
    let operands: String

    init(_ red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        operands = "\(PDFWriter.number(red)) \(PDFWriter.number(green)) \(PDFWriter.number(blue))"
    }

    /// A drawing's colour: one of the few made once.
    init(_ colour: Drawing.Colour) {
        switch colour {
        case .black: self = .black
        case .red: self = .red
        case .grey: self = .grey
        case .lightGrey: self = .lightGrey
        case .white: self = .white
        }
    }

    private init(rgb colour: Drawing.Colour) {
        let (red, green, blue) = colour.rgb
        self.init(red, green, blue)
    }

    static let black = PDFColour(0, 0, 0)
    static let grey = PDFColour(rgb: .grey)
    static let red = PDFColour(rgb: .red)
    static let lightGrey = PDFColour(rgb: .lightGrey)
    static let white = PDFColour(rgb: .white)
    static let rule = PDFColour(0.78, 0.78, 0.78)
    static let shade = PDFColour(0.93, 0.93, 0.93)
}
