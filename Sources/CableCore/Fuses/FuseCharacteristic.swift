/// A fuse family's time-current characteristic as a lower bound: at each listed multiple of the
/// rating, the shortest time the standard or maker allows the fuse to open in. A current the fuse
/// is sure to carry for a surge's duration does not open it, so the surge sets a floor under the
/// rating (``FuseType/minimumRating(carrying:)``).
///
/// **Conservative reading.** Between two listed multiples the fuse is taken to open as soon as
/// the higher one allows (the curve falls with current, so the real minimum is longer); above
/// the highest listed multiple it is taken to open at once; at or below the carry point it
/// carries the current for the point's time (100 h, longer than any surge).
///
/// | family | multiple of rating → minimum opening time | source |
/// |---|---|---|
/// | ATO/ATC blade, ATO 58 V, MAXI | 110 % → 100 h (carried); 135 % → 0.75 s; 200 % → 0.15 s; 350 % → 0.04 s | ISO 8820-3 / SAE J1284 operating-time table for blade fuse-links (Littelfuse ATO data sheet: 110 % 100 h minimum, 135 % 0.75–1800 s, 200 % 0.15–5 s, 350 % 0.04–0.5 s) |
/// | MIDI, MEGA (32 V and 58 V), ANL, Class T, DC thermal breaker | 100 % → carried | no maker's minimum opening times were taken over: only the carry point every fuse and breaker standard sets (UL 248-1, ISO 8820-1, UL 1077: the rated current is carried indefinitely) is used, so the rating must be at least the surge current |
///
/// The second row errs high (a larger fuse than the maker's curve would need); the conductor's
/// ceiling still protects the wire, and where the two meet no fuse qualifies and `check` says so,
/// naming the surge (``Violation/Detail/noFuseForSurge(_:family:minimum:ceiling:)``). The makers'
/// minimum-melt tables and curves (Littelfuse MIDI 498 / MEGA 298 series, ANL, Bussmann JJN and
/// Littelfuse JLLN Class T, Blue Sea 187/285-Series trip curves) were searched for again for
/// issue #34 and could not be retrieved; UL 248's class tests give only maximum opening times,
/// which cannot show that a fuse carries a surge. See docs/method.md, "Surge and inrush".
public struct FuseCharacteristic: Hashable, Sendable {
    /// A point of the characteristic: at `multiple` × the rating, the fuse opens no sooner than
    /// `minimumSeconds`.
    public struct Point: Hashable, Sendable {
        /// The current as a multiple of the rating (1.35 for 135 %).
        public let multiple: Double
        /// The shortest opening time allowed at that multiple, in seconds.
        public let minimumSeconds: Double
    }

    /// The points in ascending multiple; the first is the carry point.
    public let points: [Point]

    /// Seconds in the 100 hours a fuse carries its carry current (ISO 8820-3 at 110 %).
    public static let carrySeconds = 100.0 * 3600

    /// ISO 8820-3 / SAE J1284 blade fuse-links (see the table above).
    public static let isoBlade = FuseCharacteristic(points: [
        Point(multiple: 1.10, minimumSeconds: carrySeconds), Point(multiple: 1.35, minimumSeconds: 0.75),
        Point(multiple: 2.0, minimumSeconds: 0.15), Point(multiple: 3.5, minimumSeconds: 0.04),
    ])

    /// The rated current carried, nothing more assumed (see the table above).
    public static let ratedCurrentOnly = FuseCharacteristic(points: [Point(multiple: 1, minimumSeconds: carrySeconds)])

    /// The shortest time a current of `multiple` × the rating is sure to be carried: the minimum
    /// opening time of the lowest listed multiple at or above it; 0 above the highest.
    public func minimumOpeningSeconds(atMultiple multiple: Double) -> Double {
        points.first { Tolerance.isAtMost(multiple, $0.multiple) }?.minimumSeconds ?? 0
    }

    /// Whether a fuse of this characteristic and `rating` is sure to carry `surge` for its
    /// duration.
    public func carries(_ surge: Surge, rating: Current) -> Bool {
        minimumOpeningSeconds(atMultiple: surge.current.amperes / rating.amperes) >= surge.seconds
    }
}

/// A short-time current a circuit draws above its continuous current — a motor's inrush, a glow
/// plug's start, an inverter's surge — and how long it lasts. It sets a floor under the fuse
/// rating (``FuseRule``); the conductor is still sized for the continuous current.
public struct Surge: Hashable, Sendable {
    /// The current during the surge (the whole circuit's).
    public let current: Current
    /// How long it lasts, seconds.
    public let seconds: Double

    /// A surge of `current` for `seconds`.
    public init(current: Current, seconds: Double) {
        self.current = current
        self.seconds = seconds
    }
}

extension FuseType {
    /// The family's time-current characteristic (``FuseCharacteristic``).
    public var characteristic: FuseCharacteristic {
        switch self {
        case .blade, .blade58, .maxi: .isoBlade
        case .midi, .mega, .anl, .midi58, .mega58, .breaker, .classT: .ratedCurrentOnly
        }
    }

    /// The smallest rating of the family sure to carry `surge` for its duration; nil when none is.
    public func minimumRating(carrying surge: Surge) -> Current? {
        ratings.first { characteristic.carries(surge, rating: .amperes($0)) }.map(Current.amperes)
    }
}
