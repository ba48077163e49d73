import Foundation
import Testing

/// `check DIR`, the catalogue folder and the config file cannot be made to hang, leave the
/// tree or lose a file (issue #31). Every run goes through `timeout 20`, so a hang fails the
/// test (status 124) instead of stalling the suite.
@Suite("Tree walks: FIFOs, devices, links out of the tree, loops, depth, odd names")
final class TreeWalkTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("d"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path,
            toPath: folder.appendingPathComponent("van.json").path)
    }

    deinit { _ = try? CableProcess.shell("rm -rf \"$F\"", in: URL(fileURLWithPath: "/"), environment: ["F": folder.path]) }

    func sh(_ script: String, environment: [String: String] = [:]) throws -> ProcessResult {
        try CableProcess.shell(script, in: folder, environment: environment)
    }

    @Test func fifoInTheTree_isReportedAsAFIFO_notWaitedOn() throws {
        let result = try sh("cp van.json d/ok.json && mkfifo d/x.json && timeout 20 \"$CABLE\" check d")
        #expect(result.status == 66)
        #expect(result.stderr.contains("error: cannot read 'd/x.json': it is a FIFO, not a regular file; not read\n"))
        #expect(result.stdout.hasPrefix("ok: d/ok.json: 11 circuits"))
        #expect(result.stderr.hasSuffix("2 files: 1 passed, 0 failed, 1 not checked\n"))
    }

    @Test(arguments: ["/dev/stdin", "/proc/self/fd/0", "/dev/ptmx", "/dev/console", "/", "../van.json"])
    func linkOutOfTheTree_isNotFollowed(_ target: String) throws {
        let result = try sh(
            "ln -s \"$T\" d/x.json && ln -s \"$T\" d/dir && sleep 30 | timeout 20 \"$CABLE\" check d", environment: ["T": target])
        #expect(result.status == 66)
        #expect(result.stderr.contains("error: 'd/x.json' is a symbolic link out of the folder; not followed\n"))
    }

    @Test func linkToAFIFOInsideTheTree_isReportedByItsKind() throws {
        let result = try sh("mkfifo d/pipe && ln -s pipe d/x.json && timeout 20 \"$CABLE\" check d")
        #expect(result.status == 66)
        #expect(result.stderr.contains("'d/x.json': it is a FIFO, not a regular file; not read"))
    }

    @Test func linkInsideTheTree_isFollowed() throws {
        let result = try sh(
            "mkdir d/sub && cp van.json d/sub/van.json && ln -s sub/van.json d/link.json && timeout 20 \"$CABLE\" check d")
        #expect(result.status == 0)
        #expect(result.stdout.contains("ok: d/link.json: 11 circuits"))
        #expect(result.stdout.contains("ok: d/sub/van.json: 11 circuits"))
    }

    @Test func linkLoop_isReportedAsALoop() throws {
        let result = try sh(
            "cp van.json d/ok.json && mkdir d/sub && ln -s .. d/sub/up && ln -s self.json d/self.json && timeout 20 \"$CABLE\" check d"
        )
        #expect(result.status == 66)
        #expect(result.stderr.contains("error: 'd/sub/up' is a symbolic link back to a folder above it (a loop); not followed\n"))
        #expect(result.stderr.contains("error: cannot read 'd/self.json': a loop of symbolic links\n"))
    }

    @Test func fileDeeperThanPATH_MAX_isChecked() throws {
        // 2,100 levels of "ab/": 6,300 bytes of path, beyond Linux's PATH_MAX of 4,096. Built from
        // the top (each level moved into a new one), so no command here needs the long path.
        let result = try sh(
            "cd d && mkdir ab && cat \"$V\" > ab/deep.json && i=1; while [ $i -lt 2100 ]; do "
                + "mkdir n && mv ab n/ && mv n ab || exit 9; i=$((i+1)); done; cd .. && timeout 60 \"$CABLE\" check d",
            environment: ["V": folder.appendingPathComponent("van.json").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("ok: d/" + String(repeating: "ab/", count: 2100) + "deep.json: 11 circuits"))
    }

    @Test func nameThatIsNotUTF8_isReadByItsBytesAndShownEscaped() throws {
        let result = try sh("cp van.json \"d/$(printf 'caf\\351')\".json && timeout 20 \"$CABLE\" check d")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("ok: d/caf\\xe9.json: 11 circuits"))
    }

    @Test func fifoInTheCatalogueFolder_isRefusedNotWaitedOn() throws {
        let result = try sh(
            "mkdir -p data/cable/catalog && mkfifo data/cable/catalog/x.json && XDG_DATA_HOME=\"$PWD/data\" timeout 20 \"$CABLE\" catalog search fridge"
        )
        #expect(result.status == 66)
        #expect(result.stderr.contains("/data/cable/catalog/x.json': it is a FIFO, not a regular file; not read\n"))
    }

    @Test func configThatIsALoopOrAFIFO_isNamedForWhatItIs() throws {
        let loop = try sh("ln -s loop.json loop.json; CABLE_CONFIG=\"$PWD/loop.json\" timeout 20 \"$CABLE\" config get units")
        #expect(loop.status == 66)
        #expect(loop.stderr.contains("loop.json': a loop of symbolic links\n"))
        let fifo = try sh("mkfifo c.json; CABLE_CONFIG=\"$PWD/c.json\" timeout 20 \"$CABLE\" config get units")
        #expect(fifo.status == 66)
        #expect(fifo.stderr.contains("c.json': it is a FIFO, not a regular file; not read\n"))
    }

    @Test func oversizedConfig_isCalledTooLarge() throws {
        let result = try sh(
            "head -c 17000000 /dev/zero | tr '\\0' ' ' > big.json; CABLE_CONFIG=\"$PWD/big.json\" \"$CABLE\" config get units")
        #expect(result.status == 65)
        #expect(result.stderr.contains("big.json: too large (more than 16 MiB)\n"))
        #expect(!result.stderr.contains("not a system file"))
    }

    @Test(.enabled(if: getuid() != 0, "root may search any folder: the case cannot happen as root"))
    func folderWithoutSearchPermission_namesThePermission() throws {
        let result = try sh(
            "mkdir locked && cp van.json locked/ && chmod 000 locked && \"$CABLE\" check locked/van.json; chmod 700 locked")
        #expect(result.status == 66)
        #expect(result.stderr.contains("permission denied"))
    }
}

/// Without /proc the Swift runtime on Linux has no command line (it reads /proc/self/cmdline):
/// `cable` says so and exits 70 instead of trapping (issue #31: every command aborted with 134).
@Suite("Running without /proc")
struct NoProcTests {
    static let canHideProc =
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")
        && FileManager.default.fileExists(atPath: "/proc/self/cmdline")

    @Test(.enabled(if: canHideProc, "hiding /proc needs root and unshare (a mount namespace)"))
    func withoutProc_aClearMessageAnd70() throws {
        let result = try CableProcess.shell(
            "unshare --mount sh -c 'mount -t tmpfs none /proc && \"$CABLE\" size --current 20 --length 5 --voltage 12'",
            in: FileManager.default.temporaryDirectory)
        #expect(result.status == 70, "\(result.stderr)")
        #expect(
            result.stderr
                == "error: cable cannot see its command line: the Swift runtime reads it from /proc/self/cmdline, "
                + "and /proc is not mounted; mount /proc (in the container or chroot) and run it again\n")
    }
}
