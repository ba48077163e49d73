import CableCore
import Foundation
import Testing

@testable import CableCLI

/// The static JSON names the sizing record writes without scanning (`JSONCaseNames.swift`) are
/// the cases' raw values — the names the schema, the readers and every other writer use — and
/// need no escaping.
@Suite("JSON case names: each the case's raw value")
struct JSONCaseNamesTests {
    static func check<T: CaseIterable & RawRepresentable>(_: T.Type, _ name: (T) -> StaticString) where T.RawValue == String {
        for value in T.allCases {
            let written = name(value)
            #expect("\(written)" == value.rawValue)
            #expect(JSONWriter.needsNoEscaping(UnsafeBufferPointer(start: written.utf8Start, count: written.utf8CodeUnitCount)))
        }
    }

    @Test func everyCase_isNamedByItsRawValue() {
        Self.check(FuseType.self, \.jsonName)
        Self.check(ConductorMaterial.self, \.jsonName)
        Self.check(AppliedResistanceModel.self, \.jsonName)
        Self.check(WireSeries.self, \.jsonName)
        Self.check(SizingStandard.self, \.jsonName)
        Self.check(LimitingFactor.self, \.jsonName)
        Self.check(FuseCeiling.Rule.self, \.jsonName)
        Self.check(FuseProblem.self, \.jsonName)
    }

    /// docs/json.md's fuse object names every family a record's `type` can be, in `FuseType`'s
    /// order (rev34e F14: it listed the six of before #34).
    @Test func jsonDoc_namesEveryFuseType() throws {
        let doc = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("docs/json.md"), encoding: .utf8)
        let line = try #require(doc.split(separator: "\n").first { $0.hasPrefix("| `fuse` | `{ratingAmperes, type,") })
        let listed = FuseType.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        #expect(line.contains("`type` is one of " + listed + " ("), "\(line)")
    }

    /// Each family's word (`jsonNameWord`, read from a text of eight bytes a family) is its name's
    /// bytes, the first the lowest, then zero bytes: a family's place or a name's padding written
    /// wrong in `jsonNameWords` would put another family's name, or a cut one, in batch's records.
    @Test(arguments: FuseType.allCases)
    func jsonNameWord_isTheNamesBytesThenZeros(_ type: FuseType) {
        let name = Array(type.rawValue.utf8)
        #expect(name.count <= 8)
        let bytes = withUnsafeBytes(of: type.jsonNameWord.littleEndian) { Array($0) }
        #expect(bytes == name + Array(repeating: 0, count: 8 - name.count))
        #expect(FuseType.jsonNameWords.utf8CodeUnitCount == 8 * FuseType.allCases.count)
    }

    /// The fuse object's `typeName` (the family's `displayName`), copied unscanned, needs no
    /// escaping.
    @Test func fuseTypeNames_needNoEscaping() {
        for type in FuseType.allCases {
            let written = type.staticDisplayName
            #expect(JSONWriter.needsNoEscaping(UnsafeBufferPointer(start: written.utf8Start, count: written.utf8CodeUnitCount)))
        }
    }

    /// Written as a member and as an array element, they are what the `String` path writes.
    @Test func caseNameMembers_writeTheRawValue() {
        var json = JSONWriter(layout: .inline, sortedKeys: true)
        json.beginObject()
        json.member("limitedBy", caseName: LimitingFactor.minimumSize.jsonName)
        json.key("types")
        json.fuseTypes([.classT, .blade58])
        json.endObject()
        #expect(json.text == #"{ "limitedBy": "minimumSize", "types": ["classT", "blade58"] }"#)
    }
}
