import CableCore
import CableText
import Testing

/// The bill of materials' parts in words: English as `cable bom` always wrote them (the JSON and
/// CSV `item` carry it), the other languages from the catalogue with their decimal sign and plural.
struct BomWordsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let part: BillOfMaterials.Part
        let english: String
        let german: String
        var testDescription: String { english }
    }

    static let cases: [Case] = [
        Case(part: .cable(.metric(2.5), colour: .red), english: "2.5 mm² red", german: "2,5 mm² rot"),
        Case(
            part: .fuse(rating: .amperes(7.5), family: .blade, largest: .amperes(5.125), surge: nil),
            english: "7.5 A ATO/ATC blade, for up to 5.13 A", german: "7,5 A ATO/ATC-Flachsicherung, für bis zu 5,13 A"),
        Case(
            part: .fuse(
                rating: .amperes(15), family: .blade, largest: .amperes(10.0 / 3),
                surge: Surge(current: .amperes(12.5), seconds: 180)),
            english: "15 A ATO/ATC blade, for up to 3.33 A; carries the 12.5 A surge for 180 s",
            german: "15 A ATO/ATC-Flachsicherung, für bis zu 3,33 A; hält den Stoßstrom von 12,5 A während 180 s aus"),
        // F2 (rev34e): a 48 V thermal breaker the file names on a 56.8 V, 20 kA bus (cabin48.json's
        // Pump): its family's 48 V and 3000 A against the 56.8 V charge and the bank's 20 kA, as check fails it.
        Case(
            part: .fuse(
                rating: .amperes(25), family: .breaker, largest: .amperes(10), surge: nil,
                shortfall: FuseShortfall(voltage: .volts(56.8), interruptRating: .amperes(20000))),
            english: "25 A DC thermal breaker, for up to 10 A; not rated for this circuit: rated 48 V DC, below the 56.8 V "
                + "it reaches charging, interrupts 3000 A, below the 20000 A fault current where it sits",
            german: "25 A thermischer DC-Schutzschalter, für bis zu 10 A; für diesen Stromkreis nicht bemessen: Nennspannung "
                + "48 V DC, weniger als die 56,8 V, die er beim Laden erreicht, schaltet 3\u{202F}000 A ab, weniger als der "
                + "Kurzschlussstrom von 20\u{202F}000 A an seiner Stelle"),
        Case(
            part: .pvCable(.metric(4), colour: .black, voltage: .volts(121.101)),
            english: "4 mm² PV cable black (EN 50618 / UL 4703), rated for the 121.1 V cold Voc",
            german: "4 mm² PV-Leitung schwarz (EN 50618 / UL 4703), bemessen für die kalte Leerlaufspannung 121,1 V"),
        Case(
            part: .pvConnector(voltage: .volts(26.6814), current: .amperes(8.140625)),
            english:
                "PV connector pair (MC4-type, IEC 62852), one per string at the array end, rated for 26.68 V and 8.14 A",
            german:
                "PV-Steckverbinderpaar (Typ MC4, IEC 62852), eines je Strang am Generatorende, bemessen für 26,68 V und 8,14 A"),
        Case(
            part: .pvModule(array: "Roof", catalogId: "trina-tsm-400de09", power: .watts(400), series: 3, parallel: 2),
            english: "Roof: PV module 400 W (3S2P), catalogue trina-tsm-400de09",
            german: "Roof: PV-Modul 400 W (3S2P), Katalog trina-tsm-400de09"),
        Case(
            part: .fuseHolder(family: .anl, rating: .amperes(150), stud: .m8, largest: .amperes(105), bodySize: nil),
            english: "ANL fuse holder, 5/16\" (M8) studs, for up to 105 A",
            german: "Sicherungshalter für ANL, Bolzen 5/16\" (M8), für bis zu 105 A"),
        Case(
            part: .busBar(.positive, rating: .amperes(150), connections: 1, current: .amperes(105), panel: nil),
            english: "positive bus bar, 150 A, 1 connection, main feed 105 A",
            german: "Plus-Sammelschiene, 150 A, 1 Anschluss, Hauptleitung 105 A"),
        Case(
            part: .busBar(.negative, rating: nil, connections: 3, current: .amperes(700), panel: "Galley"),
            english: "Galley: negative bus bar, for 700 A (above cable's 600 A list), 3 connections, feeder 700 A",
            german: "Galley: Minus-Sammelschiene, für 700 A (über der 600-A-Liste von cable), 3 Anschlüsse, Zuleitung 700 A"),
        Case(
            part: .inverter(name: "Inv", power: .watts(2000), surge: .power(.watts(4000))),
            english: "Inv: 2000 W continuous, 4000 W surge", german: "Inv: 2\u{202F}000 W Dauerleistung, 4\u{202F}000 W Spitze"),
        // An inverter whose file gives `surgeCurrent`: the current, in the word for a surge current.
        Case(
            part: .inverter(name: "Inv", power: .watts(2000), surge: .current(.amperes(480))),
            english: "Inv: 2000 W continuous, 480 A surge current",
            german: "Inv: 2\u{202F}000 W Dauerleistung, 480 A Stoßstrom"),
        Case(
            part: .battery(
                name: "House", chemistry: .floodedLeadAcid, capacityAh: 220.5, voltage: .volts(12), series: 2, parallel: 1),
            english: "House: flooded lead-acid 220.5 Ah 12 V (2S1P)", german: "House: Blei-Säure (nass) 220,5 Ah 12 V (2S1P)"),
        Case(
            part: .unlistedBatterySwitch(feed: .amperes(900), voltage: .volts(14.4)),
            english: "battery switch for 900 A continuous at 14.4 V DC (none in cable's list)",
            german: "Batterietrennschalter für 900 A Dauerstrom bei 14,4 V DC (keiner in der Liste von cable)"),
    ]

    @Test(arguments: cases)
    func part_isWordedInEnglishAndGerman(_ testCase: Case) {
        #expect(Words.english.text(testCase.part) == testCase.english)
        #expect(Words(.de).text(testCase.part) == testCase.german)
    }

    /// A charger's kind is worded in every language for people; the JSON and CSV `item`
    /// (``Words/machineText(_:)``) keep the file's id, as they always have.
    @Test func chargerKind_isWordedForPeople_andAnIdForMachines() {
        let shore = BillOfMaterials.Part.charger(name: "Shore charger", kind: .shore, output: .current(.amperes(25)))
        let dcdc = BillOfMaterials.Part.charger(name: "B2B", kind: .dcdc, output: .power(.watts(1500.5)))
        #expect(Words.english.text(shore) == "Shore charger: shore power, 25 A")
        #expect(Words(.de).text(shore) == "Shore charger: Landstrom, 25 A")
        #expect(Words.english.machineText(shore) == "Shore charger: shore, 25 A")
        #expect(Words.english.text(dcdc) == "B2B: DC-DC, 1500.5 W")
        #expect(Words.english.machineText(dcdc) == "B2B: dcdc, 1500.5 W")
        // German groups thousands with a narrow no-break space (DIN 1333), as the report does.
        #expect(Words(.de).text(dcdc) == "B2B: DC-DC, 1\u{202F}500,5 W")
        #expect(Words(.de).machineText(dcdc) == "B2B: dcdc, 1500.5 W")
        #expect(Words.english.machineText(.cable(.metric(2.5), colour: .red)) == "2.5 mm² red")
        for language in [Language.de, .es, .fr, .nl] {
            #expect(!Words(language).text(shore).contains("shore,"), "\(language)")
        }
    }

    /// French says "one" for 0 ≤ n < 2 (CLDR); a bus bar's connections follow it.
    @Test func connections_followEachLanguagesPluralRule() {
        let one = BillOfMaterials.Part.busBar(.positive, rating: .amperes(150), connections: 1, current: .amperes(10), panel: nil)
        let two = BillOfMaterials.Part.busBar(.positive, rating: .amperes(150), connections: 2, current: .amperes(10), panel: nil)
        #expect(Words(.fr).text(one).contains("1 raccordement,"))
        #expect(Words(.fr).text(two).contains("2 raccordements,"))
        #expect(Words(.nl).text(one).contains("1 aansluiting,"))
        #expect(Words(.nl).text(two).contains("2 aansluitingen,"))
    }

    /// A line's unit: pieces follow the plural rule on the whole count (French "one" below 2,
    /// CLDR), translated from po/*.po; metres stay `m`; machine output carries the English symbol.
    @Test func lineUnit_piecesFollowThePluralRule_symbolStaysEnglish() {
        #expect(Words.english.text(BillOfMaterials.Unit.piece, count: 1) == "pc")
        #expect(Words.english.text(BillOfMaterials.Unit.piece, count: 2) == "pcs")
        #expect(Words(.es).text(BillOfMaterials.Unit.piece, count: 1) == "ud.")
        #expect(Words(.es).text(BillOfMaterials.Unit.piece, count: 3) == "uds.")
        #expect(Words(.fr).text(BillOfMaterials.Unit.piece, count: 0) == "pce")
        #expect(Words(.fr).text(BillOfMaterials.Unit.piece, count: 2) == "pces")
        #expect(Words(.de).text(BillOfMaterials.Unit.piece, count: 2) == "Stk.")
        #expect(Words(.de).text(BillOfMaterials.Unit.meter, count: 12.5) == "m")
        #expect(BillOfMaterials.Unit.piece.symbol == "pcs" && BillOfMaterials.Unit.meter.symbol == "m")
    }

    /// A violation's unit is its symbol for people in every language and in JSON.
    @Test(arguments: [
        (Violation.Unit.percent, "%"), (.amperes, "A"), (.volts, "V"), (.meters, "m"), (.squareMillimeters, "mm²"),
    ])
    func violationUnit_isItsSymbol(_ unit: Violation.Unit, _ symbol: String) {
        #expect(unit.symbol == symbol)
        for language in Language.allCases { #expect(Words(language).text(unit) == symbol, "\(language)") }
    }
}
