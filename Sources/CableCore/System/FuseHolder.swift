/// How fuses are held: which go in a fuse block, which in a holder of their own, and the stud a
/// ring terminal goes on.
///
/// - ATO/ATC blade fuses of at most 30 A go in fuse blocks: Blue Sea Systems ST Blade blocks take
///   1–30 A per circuit (Blue Sea fuse selection chart) and come with 6 or 12 circuits, #10 screw
///   terminals for ring terminals. Larger blade fuses (35 A, 40 A) take an in-line holder each.
/// - MAXI, MIDI, MEGA, ANL and Class T fuses take a holder each, by family and stud.
/// - Studs: MIDI M5 (Littelfuse MDB instructions: "M5 ring terminal"); MEGA and ANL 5/16" (M8)
///   (Blue Sea MEGA/AMG 5001 and ANL 5005 blocks); Class T 5/16" (M8) to 200 A and 3/8" (M10) from
///   225 A (Blue Sea 5501 for 110–200 A, 5502 for 225–400 A). MAXI and smaller Class T holders vary
///   by maker: not given.
/// - Class T fuses come in body sizes (UL 248-15 dimension groups; the 300 V groups of Bussmann
///   JJN and Littelfuse JLLN: 1–30 A, 35–60 A, 70–100 A, 110–200 A, 225–400 A, 450–600 A), each
///   longer and wider than the one below, with its own clips or studs: a holder takes one body
///   size (``bodySize(for:rating:)``), so the bill lists one holder line per body size.
public enum FuseHolder {
    /// The Class T body sizes by rating, A (UL 248-15 300 V dimension groups, Bussmann JJN and
    /// Littelfuse JLLN); every Class T rating `cable` names is in one.
    public static let classTBodySizes: [ClosedRange<Double>] = [1...30, 35...60, 70...100, 110...200, 225...400, 450...600]

    /// The ratings a holder of a fuse of this family and rating takes, when the family's holders
    /// differ by body size (Class T, ``classTBodySizes``); nil otherwise, or for a rating outside them.
    public static func bodySize(for type: FuseType, rating: Current) -> ClosedRange<Current>? {
        guard type == .classT,
            let range = classTBodySizes.first(where: {
                Tolerance.isAtLeast(rating.amperes, $0.lowerBound) && Tolerance.isAtMost(rating.amperes, $0.upperBound)
            })
        else { return nil }
        return Current.amperes(range.lowerBound)...Current.amperes(range.upperBound)
    }

    /// The largest blade fuse a fuse block takes (Blue Sea ST Blade: 30 A per circuit).
    public static let bladeBlockMaximum = Current.amperes(30)
    /// The circuits fuse blocks come with (Blue Sea ST Blade: 6 and 12).
    public static let bladeBlockWays = [6, 12]

    /// True when a fuse of this family and rating goes in a blade fuse block.
    public static func goesInBlock(_ type: FuseType, rating: Current) -> Bool {
        type == .blade && Tolerance.isAtMost(rating.amperes, bladeBlockMaximum.amperes)
    }

    /// The stud or screw of the block or holder; nil when it varies by maker.
    public static func stud(for type: FuseType, rating: Current) -> StudSize? {
        switch type {
        case .blade: goesInBlock(type, rating: rating) ? .m5 : nil
        case .blade58, .maxi, .breaker, .dcMcb: nil
        case .midi, .midi58: .m5
        case .mega, .anl, .mega58: .m8
        case .classT:
            rating.amperes >= 225 ? .m10 : rating.amperes >= 110 ? .m8 : nil
        }
    }

    /// The family of a fuse a file names only by its rating: the first family, in `cable`'s order,
    /// that makes the rating, is rated for `voltage` and whose holders take `conductor` — and,
    /// when `interruptRating` is given, the first of those that interrupts it, else the first
    /// (which `check` reports, `fuseInterruptRating`); nil when none is.
    /// The voltage rule is ``FuseRule``'s (its ``FuseRule/families``), the holder rule
    /// ``FuseType/accepts(_:)``.
    public static func family(
        of rating: Current, conductor: ConductorSize, voltage: Voltage, interruptRating: Current? = nil
    ) -> FuseType? {
        let making = candidates(conductor: conductor, voltage: voltage).filter { $0.makes(rating) }
        if let interruptRating,
            let rated = making.first(where: { Tolerance.isAtLeast($0.interruptRating.amperes, interruptRating.amperes) })
        {
            return rated
        }
        return making.first
    }

    /// The families, in `cable`'s order, rated for `voltage` (``FuseRule/families``) whose holders
    /// take `conductor` (every family's when it is nil).
    public static func candidates(conductor: ConductorSize?, voltage: Voltage) -> [FuseType] {
        let rated = (try? FuseRule(maximumVoltage: voltage).families.get()) ?? []
        return rated.filter { $0.accepts(conductor) }
    }

    /// Blade fuses shared out into blocks: `count` fuses in blocks of 12 and a last one of 6 when
    /// 6 or fewer are left, in order. Returns how many fuses each block holds and its ways.
    public static func blocks(for count: Int) -> [(fuses: Int, ways: Int)] {
        guard count > 0, let largest = bladeBlockWays.last else { return [] }
        var blocks: [(Int, Int)] = []
        var left = count
        while left > 0 {
            let fuses = min(left, largest)
            blocks.append((fuses, bladeBlockWays.first { $0 >= fuses } ?? largest))
            left -= fuses
        }
        return blocks
    }
}
