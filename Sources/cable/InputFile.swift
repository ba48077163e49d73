import CableCore
import Foundation

/// Reads input files (or standard input for `-`) with the exit codes the conventions give:
/// missing or unreadable 66, failing part-way 74, too large 65.
enum InputFile {
    /// System files are small; anything larger is surely not one.
    static let maximumBytes = 16 << 20

    /// The name used in messages: the path, or `<stdin>`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Refuses (exit 66) a path that does not exist or is a directory, with the reason.
    static func requireReadableFile(_ path: String) throws(CLIError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .noInput("cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else { throw .noInput("cannot read '\(path)': it is a directory") }
    }

    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        let handle: FileHandle
        if path == "-" {
            handle = .standardInput
        } else {
            try requireReadableFile(path)
            guard let opened = FileHandle(forReadingAtPath: path) else {
                throw .noInput("cannot read '\(path)': permission denied or not a regular file")
            }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        var bytes: [UInt8] = []
        do {
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                bytes.append(contentsOf: chunk)
                if bytes.count > maximumBytes {
                    throw CLIError.badData("\(displayName(path)): larger than \(maximumBytes >> 20) MiB; not a system file")
                }
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw .ioError("cannot read '\(displayName(path))': \(error.localizedDescription)")
        }
        return bytes
    }

    /// Reads and validates a system file named by the command's FILE argument.
    static func system(_ path: String) throws(CLIError) -> ElectricalSystem {
        let bytes = try read(path)
        do {
            return try SystemFile.decode(bytes)
        } catch {
            throw .badData("\(displayName(path)):\(error.description.first?.isNumber == true ? "" : " ")\(error)")
        }
    }
}
