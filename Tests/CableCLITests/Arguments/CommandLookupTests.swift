import CableCore
import Foundation
import Testing

@testable import CableCLI

/// The start-up path's written-out look-ups against the plain code they stand for: the command
/// switch (`CLI.command(named:)`) against `CLI.commands`, `CommandSpec.takes` against
/// `option(named:)`, and the environment read with `getenv` against Foundation's copy.
struct CommandLookupTests {
    @Test func commandNamed_findsEveryCommandByItsName() {
        for entry in CLI.commands {
            #expect(CLI.command(named: entry.name)?.name == entry.name, "\(entry.name)")
        }
        for name in ["", "help", "sizes", "Size", "--help", "size "] {
            #expect(CLI.command(named: name) == nil, "\(name)")
        }
    }

    @Test func takes_isWhetherOptionNamedFindsOne() {
        for entry in CLI.commands {
            let spec = entry.spec
            let names = spec.options.flatMap { [$0.name] + $0.aliases }
            for name in names + ["", "json-", "temperatures", "nosuch", "o"] {
                #expect(spec.takes(name) == (spec.option(named: name) != nil), "\(entry.name) --\(name)")
            }
        }
        // `size` reads --temperature as --conductor-temperature (an alias), and has no --dry-run.
        #expect(SizeCommand.spec.takes("temperature"))
        #expect(!SizeCommand.spec.takes("dry-run"))
    }

    @Test func processEnvironment_readsWhatTheProcessWasGiven() {
        let given = ProcessInfo.processInfo.environment
        // Names up to 15 bytes are small strings (`PATH`, `XDG_CONFIG_HOME`), longer ones are not
        // (`CABLE_CRITICAL_MAX_DROP`): both are ended with a NUL for getenv.
        for name in ["PATH", "HOME", "XDG_CONFIG_HOME", "CABLE_CRITICAL_MAX_DROP", "CABLE_FAULT_PAUSE_FILE"] {
            #expect(Environment.process[name] == given[name], "\(name)")
        }
    }
}
