extension ConductorSize {
    /// Reads a conductor size as people write it.
    ///
    /// Metric: `6mm2`, `6 mm²`, `2.5sqmm` (must be an IEC 60228 size). AWG: `10awg`, `10 AWG`,
    /// `AWG 10`, `#10`, `10ga`, `2/0`, `4/0 AWG`, `00` (= 2/0), `0` with AWG (= 1/0). kcmil:
    /// `250kcmil`, `250 MCM`. A bare number follows `units`: AWG under imperial (`10` is 10 AWG,
    /// `0` is 1/0), mm² under metric (`10` is 10 mm²); with no unit system it is refused as
    /// ambiguous.
    /// - Throws: ``ValidationError`` naming `field`, with the nearest sizes where it helps.
    public static func parse(_ text: String, field: String, units: UnitSystem? = nil) throws(ValidationError)
        -> ConductorSize
    {
        let compact = String(text.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace })
        if let size = try metric(compact, text: text, field: field, units: units) { return size }
        if let size = try kcmil(compact, text: text, field: field) { return size }
        return try awg(compact, text: text, field: field, units: units)
    }

    /// An IEC 60228 size from `6mm2`, `6mm²`, `2.5sqmm`, `6mm^2`, and from a bare number under
    /// metric units; nil when `compact` (lowercased, without white space) is written otherwise.
    private static func metric(_ compact: String, text: String, field: String, units: UnitSystem?) throws(ValidationError)
        -> ConductorSize?
    {
        // A bare number under metric units is mm²; "00" … "0000" stay AWG (no mm² size reads so).
        let bareMetric =
            units == .metric && !compact.isEmpty && !compact.allSatisfy { $0 == "0" }
            && (try? QuantityParser.number(compact, field: field)) != nil
        for suffix in ["mm2", "mm²", "sqmm", "mm^2", ""] where compact.hasSuffix(suffix) && (!suffix.isEmpty || bareMetric) {
            let number = try QuantityParser.number(String(compact.dropLast(suffix.count)), field: field)
            guard let nominal = WireSeries.iec60228Nominal.first(where: { abs($0 - number) < 1e-9 }) else {
                let below = WireSeries.iec60228Nominal.last(where: { $0 < number })
                let above = WireSeries.iec60228Nominal.first(where: { $0 > number })
                let nearest = [below, above].compactMap { $0 }.map { ConductorSize.metric($0) }
                return try throwing(failure(.iecSize(nearest: nearest), text: text, field: field))
            }
            return .metric(nominal)
        }
        return nil
    }

    /// A kcmil size from `250kcmil` or `250mcm`; nil when `compact` is written otherwise.
    private static func kcmil(_ compact: String, text: String, field: String) throws(ValidationError) -> ConductorSize? {
        for suffix in ["kcmil", "mcm"] where compact.hasSuffix(suffix) {
            let number = try QuantityParser.number(String(compact.dropLast(suffix.count)), field: field)
            guard let k = WireSeries.kcmilSizes.first(where: { Double($0) == number }) else {
                let sizes = WireSeries.kcmilSizes
                return try throwing(failure(.kcmilSize(sizes), text: text, field: field))
            }
            return .kcmil(k)
        }
        return nil
    }

    /// An AWG gauge from `10awg`, `awg10`, `#10`, `10ga`, `10g`, `10gauge`, `2/0`, `00` … `0000`,
    /// and from a bare number under imperial units; what is left of `compact` is refused here.
    private static func awg(_ compact: String, text: String, field: String, units: UnitSystem?) throws(ValidationError)
        -> ConductorSize
    {
        var gauge = compact
        // A bare number under imperial units is an AWG gauge.
        var markedAWG = units == .imperial
        for prefix in ["awg", "#"] where gauge.hasPrefix(prefix) {
            gauge.removeFirst(prefix.count)
            markedAWG = true
        }
        for suffix in ["awg", "gauge", "ga", "g"] where gauge.hasSuffix(suffix) {
            gauge.removeLast(suffix.count)
            markedAWG = true
            break
        }
        let digitsOnly = !gauge.isEmpty && gauge.allSatisfy { $0.isASCII && $0.isWholeNumber }
        let outOfRange = failure(.awgRange, text: text, field: field)
        let n: Int
        if gauge.hasSuffix("/0") {
            let head = gauge.dropLast(2)
            guard head.count == 1, let count = Int(head), (1...4).contains(count) else { return try throwing(outOfRange) }
            n = 1 - count
        } else if digitsOnly, gauge.allSatisfy({ $0 == "0" }), gauge.count > 1 || markedAWG {
            guard gauge.count <= 4 else { return try throwing(outOfRange) }
            n = 1 - gauge.count
        } else if digitsOnly, markedAWG {
            guard let number = Int(gauge) else { return try throwing(outOfRange) }
            n = number
        } else if Double(gauge) != nil {
            return try throwing(failure(markedAWG ? .awgWhole : .sizeNeedsUnit, text: text, field: field))
        } else {
            return try throwing(failure(.wireSize, text: text, field: field))
        }
        guard ConductorSize.namedGauges.contains(n) else { return try throwing(outOfRange) }
        return .awg(n)
    }

    /// The error for `text`, given as `field`, breaking `rule`.
    private static func failure(_ rule: ValidationError.Rule, text: String, field: String) -> ValidationError {
        ValidationError(field: field, rule: rule, actual: QuantityParser.quoted(text))
    }

    private static func throwing(_ error: ValidationError) throws(ValidationError) -> ConductorSize {
        throw error
    }
}
