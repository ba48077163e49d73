import Testing

@testable import CableCore

/// The flat-object reader of batch lines (``SizingRequest/forEachMember(ofFlatObject:_:)`` and
/// ``SizingRequest/read(flatObject:into:other:)``) reads plain keys and string values by the
/// scanner's fast path (``JSONScanner/plainString()``) and everything else by the general
/// string reader. The oracle is ``JSONReader``, which reads every string by the general reader:
/// on lines made of every kind of key, value and white space it must read the same members,
/// and fail on the same malformed lines.
@Suite("SizingRequest: flat objects against the document reader")
struct SizingRequestFlatObjectTests {
    static let keys = [
        #""current""#, #""voltage""#, #""length""#, #""resistance""#, #""material""#, #""units""#, #""id""#, #""name""#,
        #""c\u0075rrent""#, #""lenght""#, #""\"q""#, #""""#, #""ümlaut""#, #""a\\b""#, #""conductorTemperature""#,
    ]
    static let values = [
        "35", "-0", "17.0", "1e309", "12345678901234567890", "0.0000000000000001", "-2.5E-3", "true", "false", "null",
        #""nominal""#, #""real""#, #""Nominal""#, #""copper""#, #""12V""#, #""""#, #""nom\u0069nal""#, #""tab\tx""#,
        #""€ and ü""#, #""a long plain string of forty-odd bytes, past a word""#, #""\ud83d\ude00""#, #""q\"q""#,
    ]
    static let spaces = ["", " ", "  ", "\t", " \r\n "]

    /// A line of `count` (at most six) members picked by `pick` (a deterministic walk through
    /// the pieces). The keys are consecutive in ``keys``, so no two name the same key (the
    /// document reader refuses a repeated key; `current` and its escaped spelling are eight
    /// apart).
    static func line(_ count: Int, _ pick: (Int) -> Int) -> String {
        let first = pick(0)
        let members = (0..<count).map { index in
            func space(_ n: Int) -> String { spaces[pick(n * 7 + index) % spaces.count] }
            return space(1) + keys[(first + index) % keys.count] + space(2) + ":" + space(3)
                + values[pick(index * 5 + 1) % values.count] + space(4)
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// The members the flat reader hands over: key, value and the value's text.
    static func flatMembers(_ line: [UInt8]) -> [(String, SizingRequest.Value, String)]? {
        line.withUnsafeBufferPointer { bytes in
            var members: [(String, SizingRequest.Value, String)] = []
            do {
                try SizingRequest.forEachMember(ofFlatObject: bytes) { key, value, text in
                    members.append(
                        (
                            String(decoding: key, as: UTF8.self), value,
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[text]), as: UTF8.self)
                        ))
                }
                return members
            } catch {
                return nil
            }
        }
    }

    /// The members the document reader reads, nulls left out as the flat reader leaves them.
    static func documentMembers(_ line: [UInt8]) -> [(String, SizingRequest.Value, String?)]? {
        guard case .object(let members, _)? = try? JSONReader.parse(line) else { return nil }
        return members.compactMap { (key, node) -> (String, SizingRequest.Value, String?)? in
            switch node {
            case .number(let value, let text, _): (key, .number(value), text)
            case .string(let text, _): (key, .text(text), nil)
            case .bool(let flag, _): (key, .bool(flag), nil)
            case .null: nil
            default: (key, .text("nested"), nil)
            }
        }
    }

    static func same(_ flat: [(String, SizingRequest.Value, String)], _ document: [(String, SizingRequest.Value, String?)])
        -> Bool
    {
        flat.count == document.count
            && zip(flat, document).allSatisfy { flat, document in
                guard flat.0 == document.0 else { return false }
                // A number's text is its token as written; the values compare by their bits (-0).
                switch (flat.1, document.1) {
                case (.number(let a), .number(let b)): return a.bitPattern == b.bitPattern && flat.2 == document.2
                default: return flat.1 == document.1
                }
            }
    }

    /// 20 000 lines of one to six members: every one read, with the same members as the
    /// document reader's; and every line with one byte changed read by both or by neither
    /// (nested values aside: the document reader takes them, the flat reader refuses them).
    @Test func generatedLines_readAsTheDocumentReaderReadsThem() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let replacements = Array(#"{}[]",:\ 0-.eEtfnu"#.utf8) + [0x00, 0x0A, 0x1F, 0x7F, 0xC3, 0xFF]
        var mismatches = 0
        for index in 0..<20_000 {
            let bytes = Array(Self.line(1 + index % 6, next).utf8)
            guard let flat = Self.flatMembers(bytes), let document = Self.documentMembers(bytes), Self.same(flat, document)
            else {
                mismatches += 1
                if mismatches < 5 { Issue.record("read differently: \(String(decoding: bytes, as: UTF8.self))") }
                continue
            }
            var changed = bytes
            changed[next(0) % changed.count] = replacements[next(1) % replacements.count]
            let flatChanged = Self.flatMembers(changed)
            let documentChanged = Self.documentMembers(changed)
            if let documentChanged, documentChanged.contains(where: { $0.1 == .text("nested") }) { continue }
            let agree =
                switch (flatChanged, documentChanged) {
                case (nil, nil): true
                case (let flat?, let document?): Self.same(flat, document)
                default: false
                }
            if !agree {
                mismatches += 1
                if mismatches < 5 { Issue.record("changed line read differently: \(String(decoding: changed, as: UTF8.self))") }
            }
        }
        #expect(mismatches == 0)
    }

    /// The request's fields read from a line (``SizingRequest/read(flatObject:into:other:)``,
    /// keys matched from their bytes, enumeration names taken as their cases' names) equal the
    /// fields set one by one by name from the document reader's members.
    @Test func readFlatObject_setsTheFieldsTheDocumentsMembersSet() throws {
        var state: UInt64 = 42
        func next(_: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var fields = SizingRequest.Fields()
        for index in 0..<5_000 {
            let bytes = Array(Self.line(1 + index % 6, next).utf8)
            try bytes.withUnsafeBufferPointer { line in
                try SizingRequest.read(flatObject: line, into: &fields) { _, _, _ in false }
            }
            let document = try #require(Self.documentMembers(bytes))
            let expected = SizingRequest.Fields(document.map { (key: $0.0, value: $0.1) })
            for key in SizingRequest.Key.allCases {
                #expect(fields[key] == expected[key], "\(key) in \(String(decoding: bytes, as: UTF8.self))")
            }
            #expect(fields.keyProblem == expected.keyProblem, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
