import CableCore

/// The wiring diagram of a system as a ``Drawing``: battery bank, main fuse and switch, the
/// positive and negative bus bars, and one row per load and charger.
enum WiringDiagram {
    static func layout(_ report: SystemReport, display: Display) -> Drawing {
        Drawing(width: 595, height: 842, items: [])
    }
}
