import Testing

@testable import CableCore

/// The scanner steps over runs of printable ASCII in one tight loop and reads every other byte
/// one by one (`JSONScanner.stringToken()`, eight bytes at a time while eight remain): each
/// byte value, alone and after runs of every length up to 40, with the string at the end of the
/// input or followed by more, must end, continue or break the string as RFC 8259 says.
@Suite("JSONScanner: strings byte by byte")
struct JSONScannerStringTests {
    /// The token of `"` run byte `x"`: its text range and decoded bytes, or the failure.
    static func scan(_ bytes: [UInt8]) -> Result<(text: Range<Int>, decoded: [UInt8]?), JSONScanner.Failure> {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            return Result { () throws(JSONScanner.Failure) in try scanner.stringToken() }
        }
    }

    @Test func everyByte_afterEveryRunLength_isReadAsTheGrammarSays() throws {
        for runLength in 0...40 {
            let run = (0..<runLength).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            for padding in [0, 9] {
                for value in 0...255 {
                    let byte = UInt8(value)
                    let input =
                        [UInt8(ascii: "\"")] + run + [byte, UInt8(ascii: "x"), UInt8(ascii: "\"")]
                        + Array(repeating: UInt8(ascii: " "), count: padding)
                    let at = 1 + runLength  // where `byte` is
                    let result = Self.scan(input)
                    switch byte {
                    case UInt8(ascii: "\""):
                        // The string ends at the byte: its text is the run.
                        let token = try result.get()
                        #expect(token.text == 1..<at && token.decoded == nil, "\(runLength) \(value) \(padding)")
                    case UInt8(ascii: "\\"):
                        // `\x` is no escape.
                        #expect(throws: JSONScanner.Failure.self) { try result.get() }
                        if case .failure(let failure) = result {
                            #expect(failure.kind == .invalidEscape(UInt8(ascii: "x")) && failure.escapeStart == at)
                        }
                    case 0x00..<0x20:
                        if case .failure(let failure) = result {
                            #expect(
                                failure.kind == .controlCharacter(byte) && failure.offset == at,
                                "\(runLength) \(value) \(padding)")
                        } else {
                            Issue.record("control character \(value) after \(runLength) read as text")
                        }
                    case 0x20..<0x80:
                        let token = try result.get()
                        #expect(token.text == 1..<(at + 2) && token.decoded == nil, "\(runLength) \(value) \(padding)")
                    default:
                        // A lone byte ≥ 0x80 followed by `x` is never UTF-8.
                        if case .failure(let failure) = result {
                            #expect(failure.offset == at, "\(runLength) \(value) \(padding)")
                        } else {
                            Issue.record("byte \(value) after \(runLength) read as text")
                        }
                    }
                }
            }
            // A run cut off by the end of the input.
            let open =
                [UInt8(ascii: "\"")] + run + (runLength.isMultiple(of: 2) ? [] : Array(repeating: UInt8(ascii: " "), count: 9))
            if case .failure(let failure) = Self.scan(open) {
                #expect(failure.kind == .endOfString && failure.offset == open.count)
            } else {
                Issue.record("unterminated string of \(runLength) read")
            }
            // Runs on both sides of an escape and of a two-byte character.
            let escaped = Self.scan([UInt8(ascii: "\"")] + run + Array("\\n".utf8) + run + Array("é\"".utf8))
            let token = try escaped.get()
            #expect(token.decoded == run + [0x0A] + run + Array("é".utf8))
        }
    }

    /// ``JSONScanner/plainString()`` (batch's fast path for keys and values) against
    /// ``JSONScanner/stringToken()`` (the oracle) on the same inputs as above and with a second
    /// string after them: a string it takes must be one the oracle reads with the same text
    /// range, no decoded bytes and the same end; one it leaves must leave the index at the
    /// quote; and it must take every string of printable ASCII without `\` (a silent failure to
    /// take them would only be slower, a wrong take would change what a line reads).
    @Test func plainString_takesExactlyThePlainStrings_asTheGeneralReaderReadsThem() {
        func check(_ input: [UInt8], _ note: String) {
            input.withUnsafeBufferPointer { buffer in
                var plain = JSONScanner(buffer)
                var general = JSONScanner(buffer)
                let oracle = Result { () throws(JSONScanner.Failure) in try general.stringToken() }
                guard let text = plain.plainString() else {
                    #expect(plain.index == 0, "\(note): index moved")
                    // Left for the general reader: then it was not plain.
                    if case .success(let token) = oracle, token.decoded == nil {
                        let isPlain = buffer[token.text].allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\\") }
                        #expect(!isPlain, "\(note): a plain string not taken")
                    }
                    return
                }
                guard case .success(let token) = oracle else {
                    Issue.record("\(note): taken, but the general reader fails")
                    return
                }
                #expect(token.text == text && token.decoded == nil && general.index == plain.index, "\(note)")
            }
        }
        for runLength in 0...40 {
            let run = (0..<runLength).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            for padding in [0, 1, 9] {
                for value in 0...255 {
                    let input =
                        [UInt8(ascii: "\"")] + run + [UInt8(value), UInt8(ascii: "x"), UInt8(ascii: "\"")]
                        + Array(repeating: UInt8(ascii: " "), count: padding) + Array(#""next""#.utf8)
                    check(input, "\(runLength) \(value) \(padding)")
                    check(Array(input.prefix(2 + runLength)), "cut \(runLength) \(value) \(padding)")
                }
            }
            check([UInt8(ascii: "\"")] + run + [UInt8(ascii: "\"")], "run \(runLength)")
            check([UInt8(ascii: "\"")] + run, "open run \(runLength)")
        }
    }
}
