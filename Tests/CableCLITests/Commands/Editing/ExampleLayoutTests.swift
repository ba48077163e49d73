import Foundation
import Testing

@testable import CableCore

/// The sample systems (Fixtures/examples, `cable example`) are laid out as the document writer
/// writes a system file (``JSONWriter/write(_:)``: an object in an array on one line only up to
/// 160 characters), so an edit of one entry leaves every other line as it was.
@Suite("example files: the document writer's layout")
final class ExampleLayoutTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-example-layout") }

    @Test(arguments: ["van", "sailboat", "cabin"])
    func example_readAndWrittenUnchanged_isByteIdentical(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/examples/\(name).json")))
        let written = JSONWriter.write(try JSONReader.parse(bytes))
        #expect(written == String(decoding: bytes, as: UTF8.self))
        // No line beyond what the writer keeps on one line.
        #expect(written.split(separator: "\n").allSatisfy { $0.count <= 160 })
    }

    /// The reviewer's case (issue #34): the Fridge's length changed in `cable example` output; the
    /// diff is the Fridge's line alone (before the reflow it was 46 lines: the Diesel heater, the
    /// DC-DC charger and the Roof array expanded as well).
    @Test func setFridgeLength_onTheExampleVan_changesOnlyItsLine() throws {
        let file = folder.appendingPathComponent("van.json").path
        let example = try CableProcess.run(["example", "van"])
        try Data(example.stdout.utf8).write(to: URL(fileURLWithPath: file))
        let result = try CableProcess.run(["set", "load", file, "Fridge", "--length", "5m", "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        let changed = result.stdout.split(separator: "\n").filter {
            ($0.hasPrefix("-") && !$0.hasPrefix("---")) || ($0.hasPrefix("+") && !$0.hasPrefix("+++"))
        }
        #expect(
            changed == [
                #"-    { "name": "Fridge", "power": "60W", "length": "4m", "hoursPerDay": 10, "feed": "Fuse block" },"#,
                #"+    { "name": "Fridge", "power": "60W", "length": "5m", "hoursPerDay": 10, "feed": "Fuse block" },"#,
            ])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == example.stdout)
    }
}
