/// A family of DC fuses: its standard ratings, its voltage rating and its interrupting rating.
///
/// Families are listed smallest and cheapest first, which is the order `cable` prefers them in:
/// at a given conductor, the first family that makes a rating between the floor and the
/// ceiling is named — at a fault level (a system's circuits), the first family whose rating is
/// within one step (× 1.25) of the lowest such rating (``FuseRule``). A family's voltage and
/// interrupting ratings hold for every rating of it, as its maker publishes them at its rated
/// voltage:
///
/// | family | voltage (DC) | interrupting rating | source |
/// |---|---|---|---|
/// | ATO/ATC blade | 32 V | 1 kA | ISO 8820-3 (rated 32 V); Littelfuse ATO datasheet |
/// | MAXI blade | 32 V | 1 kA | ISO 8820-3; Littelfuse MAXI datasheet |
/// | MIDI | 32 V | 2 kA | Littelfuse MIDI datasheet (2 000 A at 32 V) |
/// | MEGA | 32 V | 2 kA | Littelfuse MEGA 32 V datasheet (2 000 A at 32 V) |
/// | ANL | 32 V | 6 kA | Blue Sea Systems / Littelfuse ANL (6 000 A at 32 V) |
/// | ATO blade 58 V | 58 V | 1 kA | Littelfuse ATO 58 V blade fuses for 48 V vehicle systems (58 V DC, 1 000 A) |
/// | MIDI 58 V | 58 V | 1 kA | Littelfuse MIDI 58 V and Victron's MIDI 58 V fuses (listed for its 48 V units) |
/// | MEGA 58 V | 58 V | 2 kA | Littelfuse MEGA 58 V and Victron's MEGA 58 V fuses (listed for its 48 V units) |
/// | DC thermal breaker | 48 V | 3 kA | Blue Sea Systems 187-Series surface-mount thermal circuit breakers, 25–150 A (48 V DC) |
/// | Class T | 125 V | 20 kA | UL 248-15; Bussmann JJN / Littelfuse JLLN (160 V DC, 20 kA DC), Blue Sea Class T (125 V DC) |
/// | DC MCB | 110 V | 20 kA | Schneider Electric C60H-DC (1 pole, C curve, 0.5–63 A): rated 250 V DC; IEC 60947-2 breaking capacity 20 kA at 110 V DC, 10 kA at 220 V DC, 6 kA at 250 V DC (catalogue page 90102E, "DC circuit supplementary protectors", version 2.5) |
///
/// The 58 V families come after the 32 V ones and before Class T, so a 12 V or 24 V circuit is
/// fused as before and a 48 V branch (a 16S LiFePO4 bank charged to 56.8 V) gets a 58 V part
/// instead of Class T. The 58 V families' interrupting ratings are taken at the lower of the
/// makers' published figures; 80 V versions are not listed (no maker's figure was sourced).
/// A thermal breaker rated 48 V DC qualifies only where the highest charge voltage is at most
/// 48 V. Check the marking of the fuse or breaker you buy.
///
/// **DC MCB.** A DIN-rail miniature circuit breaker for direct current, taken at the Schneider
/// Electric C60H-DC's figures: its voltage is taken as 110 V, the highest at which the maker
/// gives the 20 kA breaking capacity (it is rated 250 V DC, where it breaks 6 kA), so a 48 V
/// system charged to 58.4 V and a 20 kA battery bus both admit it. It is chosen only when asked
/// for (`--fuse-type dcMcb`, a bank's `fuseType`): it is not among ``defaultFamilies``, so every
/// request and system that names no family is fused as before. Its breaking capacities are
/// IEC 60947-2 figures (under UL it is a supplementary protector, UL 1077, 5 kA at 250 V DC),
/// read from copies of the maker's catalogue page (Scribd documents 350832641 and 354799793),
/// not from the maker's own site.
///
/// **Verification.** None of these figures is verified against its maker's data sheet: the
/// sheets (Littelfuse ATO/MAXI/MIDI/MEGA/ANL, Blue Sea 187/285-Series breakers and MRBF,
/// Bussmann/Mersen/Littelfuse Class T) could not be retrieved when they were searched for
/// (issue #32). The blade's 1 kA is corroborated at second hand (Blue Sea Systems' Circuit
/// Wizard, which refuses ATC fuses against ABYC's 1 500 A branch row because they break 1 000 A,
/// as reported at https://jetboaters.net/threads/amperage-interrupting-capacity-aic-for-fuses.24862).
/// See docs/method.md, "Fuses".
public enum FuseType: String, CaseIterable, Sendable {
    /// ATO/ATC automotive blade fuses (ISO 8820-3), 32 V.
    case blade
    /// MAXI blade fuses (ISO 8820-3), 32 V.
    case maxi
    /// MIDI (AMI) bolt-down strip fuses, 32 V.
    case midi
    /// MEGA (AMG) bolt-down strip fuses, 32 V.
    case mega
    /// ANL bolt-down fuses, 32 V, with a higher interrupting rating than MEGA.
    case anl
    /// ATO blade fuses rated 58 V, for 48 V systems.
    case blade58
    /// MIDI (AMI) bolt-down strip fuses rated 58 V, for 48 V systems.
    case midi58
    /// MEGA (AMG) bolt-down strip fuses rated 58 V, for 48 V systems.
    case mega58
    /// DC thermal circuit breakers (Blue Sea Systems 187-Series), 48 V DC.
    case breaker
    /// Class T current-limiting fuses (UL 248-15): 125 V DC and 20 kA, for battery mains.
    case classT
    /// DIN-rail DC miniature circuit breakers (Schneider Electric C60H-DC, C curve), taken at
    /// 110 V DC and 20 kA; chosen only when named (not in ``defaultFamilies``).
    case dcMcb

    /// The families a request or system chooses from when it names none, in ``FuseType``'s
    /// order: every family but ``dcMcb``, which is chosen only when named. (Made once:
    /// `allCases` makes a new array each time it is read.)
    public static let defaultFamilies: [FuseType] = allCases.filter { $0 != .dcMcb }

    /// The family's name for people.
    public var displayName: String { staticDisplayName.description }

    /// ``displayName`` as static text, which a JSON writer copies without making a `String`
    /// (batch's fuse object, `typeName`). It needs no escaping in JSON (`JSONCaseNamesTests`).
    @inlinable @inline(__always) package var staticDisplayName: StaticString {
        switch self {
        case .blade: "ATO/ATC blade"
        case .maxi: "MAXI blade"
        case .midi: "MIDI"
        case .mega: "MEGA"
        case .anl: "ANL"
        case .blade58: "ATO blade 58 V"
        case .midi58: "MIDI 58 V"
        case .mega58: "MEGA 58 V"
        case .breaker: "DC thermal breaker"
        case .classT: "Class T"
        case .dcMcb: "DC MCB"
        }
    }

    /// Whether the device is a circuit breaker (reset, not replaced; no fuse holder).
    public var isBreaker: Bool { self == .breaker || self == .dcMcb }

    /// Standard ratings in amperes, ascending (common catalogue values). Class T follows the
    /// standard fuse ratings of NFPA 70 (NEC) 240.6(A), 1 A to 600 A, as Class T fuses are made
    /// (Bussmann JJN, Littelfuse JLLN).
    public var ratings: [Double] {
        switch self {
        case .blade, .blade58: Self.bladeRatings
        case .maxi: Self.maxiRatings
        case .midi, .midi58: Self.midiRatings
        case .mega, .anl, .mega58: Self.megaRatings
        case .breaker: Self.breakerRatings
        case .classT: Self.classTRatings
        case .dcMcb: Self.dcMcbRatings
        }
    }

    // Made once: `ratings` is read for every candidate size of every batch row.
    private static let bladeRatings: [Double] = [1, 2, 3, 4, 5, 7.5, 10, 15, 20, 25, 30, 35, 40]
    private static let maxiRatings: [Double] = [20, 30, 40, 50, 60, 70, 80, 100, 120]
    private static let midiRatings: [Double] = [30, 40, 50, 60, 70, 80, 100, 125, 150, 175, 200]
    private static let megaRatings: [Double] = [40, 50, 60, 80, 100, 125, 150, 175, 200, 225, 250, 300, 350, 400, 500]
    // Blue Sea Systems 187-Series: 25, 30, 35, 40, 50, 60, 70, 80, 90, 100, 110, 120, 135, 150 A.
    private static let breakerRatings: [Double] = [25, 30, 35, 40, 50, 60, 70, 80, 90, 100, 110, 120, 135, 150]
    // Schneider Electric C60H-DC catalogue numbers MGN61500–MGN61519 (1 pole), rated at 25 °C.
    private static let dcMcbRatings: [Double] = [0.5, 1, 2, 3, 4, 5, 6, 10, 13, 15, 16, 20, 25, 30, 32, 40, 50, 63]
    private static let classTRatings: [Double] = [
        1, 3, 6, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 125, 150, 175, 200, 225, 250, 300, 350, 400,
        450, 500, 600,
    ]

    /// The highest DC voltage the family is rated to interrupt (see the table above).
    public var voltageRating: Voltage {
        switch self {
        case .blade, .maxi, .midi, .mega, .anl: .volts(32)
        case .breaker: .volts(48)
        case .blade58, .midi58, .mega58: .volts(58)
        case .dcMcb: .volts(110)
        case .classT: .volts(125)
        }
    }

    /// The interrupting rating a fuse at a battery bank needs when the bank's short-circuit
    /// current is not known: 20 kA, Class T's. A LiFePO4 bank delivers thousands to tens of
    /// thousands of amperes into a short (docs/method.md, *Battery short-circuit current*: 100 Ah
    /// at 51.2 V is bounded at 6.4 kA by Victron's 8 mΩ), so without the figure Class T (or a DC
    /// MCB) is the only family rated for it.
    public static let unknownFaultInterruptRating = Current.amperes(20_000)

    /// Whether the family interrupts less than ``unknownFaultInterruptRating``: chosen where no
    /// fault current was checked (`cable size`, `cable fuse`), it is safe only away from a
    /// battery bank or on one whose maker states a low enough short-circuit current.
    public var hasLimitedInterruptRating: Bool { interruptRating < Self.unknownFaultInterruptRating }

    /// Whether the device is polarised: it breaks a DC fault current only flowing the way its
    /// marking says, so its + (line) terminal must face the source of the fault current — the
    /// battery bus — on a charger's run too, where the normal current flows the other way. The
    /// DC MCB, taken at the Schneider C60H-DC's figures, is: the maker's catalogue page draws
    /// the 1-pole device with "+" and "Load" terminals, and reversed it cannot extinguish the arc
    /// of a short circuit (docs/method.md, *A breaker for 48 V systems*). Fuses are not.
    public var isPolarised: Bool { self == .dcMcb }

    /// The highest prospective DC fault current the family is rated to interrupt at its rated
    /// voltage (see the table above).
    public var interruptRating: Current {
        switch self {
        case .blade, .maxi, .blade58, .midi58: .amperes(1_000)
        case .midi, .mega, .mega58: .amperes(2_000)
        case .breaker: .amperes(3_000)
        case .anl: .amperes(6_000)
        case .classT, .dcMcb: .amperes(20_000)
        }
    }

    /// The largest conductor the family's holders take; nil for no limit within the wire tables.
    ///
    /// A fuse is only usable on a conductor its holder can terminate, so ``FuseRule`` leaves a
    /// family out for a larger conductor (a 40 A blade fuse on 16 mm² cable cannot be wired):
    ///
    /// | family | largest conductor | source |
    /// |---|---|---|
    /// | ATO/ATC blade (32 V and 58 V) | 6 mm² (10 AWG, 5.26 mm²) | Blue Sea Systems ST Blade fuse blocks: #10 screw terminals for ring terminals; in-line ATO/ATC holders have 10–12 AWG leads |
    /// | MAXI blade | 16 mm² (6 AWG, 13.3 mm²) | `cable`'s assumption for in-line MAXI holders (not checked against a data sheet) |
    /// | MIDI (32 V and 58 V) | 25 mm² (4 AWG, 21.2 mm²) | Littelfuse MDB MIDI holder: M5 ring terminals through 12.25 mm (output) and 14 mm (input) openings |
    /// | MEGA (32 V and 58 V), ANL, Class T, breaker | no limit | bolt-down holders on 5/16" (M8) or 3/8" (M10) studs take ring terminals of any size in the tables |
    /// | DC MCB | 16 mm² | Schneider Electric's tightening-torque table for its DIN-rail devices: C60 up to 25 A takes flexible cable of 0.5–16 mm² (25 mm² above 25 A); the smaller limit is kept for every rating |
    ///
    /// Compared by area with `Tolerance`, so 10 AWG passes a 6 mm² limit and 8 AWG (8.37 mm²) does not.
    public var maximumConductorArea: Area? {
        switch self {
        case .blade, .blade58: Area(squareMillimeters: 6)
        case .maxi: Area(squareMillimeters: 16)
        case .midi, .midi58: Area(squareMillimeters: 25)
        case .dcMcb: Area(squareMillimeters: 16)
        case .mega, .anl, .mega58, .breaker, .classT: nil
        }
    }

    /// Whether the device clamps a bare or ferruled conductor in a box (tunnel) terminal instead
    /// of taking a ring terminal on a stud: true for the DIN-rail ``dcMcb``. Schneider Electric's
    /// tightening-torque table for its DIN-rail devices ("Practical advice: tightening torque",
    /// C60 ≤ 25 A: Pozidriv 2, 2 N·m, 14 mm stripped, flexible 0.5–16 mm², rigid 0.5–25 mm²;
    /// > 25 A: 3.5 N·m, flexible to 25 mm²) lists box terminals for bare conductors; the C60H-DC
    /// row itself was not found, so its C60 figures are an estimate. The bill of materials gives
    /// such a conductor end a bootlace ferrule (``BillOfMaterials``), not a ring terminal.
    public var hasBoxTerminals: Bool { self == .dcMcb }

    /// True when the family's holders take `conductor` (``maximumConductorArea``); true for nil
    /// (no conductor known).
    public func accepts(_ conductor: ConductorSize?) -> Bool {
        guard let conductor, let maximum = maximumConductorArea else { return true }
        return Tolerance.isAtMost(conductor.area.squareMillimeters, maximum.squareMillimeters)
    }

    /// True when the family makes a fuse of exactly `rating` (``ratings``, compared with
    /// `Tolerance`).
    public func makes(_ rating: Current) -> Bool {
        ratings.contains { Tolerance.isAtLeast($0, rating.amperes) && Tolerance.isAtMost($0, rating.amperes) }
    }

    /// The families a name stands for: each family by its own name, and `megaAnl` — the one
    /// family MEGA and ANL were before they were told apart — for both.
    public static func named(_ name: String) -> [FuseType]? {
        if let type = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) { return [type] }
        return name.lowercased() == "megaanl" ? [.mega, .anl] : nil
    }
}
