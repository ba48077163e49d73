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
        "Fixtures/examples/van.json", "Fixtures/examples/cabin.json",
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
        // 2000 / (0.9 × 9.3) = 238.95 A; its surge power (no duration given) on the next line.
        #expect(result.stdout.contains(">inverter · 2000 W AC · 238.95 A ·</text>"))
        #expect(result.stdout.contains(">surge 4000 W</text>"))
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
        #expect(texts.contains { $0.hasPrefix("238,95 A · Spitze 4") })
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

/// Arrays and DC-DC inputs drawn where they are wired (issue 34): a PV array's run from the
/// array's box into its controller's box, a DC-DC input from its source (a battery outside the
/// file, or the bus of a bank of the file) into the charger's box, never a branch of the + bus;
/// a surge said in its device's box.
struct DiagramSourceTests {
    /// A drawing's groups by id.
    static func groups(_ drawing: Drawing) -> [(id: String, items: [Drawing.Item])] {
        drawing.items.compactMap { item in
            if case .group(let id, let inner) = item { return (id, inner) }
            return nil
        }
    }

    /// The row group whose box is named `name` (its bold text).
    static func row(named name: String, in drawing: Drawing) -> [Drawing.Item]? {
        groups(drawing).first { group in
            group.id.hasPrefix("circuit-")
                && group.items.contains { item in
                    if case .text(let text, _, _, true, _, _) = item { return text == name }
                    return false
                }
        }?.items
    }

    static func box(_ items: [Drawing.Item]) -> Drawing.Rect? {
        items.compactMap { item -> Drawing.Rect? in
            if case .rect(let rect, .lightGrey, _, _) = item { return rect }
            return nil
        }.first
    }

    static func redLines(_ items: [Drawing.Item]) -> [[Drawing.Point]] {
        items.compactMap { item -> [Drawing.Point]? in
            if case .line(let points, .red, _) = item { return points }
            return nil
        }
    }

    static func analyzed(_ json: String) throws -> SystemReport {
        try SystemAnalyzer.analyze(try SystemFile.decode(Array(json.utf8)))
    }

    static func example(_ name: String) throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/examples/\(name).json"), encoding: .utf8)
    }

    @Test(arguments: Language.allCases)
    func vanExample_arrayRunEndsAtTheSolarChargersBox_notOnTheBus(_ language: Language) throws {
        let drawing = WiringDiagram.layout(
            try DiagramTests.report("Fixtures/examples/van.json"), display: Display(units: .metric, language: language))
        let array = try #require(Self.row(named: "Roof array", in: drawing))
        let chargerRow = try #require(Self.row(named: "Solar MPPT", in: drawing))
        let charger = try #require(Self.box(chargerRow))
        let arrayBox = try #require(Self.box(array))
        let run = try #require(Self.redLines(array).first)
        // From the array box's left side ...
        #expect(run.first == Drawing.Point(x: arrayBox.x, y: arrayBox.y + arrayBox.height / 2))
        // ... into the bottom of the controller's box, never at the + bus (x 262…268).
        let end = try #require(run.last)
        #expect(end.y == charger.maxY && end.x > charger.x && end.x < charger.maxX)
        #expect(run.allSatisfy { $0.x > WiringDiagram.positiveBusX + 20 })
        // The array's box sits under its controller; its run takes no fuse (NEC 690.9(A): the
        // conductor carries 1.56 × Isc of its strings), labelled with the rule where a fuse would
        // be; the four strings' 10 A fuses (1.56 × 5.21 = 8.1 A → 10 A) are in its box.
        #expect(arrayBox.y > charger.maxY)
        let texts = DiagramLabelTests.texts(Drawing(width: 0, height: 0, items: array)).joined(separator: " ")
        #expect(texts.contains(language.tr("string fuses {rating}", ["rating": Display.amps(.amperes(10), in: language)])))
        #expect(texts.contains("NEC 690.9(A)"))
        #expect(!texts.contains(language.tr("no fuse")))
    }

    @Test(arguments: Language.allCases)
    func vanExample_dcdcInputStartsAtTheStartBattery_fusedThere(_ language: Language) throws {
        let drawing = WiringDiagram.layout(
            try DiagramTests.report("Fixtures/examples/van.json"), display: Display(units: .metric, language: language))
        let input = try #require(Self.row(named: language.tr("Start battery"), in: drawing))
        let source = try #require(Self.box(input))
        let chargerRow = try #require(Self.row(named: "DC-DC charger", in: drawing))
        let charger = try #require(Self.box(chargerRow))
        let run = try #require(Self.redLines(input).first)
        #expect(run.first == Drawing.Point(x: source.x, y: source.y + source.height / 2))
        let end = try #require(run.last)
        #expect(end.y == charger.maxY && end.x > charger.x && end.x < charger.maxX)
        #expect(run.allSatisfy { $0.x > WiringDiagram.positiveBusX + 20 })
        // Fused at the source: the fuse's symbol next to the start battery's box.
        let fuse = try #require(
            input.compactMap { item -> Drawing.Rect? in
                if case .rect(let rect, .white, .red, _) = item { return rect }
                return nil
            }.first)
        #expect(fuse.maxX == source.x - 6)
        // 30 A × 14.2 V / (0.87 × 12.5 V) = 39.17 A (the Orion 12/12-30's input at its 12.5 V threshold), 50 A MIDI.
        let texts = DiagramLabelTests.texts(Drawing(width: 0, height: 0, items: input)).joined(separator: " ")
        #expect(texts.contains(Display.amps(.amperes(39.17), in: language)))
        #expect(texts.contains(language.tr("not in this file")))
    }

    /// A surge given as power without a duration is shown as the circuit report has it: two
    /// compressors of 120 W surge each at 12 V draw 2 × 120 / 12 = 20 A, the report's "surge 20 A"
    /// (the box said "surge 240 W", worked out again from the load in the renderer).
    @Test func untimedPowerSurge_isTheReportsCurrent() throws {
        let url = PackagePaths.root.appendingPathComponent("Fixtures/examples/van.json")
        var text = try String(contentsOf: url, encoding: .utf8)
        let fridge = "{ \"name\": \"Fridge\""
        let compressor =
            "{ \"name\": \"Compressor\", \"power\": \"60W\", \"quantity\": 2, \"surgePower\": \"120W\", "
            + "\"length\": \"3m\", \"feed\": \"Fuse block\" },\n    "
        let at = try #require(text.range(of: fridge))
        text.insert(contentsOf: compressor, at: at.lowerBound)
        let report = try SystemAnalyzer.analyze(try SystemFile.decode(Array(text.utf8)))
        let circuit = try #require(report.circuits.first { $0.name == "Compressor" })
        #expect(abs((circuit.surgeWithoutDuration?.amperes ?? 0) - 20) < 1e-9)
        let drawing = WiringDiagram.layout(report, display: Display(units: .metric, language: .en))
        let box = try #require(Self.row(named: "Compressor", in: drawing))
        let texts = DiagramLabelTests.texts(Drawing(width: 0, height: 0, items: box)).joined(separator: " ")
        #expect(texts.contains("surge 20 A"))
        #expect(!texts.contains("240 W"))
    }

    @Test(arguments: Language.allCases)
    func vanExample_heatersBoxSaysItsSurge(_ language: Language) throws {
        let drawing = WiringDiagram.layout(
            try DiagramTests.report("Fixtures/examples/van.json"), display: Display(units: .metric, language: language))
        let heater = try #require(Self.row(named: "Diesel heater", in: drawing))
        let texts = DiagramLabelTests.texts(Drawing(width: 0, height: 0, items: heater)).joined(separator: " ")
        // The van's diesel heater: surgeCurrent 12.5 A for surgeSeconds 180 (its glow plug).
        let surge = language.tr(
            "surge {current} for {seconds} s",
            ["current": Display.amps(.amperes(12.5), in: language), "seconds": Display.number(180, in: language)])
        #expect(texts.contains(surge) || texts.replacingOccurrences(of: " · ", with: " ").contains(surge))
        if language == .en { #expect(texts.contains("surge 12.5 A for 180 s")) }
        if language == .de { #expect(texts.contains("Stoßstrom 12,5 A während 180 s")) }
        // The inverter's surge power (no duration in the file) in its box.
        let inverter = try #require(Self.row(named: "Inverter 2 kW", in: drawing))
        let words = DiagramLabelTests.texts(Drawing(width: 0, height: 0, items: inverter)).joined(separator: " ")
        #expect(words.contains(language.tr("surge {power}", ["power": Display.watts(.watts(4000), in: language)])))
    }

    @Test func cabinExample_groundArrayRunEndsAtItsMPPTsBox() throws {
        let drawing = WiringDiagram.layout(
            try DiagramTests.report("Fixtures/examples/cabin.json"), display: Display(units: .metric, language: .en))
        let array = try #require(Self.row(named: "Ground array", in: drawing))
        let chargerRow = try #require(Self.row(named: "Solar MPPT", in: drawing))
        let charger = try #require(Self.box(chargerRow))
        let run = try #require(Self.redLines(array).first)
        let end = try #require(run.last)
        #expect(end.y == charger.maxY && end.x > charger.x && end.x < charger.maxX)
        #expect(run.allSatisfy { $0.x > WiringDiagram.positiveBusX + 20 })
        // Two strings in parallel: no string fuses (NEC 690.9 asks for them from three).
        let texts = DiagramLabelTests.texts(Drawing(width: 0, height: 0, items: array)).joined(separator: " ")
        #expect(!texts.contains("string fuses"))
    }

    /// rev34d F11: an input fed by a battery of the file off the house bus (a house-bus bank is
    /// refused as the feed) has its source box named after that battery and read like a bank's
    /// (`1 × 90 Ah 12 V AGM · separate bus`), never "not in this file", which stays for a source
    /// the file does not describe (the van's own input: "Start battery").
    @Test func inputFromASeparateBatteryOfTheFile_isDrawnByItsFigures() throws {
        let source = try Self.example("van")
        let fed = source.replacingOccurrences(
            of: #""efficiency": 0.87"#, with: #""efficiency": 0.87, "feed": "Start bank""#
        ).replacingOccurrences(
            of: #""count": 1, "length": "1m" }"#,
            with:
                #""count": 1, "length": "1m" }, { "name": "Start bank", "chemistry": "agm", "capacityAh": 90, "voltage": "12V", "bus": "separate" }"#
        )
        #expect(fed.contains(#"{ "name": "Start bank""#) && fed.contains(#""feed": "Start bank""#))
        for language in Language.allCases {
            let drawing = WiringDiagram.layout(try Self.analyzed(fed), display: Display(units: .metric, language: language))
            let row = try #require(Self.row(named: "Start bank", in: drawing))
            #expect(Self.box(row) != nil || !row.isEmpty)
            let texts = DiagramLabelTests.texts(Drawing(width: 0, height: 0, items: row)).joined(separator: " ")
            #expect(texts.contains("1 × 90 Ah 12 V"), "\(language): \(texts)")
            #expect(texts.contains(language.tr("separate bus")), "\(language): \(texts)")
            #expect(!texts.contains(language.tr("not in this file")), "\(language): \(texts)")
        }
        let english = WiringDiagram.layout(try Self.analyzed(fed), display: Display(units: .metric, language: .en))
        let englishRow = try #require(Self.row(named: "Start bank", in: english))
        let texts = DiagramLabelTests.texts(Drawing(width: 0, height: 0, items: englishRow))
        #expect(texts.joined(separator: " ").contains("AGM"))
        let outside = WiringDiagram.layout(try Self.analyzed(source), display: Display(units: .metric, language: .en))
        let start = try #require(Self.row(named: "Start battery", in: outside))
        let startTexts = DiagramLabelTests.texts(Drawing(width: 0, height: 0, items: start)).joined(separator: " ")
        #expect(startTexts.contains("not in this file"))
    }

    /// A solar charger without a run of its own (no `length`) has no row to lead into: its array
    /// keeps its box, off the + bus, and names its controller there.
    @Test func arrayOfAChargerWithoutARow_namesItsController_offTheBus() throws {
        let source = try Self.example("van")
        let unwired = source.replacingOccurrences(
            of: #""outputCurrent": "30A", "length": "1m", "maxInputVoltage""#, with: #""outputCurrent": "30A", "maxInputVoltage""#
        )
        #expect(unwired != source)
        let drawing = WiringDiagram.layout(try Self.analyzed(unwired), display: Display(units: .metric, language: .en))
        #expect(Self.row(named: "Solar MPPT", in: drawing) == nil)
        let array = try #require(Self.row(named: "Roof array", in: drawing))
        let run = try #require(Self.redLines(array).first)
        #expect(run.allSatisfy { $0.x > WiringDiagram.positiveBusX + 20 })
        let texts = DiagramLabelTests.texts(Drawing(width: 0, height: 0, items: array)).joined(separator: " ")
        #expect(texts.contains("on Solar MPPT"))
    }

    /// No source run crosses another wire, a bus bar, a box or a label.
    @Test(arguments: ["van", "cabin"], Language.allCases)
    func sourceRuns_crossNothing(_ example: String, _ language: Language) throws {
        let drawing = WiringDiagram.layout(
            try DiagramTests.report("Fixtures/examples/\(example).json"), display: Display(units: .metric, language: language))
        let sourceNames = ["Roof array", "Ground array", language.tr("Start battery")]
        var runs: [[Drawing.Point]] = []
        var others: [Drawing.Rect] = []
        for group in Self.groups(drawing) {
            let isSource = group.items.contains { item in
                if case .text(let text, _, _, true, _, _) = item { return sourceNames.contains(text) }
                return false
            }
            for item in DiagramTests.flatten(group.items) {
                switch item {
                case .line(let points, _, _):
                    if isSource { runs.append(points) } else { others += Self.segments(points) }
                case .rect(let rect, _, _, _):
                    if !isSource { others.append(rect) }
                case .text(let text, let point, let size, let bold, let anchor, _):
                    others.append(Drawing.textBox(text, at: point, size: size, bold: bold, anchor: anchor))
                case .group: break
                }
            }
        }
        for item in drawing.items {
            if case .rect(let rect, _, _, _) = item { others.append(rect) }
        }
        #expect(!runs.isEmpty)
        for run in runs {
            for segment in Self.segments(run) {
                for other in others { #expect(!segment.overlaps(other), "\(segment) crosses \(other)") }
            }
        }
    }

    /// A polyline's segments as zero-width rectangles (axis-aligned lines only).
    static func segments(_ points: [Drawing.Point]) -> [Drawing.Rect] {
        zip(points, points.dropFirst()).map { a, b in
            Drawing.Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        }
    }
}
