import Testing

@testable import CableCore

/// The typed path (`Circuit` + `SizingOptions(for:…)` → `Sizer`) and the request path
/// (`SizingRequest` from fields, as `size` and `batch` build it) apply the same rules: ABYC's
/// copper-only rule, the series and drop limit by standard, and the charge voltage default.
@Suite("One sizing entry: the typed and the request paths agree")
struct OneSizingEntryTests {
    static func request(_ extra: [(String, SizingRequest.Value)]) throws(ValidationError) -> SizingRequest {
        let base: [(String, SizingRequest.Value)] = [("current", .number(20)), ("voltage", .number(12)), ("length", .number(5))]
        return try SizingRequest(SizingRequest.Fields((base + extra).map { (key: $0.0, value: $0.1) }))
    }

    @Test func abycAluminium_isRefusedByBothPaths_withTheSameError() {
        let expected = ValidationError(field: "material", rule: .abycCopper, actual: "'aluminium'")
        #expect(throws: expected) {
            try Self.request([("standard", .text("abyc")), ("material", .text("aluminium"))])
        }
        // The typed path used to size this circuit in metric sizes at 5 %.
        #expect(throws: expected) {
            try Circuit(
                load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5), material: .aluminium,
                standard: .abyc)
        }
    }

    @Test func abycCopper_sameSeriesLimitAndSize() throws {
        let request = try Self.request([("standard", .text("abyc"))])
        let circuit = try Circuit(load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5), standard: .abyc)
        let options = try SizingOptions(for: .abyc, units: .metric, nominal: .volts(12))
        // ABYC E-11: marine AWG at 10 % for an ordinary circuit.
        #expect(options.series == .marine)
        #expect(options.maxDropPercent == 10)
        #expect(options == request.options)
        #expect(circuit == request.circuit)
        let typed = try Sizer.size(circuit, options: options)
        let requested = try Sizer.size(request.circuit, options: request.options)
        #expect(typed.recommended.size == requested.recommended.size)
        // 20 A over 2 × 5 m = 32.81 ft at 10 % of 12 V (ABYC E-11, K = 10.75): 12 AWG at its SAE J1127
        // area drops 1.21 V = 10.08 % > 10 %, so 10 AWG (6.29 %) — the size `cable size --standard abyc` gives.
        #expect(typed.recommended.size == .awg(10))
        #expect(typed.limitedBy == .voltageDrop)
    }

    @Test func chargeVoltageDefault_isTheSameForBothPaths() throws {
        let request = try Self.request([])
        let options = try SizingOptions(for: .defaultMethod, units: .metric, nominal: .volts(12))
        // 12 V × 1.29 (flooded lead-acid equalising) = 15.48 V.
        #expect(options.fuseRule == request.options.fuseRule)
        expectClose(try #require(options.fuseRule.maximumVoltage).volts, 15.48)
    }
}
