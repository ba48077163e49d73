import CableCore

extension Arguments {
    /// The FILE argument's system, analysed in the units that apply to it
    /// (``units(for:)``): what `report`, `check`, `bom` and `diagram` start from.
    func analyzedSystem() throws(CLIError) -> (path: String, report: SystemReport, display: Display) {
        let (path, system) = try systemFile()
        let units = try units(for: system)
        do {
            return (path, try SystemAnalyzer.analyze(system, units: units), Display(units: units, language: language))
        } catch {
            throw .badData(.analysis(file: InputFile.displayName(path), error))
        }
    }
}
