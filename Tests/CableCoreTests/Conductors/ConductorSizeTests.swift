import Foundation
import Testing

@testable import CableCore

@Suite("ConductorSize: areas and labels")
struct ConductorSizeTests {
    struct AWGCase: Sendable, CustomTestStringConvertible {
        let gauge: Int
        /// π/4 · (0.127 mm · 92^((36 − n)/39))², evaluated by hand (python3 as a calculator).
        let formulaArea: Double
        var testDescription: String { "AWG n = \(gauge)" }
    }

    static let formulaCases: [AWGCase] = [
        AWGCase(gauge: 24, formulaArea: 0.20473030814712212),
        AWGCase(gauge: 22, formulaArea: 0.3255339412454668),
        AWGCase(gauge: 20, formulaArea: 0.5176192419280384),
        AWGCase(gauge: 18, formulaArea: 0.8230468337313146),
        AWGCase(gauge: 16, formulaArea: 1.3086957277552627),
        AWGCase(gauge: 14, formulaArea: 2.080907717098377),
        AWGCase(gauge: 12, formulaArea: 3.3087728761114765),
        AWGCase(gauge: 10, formulaArea: 5.261154954510373),
        AWGCase(gauge: 8, formulaArea: 8.365564060081022),
        AWGCase(gauge: 6, formulaArea: 13.301767890969138),
        AWGCase(gauge: 4, formulaArea: 21.15063942544283),
        AWGCase(gauge: 3, formulaArea: 26.670463886482743),
        AWGCase(gauge: 2, formulaArea: 33.63083401934961),
        AWGCase(gauge: 1, formulaArea: 42.40769870561866),
        AWGCase(gauge: 0, formulaArea: 53.47512073211765),
        AWGCase(gauge: -1, formulaArea: 67.43088223591077),
        AWGCase(gauge: -2, formulaArea: 85.02877257427762),
        AWGCase(gauge: -3, formulaArea: 107.21930257703055),
    ]

    @Test(arguments: formulaCases)
    func awgArea_matchesGaugeFormula(_ testCase: AWGCase) {
        expectClose(ConductorSize.awg(testCase.gauge).area.squareMillimeters, testCase.formulaArea, relative: 1e-12)
    }

    /// The areas of the nameable gauges are worked out once; they, and gauges outside that
    /// range, must be the formula's to the bit.
    @Test func awgArea_everyGauge_isTheFormulaBitForBit() {
        #expect(ConductorSize.namedGauges == -3...24)
        for n in -8...40 {
            let diameter = 0.127 * pow(92, Double(36 - n) / 39)
            #expect(ConductorSize.awg(n).area.squareMillimeters == Double.pi / 4 * diameter * diameter, "n = \(n)")
        }
    }

    struct PublishedCase: Sendable, CustomTestStringConvertible {
        let size: ConductorSize
        let publishedSquareMillimeters: Double
        var testDescription: String { "\(size.label) ≈ \(publishedSquareMillimeters) mm²" }
    }

    /// Published cross-sections (wire tables, 4 significant figures); the formula must agree
    /// within 0.1 %.
    static let publishedCases: [PublishedCase] = [
        PublishedCase(size: .awg(18), publishedSquareMillimeters: 0.823),
        PublishedCase(size: .awg(14), publishedSquareMillimeters: 2.081),
        PublishedCase(size: .awg(12), publishedSquareMillimeters: 3.309),
        PublishedCase(size: .awg(10), publishedSquareMillimeters: 5.261),
        PublishedCase(size: .awg(8), publishedSquareMillimeters: 8.367),
        PublishedCase(size: .awg(6), publishedSquareMillimeters: 13.30),
        PublishedCase(size: .awg(4), publishedSquareMillimeters: 21.15),
        PublishedCase(size: .awg(2), publishedSquareMillimeters: 33.62),
        PublishedCase(size: .awg(0), publishedSquareMillimeters: 53.49),
        PublishedCase(size: .awg(-1), publishedSquareMillimeters: 67.43),
        PublishedCase(size: .awg(-2), publishedSquareMillimeters: 85.01),
        PublishedCase(size: .awg(-3), publishedSquareMillimeters: 107.2),
        PublishedCase(size: .kcmil(250), publishedSquareMillimeters: 126.7),
        PublishedCase(size: .kcmil(500), publishedSquareMillimeters: 253.4),
    ]

    @Test(arguments: publishedCases)
    func area_matchesPublishedValueWithinPointOnePercent(_ testCase: PublishedCase) {
        expectClose(testCase.size.area.squareMillimeters, testCase.publishedSquareMillimeters, relative: 1e-3)
    }

    @Test func awgArea_growsBy92ToThe2Over39PerGaugeStep() {
        // A(n − 1) / A(n) = (92^(1/39))² = 1.2609767180088143
        expectClose(ConductorSize.awg(9).area / ConductorSize.awg(10).area, 1.2609767180088143, relative: 1e-12)
        expectClose(ConductorSize.awg(-3).area / ConductorSize.awg(-2).area, 1.2609767180088143, relative: 1e-12)
    }

    @Test func metricArea_isTheNominalSize() {
        #expect(ConductorSize.metric(2.5).area.squareMillimeters == 2.5)
        #expect(ConductorSize.metric(300).area.squareMillimeters == 300)
    }

    @Test func kcmilArea_isThousandsOfCircularMils() {
        // 350 kcmil = 350 000 · π/4 · 0.0254² = 177.34761768412420 mm²
        expectClose(ConductorSize.kcmil(350).area.squareMillimeters, 177.3476176841242, relative: 1e-12)
    }

    struct LabelCase: Sendable, CustomTestStringConvertible {
        let size: ConductorSize
        let label: String
        let shortLabel: String
        let awgLabel: String?
        var testDescription: String { label }
    }

    static let labelCases: [LabelCase] = [
        LabelCase(size: .metric(0.75), label: "0.75 mm²", shortLabel: "0.75", awgLabel: nil),
        LabelCase(size: .metric(2.5), label: "2.5 mm²", shortLabel: "2.5", awgLabel: nil),
        LabelCase(size: .metric(6), label: "6 mm²", shortLabel: "6", awgLabel: nil),
        LabelCase(size: .metric(300), label: "300 mm²", shortLabel: "300", awgLabel: nil),
        LabelCase(size: .awg(10), label: "10 AWG", shortLabel: "10", awgLabel: "10"),
        LabelCase(size: .awg(1), label: "1 AWG", shortLabel: "1", awgLabel: "1"),
        LabelCase(size: .awg(0), label: "1/0 AWG", shortLabel: "1/0", awgLabel: "1/0"),
        LabelCase(size: .awg(-1), label: "2/0 AWG", shortLabel: "2/0", awgLabel: "2/0"),
        LabelCase(size: .awg(-3), label: "4/0 AWG", shortLabel: "4/0", awgLabel: "4/0"),
        LabelCase(size: .kcmil(250), label: "250 kcmil", shortLabel: "250kcmil", awgLabel: nil),
        // The label is written into a buffer (`writeLabel(to:)`, batch writes it into its record):
        // a fraction, a long kcmil, every n/0 gauge's form and a value that is not finite.
        LabelCase(size: .metric(1.5), label: "1.5 mm²", shortLabel: "1.5", awgLabel: nil),
        LabelCase(size: .metric(0.5), label: "0.5 mm²", shortLabel: "0.5", awgLabel: nil),
        LabelCase(size: .awg(24), label: "24 AWG", shortLabel: "24", awgLabel: "24"),
        LabelCase(size: .awg(-2), label: "3/0 AWG", shortLabel: "3/0", awgLabel: "3/0"),
        LabelCase(size: .kcmil(2000), label: "2000 kcmil", shortLabel: "2000kcmil", awgLabel: nil),
        LabelCase(size: .metric(.infinity), label: "inf mm²", shortLabel: "inf", awgLabel: nil),
    ]

    @Test(arguments: labelCases)
    func labels_writeSizesAsPeopleDo(_ testCase: LabelCase) {
        #expect(testCase.size.label == testCase.label)
        #expect(testCase.size.shortLabel == testCase.shortLabel)
        #expect(testCase.size.awgLabel == testCase.awgLabel)
        #expect(testCase.size.description == testCase.label)
    }

    @Test func formatNominal_printsWithoutTrailingZeros() {
        // the doc comment's examples: 0.5, 0.75, 1.5, 2.5, 6, 300
        #expect([0.5, 0.75, 1.5, 2.5, 6, 300].map(ConductorSize.formatNominal) == ["0.5", "0.75", "1.5", "2.5", "6", "300"])
    }
}
