extension BillOfMaterials {
    /// What a line of the bill of materials is, with the numbers and names that tell one part
    /// from another: CableCore holds no words for it. CableText words it in each language
    /// (`Words(language).text(part)`: `6 mm² red`, `25 A ATO/ATC blade, for up to 12.5 A`), so an
    /// app shows what `cable bom` shows.
    public enum Part: Hashable, Sendable {
        /// Cable of one size and colour.
        case cable(ConductorSize, colour: CableColour)
        /// PV cable of one size and colour for the array → controller runs: single-core,
        /// double-insulated, sunlight-resistant (EN 50618 H1Z2Z2-K, UL 4703 PV wire), rated for at
        /// least `voltage`, the largest cold open-circuit voltage of the arrays it is run from
        /// (NEC 690.7).
        case pvCable(ConductorSize, colour: CableColour, voltage: Voltage)
        /// Mating PV connector pairs (one male, one female; MC4-type, IEC 62852) at the array end:
        /// one pair per string, rated for at least `voltage` (the largest cold Voc) and `current`
        /// (a string's 1.56 × Isc, NEC 690.8(B), or its string fuse's rating when larger).
        case pvConnector(voltage: Voltage, current: Current)
        /// Fuses of one rating and family, for circuits carrying up to `largest`; `family` is nil
        /// for a rating the file names that no family makes for its conductor. `surge` is the
        /// surge that made the rating larger than factor × current (``CircuitReport/fuseSetBySurge``),
        /// the largest of the line's; nil when none did. `shortfall` is where the family the file
        /// names is not rated for the circuit (``CircuitReport/fuseShortfall``: what `check` fails
        /// as `fuseVoltageRating`/`fuseInterruptRating`); nil when it is rated there.
        case fuse(rating: Current, family: FuseType?, largest: Current, surge: Surge?, shortfall: FuseShortfall? = nil)
        /// A blade fuse block with `ways` ways, `used` of them taken, fastened with `stud` screws,
        /// carrying `current` in all.
        case fuseBlock(ways: Int, used: Int, stud: StudSize, current: Current)
        /// In-line holders for fuses of `family` — or, when `family` is nil, for a `rating` no
        /// family makes for its conductor — with studs when known, for up to `largest`; for a
        /// family whose holders differ by body size (Class T), the ratings its `bodySize` takes
        /// (``FuseHolder/bodySize(for:rating:)``), else nil.
        case fuseHolder(family: FuseType?, rating: Current, stud: StudSize?, largest: Current, bodySize: ClosedRange<Current>?)
        /// gPV string fuses of one rating and voltage class (IEC 60269-6: 10 × 38 mm at 1000 V DC,
        /// 10 × 85 mm at 1500 V DC, ``ArrayReport/stringFuseVoltages``), for strings carrying up
        /// to `largest` (1.25 × Isc, NEC 690.8(A)(1)(a)).
        case stringFuse(rating: Current, largest: Current, voltage: Voltage)
        /// PV-rated holders for those string fuses.
        case stringFuseHolder(rating: Current, largest: Current, voltage: Voltage)
        /// A battery switch of cable's list (``BatterySwitch``): its continuous rating, maximum
        /// voltage, studs and series, for the main feed — and for `mainFuse`, the bank's main fuse
        /// that protects it, when that is larger (the current it lets through; nil when the feed
        /// is the larger).
        case batterySwitch(
            rating: Current, maximumVoltage: Voltage, stud: StudSize, series: String, feed: Current, mainFuse: Current? = nil)
        /// A battery switch none of cable's list is rated for: the main feed and the charging
        /// voltage it must carry, and the main fuse when larger than the feed.
        case unlistedBatterySwitch(feed: Current, voltage: Voltage, mainFuse: Current? = nil)
        /// A bus bar: its side, rating (nil above cable's 600 A list), the connections it needs and
        /// the current it is chosen for; `panel` names the distribution panel whose bar it is (nil:
        /// the main bus, chosen for the main feed; else for the panel's feeder). `mainFuse` is the
        /// banks' largest main fuse when a main bus bar is rated for it, above the feed; nil otherwise.
        case busBar(BusBarSide, rating: Current?, connections: Int, current: Current, panel: String?, mainFuse: Current? = nil)
        /// Ring terminals for a conductor, on a stud when known.
        case ringTerminal(ConductorSize, stud: StudSize?)
        /// Insulated bootlace ferrules (DIN 46228-4) for a fine-stranded conductor's end in a
        /// device's box terminal (a DIN-rail breaker, ``FuseType/hasBoxTerminals``), one per end.
        case ferrule(ConductorSize, device: FuseType)
        /// Heat-shrink for a conductor, one per ring terminal.
        case heatShrink(ConductorSize)
        /// A battery bank as the file names it: chemistry, capacity in Ah, voltage and arrangement.
        case battery(name: String, chemistry: BatteryChemistry, capacityAh: Double, voltage: Voltage, series: Int, parallel: Int)
        /// A charger as the file names it: its kind and output.
        case charger(name: String, kind: Charger.Kind, output: Circuit.Load)
        /// An array's PV modules (``SolarArray``): the array's name, the catalogue entry its
        /// module came from (nil when none), one module's STC power, and the modules in series and
        /// strings in parallel (the line's quantity is series × parallel).
        case pvModule(array: String, catalogId: String?, power: Power, series: Int, parallel: Int)
        /// An inverter as the file names it: continuous power, and its surge as the file gives
        /// it (`surgePower` in W or `surgeCurrent` in A, as a load's), nil without one.
        case inverter(name: String, power: Power, surge: Circuit.Load?)
    }

    /// A cable run's colour: red for the positive conductor, black for the negative.
    public enum CableColour: String, Hashable, Sendable {
        /// The positive conductor.
        case red
        /// The negative conductor.
        case black
    }

    /// A bus bar's side.
    public enum BusBarSide: String, Hashable, Sendable {
        /// The positive bus.
        case positive
        /// The negative bus.
        case negative
    }
}
