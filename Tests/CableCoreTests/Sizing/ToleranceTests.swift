import Testing

@testable import CableCore

/// ``Tolerance/leastAtLeast(_:)``, the bound fuse selection compares ratings and voltages with,
/// against ``Tolerance/isAtLeast(_:_:)``, which it stands for: the same answer for every value
/// on the limits selection meets — floors (factor × current), charge voltages, interrupting
/// ratings, every family's ratings — and on values one ulp and one tolerance either side.
@Suite("Tolerance: the least value at least a limit")
struct ToleranceTests {
    /// Limits as fuse selection makes them: floors 1.25 × I and 1.5 × I for currents in steps
    /// of 0.05 A to 400 A, the families' voltage and interrupting ratings, charge voltages and
    /// every rating itself.
    static let limits: [Double] = {
        var limits: [Double] = [0, 1e-300, 5e-324, 15.48, 30.96, 61.92, 1e9]
        for step in 1...8000 {
            let current = Double(step) * 0.05
            limits += [current, 1.25 * current, 1.5 * current]
        }
        for type in FuseType.allCases {
            limits += type.ratings + [type.voltageRating.volts, type.interruptRating.amperes]
        }
        return limits
    }()

    @Test func leastAtLeast_acceptsWhatIsAtLeastAccepts() {
        let ratings = FuseType.allCases.flatMap(\.ratings) + FuseType.allCases.map(\.voltageRating.volts)
        var compared = 0
        var accepted = 0
        var differing: [String] = []
        for limit in Self.limits {
            let bound = Tolerance.leastAtLeast(limit)
            let near = [
                limit, limit.nextUp, limit.nextDown, limit * (1 - 1e-9), limit * (1 + 1e-9), limit * (1 - 2e-9),
                limit * (1 - 0.5e-9), (limit * (1 - 1e-9)).nextDown, (limit * (1 - 1e-9)).nextUp, 0, -limit, -1,
            ]
            for value in ratings + near {
                let expected = Tolerance.isAtLeast(value, limit)
                if (value >= bound) != expected { differing.append("\(value) against \(limit)") }
                compared += 1
                if expected { accepted += 1 }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        // Both answers are met many times: the comparison is not all one way (24.7 % accepted; the
        // DC MCB's low ratings, 0.5–63 A, took it from 26.9 %).
        #expect(compared > 2_000_000)
        #expect(accepted > compared / 5 && accepted < compared * 3 / 4)
    }

    @Test func leastAtLeast_spotValues() {
        // 1.25 × 20 A = 25 A selects the 25 A rating; a tolerance below passes, two do not.
        #expect(Tolerance.leastAtLeast(25) == 25 - 25e-9)
        #expect(25 >= Tolerance.leastAtLeast(1.25 * 20))
        #expect(!(25 * (1 - 2e-9) >= Tolerance.leastAtLeast(25)))
        #expect(Tolerance.leastAtLeast(0) == 0)
    }
}
