/// How a person measures: metric (mm², metres) or imperial (AWG, feet). It chooses the wire
/// series sizes are picked from and the units results are shown in; stored values stay SI.
public enum UnitSystem: String, CaseIterable, Sendable {
    /// Millimetres squared (IEC 60228) and metres.
    case metric
    /// AWG and kcmil, and feet.
    case imperial

    /// The series a person using this system buys wire from: IEC 60228 mm², or AWG and kcmil.
    public var series: WireSeries { self == .metric ? .metric : .awg }

    /// The unit system whose wire a series is: metric for IEC 60228, imperial for AWG (and the
    /// marine AWG sizes).
    public init(series: WireSeries) { self = series == .metric ? .metric : .imperial }

    /// `metric` or `imperial`, any case. (A `switch`, not `init(rawValue:)`: that one makes a
    /// `[StaticString]` of the cases, and the array type's metadata on first use, in every `size`
    /// and `drop` run.)
    /// - Throws: ``ValidationError`` naming `field`.
    public static func parse(_ text: String, field: String) throws(ValidationError) -> UnitSystem {
        switch text.lowercased() {
        case "metric": return .metric
        case "imperial": return .imperial
        default:
            throw ValidationError(
                field: field,
                rule: .either(
                    "metric", "imperial", suggestion: Suggestion.closest(to: text, among: ["metric", "imperial"])),
                actual: "'\(text)'")
        }
    }
}
