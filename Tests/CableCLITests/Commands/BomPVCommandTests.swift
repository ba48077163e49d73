import Foundation
import Testing

/// `cable bom` for the samples' PV arrays and surges through the built binary: the modules as
/// equipment, the array run as PV cable with connector pairs at the array end, and a fuse a surge
/// made larger saying so — in English, German and the JSON.
@Suite("The bill of materials for PV arrays and surges")
struct BomPVCommandTests {
    static let van = SystemCommandTests.fixture("examples/van.json")
    static let cabin = SystemCommandTests.fixture("examples/cabin.json")

    static func bom(_ file: String, _ options: [String] = []) throws -> String {
        let result = try CableProcess.run(["bom", file] + options)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        return result.stdout
    }

    static func lines(_ file: String) throws -> [[String: Any]] {
        let result = try CableProcess.run(["bom", file, "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try #require(object?["lines"] as? [[String: Any]])
    }

    /// The van's roof array: 4 × 100 W modules in parallel (1S4P), 5 m one way; cold Voc
    /// 24.3 V × (1 + 0.0028 × 35) = 26.6814 V; a string's 1.5625 × 5.21 A = 8.140625 A
    /// (NEC 690.8(B)), so four strings take 10 A string fuses and each string's connector pair is
    /// rated for the 10 A its fuse lets through (rev34d F10f); one connector pair per string: 4. The heater's 12.5 A glow-plug start for
    /// 180 s takes a 15 A Class T where 1.25 × 3.33 A would take 5 A.
    @Test func van_english_listsModulesPVCableConnectorsAndTheSurge() throws {
        let text = try Self.bom(Self.van)
        #expect(text.contains("PV module    Roof array: PV module 100 W (1S4P)"))
        #expect(text.contains("PV cable red (EN 50618 / UL 4703), rated for the 26.68 V cold Voc"))
        #expect(text.contains("PV cable black (EN 50618 / UL 4703), rated for the 26.68 V cold Voc"))
        #expect(
            text.contains(
                "PV connector pair (MC4-type, IEC 62852), one per string at the array end, rated for 26.68 V and 10 A"))
        #expect(text.contains("15 A Class T, for up to 3.33 A; carries the 12.5 A surge for 180 s"))
        let module = try #require(text.split(separator: "\n").first { $0.contains("Roof array: PV module") })
        #expect(module.hasSuffix("4 pcs"))
        let connectors = try #require(text.split(separator: "\n").first { $0.contains("PV connector pair") })
        #expect(connectors.hasSuffix("4 pcs"))
        // 5 m one way × (1 + 10 % spare) = 5.5 m of each colour.
        let red = try #require(text.split(separator: "\n").first { $0.contains("PV cable red") })
        #expect(red.hasSuffix("5.5 m"))
    }

    @Test func van_german_wordsThePVParts() throws {
        let text = try Self.bom(Self.van, ["--lang", "de"])
        #expect(text.contains("Roof array: PV-Modul 100 W (1S4P)"))
        #expect(text.contains("PV-Leitung rot (EN 50618 / UL 4703), bemessen für die kalte Leerlaufspannung 26,68 V"))
        #expect(text.contains("PV-Steckverbinderpaar (Typ MC4, IEC 62852), eines je Strang am Generatorende"))
        #expect(text.contains("15 A Klasse T, für bis zu 3,33 A; hält den Stoßstrom von 12,5 A während 180 s aus"))
    }

    /// The JSON: the array run is PV cable, not battery cable; its terminals are the controller
    /// end's two, and the modules and connector pairs are counted.
    @Test func van_json_hasTheNewCategories() throws {
        let lines = try Self.lines(Self.van)
        let modules = try #require(lines.first { $0["category"] as? String == "pvModule" })
        #expect(modules["quantity"] as? Double == 4)
        #expect(modules["item"] as? String == "Roof array: PV module 100 W (1S4P)")
        let connectors = try #require(lines.first { $0["category"] as? String == "pvConnector" })
        #expect(connectors["quantity"] as? Double == 4)
        // The string fuse's 10 A, not 1.5625 × 5.21 = 8.14 A (rev34d F10f).
        expectClose(connectors["currentAmperes"] as? Double, 10, tolerance: 1e-9)
        let pvCable = lines.filter { $0["category"] as? String == "pvCable" }
        #expect(pvCable.map { $0["colour"] as? String } == ["red", "black"])
        expectClose(pvCable.first?["quantity"] as? Double, 5.5, tolerance: 1e-9)
        let surged = try #require(lines.first { ($0["item"] as? String)?.hasPrefix("15 A Class T") == true })
        #expect(surged["item"] as? String == "15 A Class T, for up to 3.33 A; carries the 12.5 A surge for 180 s")
    }

    /// The cabin's ground array: 3 × 400 W in series × 2 strings = 6 modules; cold Voc
    /// 3 × 37 V × (1 + 0.0026 × 35) = 121.101 V; a string's 1.5625 × 13.85 A = 21.640625 A;
    /// two connector pairs; 15 m one way + 10 % = 16.5 m of each colour.
    @Test func cabin_english_listsSixModulesAndTwoConnectorPairs() throws {
        let text = try Self.bom(Self.cabin)
        let module = try #require(text.split(separator: "\n").first { $0.contains("Ground array: PV module 400 W (3S2P)") })
        #expect(module.hasSuffix("6 pcs"))
        let connectors = try #require(text.split(separator: "\n").first { $0.contains("PV connector pair") })
        #expect(connectors.contains("rated for 121.1 V and 21.64 A"))
        #expect(connectors.hasSuffix("2 pcs"))
        let red = try #require(text.split(separator: "\n").first { $0.contains("PV cable red") })
        #expect(red.contains("rated for the 121.1 V cold Voc"))
        #expect(red.hasSuffix("16.5 m"))
    }
}
