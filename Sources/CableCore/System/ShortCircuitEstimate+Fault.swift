/// The fault current a fuse away from the bank's terminals must interrupt: the bank's
/// prospective current limited by the conductors between the bank and the fuse.
///
/// The bank is modelled as an ideal source of its nominal voltage behind an internal resistance
/// that gives its prospective current into a dead short at its terminals:
///
///     R_bank = V_nom / I_prospective
///     I_f    = V_nom / (R_bank + R_upstream)
///
/// where R_upstream is the conductor resistance, out and back, between the bank's terminals and
/// the fuse (``Circuit/faultResistance(of:)``: cold, at 20 °C, the conservative choice — a cold
/// conductor lets more current through). A bolted fault at the fuse's load terminals is assumed:
/// no arc, contact or fuse resistance is counted, so the figure errs high. Worked: a 280 Ah
/// LiFePO4 bank (33.6 kA estimated) at 12 V has R_bank = 12 / 33 600 = 0.357 mΩ; behind 2 m of
/// 35 mm² copper (0.017 × 2 / 35 = 0.971 mΩ cold) a fuse sees 12 / 1.329 mΩ ≈ 9.03 kA.
///
/// A lead-acid bank known only by ABYC's table by cold-cranking amps (``Basis/abycColdCrankingTable``,
/// ``Basis/beyondAbycTable``) has no prospective current; its table rating is taken as one — the
/// most its main fuse is asked to interrupt, so the figure errs high again.
extension ShortCircuitEstimate {
    /// The current the fault model starts from: the prospective current, or for a lead-acid bank
    /// known only by ABYC's table, the table's rating (``requiredInterruptRating``).
    public var faultSourceCurrent: Current { prospectiveCurrent ?? requiredInterruptRating }

    /// The bank's internal resistance at `nominal`: V_nom / ``faultSourceCurrent``.
    public func internalResistance(nominal: Voltage) -> Resistance {
        .ohms(nominal.volts / faultSourceCurrent.amperes)
    }

    /// The fault current at a fuse behind `upstream` of conductor (out and back) from the bank's
    /// terminals: I_f = V_nom / (V_nom / I_prospective + R_upstream).
    /// - Parameters:
    ///   - upstream: the conductors' resistance between the bank and the fuse, ≥ 0 (a negative
    ///     value counts as 0).
    ///   - nominal: the system's nominal voltage, > 0.
    /// - Returns: the fault current; nil when `nominal` is not positive.
    public func faultCurrent(through upstream: Resistance, nominal: Voltage) -> Current? {
        guard nominal.volts > 0, faultSourceCurrent.amperes > 0 else { return nil }
        let total = internalResistance(nominal: nominal).ohms + max(0, upstream.ohms)
        return .amperes(nominal.volts / total)
    }

    /// The interrupting rating a fault current asks for: itself, or ``highCurrentRating``
    /// (20 kA) above ``highCurrentThreshold`` (10 kA), where ABYC E-11 accepts a 20 kA device.
    public static func requiredRating(forFault fault: Current) -> Current {
        fault > highCurrentThreshold ? highCurrentRating : fault
    }

    /// ABYC E-11 Table V-A's interrupting rating for a branch overcurrent device (every device
    /// after the main one in series with the battery) by the total connected cold-cranking amps,
    /// 12 to 24 V: ≤ 650 → 750 A, 651–1 100 → 1 500 A, more → 2 500 A.
    public static func abycBranchRating(coldCranking cca: Current) -> Current {
        switch cca.amperes {
        case ...650: .amperes(750)
        case ...1_100: .amperes(1_500)
        default: .amperes(2_500)
        }
    }
}

/// The fault current at one place of a system where fuses sit, and the interrupting rating a fuse
/// there needs.
///
/// The rating is the fault current (20 kA above 10 kA, ``ShortCircuitEstimate/requiredRating(forFault:)``)
/// and, under ABYC, at least Table V-A's row for the device (``abycMinimum``).
public struct FaultLevel: Hashable, Sendable {
    /// The conductor resistance, out and back, between the banks' terminals and this place (the
    /// Thevenin equivalent when several banks feed it).
    public let upstreamResistance: Resistance
    /// The fault current at this place.
    public let faultCurrent: Current
    /// ABYC E-11 Table V-A's rating for the device here (main or branch); nil when ABYC is not
    /// the standard or no bank has cold-cranking amps (lithium).
    public let abycMinimum: Current?

    /// Creates a fault level.
    public init(upstreamResistance: Resistance, faultCurrent: Current, abycMinimum: Current?) {
        self.upstreamResistance = upstreamResistance
        self.faultCurrent = faultCurrent
        self.abycMinimum = abycMinimum
    }

    /// The interrupting rating a fuse here needs: the fault current's
    /// (``ShortCircuitEstimate/requiredRating(forFault:)``), at least ``abycMinimum``.
    public var requiredInterruptRating: Current {
        let rating = ShortCircuitEstimate.requiredRating(forFault: faultCurrent)
        guard let abycMinimum else { return rating }
        return max(rating, abycMinimum)
    }

    /// The fault level a conductor's resistance further on: the source seen from here as its
    /// nominal voltage behind V / I_f, so I_f' = V / (V / I_f + R), and the resistance from the
    /// banks grows by R. ABYC's minimum row stays (it depends on the banks, not the place).
    /// - Parameters:
    ///   - resistance: the conductor's resistance out and back (cold, ``Circuit/faultResistance(of:)``).
    ///   - nominal: the system voltage.
    public func through(_ resistance: Resistance, nominal: Voltage) -> FaultLevel {
        guard nominal.volts > 0, faultCurrent.amperes > 0 else { return self }
        let added = max(0, resistance.ohms)
        return FaultLevel(
            upstreamResistance: .ohms(upstreamResistance.ohms + added),
            faultCurrent: .amperes(nominal.volts / (nominal.volts / faultCurrent.amperes + added)),
            abycMinimum: abycMinimum)
    }

    /// At a bank's main fuse, on its terminals: the bank's own prospective current (no
    /// conductor before it) and, under ABYC with cold-cranking amps, Table V-A's main row.
    public static func mainFuse(of bank: BatteryBank, standard: SizingStandard) -> FaultLevel {
        let estimate = bank.shortCircuit
        let cca = standard == .abyc ? ShortCircuitEstimate.coldCrankingAmps(of: bank) : nil
        return FaultLevel(
            upstreamResistance: .zero, faultCurrent: estimate.faultSourceCurrent,
            abycMinimum: cca.map(ShortCircuitEstimate.abycMainRating(coldCranking:)))
    }

    /// At the main fuse of `system`'s bank `index`, on its terminals: the bank's own fault level
    /// (``mainFuse(of:standard:)``), but under ABYC Table V-A's main row read by the **total
    /// connected** cold-cranking amps (``connectedColdCrankingAmps(of:in:)``): every house bank's
    /// main fuse is a "main" device in series with the batteries that are connected together, so
    /// three 600 CCA banks in parallel each take the 1 800 CCA row (5 000 A), not their own
    /// 600 CCA row (1 500 A) (rev34f F8). The table's heading is "total connected battery cold
    /// cranking amps", and its note calls "the first breaker(s) in a circuit connected in series
    /// with the battery" the main ones.
    public static func mainFuse(of index: Int, in system: ElectricalSystem) -> FaultLevel {
        let own = mainFuse(of: system.batteries[index], standard: system.standard)
        guard system.standard == .abyc, let total = connectedColdCrankingAmps(of: index, in: system) else { return own }
        return FaultLevel(
            upstreamResistance: own.upstreamResistance, faultCurrent: own.faultCurrent,
            abycMinimum: ShortCircuitEstimate.abycMainRating(coldCranking: total))
    }

    /// The cold-cranking amps connected to bank `index`'s terminals (ABYC E-11 Table V-A's
    /// "total connected"): the house banks' together for a house bank
    /// (``ShortCircuitEstimate/coldCrankingAmps(of:)`` each, a lithium bank none), the bank's own
    /// for one off the house bus. Nil when none of them has any (lithium only).
    public static func connectedColdCrankingAmps(of index: Int, in system: ElectricalSystem) -> Current? {
        let bank = system.batteries[index]
        let connected = bank.isOnHouseBus ? system.houseBanks : [bank]
        let each = connected.compactMap(ShortCircuitEstimate.coldCrankingAmps(of:))
        return each.isEmpty ? nil : .amperes(each.reduce(0) { $0 + $1.amperes })
    }

    /// Where every bank meets: each bank behind its own upstream resistance (its main feed run),
    /// in parallel, so the currents add: I_f = Σ V / (R_bank,i + R_up,i). The equivalent upstream
    /// resistance is V / I_f − V / Σ I_prospective,i (for one bank, its own). Under ABYC, Table
    /// V-A's branch row by the banks' total cold-cranking amps. Nil without banks.
    /// - Parameters:
    ///   - sources: each bank with its upstream resistance.
    ///   - nominal: the system's nominal voltage.
    ///   - standard: the sizing method (ABYC's rows apply under ``SizingStandard/abyc``).
    public static func bus(
        of sources: [(bank: BatteryBank, upstream: Resistance)], nominal: Voltage, standard: SizingStandard
    ) -> FaultLevel? {
        var fault = 0.0
        var prospective = 0.0
        var cca: Double?
        for source in sources {
            let estimate = source.bank.shortCircuit
            guard let current = estimate.faultCurrent(through: source.upstream, nominal: nominal) else { continue }
            fault += current.amperes
            prospective += estimate.faultSourceCurrent.amperes
            if let own = ShortCircuitEstimate.coldCrankingAmps(of: source.bank) { cca = (cca ?? 0) + own.amperes }
        }
        guard fault > 0 else { return nil }
        let upstream = max(0, nominal.volts / fault - nominal.volts / prospective)
        return FaultLevel(
            upstreamResistance: .ohms(upstream), faultCurrent: .amperes(fault),
            abycMinimum: standard == .abyc ? cca.map { ShortCircuitEstimate.abycBranchRating(coldCranking: .amperes($0)) } : nil)
    }
}
