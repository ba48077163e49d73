import CableCore
import Testing

@testable import CableText

/// A family's voltage and interrupting rating shortfall (`fuseVoltageRating`,
/// `fuseInterruptRating`) names a fuse family as a kind of fuse ("MIDI fuses are rated …") and a
/// breaker family, whose name already says breaker, as one device ("a DC thermal breaker is rated
/// …"): Spanish said "los fusibles disyuntor térmico de CC", English "DC thermal breaker fuses".
@Suite("Family rating words: a breaker is not called a fuse")
struct FamilyRatingWordsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let language: Language
        let family: FuseType
        let voltage: String
        let interrupt: String
        var testDescription: String { "\(language.rawValue) \(family.rawValue)" }
    }

    /// The figures of the DIN-rail cabin (method.md "A named family that is not rated where it
    /// sits"): a 48 V DC thermal breaker (3000 A) on a 56.8 V bus whose fault is 20 000 A; a DC MCB
    /// and fuse families in the same place. Numbers grouped as each language writes them.
    static let cases: [Case] = [
        Case(
            language: .en, family: .breaker,
            voltage: "a DC thermal breaker is rated 48 V DC, below the 56.8 V the circuit reaches charging",
            interrupt: "a DC thermal breaker interrupts 3000 A, below the bank's 20000 A fault current"),
        Case(
            language: .es, family: .breaker,
            voltage: "un disyuntor térmico de CC tiene una tensión nominal de 48 V CC, menos que los 56,8 V que el circuito "
                + "alcanza al cargar",
            interrupt:
                "un disyuntor térmico de CC corta 3000 A, menos que la corriente de cortocircuito del banco de 20\u{202F}000 A"),
        Case(
            language: .es, family: .dcMcb,
            voltage: "un magnetotérmico de CC tiene una tensión nominal de 48 V CC, menos que los 56,8 V que el circuito "
                + "alcanza al cargar",
            interrupt:
                "un magnetotérmico de CC corta 3000 A, menos que la corriente de cortocircuito del banco de 20\u{202F}000 A"),
        Case(
            language: .de, family: .breaker,
            voltage: "ein thermischer DC-Schutzschalter hat 48 V DC Nennspannung, weniger als die 56,8 V, die der Stromkreis "
                + "beim Laden erreicht",
            interrupt: "ein thermischer DC-Schutzschalter schaltet 3\u{202F}000 A ab, weniger als der Kurzschlussstrom der "
                + "Batteriebank von 20\u{202F}000 A"),
        Case(
            language: .fr, family: .dcMcb,
            voltage: "un disjoncteur modulaire CC a une tension assignée de 48 V CC, moins que les 56,8 V que le circuit atteint "
                + "en charge",
            interrupt:
                "un disjoncteur modulaire CC coupe 3\u{202F}000 A, moins que le courant de court-circuit du parc de 20\u{202F}000 A"
        ),
        Case(
            language: .nl, family: .breaker,
            voltage: "een thermische DC-automaat is nominaal 48 V DC, minder dan de 56,8 V die het circuit bij het laden bereikt",
            interrupt: "een thermische DC-automaat onderbreekt 3\u{202F}000 A, minder dan de kortsluitstroom van de accubank van "
                + "20\u{202F}000 A"),
        // A fuse family keeps its plural: "los fusibles MIDI".
        Case(
            language: .es, family: .midi,
            voltage: "los fusibles MIDI tienen una tensión nominal de 48 V CC, menos que los 56,8 V que el circuito alcanza al "
                + "cargar",
            interrupt: "los fusibles MIDI cortan 3000 A, menos que la corriente de cortocircuito del banco de 20\u{202F}000 A"),
        Case(
            language: .en, family: .anl,
            voltage: "ANL fuses are rated 48 V DC, below the 56.8 V the circuit reaches charging",
            interrupt: "ANL fuses interrupt 3000 A, below the bank's 20000 A fault current"),
    ]

    @Test(arguments: cases)
    func ratingShortfall_namesTheFamilyAsItIs(_ example: Case) {
        let voltage = Violation(
            circuit: "Pump", rule: .fuseVoltageRating, actual: 48, limit: 56.8, unit: .volts, detail: .fuseFamily(example.family))
        let interrupt = Violation(
            circuit: "Pump", rule: .fuseInterruptRating, actual: 3000, limit: 20000, unit: .amperes,
            detail: .fuseFamily(example.family))
        #expect(Words(example.language).text(voltage, units: .metric) == example.voltage)
        #expect(Words(example.language).text(interrupt, units: .metric) == example.interrupt)
    }
}
