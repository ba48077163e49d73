#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The environment variables a run reads (``CLI/environmentVariables``), by name: the process's
/// own (``process``), read with `getenv` when asked for, or a fixed set (tests, written as a
/// dictionary literal).
///
/// The process's variables are not copied into a `[String: String]` at start-up: a run reads a
/// handful, and the dictionary's first use cost about 23 000 instructions of generic metadata
/// (docs/PERFORMANCE.md, *Start-up*) on every command.
struct Environment: ExpressibleByDictionaryLiteral, Equatable {
    /// nil for the process's own variables.
    private let given: [String: String]?

    /// The process's environment, read as each variable is asked for.
    static let process = Environment(given: nil)

    private init(given: [String: String]?) {
        self.given = given
    }

    /// A fixed set of variables.
    init(_ variables: [String: String]) {
        given = variables
    }

    init(dictionaryLiteral elements: (String, String)...) {
        given = Dictionary(elements) { first, _ in first }
    }

    /// The variable's value; nil when it is not set. Only the variables ``CLI/environmentVariables``
    /// lists may be read: debug builds (every test run) stop on any other, so the list stays the
    /// whole of what a run reads.
    subscript(name: String) -> String? {
        assert(CLI.environmentVariables.contains(name), "\(name) is read but not in CLI.environmentVariables")
        guard let given else { return Self.processVariable(name) }
        return given[name]
    }

    /// `getenv(name)` with the name ended by a NUL on the stack. Passing the `String` itself
    /// would convert it through `String.utf8CString` — every name here is a small string, which
    /// has no NUL-ended storage — making a `ContiguousArray<CChar>` per read (a run reads about
    /// ten) and that array type's metadata at the first (docs/PERFORMANCE.md, *Start-up: fewer
    /// first uses, and the data packed too*).
    private static func processVariable(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { cName in
                for index in bytes.indices { cName[index] = CChar(bitPattern: bytes[index]) }
                cName[bytes.count] = 0
                return cName.baseAddress.flatMap { getenv($0) }.map { String(cString: $0) }
            }
        }
    }
}
