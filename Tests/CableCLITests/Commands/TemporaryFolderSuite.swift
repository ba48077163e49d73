import Foundation

/// A suite class with a temporary folder of its own: made when a test's suite instance is, removed
/// with it (Swift Testing makes one instance a test). The one copy of the set-up and clean-up that
/// every CLI suite writing files carried.
class TemporaryFolderSuite {
    /// The suite's temporary folder.
    let folder: URL

    /// A new folder named `prefix` and a UUID in the temporary directory.
    init(named prefix: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Writes `text` to `name` in the folder and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
