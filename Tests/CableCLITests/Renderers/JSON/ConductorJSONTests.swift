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

    @Test(arguments: [JSONWriter.Layout.compact, .indented, .inline])
    func everySize_writesTheMemberListsObject(layout: JSONWriter.Layout) {
        let sizes = WireSeries.allCases.flatMap(\.sizes) + [.kcmil(250), .metric(0.75), .awg(-3)]
        for size in sizes {
            #expect(Self.written(size, layout: layout) == Self.fromMemberList(size, layout: layout), "\(size.label)")
        }
        #expect(
            Self.written(.metric(2.5), layout: .compact)
                == #"{"areaSquareMillimeters":2.5,"awg":null,"kcmil":null,"label":"2.5 mm²","series":"metric"}"#)
        #expect(Self.written(.awg(-1), layout: .compact).contains(#""awg":"2/0","kcmil":null,"label":"2/0 AWG","series":"awg"}"#))
    }
}
