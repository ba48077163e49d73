import Foundation
import Testing

@testable import CableCLI

/// `cable catalog --help` shows examples; each must run as shown.
@Suite("Catalog help examples")
struct CatalogHelpTests {
    @Test func everyCatalogExample_succeeds() throws {
        for example in CatalogCommand.spec.examples {
            let arguments = example.split(separator: " ").dropFirst().map(String.init)
            let result = try CableProcess.run(arguments)
            #expect(result.status == 0, "\(example): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(example)")
        }
    }
}
