import CableCore
import CableText

/// `cable check --format junit`: JUnit XML, the report format CI systems read (GitLab, Jenkins,
/// Azure, GitHub test-report actions).
///
/// One `<testsuite>` per file (its name is the path); in it one `<testcase>` per DC circuit
/// (`load Fridge`), with one `<failure>` holding every rule that circuit breaks (type: the rules,
/// comma-separated; message: the first; text: one line each), each led by where its entity's
/// object is in the file as an error gives a position (`van.json:12:5: `, as the GitHub
/// annotations' `line=` and `col=`). A violation that belongs to no
/// circuit (a bank's peak current when the bank has no feed of its own) gets a test case named
/// after what it is about. A file that could not be checked is one test case with an `<error>`.
/// Every text and attribute goes through ``XMLText``, so the document is well-formed for any
/// input and no name starts a line of its own.
enum CheckJUnit {
    struct Case {
        let name: String
        /// Each rule broken, its message, and where its entity is (`van.json:12:5: `; empty when not known).
        var failures: [(rule: String, message: String, location: String)] = []
    }

    /// The suites written a file at a time; the document's totals come first, so the suites'
    /// text (not the reports) is kept until the end.
    struct Stream {
        /// The language of the run: an unreadable file's error is worded in it.
        let language: Language
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        var totalErrors = 0

        mutating func add(_ file: CheckedFile) {
            let path = CheckJUnit.attribute(file.shownPath)
            switch file.outcome {
            case .checked(let report, let display):
                let cases = CheckJUnit.testCases(report, display: display, file: file)
                let failures = cases.filter { !$0.failures.isEmpty }.count
                totalTests += cases.count
                totalFailures += failures
                suites +=
                    "  <testsuite name=\"\(path)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
                for testCase in cases {
                    suites += "    <testcase classname=\"\(path)\" name=\"\(CheckJUnit.attribute(testCase.name))\""
                    guard let first = testCase.failures.first else {
                        suites += "/>\n"
                        continue
                    }
                    let types = testCase.failures.map(\.rule).joined(separator: ",")
                    // One line a failure: each escaped on its own, so only these line feeds are raw.
                    let body = testCase.failures.map { CheckJUnit.text("\($0.location)\($0.rule): \($0.message)") }
                        .joined(separator: "\n")
                    suites +=
                        ">\n      <failure type=\"\(CheckJUnit.attribute(types))\" message=\"\(CheckJUnit.attribute(first.location + first.message))\">"
                    suites += "\(body)</failure>\n    </testcase>\n"
                }
            case .failed(let error):
                totalTests += 1
                totalErrors += 1
                suites += "  <testsuite name=\"\(path)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
                suites += "    <testcase classname=\"\(path)\" name=\"read and validate\">\n"
                suites +=
                    "      <error type=\"\(error.code)\" message=\"\(CheckJUnit.attribute(error.text(in: language)))\">\(CheckJUnit.text(error.text(in: language)))</error>\n"
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }

        consuming func finish() -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<testsuites name=\"cable check\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n"
                + suites + "</testsuites>\n"
        }
    }

    /// One case per circuit in the report's order, then one per other subject of a violation;
    /// a failure's message starts with its place in `file` when known (`van.json:12:5: `).
    static func testCases(_ report: SystemReport, display: Display, file: CheckedFile? = nil) -> [Case] {
        var cases = report.circuits.map { Case(name: "\($0.kind.rawValue) \($0.name)") }
        // A circuit by its name, and by its kind and name: a DC-DC charger's output and input
        // runs share a name, and a violation's kind says which it concerns.
        var index: [String: Int] = [:]
        var byKind: [String: Int] = [:]
        for (position, circuit) in report.circuits.enumerated() {
            if index[circuit.name] == nil { index[circuit.name] = position }
            if byKind[cases[position].name] == nil { byKind[cases[position].name] = position }
        }
        for violation in report.violations {
            let location = file.flatMap { file in
                file.position(of: violation.circuit).map { "\(file.shownPath):\($0.line):\($0.column): " }
            }
            let failure = (violation.rule.rawValue, CheckText.message(violation, display: display), location ?? "")
            if let kind = violation.kind, let position = byKind["\(kind.rawValue) \(violation.circuit)"] {
                cases[position].failures.append(failure)
            } else if let position = index[violation.circuit] {
                cases[position].failures.append(failure)
            } else {
                index[violation.circuit] = cases.count
                cases.append(Case(name: violation.circuit, failures: [failure]))
            }
        }
        return cases
    }

    /// Character data, through the one XML escaper (``XMLText``).
    static func text(_ value: String) -> String { XMLText.escaped(value) }

    /// An attribute value in double quotes: also `'`.
    static func attribute(_ value: String) -> String { XMLText.escaped(value, apostrophe: true) }
}
