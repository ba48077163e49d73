import CableCore

// The JSON names of the enumerations a sizing record holds, as static text: written with
// `JSONWriter.member(_:caseName:)`, copied into the record as they are rather than made into a
// `String` (`rawValue`) and scanned for escapes — batch writes some twenty a row (issue #36).
//
// Invariant: each `jsonName` is its case's `rawValue` (the name every other writer, the schema
// and the readers use). `JSONCaseNamesTests` compare them for every case; a new case does not
// compile until it is named here.

extension FuseType {
    /// In line (`@inline(always)`) in the fuse families' array, batch's ten a row: there the
    /// switch puts each name's constant bytes; called, each name was a call (~14 instructions)
    /// and a copy of a length not known where it is made.
    @inline(always)
    var jsonName: StaticString {
        switch self {
        case .blade: "blade"
        case .maxi: "maxi"
        case .midi: "midi"
        case .mega: "mega"
        case .anl: "anl"
        case .blade58: "blade58"
        case .midi58: "midi58"
        case .mega58: "mega58"
        case .breaker: "breaker"
        case .classT: "classT"
        case .dcMcb: "dcMcb"
        }
    }
}

extension FuseType {
    /// ``jsonName``'s bytes as one word, the first the lowest and zero bytes after the last (every
    /// family's name has at most eight): batch's records store each family of their `fuseTypes`
    /// so (``CompactJSONWriter/member(_:nameWords:_:)``), a load rather than a dispatch to each
    /// name's copy (wr37). Read from ``jsonNameWords`` at the family's place in it.
    /// `JSONCaseNamesTests` check every family's word against its name.
    @inline(always)
    var jsonNameWord: UInt64 {
        let place =
            switch self {
            case .blade: 0
            case .maxi: 1
            case .midi: 2
            case .mega: 3
            case .anl: 4
            case .blade58: 5
            case .midi58: 6
            case .mega58: 7
            case .breaker: 8
            case .classT: 9
            case .dcMcb: 10
            }
        let words = UnsafeRawPointer(Self.jsonNameWords.utf8Start)
        return UInt64(littleEndian: words.loadUnaligned(fromByteOffset: 8 &* place, as: UInt64.self))
    }

    /// The families' ``jsonName``s in eight bytes each, zero bytes after the name, at the places
    /// ``jsonNameWord`` reads: a text written in the code, not a table made when first used.
    @inline(always)
    static var jsonNameWords: StaticString {
        "blade\0\0\0maxi\0\0\0\0midi\0\0\0\0mega\0\0\0\0anl\0\0\0\0\0blade58\0midi58\0\0mega58\0\0breaker\0classT\0\0dcMcb\0\0\0"
    }
}

extension ConductorMaterial {
    var jsonName: StaticString {
        switch self {
        case .copper: "copper"
        case .aluminium: "aluminium"
        }
    }
}

extension AppliedResistanceModel {
    var jsonName: StaticString {
        switch self {
        case .real: "real"
        case .nominal: "nominal"
        case .abyc: "abyc"
        }
    }
}

extension WireSeries {
    var jsonName: StaticString {
        switch self {
        case .metric: "metric"
        case .awg: "awg"
        case .marine: "marine"
        }
    }
}

extension SizingStandard {
    var jsonName: StaticString {
        switch self {
        case .defaultMethod: "default"
        case .abyc: "abyc"
        }
    }
}

extension LimitingFactor {
    var jsonName: StaticString {
        switch self {
        case .voltageDrop: "voltageDrop"
        case .ampacity: "ampacity"
        case .minimumSize: "minimumSize"
        }
    }
}

extension FuseCeiling.Rule {
    var jsonName: StaticString {
        switch self {
        case .ampacity: "ampacity"
        case .abyc150Percent: "abyc150Percent"
        case .abycNextRatingAboveAmpacity: "abycNextRatingAboveAmpacity"
        }
    }
}

extension FuseProblem {
    var jsonName: StaticString {
        switch self {
        case .noFamilyForVoltage: "noFamilyForVoltage"
        case .noFamilyForInterruptRating: "noFamilyForInterruptRating"
        case .noFamilyForConductor: "noFamilyForConductor"
        case .noRatingAtFloor: "noRatingAtFloor"
        case .noRatingUnderCeiling: "noRatingUnderCeiling"
        }
    }
}
