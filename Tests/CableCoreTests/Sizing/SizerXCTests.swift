import XCTest

@testable import CableCore

/// The README's main example through XCTest as well as Swift Testing, so both runners that
/// `swift test` starts report real work: 20 A over 5 m at 12 V, 5 %: required
/// 0.017 × 10 × 20 / 0.6 = 5.667 mm² → 6 mm², drop 0.017 × 10 / 6 × 20 = 0.5667 V.
final class SizerXCTests: XCTestCase {
    func testMainExample_picks6mm2_limitedByVoltageDrop() throws {
        let circuit = try Circuit(
            load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        let result = try Sizer.size(circuit, options: SizingOptions())
        XCTAssertEqual(result.recommended.size, .metric(6))
        XCTAssertEqual(result.limitedBy, .voltageDrop)
        XCTAssertEqual(result.requiredArea.squareMillimeters, 0.017 * 10 * 20 / 0.6, accuracy: 1e-12)
        XCTAssertEqual(result.recommended.voltageDrop.volts, 0.017 * 10 / 6 * 20, accuracy: 1e-12)
        XCTAssertEqual(result.fuse?.rating.amperes, 25)
    }

    func testNegativeLength_isRefusedWithItsRule() {
        XCTAssertThrowsError(
            try Circuit(load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(-3), conductor: .nominal)
        ) { error in
            XCTAssertEqual((error as? ValidationError)?.description, "length: must be > 0 m, got -3 m")
        }
    }
}
