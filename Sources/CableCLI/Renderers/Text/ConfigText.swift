import CableCore
import CableText

/// `cable config list` for people: each setting the config file holds, one per line.
enum ConfigText {
    static func list(_ preferences: Preferences, in language: Language) -> String {
        let rows = Preferences.Key.allCases.compactMap { key in preferences.text(of: key).map { (key.rawValue, $0) } }
        guard !rows.isEmpty else { return language.tr("no settings in the config file") + "\n" }
        return TextLayout.keyValues(rows, indent: 0)
    }
}
