import Foundation
import Testing

@testable import CableCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `cable report --format html`: one self-contained page with every circuit and the diagram.
struct HTMLReportTests {
    static let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path

    @Test func html_isSelfContained_andHoldsEveryCircuitAndTheDiagram() throws {
        let result = try CableProcess.run(["report", Self.van, "--format", "html"])
        #expect(result.status == 0)
        let html = result.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src="))
        #expect(!html.contains("<link"))
        for name in [
            "Fridge", "LED lights", "Water pump", "Diesel heater", "USB sockets", "Inverter 2\u{00A0}kW", "Solar MPPT",
            "DC-DC charger",
            "Shore charger", "House bank",
        ] {
            #expect(html.contains("<td>\(name)</td>"), "circuit \(name) missing from the table")
        }
        #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(html.contains("<g id=\"circuit-9\">"))
        #expect(html.contains("<h2>Bill of materials</h2>"))
        #expect(
            html.contains(
                "<dt>Peak current</dt><dd>261.28\u{00A0}A (all loads at once, inverters at their continuous rating)</dd>"))
        // The inverter and its AC loads have their own tables.
        #expect(html.contains("<h2>Inverters</h2>"))
        #expect(html.contains("<h2>AC loads</h2>"))
        #expect(html.contains("<td>Coffee maker</td><td>Inverter 2\u{00A0}kW</td>"))
    }

    /// The page is well-formed as XML too (every element closed, entities escaped), so any parser
    /// reads it.
    @Test func html_parsesAsXML() throws {
        let result = try CableProcess.run(["report", Self.van, "--format", "html"])
        let body = result.stdout.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "")
            .replacingOccurrences(of: "<meta charset=\"utf-8\">", with: "<meta charset=\"utf-8\"/>")
            .replacingOccurrences(
                of: "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
                with: "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>")
        let parser = XMLParser(data: Data(body.utf8))
        #expect(parser.parse(), "HTML is not well-formed: \(String(describing: parser.parserError))")
    }

    /// A phone sees the page at its own width, each table scrolls in its own box, and a number
    /// keeps its unit: "2,5 mm²" and "7,5 A ATO/ATC" hold a no-break space (U+00A0) after the number.
    @Test func html_isResponsive_andKeepsNumbersWithTheirUnits() throws {
        let html = try CableProcess.run(["report", Self.van, "--format", "html", "--lang", "de"]).stdout
        #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(html.contains(".scroll { overflow-x: auto; max-width: 100%; }"))
        let tables = html.components(separatedBy: "<table>").count - 1
        #expect(tables >= 4)
        #expect(html.components(separatedBy: "<div class=\"scroll\"><table>").count - 1 == tables)
        // The fridge's row: conductor and fuse with bound units.
        #expect(html.contains("<td>Fridge</td>"))
        #expect(html.contains("<td>2,5\u{00A0}mm²</td>"))
        // The LED lights behind the fuse block: a 3 A Class T (the block sees 3075 A of fault current).
        #expect(html.contains("<td>3\u{00A0}A Klasse T</td>"))
        #expect(html.contains("<td>Inverter 2\u{00A0}kW</td>"))
        // Only before a unit: "10 h/Tag" and "2 kW" bind, "07 — cabin" and "2 Stück" do not.
        #expect(UnitBinding.noBreak("10 h/Tag, 2 kW") == "10\u{00A0}h/Tag, 2\u{00A0}kW")
        #expect(UnitBinding.noBreak("Circuit 07 — cabin, 2 Stück") == "Circuit 07 — cabin, 2 Stück")
    }

    @Test func html_escapesNamesFromTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.json")
        try Data(
            #"{"schemaVersion":1,"name":"<b>Boat & co</b>","nominalVoltage":12,"loads":[{"name":"Pump \"A\" <1>","current":5,"length":2}]}"#
                .utf8
        ).write(to: file)
        let html = try CableProcess.run(["report", file.path, "--format", "html"]).stdout
        #expect(html.contains("<h1>&lt;b&gt;Boat &amp; co&lt;/b&gt;</h1>"))
        #expect(html.contains("<td>Pump &quot;A&quot; &lt;1&gt;</td>"))
        #expect(!html.contains("<b>Boat"))
    }

    @Test func html_toAFile_isWrittenAtomically() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("van.html")
        let result = try CableProcess.run(["report", Self.van, "--format", "html", "-o", file.path])
        #expect(result.status == 0)
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == (try CableProcess.run(["report", Self.van, "--format", "html"])).stdout)
    }
}
