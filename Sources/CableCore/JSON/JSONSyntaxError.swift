/// Malformed JSON, with where it went wrong: a typed ``Problem`` CableText words
/// (`3:14: unexpected '"', expected ',' or '}'`).
public struct JSONSyntaxError: Error, Equatable, Sendable {
    /// Where the problem is: line and column (counted in Unicode scalars, from 1).
    public let position: JSONPosition
    /// What is wrong there.
    public let problem: Problem

    /// A problem at a position.
    public init(position: JSONPosition, problem: Problem) {
        self.position = position
        self.problem = problem
    }

    /// What the reader found where it expected something else.
    public enum Token: Equatable, Sendable {
        /// The end of the file.
        case endOfFile
        /// A printable ASCII character.
        case character(Character)
        /// Any other byte.
        case byte(UInt8)
    }

    /// What the reader expected instead.
    public enum Expectation: Equatable, Sendable {
        /// A value.
        case value
        /// A member name in double quotes.
        case memberName
        /// `:` after a member name.
        case colon
        /// `,` or `}`.
        case commaOrBrace
        /// `,` or `]`.
        case commaOrBracket
        /// Nothing more: the file's one value has ended.
        case endAfterValue
    }

    /// Every way a file can fail to be JSON.
    public enum Problem: Equatable, Sendable {
        /// The file starts with a UTF-8 byte-order mark.
        case byteOrderMark
        /// The file is UTF-16.
        case utf16
        /// Something unexpected where `expected` should be.
        case unexpected(Token, expected: Expectation)
        /// An object names a member twice.
        case duplicateKey(String)
        /// Nesting deeper than the limit.
        case tooDeep(levels: Int)
        /// The file ends inside a string.
        case endOfString
        /// A control character inside a string.
        case controlCharacter(UInt8)
        /// The file ends in an escape.
        case endOfEscape
        /// An escape other than JSON's (`\x`); the byte after the backslash.
        case invalidEscape(UInt8)
        /// The file ends in a `\u` escape.
        case endOfUnicodeEscape
        /// A `\u` escape with a non-hex digit.
        case invalidHexDigit
        /// A lone UTF-16 surrogate in a `\u` escape.
        case loneSurrogate
        /// An invalid UTF-16 surrogate pair in a `\u` escape.
        case invalidSurrogatePair
        /// A byte that is not UTF-8.
        case invalidUTF8Byte(UInt8)
        /// A truncated UTF-8 sequence.
        case truncatedUTF8
        /// An invalid UTF-8 sequence.
        case invalidUTF8Sequence
        /// A number without a digit.
        case noIntegerDigit
        /// A number with a leading zero.
        case leadingZero
        /// A number with no digit after `.`.
        case noFractionDigit
        /// A number with no digit in its exponent.
        case noExponentDigit
        /// A misspelt literal; the literal expected (`true`).
        case invalidLiteral(expected: String)
    }
}
