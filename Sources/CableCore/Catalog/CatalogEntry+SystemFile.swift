extension CatalogEntry {
    /// Whether `add KIND --from` takes this entry: a module becomes an array's `module`, every
    /// other kind the entity of its name (a load entry a load).
    public func becomes(_ kind: EntityKind) -> Bool {
        self.kind == .module ? kind == .array : kind.rawValue == self.kind.rawValue
    }

    /// The file members an entity added `--from` this entry gets (keys from the field table,
    /// ``SystemSchema``),
    /// with `given` (the command line's members) winning, and `catalogId` recording the entry.
    ///
    /// - Values are written as a person types them (`"45W"`, `"30A"`); hours a day to 0.01 h.
    /// - A load takes `power` (and `current` only when the entry gives no power); an AC entry's
    ///   `voltage` (its first, AC) only with a current; a DC load its `surgePower` and
    ///   `surgeSeconds` — a surge the entry gives as a current (at its first voltage) written as
    ///   a `surgePower` of current × that voltage when the load takes the entry's `power`, so
    ///   it scales with the bus as the running current does (40 A at 12 V: 480 W, 20 A at 24 V),
    ///   else as the `surgeCurrent`. A charger takes `kind`, `outputCurrent`,
    ///   `efficiency` and a solar charger's PV input limits, and a cross-voltage DC-DC charger
    ///   given an input run (`input.length`) on a bus not of its input's voltage its
    ///   `input.voltage` (``inputVoltage``); an inverter `power`, `efficiency`,
    ///   `idlePower`, `cutoffVoltage` (where the entry gives one), `surgePower` and an inverter/charger's `chargeCurrent`; a PV module an array's `module` (`module.voc`, …).
    /// - A member given on the command line replaces the entry's, and so does one that excludes
    ///   it (`--current` removes the entry's `power`).
    /// - The entry's voltages must include the system's nominal voltage (within 25 %, as a
    ///   battery's must), unless the main figure (power or current; a charger's output) is given.
    ///
    /// - A DC-DC charger given an `input.feed` bank (`inputFeed`) and no `input.voltage`: the
    ///   bank's voltage must be nominally of the input's class (``inputVoltage``, else the
    ///   entry's first voltage for a same-voltage model; ``InputSource/admits(bankVoltage:inputVoltage:)``),
    ///   as the system's rule asks of a given `input.voltage`.
    ///
    /// - Throws: ``SystemEditError`` when the entry is of another kind, for another voltage, an
    ///   AC device without an inverter (or a DC one with one), or a DC-DC charger fed from a
    ///   battery of another voltage than its input's.
    public func systemFileFields(
        for kind: EntityKind, nominalVoltage: Voltage, given: [(key: String, value: JSONNode)],
        inputFeed: BatteryBank? = nil
    ) throws(SystemEditError) -> [(key: String, value: JSONNode)] {
        guard becomes(kind) else {
            throw .catalogKind(id: id, kind: self.kind, wanted: kind)
        }
        let givenKeys = Set(given.map(\.key))
        if self.kind == .load, isAC != givenKeys.contains(SystemSchema.inverter.key) { throw .catalogSupply(id: id, isAC: isAC) }
        let mainKeys: Set<String> = [
            SystemSchema.power.key, kind == .charger ? SystemSchema.outputCurrent.key : SystemSchema.current.key,
        ]
        if !isAC, self.kind != .module, givenKeys.isDisjoint(with: mainKeys), !supports(nominalVoltage) {
            throw .catalogVoltage(id: id, voltages: voltages, nominal: nominalVoltage)
        }
        var base = [(key: SystemSchema.catalogId.key, value: JSONNode.string(id, .none))] + figureMembers()
        // A cross-voltage DC-DC charger's input run is at its input's voltage, not the house
        // bus's: written when the command gives the charger an input run.
        let inputVoltageKey = SystemSchema.chargerInput.key + "." + SystemSchema.voltage.key
        if let inputFeed, chargerKind == .dcdc, !givenKeys.contains(inputVoltageKey),
            let input = inputVoltage ?? voltages.first,
            !InputSource.admits(bankVoltage: inputFeed.bankVoltage, inputVoltage: input)
        {
            throw .catalogInputVoltage(id: id, input: input, bank: inputFeed.name, bankVoltage: inputFeed.bankVoltage)
        }
        if let inputVoltage, !inputVoltage.isNominally(nominalVoltage),
            givenKeys.contains(SystemSchema.chargerInput.key + "." + SystemSchema.length.key)
        {
            base.append((inputVoltageKey, .string(NumberText.shortest(inputVoltage.volts) + "V", .none)))
        }
        let replaced = givenKeys.union(
            kind.exclusiveKeys.filter { !givenKeys.isDisjoint(with: $0) }.flatMap { $0 })
        return base.filter { !replaced.contains($0.key) } + given
    }

    /// The members the entry's own figures give its kind of entity, as a person types them.
    private func figureMembers() -> [(key: String, value: JSONNode)] {
        var base: [(key: String, value: JSONNode)] = []
        func add(_ key: String, _ value: Double?, _ unit: String) {
            guard let value else { return }
            base.append((key, .string(NumberText.shortest(value) + unit, .none)))
        }
        func number(_ key: String, _ value: Double?) {
            guard let value else { return }
            base.append((key, .number(value, NumberText.shortest(value), .none)))
        }
        switch self.kind {
        case .load:
            add(SystemSchema.power.key, power?.watts, "W")
            if power == nil {
                add(SystemSchema.current.key, current?.amperes, "A")
                if isAC { add(SystemSchema.voltage.key, voltages.first?.volts, "V") }
            }
            number(SystemSchema.hoursPerDay.key, typicalHoursPerDay.map { ($0 * 100).rounded() / 100 })
            if !isAC {
                // One rule with the running figure: an entry written by its power has its surge
                // current (at its first voltage, as its current is) written as a power too, so a
                // 12 V entry's surge scales on a 24 V bus as its running current does.
                if let surgePower {
                    add(SystemSchema.surgePower.key, surgePower.watts, "W")
                } else if power != nil, let surgeCurrent, let voltage = voltages.first {
                    add(SystemSchema.surgePower.key, (voltage * surgeCurrent).watts, "W")
                } else {
                    add(SystemSchema.surgeCurrent.key, surgeCurrent?.amperes, "A")
                }
                if surgePower != nil || surgeCurrent != nil { number(SystemSchema.surgeSeconds.key, surgeSeconds) }
            }
        case .charger:
            if let chargerKind { base.append((SystemSchema.chargerKind.key, .string(chargerKind.rawValue, .none))) }
            add(SystemSchema.outputCurrent.key, outputCurrent?.amperes, "A")
            add(SystemSchema.power.key, power?.watts, "W")
            number(SystemSchema.efficiency.key, efficiency)
            number(SystemSchema.hoursPerDay.key, typicalHoursPerDay.map { ($0 * 100).rounded() / 100 })
            add(SystemSchema.maxInputVoltage.key, maxInputVoltage?.volts, "V")
            add(SystemSchema.maxInputCurrent.key, maxInputCurrent?.amperes, "A")
        case .inverter:
            add(SystemSchema.power.key, power?.watts, "W")
            number(SystemSchema.efficiency.key, efficiency)
            add(SystemSchema.idlePower.key, idlePower?.watts, "W")
            add(SystemSchema.cutoffVoltage.key, cutoffVoltage?.volts, "V")
            add(SystemSchema.surgePower.key, surgePower?.watts, "W")
            if surgePower != nil { number(SystemSchema.surgeSeconds.key, surgeSeconds) }
            add(SystemSchema.chargeCurrent.key, chargeCurrent?.amperes, "A")
        case .module:
            guard let module else { break }
            let prefix = SystemSchema.module.key + "."
            add(prefix + SystemSchema.voc.key, module.voc.volts, "V")
            add(prefix + SystemSchema.isc.key, module.isc.amperes, "A")
            add(prefix + SystemSchema.vmp.key, module.vmp.volts, "V")
            add(prefix + SystemSchema.imp.key, module.imp.amperes, "A")
            add(prefix + SystemSchema.power.key, module.power.watts, "W")
            number(prefix + SystemSchema.vocTempCoefficient.key, module.vocTempCoefficient)
            add(prefix + SystemSchema.maxSeriesFuse.key, module.maxSeriesFuse?.amperes, "A")
        }
        return base
    }

    /// Whether the entry's figures hold on a bus of `nominal` volts: one of its voltages is
    /// within ``Voltage/nominalTolerance`` of it (a 12 V device on a 12.8 V LiFePO4 bus, not on 24 V).
    public func supports(_ nominal: Voltage) -> Bool {
        voltages.contains { $0.isNominally(nominal) }
    }
}
