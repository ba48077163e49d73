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
    /// The most bytes a family's `jsonName` takes: the room batch makes for each family of its
    /// records' `fuseTypes` (``CompactJSONWriter/member(_:caseNames:longest:_:)``). A constant,
    /// not worked out from the names: as a `static let` it was a `swift_once` call every row.
    /// `JSONCaseNamesTests` check it against the longest name.
    @inline(always)
    static var longestJSONName: Int { 7 }
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
