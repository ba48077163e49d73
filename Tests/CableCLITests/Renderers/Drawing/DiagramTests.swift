import CableCore
import CableText
import Foundation
import Testing

@testable import CableCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The wiring diagram: its geometry (no two boxes or labels collide, one group per circuit),
/// its SVG (well-formed, deterministic, golden for a small system) and the command.
struct DiagramTests {
    static func report(_ path: String) throws -> SystemReport {
        let url = PackagePaths.root.appendingPathComponent(path)
        let system = try SystemFile.decode(Array(try Data(contentsOf: url)))
        return try SystemAnalyzer.analyze(system)
    }

    /// Every text and rectangle of a drawing, groups flattened.
    static func flatten(_ items: [Drawing.Item]) -> [Drawing.Item] {
        items.flatMap { item -> [Drawing.Item] in
            if case .group(_, let inner) = item { return flatten(inner) }
            return [item]
        }
    }

    static let fixtures = [
        "Fixtures/layout/one-circuit.json", "Fixtures/systems/van.json", "Fixtures/layout/forty-circuits.json",
    ]

    @Test(arguments: fixtures)
    func layout_hasOneGroupPerCircuitAndBank(_ path: String) throws {
        let report = try Self.report(path)
        let drawing = WiringDiagram.layout(report, display: Display(units: .metric, language: .en))
        let ids = drawing.items.compactMap { item -> String? in
            if case .group(let id, _) = item { return id }
            return nil
        }
        let rows = report.circuits.filter { $0.kind != .battery }.count
        #expect(ids.filter { $0.hasPrefix("circuit-") }.count == rows)
        #expect(ids.filter { $0.hasPrefix("battery-") }.count == report.system.batteries.count)
        #expect(Set(ids).count == ids.count)
    }

    @Test(arguments: fixtures)
    func layout_noBoxesOrLabelsCollide_andAllStayOnThePage(_ path: String) throws {
        let drawing = WiringDiagram.layout(try Self.report(path), display: Display(units: .metric, language: .en))
        let items = Self.flatten(drawing.items)
        let boxes = items.compactMap { item -> Drawing.Rect? in
            if case .rect(let rect, let fill, _, _) = item, fill == .lightGrey { return rect }
            return nil
        }
        let texts = items.compactMap { item -> (String, Drawing.Rect)? in
            if case .text(let text, let point, let size, let bold, let anchor, _) = item {
                return (text, Drawing.textBox(text, at: point, size: size, bold: bold, anchor: anchor))
            }
            return nil
        }
        let page = Drawing.Rect(x: 0, y: 0, width: drawing.width, height: drawing.height)
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] { #expect(!box.overlaps(other), "boxes \(box) and \(other) overlap") }
        }
        for (index, (text, box)) in texts.enumerated() {
            #expect(box.x >= 0 && box.maxX <= page.maxX && box.y >= 0 && box.maxY <= page.maxY, "'\(text)' leaves the page")
            for (other, otherBox) in texts[(index + 1)...] {
                #expect(!box.overlaps(otherBox), "labels '\(text)' and '\(other)' overlap")
            }
            // A label either lies inside one device box (its own) or clear of all of them.
            let touching = boxes.filter { $0.overlaps(box) }
            let inside = touching.allSatisfy { $0.x <= box.x && box.maxX <= $0.maxX && $0.y <= box.y && box.maxY <= $0.maxY }
            #expect(touching.count <= 1 && inside, "label '\(text)' crosses a box")
        }
    }

    @Test func fortyCircuits_growsDownwardsAtA4Width() throws {
        let drawing = WiringDiagram.layout(
            try Self.report("Fixtures/layout/forty-circuits.json"), display: Display(units: .metric, language: .en))
        #expect(drawing.width == 595)
        // 40 rows at 38 pt below the 96 pt header, then the returns and the legend.
        #expect(drawing.height > 96 + 40 * 38)
    }

    @Test func svg_isWellFormedXML_withAGroupPerCircuit() throws {
        let result = try CableProcess.run(["diagram", PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path])
        #expect(result.status == 0)
        let parser = XMLParser(data: Data(result.stdout.utf8))
        #expect(parser.parse(), "SVG does not parse: \(String(describing: parser.parserError))")
        // van: 5 DC loads + the inverter's feed + 3 chargers + the fuse block's feeder as rows (the AC
        // loads are not DC circuits), the battery feed in the bank's group; the fuse block's bus bar
        // runs down from its feeder's row (the fifth, after the inverter and chargers) past its circuits.
        #expect(result.stdout.contains(#"<g id="circuit-10">"#))
        #expect(!result.stdout.contains(#"<g id="circuit-11">"#))
        #expect(result.stdout.contains(#"<g id="panel-bus-5">"#))
        #expect(result.stdout.contains(#"<g id="battery-1">"#))
        #expect(result.stdout.contains(">Inverter 2 kW</text>"))
        #expect(result.stdout.contains(">inverter · 2000 W AC · 238.95 A</text>"))
        #expect(result.stdout.contains(">350 A</text>"))
        #expect(result.stdout.contains(">70 mm² · 1.5 m</text>"))
        #expect(!result.stdout.contains(">Coffee maker</text>"))
    }

    @Test func svg_isByteIdenticalRunToRun_andMatchesTheGoldenFile() throws {
        let arguments = ["diagram", PackagePaths.root.appendingPathComponent("Fixtures/layout/one-circuit.json").path]
        let first = try CableProcess.run(arguments)
        let second = try CableProcess.run(arguments)
        #expect(first.stdout == second.stdout)
        let golden = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/layout/one-circuit.svg"), encoding: .utf8)
        #expect(first.stdout == golden)
    }

    @Test func imperialUnits_labelTheWiresInFeetAndAWG() throws {
        let result = try CableProcess.run([
            "diagram", PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path, "--units", "imperial",
        ])
        // Fridge: 5 A at 12 V over 4 m = 13.1 ft, sized for what its path leaves it (1.57 % after the bank's
        // run and the fuse block's feeder): 0.017 × 8 m × 5 A / (0.0157 × 12 V) = 3.61 mm² → 10 AWG (5.26 mm²;
        // 12 AWG's 3.31 mm² is short).
        #expect(result.stdout.contains(">10 AWG · 13.1 ft</text>"))
    }

    @Test func outputOption_writesTheFile_andAnUncreatablePathExits73() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-diagram-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("van.svg")
        let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path
        let written = try CableProcess.run(["diagram", van, "-o", file.path])
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(written.stderr == "wrote \(file.path)\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == (try CableProcess.run(["diagram", van])).stdout)
        let missing = folder.appendingPathComponent("no/such/folder/van.svg").path
        let failed = try CableProcess.run(["diagram", van, "-o", missing])
        #expect(failed.status == 73)
        #expect(failed.stderr.hasPrefix("error: cannot "))
    }

    /// docs/guide.md shows docs/van-diagram.svg: it must be what `cable diagram` draws today.
    @Test func readmeDiagram_isCurrent() throws {
        let result = try CableProcess.run(["diagram", PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path])
        let shown = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/van-diagram.svg"), encoding: .utf8)
        #expect(result.stdout == shown, "regenerate it: cable diagram Fixtures/systems/van.json -o docs/van-diagram.svg")
    }
}

/// The diagram's words: numbers never cut short, fuses with their family, chargers by kind in
/// the run's language.
struct DiagramLabelTests {
    /// Every text of a drawing, groups flattened, in drawing order.
    static func texts(_ drawing: Drawing) -> [String] {
        DiagramTests.flatten(drawing.items).compactMap { item in
            if case .text(let text, _, _, _, _, _) = item { return text }
            return nil
        }
    }

    @Test(
        arguments: Language.allCases,
        ["Fixtures/systems/van.json", "Fixtures/systems/sailboat.json", "Fixtures/systems/cabin.json"])
    func labels_neverCutANumberShort(_ language: Language, _ path: String) throws {
        let report = try DiagramTests.report(path)
        let texts = Self.texts(WiringDiagram.layout(report, display: Display(units: .metric, language: language)))
        for text in texts where text.contains(where: \.isNumber) {
            #expect(!text.hasSuffix("…"), "'\(text)' is cut short")
        }
    }

    @Test func van_inGerman_showsTheInvertersCurrent_fuseFamilies_andChargerKinds() throws {
        let report = try DiagramTests.report("Fixtures/systems/van.json")
        let texts = Self.texts(WiringDiagram.layout(report, display: Display(units: .metric, language: .de)))
        let all = texts.joined(separator: " ")
        // The inverter's detail wraps rather than losing its current: "Wechselrichter · 2.000 W AC ·" /
        // "238,95 A" (2000 / (0.9 × 9.3)).
        #expect(all.contains(" W AC · 238,95 A"))
        #expect(texts.contains("238,95 A"))
        // Every fuse at the van's bus is a Class T (15.6 kA there), in German "Klasse T"; behind the
        // fuse block's feeder (3.86 kA) the fridge and pump take the lowest fuse that interrupts it,
        // a 10 A Class T (not a 40 A ANL), the heater a 15 A Class T.
        #expect(texts.contains("300 A Klasse T"))
        #expect(texts.contains("15 A Klasse T"))
        #expect(texts.contains("40 A Klasse T"))
        #expect(texts.contains("10 A Klasse T"))
        #expect(!all.contains("ANL"))
        #expect(texts.contains { $0.hasPrefix("300 A") })  // the main fuse, Klasse T, may wrap after its rating
        #expect(all.contains("Klasse T"))
        #expect(texts.contains("Ladegerät · Solar · 30 A"))
        #expect(texts.contains("Ladegerät · DC-DC · 30 A"))
        #expect(texts.contains("Ladegerät · Landstrom · 25 A"))
        #expect(!all.contains("dcdc") && !all.contains("shore"))
    }
}

extension DiagramLabelTests {
    /// A bank whose chemistry and arrangement do not fit its box on one line (Spanish "plomo-ácido
    /// abierta, 6S2P": 123.9 pt at 9.4 pt in DejaVu Sans, the box has 120) continues on the next;
    /// the box grows, the arrangement is not cut off.
    @Test func bankDetails_wrapInsteadOfLosingTheArrangement() throws {
        let source = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json"), encoding: .utf8)
        let flooded = source.replacingOccurrences(of: #""chemistry": "lifepo4""#, with: #""chemistry": "floodedLeadAcid""#)
            .replacingOccurrences(of: #""voltage": "12.8V", "count": 1"#, with: #""voltage": "2V", "count": 12"#)
        #expect(flooded != source)
        let system = try SystemFile.decode(Array(flooded.utf8))
        let report = try SystemAnalyzer.analyze(system)
        let drawing = WiringDiagram.layout(report, display: Display(units: .metric, language: .es))
        let texts = Self.texts(drawing)
        #expect(texts.contains("plomo-ácido abierta,"))
        #expect(texts.contains("6S2P"))
        #expect(!texts.contains { $0.hasSuffix("…") })
        let bank = try #require(
            DiagramTests.flatten(drawing.items).compactMap { item -> Drawing.Rect? in
                if case .rect(let rect, .lightGrey, .black, _) = item { return rect }
                return nil
            }.first)
        #expect(bank.height > WiringDiagram.bankHeight)
    }
}

extension DiagramLabelTests {
    /// A box's details wrap after a " · " and keep the dot on the line it closes, never alone:
    /// the French panel box read "alimentation du tableau · 22,33 A ·", then "·" on a line of
    /// its own (review of stop 44), because the line was measured without its closing dot.
    @Test func wrappedDetails_neverLeaveTheDotAlone() throws {
        for language in ["en", "de", "es", "fr", "nl"] {
            let svg = try CableProcess.run([
                "diagram", PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path, "--lang", language,
            ]).stdout
            let texts = svg.split(separator: "<text").compactMap { $0.split(separator: ">").dropFirst().first }
                .map { $0.split(separator: "<").first.map(String.init) ?? "" }
            #expect(!texts.isEmpty)
            #expect(!texts.contains { $0.trimmingCharacters(in: .whitespaces) == "·" }, "\(language)")
            #expect(!texts.contains { $0.hasPrefix("·") || $0.hasPrefix(" ·") }, "\(language)")
        }
        let french = WiringDiagram.lines(
            "alimentation du tableau · 22,33 A · 5 circuits",
            width: Drawing.textWidth("alimentation du tableau · 22,33 A", size: 9.4), size: 9.4, separator: " · ")
        #expect(french == ["alimentation du tableau ·", "22,33 A · 5 circuits"])
    }
}
