import Foundation
import Testing

/// `-o PATH` without `--format` writes the format PATH's extension names (`report.pdf` is a PDF);
/// an explicit `--format` or `--json` must agree with it (`.txt` takes any), and an extension
/// naming no format takes the explicit or default one.
@Suite("-o: the format from the file's extension")
final class OutputExtensionTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-ext") }

    static let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path

    @Test(arguments: [
        (["report", van, "-o", "r.pdf"], "%PDF-1.4"),
        (["report", van, "-o", "r.HTML"], "<!DOCTYPE html>"),
        (["report", van, "-o", "r.json"], "{\n  \"acLoads\""),
        (["report", van, "-o", "r.txt"], "Camper van — 12 V system"),
        (["bom", van, "-o", "b.csv"], "category,item,quantity,unit"),
        (["bom", van, "-o", "b.md"], "# Bill of materials: Camper van"),
        (["bom", van, "-o", "b.pdf"], "%PDF-1.4"),
        (["report", van, "-o", "r.unknown"], "Camper van — 12 V system"),
        (["report", van, "--json", "-o", "r.out"], "{\n  \"acLoads\""),
        (["report", van, "--format", "json", "-o", "r.txt"], "{\n  \"acLoads\""),
        (["bom", van, "-f", "csv", "-o", "b.CSV"], "category,item,quantity,unit"),
        (["table", "--voltage", "12", "-o", "t.csv"], "length_m,5A,10A"),
        (["table", "--voltage", "12", "-o", "t.md"], "Conductor sizes (mm²) by voltage drop alone"),
        (["size", "-c", "20", "-l", "5", "-v", "12", "-o", "s.json"], "{\n  \"ampacityAmperes\""),
        (["drop", "--wire", "10mm2", "-c", "20", "-l", "5", "-v", "12", "-o", "d.json"], "{\n  \"ampacityAmperes\""),
        (["fuse", "-c", "20", "-o", "f.txt"], "Fuse for 20 A continuous"),
        (["wires", "-o", "w.json"], "{\n  \"ampacitySource\""),
        (["list", van, "-o", "l.json"], "{\n  \"arrays\""),
        (["diagram", van, "-o", "d.svg"], "<?xml"),
    ])
    func output_takesItsFormatFromTheExtension_unlessOneIsGiven(_ arguments: [String], _ start: String) throws {
        let result = try CableProcess.run(arguments, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let path = try #require(arguments.last)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "wrote \(path)\n")
        let written = String(decoding: try Data(contentsOf: folder.appendingPathComponent(path)), as: UTF8.self)
        #expect(written.hasPrefix(start))
    }
}

/// An explicit format that the file's extension contradicts, or an extension naming a format the
/// command does not write, is a usage error naming both; nothing is written.
@Suite("-o: a format the extension contradicts")
final class OutputExtensionMismatchTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-mismatch") }

    static let van = OutputExtensionTests.van

    @Test(arguments: [
        (
            ["bom", van, "--format", "csv", "-o", "bom.pdf"],
            "error: --format csv does not match -o 'bom.pdf', a .pdf file (pdf); give -o a matching name, or leave out --format\n"
                + "See 'cable bom --help'.\n"
        ),
        (
            ["report", van, "--json", "-o", "r.pdf"],
            "error: --json does not match -o 'r.pdf', a .pdf file (pdf); give -o a matching name, or leave out --json\n"
                + "See 'cable report --help'.\n"
        ),
        (
            ["table", "-v", "12", "-f", "csv", "-o", "t.json"],
            "error: --format csv does not match -o 't.json', a .json file (json); give -o a matching name, or leave out --format\n"
                + "See 'cable table --help'.\n"
        ),
        (
            ["size", "-c", "20", "-l", "5", "-v", "12", "-o", "s.csv"],
            "error: -o 's.csv' names a csv file, which 'size' does not write; it writes text, json\nSee 'cable size --help'.\n"
        ),
        (
            ["diagram", van, "-o", "van.pdf"],
            "error: -o 'van.pdf' names a pdf file, which 'diagram' does not write; it writes svg\nSee 'cable diagram --help'.\n"
        ),
    ])
    func explicitFormatAgainstTheExtension_isAUsageError(_ arguments: [String], _ stderr: String) throws {
        let result = try CableProcess.run(arguments, in: folder)
        #expect(result.status == 64)
        // Under --json the failure is also an error object on stdout.
        #expect(result.stdout.isEmpty == !arguments.contains("--json"))
        #expect(result.stderr == stderr)
        let path = try #require(arguments.last)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path))
    }
}
