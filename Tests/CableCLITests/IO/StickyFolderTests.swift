import Foundation
import Testing

/// `-o` into a sticky shared folder (issue #31): an existing regular file or FIFO there that
/// belongs to neither the user nor the folder's owner is refused (73), as Linux's
/// `protected_regular` and `protected_fifos` at level 2 refuse an `O_CREAT` open, whether or not
/// the kernel enforces them. Planting another user's file needs root (chown).
@Suite("Sticky folders: protected_regular and protected_fifos, level 2")
final class StickyFolderTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-sticky-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path,
            toPath: folder.appendingPathComponent("van.json").path)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    static let isRoot = getuid() == 0

    func sh(_ script: String) throws -> ProcessResult { try CableProcess.shell(script, in: folder) }

    @Test(.enabled(if: isRoot, "planting another user's file needs root (chown)"), arguments: ["1777", "1770"])
    func otherUsersFileInAStickySharedFolder_isRefused(_ mode: String) throws {
        let result = try sh(
            "mkdir s && chmod \(mode) s && echo theirs > s/r.html && chown 12345 s/r.html && chmod 666 s/r.html && "
                + "\"$CABLE\" report van.json -o s/r.html; echo \"status $?\"; cat s/r.html")
        #expect(result.stdout.hasSuffix("status 73\ntheirs\n"), "\(result.stdout)")
        #expect(
            result.stderr
                == "error: refusing to write 's/r.html': the file belongs to uid 12345, not to you or the owner of 's', "
                + "a sticky shared folder (the protected-regular rule); remove it or write elsewhere\n")
    }

    @Test(.enabled(if: isRoot, "planting another user's FIFO needs root (chown)"))
    func otherUsersFIFOInAStickyFolder_isRefusedNotWaitedOn() throws {
        let result = try sh(
            "mkdir s && chmod 1777 s && mkfifo s/r.html && chown 12345 s/r.html && timeout 20 \"$CABLE\" report van.json -o s/r.html"
        )
        #expect(result.status == 73)
        #expect(result.stderr.contains("the FIFO belongs to uid 12345"))
    }

    @Test(.enabled(if: isRoot, "giving a folder and a file to another user needs root (chown)"))
    func folderOwnersFile_andFilesOutsideStickyFolders_areWritten() throws {
        // The folder's owner planted it: allowed, as the kernel allows it.
        let owners = try sh(
            "mkdir s && chmod 1777 s && chown 12345 s && echo old > s/r.html && chown 12345 s/r.html && "
                + "\"$CABLE\" report van.json -o s/r.html && head -c 15 s/r.html")
        #expect(owners.status == 0)
        #expect(owners.stdout == "<!DOCTYPE html>")
        #expect(owners.stderr == "wrote s/r.html\n")
        // Not sticky: another user's file in a plain world-writable folder is the folder's business.
        let plain = try sh(
            "mkdir p && chmod 777 p && echo old > p/r.html && chown 12345 p/r.html && \"$CABLE\" report van.json -o p/r.html")
        #expect(plain.status == 0)
    }
}
