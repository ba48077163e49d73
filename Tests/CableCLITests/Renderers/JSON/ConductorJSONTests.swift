import CableCore
import Testing

@testable import CableCLI

/// `JSONWriter.conductor(_:)` writes its five members one by one (batch writes three conductor
/// objects a row), and the label straight into the record (`ConductorSize.writeLabel(to:)`):
/// compared, for every size of every series and a kcmil size, with the object written from
/// `ConductorMember.allCases` and the label as a `String`, in every layout.
@Suite("Conductor objects: member by member, as the member list writes them")
struct ConductorJSONTests {
    static func written(_ size: ConductorSize, layout: JSONWriter.Layout) -> String {
        var json = JSONWriter(layout: layout, sortedKeys: true)
        json.conductor(size)
        return json.text
    }

    /// The same object from the member list, the label made as a `String`.
    static func fromMemberList(_ size: ConductorSize, layout: JSONWriter.Layout) -> String {
        var json = JSONWriter(layout: layout, sortedKeys: true)
        json.beginObject()
        for member in JSONWriter.ConductorMember.allCases {
            if member == .label { json.member("label", size.label) } else { json.conductor(member, of: size) }
        }
        json.endObject()
        return json.text
    }

    /// Every size of every series, a kcmil size, and metric areas whose text takes an exponent
    /// or many digits, −0 and infinity (the metric object copies its area's text into its label).
    static let sizes =
        WireSeries.allCases.flatMap(\.sizes) + [
            .kcmil(250), .metric(0.75), .awg(-3), .metric(1e-7), .metric(123_456.789_012_345), .metric(-0.0),
            .metric(.infinity),
        ]

    @Test(arguments: [JSONWriter.Layout.compact, .indented, .inline])
    func everySize_writesTheMemberListsObject(layout: JSONWriter.Layout) {
        for size in Self.sizes {
            #expect(Self.written(size, layout: layout) == Self.fromMemberList(size, layout: layout), "\(size.label)")
        }
        #expect(
            Self.written(.metric(2.5), layout: .compact)
                == #"{"areaSquareMillimeters":2.5,"awg":null,"kcmil":null,"label":"2.5 mm²","series":"metric"}"#)
        #expect(Self.written(.awg(-1), layout: .compact).contains(#""awg":"2/0","kcmil":null,"label":"2/0 AWG","series":"awg"}"#))
    }

    /// Batch's writer (`CompactJSONWriter`) writes the same object for every size.
    @Test func everySize_batchWriterWritesTheSameObject() {
        for size in Self.sizes {
            var compact = CompactJSONWriter(sortedKeys: true, capacity: 64)
            compact.conductor(size)
            #expect(compact.text == Self.fromMemberList(size, layout: .compact), "\(size.label)")
        }
    }
}
