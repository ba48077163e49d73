import CableCore
import Foundation
import Testing

/// The engine fuzz targets' inputs, replayed through the same calls as Fuzz/quantity.swift,
/// and Fuzz/systemfile.swift (the batchline target's are in the CLI tests, BatchLineTests): the seeds in Fixtures/fuzz/<target>/ and
/// every input that once crashed a target, kept in Fixtures/fuzz/crashers/<target>/. Each must
/// end in a value or a typed error, never a trap. (Scripts/fuzz.sh runs the targets.)
struct FuzzRegressionTests {
    struct Input: CustomTestStringConvertible, Sendable {
        /// The file, relative to Fixtures/fuzz.
        let path: String
        let bytes: [UInt8]
        var testDescription: String { path }
    }

    /// The seeds and crashers of one target, by file name.
    static func inputs(_ target: String) -> [Input] {
        let fuzz = SystemFixtures.root.appendingPathComponent("Fixtures/fuzz")
        return [target, "crashers/\(target)"].flatMap { folder in
            let url = fuzz.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.sorted().compactMap { name in
                (try? Data(contentsOf: url.appendingPathComponent(name))).map {
                    Input(path: "\(folder)/\(name)", bytes: [UInt8]($0))
                }
            }
        }
    }

    static let field = "fuzz"

    @Test(arguments: inputs("quantity"))
    func quantityInput_parsesOrThrowsEverywhere(_ input: Input) {
        let text = String(decoding: input.bytes, as: UTF8.self)
        func probe<T>(_ body: () throws -> T) {
            do {
                _ = String(describing: try body())
            } catch {
                _ = String(describing: error)
            }
        }
        probe { try QuantityParser.length(text, field: Self.field) }
        probe { try QuantityParser.current(text, field: Self.field) }
        probe { try QuantityParser.voltage(text, field: Self.field) }
        probe { try QuantityParser.power(text, field: Self.field) }
        probe { try QuantityParser.percent(text, field: Self.field) }
        probe { try QuantityParser.temperature(text, field: Self.field) }
        probe { try QuantityParser.insulation(text, field: Self.field) }
        probe { try QuantityParser.number(text, field: Self.field) }
        probe { try QuantityParser.ampereHours(text, field: Self.field) }
        probe { try QuantityParser.hours(text, field: Self.field) }
        probe { try QuantityParser.lengthList(text, field: Self.field) }
        probe { try QuantityParser.currentList(text, field: Self.field) }
        probe { try QuantityParser.material(text, field: Self.field) }
        probe { try QuantityParser.standard(text, field: Self.field) }
        probe { try QuantityParser.fuseTypes(text, field: Self.field) }
        probe { try QuantityParser.bundledConductors(text, field: Self.field) }
        probe { try QuantityParser.boolean(text, field: Self.field) }
        probe {
            let size = try ConductorSize.parse(text, field: Self.field)
            return [size.label, size.shortLabel, size.awgLabel ?? "", "\(size.area.squareMillimeters)"]
        }
    }

    @Test(arguments: inputs("systemfile"))
    func systemFileInput_isAnalysedOrRefused_andRewritesStably(_ input: Input) throws {
        if let system = try? SystemFile.decode(input.bytes) {
            let other = UnitSystem.allCases[input.bytes.count % UnitSystem.allCases.count]
            for units in [nil, other] {
                if let report = try? SystemAnalyzer.analyze(system, units: units) {
                    _ = String(describing: try? BillOfMaterials.make(from: report))
                }
            }
        }
        guard let document = try? SystemDocument(bytes: input.bytes) else { return }
        let reread = try SystemDocument(bytes: Array(document.text.utf8))
        #expect(reread.text == document.text)
    }
}
