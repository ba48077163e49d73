import Foundation
import Testing

@testable import CableCore

/// AWG areas from the gauge definition agree with the published table in
/// Fixtures/reference/awg-published-areas.csv (rounded to 3 significant figures there).
struct PublishedAWGAreaTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let label: String
        let areaSquareMillimeters: Double
        var testDescription: String { "\(label) AWG" }
    }

    static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/reference/awg-published-areas.csv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst(3).compactMap { line in
            let cells = line.split(separator: ",")
            guard cells.count == 2, let area = Double(cells[1]) else { return nil }
            return Row(label: String(cells[0]), areaSquareMillimeters: area)
        }
    }()

    @Test func fixture_holdsEveryGaugeFrom24To4_0() {
        #expect(Self.rows.count == 18)
    }

    @Test(arguments: rows)
    func awgArea_matchesPublishedValue_within0_5Percent(_ row: Row) throws {
        let size = try ConductorSize.parse(row.label + " AWG", field: "wire")
        let area = size.area.squareMillimeters
        #expect(
            abs(area - row.areaSquareMillimeters) / row.areaSquareMillimeters < 0.005,
            "\(row.label) AWG: computed \(area) mm², published \(row.areaSquareMillimeters) mm²")
        #expect(size.awgLabel == row.label)
    }
}
