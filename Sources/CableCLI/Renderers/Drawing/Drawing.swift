/// A vector drawing in points (1/72 inch, y growing downwards), made once by a layout and
/// rendered by more than one backend (SVG, PDF) so every format shows the same picture.
struct Drawing: Equatable {
    var width: Double
    var height: Double
    var items: [Item] = []

    /// Colours used by the drawings: wiring convention plus neutral greys.
    enum Colour: String, Equatable {
        case black, red, grey, lightGrey, white

        /// sRGB components 0…1.
        var rgb: (Double, Double, Double) {
            switch self {
            case .black: (0, 0, 0)
            case .red: (0.80, 0.0, 0.0)
            case .grey: (0.35, 0.35, 0.35)
            case .lightGrey: (0.93, 0.93, 0.93)
            case .white: (1, 1, 1)
            }
        }

        var hex: String {
            switch self {
            case .black: "#000000"
            case .red: "#cc0000"
            case .grey: "#595959"
            case .lightGrey: "#eeeeee"
            case .white: "#ffffff"
            }
        }
    }

    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    struct Rect: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        var maxX: Double { x + width }
        var maxY: Double { y + height }

        /// Whether two rectangles share interior area (touching edges do not count).
        func overlaps(_ other: Rect) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }
    }

    enum Anchor: String, Equatable {
        case start, middle, end
    }

    enum Item: Equatable {
        /// A rectangle, filled and/or stroked.
        case rect(Rect, fill: Colour?, stroke: Colour?, lineWidth: Double)
        /// An open polyline.
        case line([Point], stroke: Colour, lineWidth: Double)
        /// One line of text (DejaVu Sans; in SVG the first sans-serif face the viewer has);
        /// `at` is the baseline point at the anchor.
        case text(String, at: Point, size: Double, bold: Bool, anchor: Anchor, colour: Colour)
        /// A named group (one per circuit), so renderers can mark it and tests can find it.
        case group(id: String, [Item])
    }

    /// The width of text in DejaVu Sans, from the advance widths of the face the PDF embeds
    /// (``PDFFont``). Layouts use it to keep labels apart. The SVG asks for DejaVu Sans, then
    /// Verdana (about as wide); another sans-serif face (Helvetica, Arial) is narrower, so the
    /// estimate errs wide there.
    static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        (bold ? PDFFont.bold : PDFFont.regular).width(text, size: size)
    }

    /// The box a text item occupies, for overlap checks.
    static func textBox(_ text: String, at point: Point, size: Double, bold: Bool, anchor: Anchor) -> Rect {
        let width = textWidth(text, size: size, bold: bold)
        let x: Double
        switch anchor {
        case .start: x = point.x
        case .middle: x = point.x - width / 2
        case .end: x = point.x - width
        }
        return Rect(x: x, y: point.y - size * 0.75, width: width, height: size * 0.95)
    }
}
