import CableCore

/// Writes a ``Drawing`` as a standalone SVG document: deterministic (fixed number formatting,
/// items in drawing order), sized in points so it prints at its true size and scales on screen.
enum SVGRenderer {
    static func render(_ drawing: Drawing, title: String) -> String {
        var svg = ""
        write(drawing, title: title, to: &svg)
        return svg
    }

    /// The same drawing without the XML declaration, for embedding in HTML.
    static func inline(_ drawing: Drawing, title: String) -> String {
        var svg = ""
        write(drawing, title: title, declaration: false, to: &svg)
        return svg
    }

    /// The document written to `output` an item at a time (a large system's diagram in an
    /// HTML report is tens of megabytes); without the XML declaration when `declaration` is
    /// false, for embedding in HTML.
    static func write(_ drawing: Drawing, title: String, declaration: Bool = true, to output: inout some TextOutputStream) {
        write(
            width: drawing.width, height: drawing.height, title: title, declaration: declaration, to: &output,
            items: { body in drawing.items.forEach(body) })
    }

    /// A wiring diagram written an item at a time as its plan makes them: the drawing is never
    /// held (``WiringDiagram/Plan``).
    static func write(
        _ plan: WiringDiagram.Plan, title: String, declaration: Bool = true, to output: inout some TextOutputStream
    ) {
        write(
            width: plan.width, height: plan.height, title: title, declaration: declaration, to: &output, items: plan.forEachItem)
    }

    /// The document of `width` × `height` points whose items `items` gives, in drawing order.
    private static func write(
        width: Double, height: Double, title: String, declaration: Bool, to output: inout some TextOutputStream,
        items: ((Drawing.Item) -> Void) -> Void
    ) {
        if declaration { output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
        output.write(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))pt" height="\(n(height))pt" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="DejaVu Sans, Verdana, sans-serif">
            <title>\(escape(title))</title>
            <rect x="0" y="0" width="\(n(width))" height="\(n(height))" fill="#ffffff"/>

            """)
        // Each top-level item is made as bytes and written as one piece: a large system's
        // diagram has a few hundred thousand items, and appending their pieces to a byte array
        // costs a fraction of interpolating and appending them as strings.
        var svg: [UInt8] = []
        items { item in
            svg.removeAll(keepingCapacity: true)
            write(item, to: &svg, indent: 1)
            output.write(String(decoding: svg, as: UTF8.self))
        }
        output.write("</svg>\n")
    }

    private static func write(_ item: Drawing.Item, to svg: inout [UInt8], indent: Int) {
        func add(_ literal: StaticString) { append(literal, to: &svg) }
        func add(text: String) { append(text: text, to: &svg) }
        func number(_ value: Double) { append(value, to: &svg) }
        func attribute(_ name: StaticString, _ value: Double) { append(name, number: value, to: &svg) }
        func attribute(_ name: StaticString, _ value: String) { append(name, text: value, to: &svg) }
        func pad() { for _ in 0..<indent { add("  ") } }
        pad()
        switch item {
        case .rect(let rect, let fill, let stroke, let lineWidth):
            add("<rect")
            attribute("x", rect.x)
            attribute("y", rect.y)
            attribute("width", rect.width)
            attribute("height", rect.height)
            attribute("fill", fill?.hex ?? "none")
            if let stroke {
                attribute("stroke", stroke.hex)
                attribute("stroke-width", lineWidth)
            }
            add("/>\n")
        case .line(let points, let stroke, let lineWidth):
            add("<polyline points=\"")
            for (index, point) in points.enumerated() {
                if index > 0 { add(" ") }
                number(point.x)
                add(",")
                number(point.y)
            }
            add("\"")
            attribute("fill", "none")
            attribute("stroke", stroke.hex)
            attribute("stroke-width", lineWidth)
            add("/>\n")
        case .text(let text, let point, let size, let bold, let anchor, let colour):
            add("<text")
            attribute("x", point.x)
            attribute("y", point.y)
            attribute("font-size", size)
            if bold { attribute("font-weight", "bold") }
            if anchor != .start { attribute("text-anchor", anchor.rawValue) }
            attribute("fill", colour.hex)
            add(">")
            add(text: escape(text))
            add("</text>\n")
        case .group(let id, let items):
            add("<g id=\"")
            add(text: escape(id))
            add("\">\n")
            for inner in items { write(inner, to: &svg, indent: indent + 1) }
            pad()
            add("</g>\n")
        }
    }

    /// Element and attribute names, written in the code: their bytes, without a `String`.
    private static func append(_ literal: StaticString, to svg: inout [UInt8]) {
        literal.withUTF8Buffer { svg += $0 }
    }

    private static func append(text: String, to svg: inout [UInt8]) {
        var text = text
        text.withUTF8 { svg += $0 }
    }

    /// ``n(_:)``'s bytes (``NumberBytes``), without a `String` made of them.
    private static func append(_ value: Double, to svg: inout [UInt8]) {
        NumberBytes.append(value, places: 2, rounding: .halfToEven, to: &svg)
    }

    /// ` name="value"`: an attribute with a number.
    private static func append(_ name: StaticString, number value: Double, to svg: inout [UInt8]) {
        append(" ", to: &svg)
        append(name, to: &svg)
        append("=\"", to: &svg)
        append(value, to: &svg)
        append("\"", to: &svg)
    }

    /// ` name="value"`: an attribute with text already escaped.
    private static func append(_ name: StaticString, text value: String, to svg: inout [UInt8]) {
        append(" ", to: &svg)
        append(name, to: &svg)
        append("=\"", to: &svg)
        append(text: value, to: &svg)
        append("\"", to: &svg)
    }

    /// Coordinates with at most two decimals, no trailing zeros: stable across runs.
    /// A coordinate or length in the SVG: machine syntax, a decimal point in every language
    /// (``Display`` writes numbers for people, in the run's language).
    static func n(_ value: Double) -> String { NumberText.decimal(value, places: 2) }

    /// Text and attribute values: ``XMLText`` (the one XML escaper).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
