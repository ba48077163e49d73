import CableCore

extension Words {
    /// `3:14: unexpected '"', expected ',' or '}'`.
    public func text(_ error: JSONSyntaxError) -> String {
        "\(error.position): \(text(error.problem))"
    }

    /// What is wrong, without the position: `duplicate key "voltage"`.
    public func text(_ problem: JSONSyntaxError.Problem) -> String {
        switch problem {
        case .byteOrderMark: tr("the file starts with a UTF-8 byte-order mark; save it without one")
        case .utf16: tr("the file is UTF-16; save it as UTF-8")
        case .unexpected(let token, let expected): unexpected(text(token), expected)
        case .duplicateKey(let key): tr("duplicate key \"{key}\"", ["key": EchoedText.escaped(key)])
        case .tooDeep(let levels): tr("nesting deeper than {levels} levels", ["levels": String(levels)])
        case .endOfString: tr("unexpected end of file inside a string")
        case .controlCharacter(let byte): tr("control character ({byte}) inside a string; escape it", ["byte": hex(byte)])
        case .endOfEscape: tr("unexpected end of file in an escape")
        case .invalidEscape(let byte):
            tr(
                "invalid escape '\\{character}' in a string",
                ["character": byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : hex(byte)])
        case .endOfUnicodeEscape: tr("unexpected end of file in a \\u escape")
        case .invalidHexDigit: tr("invalid hex digit in a \\u escape")
        case .loneSurrogate: tr("lone UTF-16 surrogate in \\u escape")
        case .invalidSurrogatePair: tr("invalid UTF-16 surrogate pair in \\u escape")
        case .invalidUTF8Byte(let byte): tr("invalid UTF-8 {byte}", ["byte": hex(byte)])
        case .truncatedUTF8: tr("truncated UTF-8 sequence")
        case .invalidUTF8Sequence: tr("invalid UTF-8 sequence")
        case .noIntegerDigit: tr("invalid number: expected a digit")
        case .leadingZero: tr("invalid number: leading zeros are not allowed")
        case .noFractionDigit: tr("invalid number: expected a digit after '.'")
        case .noExponentDigit: tr("invalid number: expected a digit in the exponent")
        case .invalidLiteral(let expected): tr("invalid literal, expected '{literal}'", ["literal": expected])
        }
    }

    private func unexpected(_ token: String, _ expected: JSONSyntaxError.Expectation) -> String {
        switch expected {
        case .value: tr("unexpected {token}, expected a value", ["token": token])
        case .memberName: tr("unexpected {token}, expected a member name in double quotes", ["token": token])
        case .colon: tr("unexpected {token}, expected ':' after the member name", ["token": token])
        case .commaOrBrace: tr("unexpected {token}, expected ',' or '}'", ["token": token])
        case .commaOrBracket: tr("unexpected {token}, expected ',' or ']'", ["token": token])
        case .endAfterValue: tr("unexpected {token} after the JSON value", ["token": token])
        }
    }

    /// What was found: `end of file`, `'x'`, `byte 0x1F`.
    func text(_ token: JSONSyntaxError.Token) -> String {
        switch token {
        case .endOfFile: tr("end of file")
        case .character(let character): "'\(character)'"
        case .byte(let byte): hex(byte)
        }
    }

    /// `byte 0x1F`.
    func hex(_ byte: UInt8) -> String {
        tr("byte 0x{hex}", ["hex": String(byte, radix: 16, uppercase: true)])
    }
}
