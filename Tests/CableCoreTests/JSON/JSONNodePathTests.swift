import Testing

@testable import CableCore

/// A field path as errors name it (`loads[1].input.length`) found in the parsed text, for the
/// line of an error the analysis raises without knowing the text.
struct JSONNodePathTests {
    static let text = """
        {
          "loads": [
            { "name": "A" },
            { "name": "B", "input": { "length": 4 } }
          ],
          "name": "x"
        }
        """

    @Test(
        arguments: [
            ("loads[1].input.length", 4, 41),  // the value itself
            ("loads[1]", 4, 5),  // an entry: its object
            ("loads[0].input.length", 3, 5),  // no `input`: the deepest value there is
            ("loads[7]", 2, 12),  // no such element: the list
            ("chargers[1] input current (output power / …)", nil, nil),  // not in the file
            ("loads[1] input current (output power / …)", 4, 5),  // a description after the path
            ("name", 6, 11),
            ("", nil, nil),
        ] as [(String, Int?, Int?)])
    func position_alongAFieldPath(_ path: String, _ line: Int?, _ column: Int?) throws {
        let root = try JSONReader.parse(Self.text)
        let position = root.position(along: path)
        #expect(position?.line == line)
        #expect(position?.column == column)
    }
}
