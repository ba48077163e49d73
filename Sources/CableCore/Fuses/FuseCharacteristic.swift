/// A fuse family's time-current characteristic as a lower bound: at each listed multiple of the
/// rating, the shortest time the standard or maker allows the fuse to open in. A current the fuse
/// is sure to carry for a surge's duration does not open it, so the surge sets a floor under the
/// rating (``FuseType/minimumRating(carrying:)``).
///
/// **Conservative reading.** Between two listed multiples the fuse is taken to open as soon as
/// the higher one allows (the curve falls with current, so the real minimum is longer); above
/// the highest listed multiple it is taken to open at once; at or below the carry point it
/// carries the current for the point's time (100 h, or a breaker's conventional 1 h: at least
/// as long as any surge `cable` takes).
///
/// | family | multiple of rating → minimum opening time | source |
/// |---|---|---|
/// | ATO/ATC blade, ATO 58 V, MAXI | 110 % → 100 h (carried); 135 % → 0.75 s; 200 % → 0.15 s; 350 % → 0.04 s | ISO 8820-3 / SAE J1284 operating-time table for blade fuse-links (Littelfuse ATO data sheet: 110 % 100 h minimum, 135 % 0.75–1800 s, 200 % 0.15–5 s, 350 % 0.04–0.5 s) |
/// | MIDI, MEGA (32 V and 58 V), ANL, Class T, DC thermal breaker | 100 % → carried | no maker's minimum opening times were taken over: only the carry point every fuse and breaker standard sets (UL 248-1, ISO 8820-1, UL 1077: the rated current is carried indefinitely) is used, so the rating must be at least the surge current |
/// | DC MCB | 105 % → 1 h (carried) | IEC 60947-2's conventional non-tripping current for a rating of at most 63 A: 1.05 × In does not trip within the conventional time of 1 h (as Schneider Electric states the standard's figures for its DIN-rail breakers, FAQ FA369327); 1 h is the longest surge `cable` takes (`Limits.surgeSeconds`). The C60H-DC's magnetic release does not trip below 7 × In, but its thermal release's shortest times between 1.05 and 7 × In are given only as a drawn curve, so none is taken over |
///
/// The second and third rows err high (a larger fuse than the maker's curve would need); the conductor's
/// ceiling still protects the wire, and where the two meet no fuse qualifies and `check` says so,
/// naming the surge (``Violation/Detail/noFuseForSurge(_:family:minimum:ceiling:)``). The makers'
/// minimum-melt tables and curves (Littelfuse MIDI 498 / MEGA 298 series, ANL, Bussmann JJN and
/// Littelfuse JLLN Class T, Blue Sea 187/285-Series trip curves) were searched for again for
/// issue #34, three times, and could not be retrieved (the stored copies of the makers'
/// catalogues hold their opening pages only); neither could the operating-time table of
/// ISO 8820-5, the standard for strip fuse-links (types SF 30 and SF 51, 32 V, 30–500 A), which
/// MIDI and MEGA fuses are, nor that of SAE J553/J1625 for DC circuit breakers. UL 248's class
/// tests give only maximum opening times, which cannot show that a fuse carries a surge. See
/// docs/method.md, "Surge and inrush".
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

    /// Seconds in IEC 60947-2's conventional time for a breaker of at most 63 A (1 h).
    public static let conventionalSeconds = 3_600.0

    /// An IEC 60947-2 circuit breaker of at most 63 A: 105 % of its rating (the conventional
    /// non-tripping current) carried for the conventional time, 1 h (see the table above).
    public static let iec60947Breaker = FuseCharacteristic(points: [
        Point(multiple: 1.05, minimumSeconds: conventionalSeconds)
    ])

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
        case .dcMcb: .iec60947Breaker
        }
    }

    /// The smallest rating of the family sure to carry `surge` for its duration; nil when none is.
    public func minimumRating(carrying surge: Surge) -> Current? {
        ratings.first { characteristic.carries(surge, rating: .amperes($0)) }.map(Current.amperes)
    }

    /// Of `surges` (each carried for its own duration), the one this family needs the largest
    /// rating for, and that rating: the smallest that carries every one of them, since a larger
    /// rating carries whatever a smaller one does. A surge no rating carries is the hardest (its
    /// `minimum` nil); on a tie the first. Nil when `surges` is empty.
    ///
    /// This is how a feeder's or a bank run's fuse is judged against the circuits below it, one
    /// starting at a time: a long, small start can need a larger blade than a short, large kick
    /// (ISO 8820-3: 110 % carried for 100 h, 135 % opens from 0.75 s).
    public func hardestSurge(of surges: [Surge]) -> (surge: Surge, minimum: Current?)? {
        var hardest: (surge: Surge, minimum: Current?)?
        for surge in surges {
            let minimum = minimumRating(carrying: surge)
            guard let found = hardest else {
                hardest = (surge, minimum)
                continue
            }
            guard let known = found.minimum else { break }
            if minimum.map({ $0 > known }) ?? true { hardest = (surge, minimum) }
        }
        return hardest
    }
}
