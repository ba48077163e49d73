import Foundation
import Testing

/// A suite that edits sample systems written into a temporary folder of its own: the one helper
/// that writes `cable example NAME` there (it was copied into each suite).
protocol ExampleFolder {
    /// The suite's temporary folder, removed when the suite is.
    var folder: URL { get }
}

extension ExampleFolder {
    /// `cable example NAME` written to `file` in the folder; its path.
    func example(_ name: String, as file: String) throws -> String {
        let example = try CableProcess.run(["example", name])
        #expect(example.status == 0, "\(example.stderr)")
        let path = folder.appendingPathComponent(file).path
        try example.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The sample van written to `file` in the folder; its path.
    func van(_ file: String) throws -> String { try example("van", as: file) }
}
