import Foundation
import Testing

/// An inverter's surge shown as the file gives it — `surgeCurrent` in A, `surgePower` in W, with
/// `surgeSeconds` when given — in `list`, the diagram and the bill, as a load's is (stop 49 added
/// `surgeCurrent` for inverters; these showed only a `surgePower`). On the built binary.
@Suite("An inverter's surge as the file gives it: list, diagram, bill")
final class InverterSurgeShownCommandTests: TemporaryFolderSuite, ExampleFolder {
    init() throws { try super.init(named: "cable-invsurge") }

    /// The van's inverter given by `surgeCurrent` (480 A, at least its 238.95 A continuous):
    /// `list` and the bill show 480 A, not a surge power the file does not hold; with
    /// `surgeSeconds` `list` adds the duration, as a load's row does, and the diagram shows the
    /// surge it sized (480 A for 5 s).
    @Test func inverterGivenBySurgeCurrent_showsItsCurrent() throws {
        let file = try van("current.json")
        let set = try CableProcess.run(["set", "inverter", file, "Inverter 2 kW", "--surge-current", "480A"])
        #expect(set.status == 0, "\(set.stderr)")
        let list = try CableProcess.run(["list", "inverter", file])
        #expect(list.stdout.contains("  surge 480 A\n"), "\(list.stdout)")
        #expect(!list.stdout.contains("W surge") && !list.stdout.contains("surge 4000 W"), "\(list.stdout)")
        let german = try CableProcess.run(["list", "inverter", file, "--lang", "de"])
        #expect(german.stdout.contains("  Stoßstrom 480 A\n"), "\(german.stdout)")
        let bom = try CableProcess.run(["bom", file])
        #expect(bom.stdout.contains("Inverter 2 kW: 2000 W continuous, 480 A surge current "), "\(bom.stdout)")
        let diagram = try CableProcess.run(["diagram", file])
        #expect(diagram.stdout.contains(">surge 480 A<"), "\(diagram.stdout)")
        let timed = try CableProcess.run(["set", "inverter", file, "Inverter 2 kW", "--surge-seconds", "5"])
        #expect(timed.status == 0, "\(timed.stderr)")
        let timedList = try CableProcess.run(["list", "inverter", file])
        #expect(timedList.stdout.contains("  surge 480 A for 5 s\n"), "\(timedList.stdout)")
        let timedDiagram = try CableProcess.run(["diagram", file])
        #expect(timedDiagram.stdout.contains("surge 480 A for 5 s<"), "\(timedDiagram.stdout)")
    }

    /// The sample van's inverter keeps its `surgePower` (4000 W) where the file gives it, in the
    /// language's word for a surge power (de "Spitze"), not its word for a surge current.
    @Test func inverterGivenBySurgePower_showsItsPower() throws {
        let file = try van("power.json")
        let list = try CableProcess.run(["list", "inverter", file])
        #expect(list.stdout.contains("  surge 4000 W\n"), "\(list.stdout)")
        let german = try CableProcess.run(["list", "inverter", file, "--lang", "de"])
        #expect(german.stdout.contains("  Spitze 4\u{202F}000 W\n"), "\(german.stdout)")
        let bom = try CableProcess.run(["bom", file])
        #expect(bom.stdout.contains("Inverter 2 kW: 2000 W continuous, 4000 W surge "), "\(bom.stdout)")
    }
}
