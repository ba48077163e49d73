import Foundation
import Testing

/// `-o PATH` without `--format` writes the format PATH's extension names (`report.pdf` is a PDF);
/// an explicit `--format` or `--json` wins.
@Suite("-o: the format from the file's extension")
final class OutputExtensionTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-ext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    static let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path

    @Test(arguments: [
        (["report", van, "-o", "r.pdf"], "%PDF-1.4"),
        (["report", van, "-o", "r.HTML"], "<!DOCTYPE html>"),
        (["report", van, "-o", "r.json"], "{\n  \"acLoads\""),
        (["report", van, "-o", "r.txt"], "Camper van — 12 V system"),
        (["bom", van, "-o", "b.csv"], "category,item,quantity,unit"),
        (["bom", van, "-o", "b.md"], "# Bill of materials: Camper van"),
        (["bom", van, "-o", "b.pdf"], "%PDF-1.4"),
        (["report", van, "--format", "table", "-o", "r.pdf"], "Camper van — 12 V system"),
        (["report", van, "--json", "-o", "r.pdf"], "{\n  \"acLoads\""),
        (["report", van, "-o", "r.unknown"], "Camper van — 12 V system"),
    ])
    func output_takesItsFormatFromTheExtension_unlessOneIsGiven(_ arguments: [String], _ start: String) throws {
        let result = try CableProcess.run(arguments, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let path = try #require(arguments.last)
        #expect(result.stdout == "wrote \(path)\n")
        let written = String(decoding: try Data(contentsOf: folder.appendingPathComponent(path)), as: UTF8.self)
        #expect(written.hasPrefix(start))
    }
}
