extension JSONNode {
    /// Where the value a field path names starts, or the deepest value on the way that the text
    /// has: `loads[0].quantity` is the member's value, `loads[0]` the load's object, and
    /// `loads[0].input.length` the load's object when it has no `input`. The path is read as far
    /// as it is made of keys (letters, digits, `_`) joined by `.` and of `[index]`; what follows
    /// (`chargers[1] input current (…)`, a description the analysis gives a computed figure) is
    /// ignored. Nil when not even the first step is in the text.
    ///
    /// The analysis of a system names a problem by such a path without knowing the text
    /// (``SystemFileError/invalid(_:at:)`` with no position); this finds the line for it.
    public func position(along path: String) -> JSONPosition? {
        var node = self
        var found: JSONPosition?
        var rest = Substring(path)
        while let step = Self.firstStep(of: &rest) {
            switch (step, node) {
            case (.key(let key), .object(let members, _)):
                guard let value = members.first(where: { $0.key == key })?.value else { return found }
                node = value
            case (.index(let index), .array(let elements, _)):
                guard elements.indices.contains(index) else { return found }
                node = elements[index]
            default:
                return found
            }
            found = node.position
        }
        return found
    }

    private enum Step {
        case key(String)
        case index(Int)
    }

    /// Takes the first step off `rest`: `.key` for a run of letters, digits and `_` (after a
    /// `.`, except at the start), `.index` for `[digits]`; nil at anything else.
    private static func firstStep(of rest: inout Substring) -> Step? {
        if rest.first == "[" {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            let after = rest.dropFirst(1 + digits.count)
            guard !digits.isEmpty, after.first == "]", let index = Int(digits) else { return nil }
            rest = after.dropFirst()
            return .index(index)
        }
        var body = rest
        if body.first == "." { body = body.dropFirst() }
        let key = body.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard !key.isEmpty, body.startIndex == rest.startIndex || rest.first == "." else { return nil }
        rest = body.dropFirst(key.count)
        return .key(String(key))
    }
}
