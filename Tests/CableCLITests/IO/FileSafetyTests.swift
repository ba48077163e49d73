import CablePlatform
import Foundation
import Testing

/// What `cable` does to what is already at a path it writes (issue #21), run against the built
/// binary: nodes are written in place, never replaced; links are followed only as the kernel's
/// protected-symlinks rule allows; edits keep owner, group, mode, attributes and hard links,
/// and never overwrite a change made meanwhile. Cases that need root (mknod, a second user)
/// are skipped, with the reason, where the tests do not run as root.
@Suite("File safety: output paths, file identity, concurrent changes")
final class FileSafetyTests {
    let folder: URL
    static let isRoot = geteuid() == 0

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path, toPath: path("van.json"))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: - Output paths

    @Test func outputToDevStdout_inAPipe_isTheReportOnStdout() throws {
        let result = try shell(#""$CABLE" report van.json --format html -o /dev/stdout | head -c 15"#)
        #expect(result.status == 0)
        #expect(result.stdout == "<!DOCTYPE html>")
        #expect(result.stderr == "")
    }

    @Test func pdfToDevStdout_isAllowedLikeDashO() throws {
        let result = try shell(#""$CABLE" report van.json --format pdf -o /dev/stdout | head -c 8"#)
        #expect(result.stdout == "%PDF-1.4")
    }

    @Test func outputToAFIFO_writesIntoIt_andLeavesTheFIFO() throws {
        let fifo = path("pipe")
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try shell(#"cat pipe > got & "$CABLE" report van.json -o pipe; status=$?; wait; echo $status"#)
        #expect(result.stdout == "0\n")
        #expect(result.stderr == "wrote pipe\n")
        #expect(try kind(fifo) == S_IFIFO)
        #expect(try text("got").contains("Camper van"))
    }

    @Test(.enabled(if: isRoot, "mknod needs root"))
    func outputToACharacterDevice_writesIntoIt_andLeavesTheDevice() throws {
        // A private copy of /dev/null (major 1, minor 3), so the real one is never at stake.
        let device = path("null")
        // Linux packs a small device number as major << 8 | minor: makedev(1, 3).
        #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        let result = try run(["report", "van.json", "-o", "null"])
        #expect(result.status == 0)
        #expect(try kind(device) == S_IFCHR)
    }

    @Test func outputToADirectory_isRefusedWith73() throws {
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: false)
        let result = try run(["report", "van.json", "-o", "out"])
        #expect(result.status == 73)
        #expect(result.stderr == "error: cannot write 'out': it is a directory\n")
    }

    @Test func outputThroughYourOwnLink_replacesTheTarget_andKeepsTheLink() throws {
        try Data("old".utf8).write(to: url("target.txt"))
        try FileManager.default.createSymbolicLink(atPath: path("link.txt"), withDestinationPath: "target.txt")
        let result = try run(["report", "van.json", "-o", "link.txt"])
        #expect(result.status == 0)
        #expect(try kind(path("link.txt"), following: false) == S_IFLNK)
        #expect(try text("target.txt").contains("Camper van"))
    }

    @Test(.enabled(if: isRoot, "giving a link to another user needs root"))
    func outputThroughSomeoneElsesLinkInAStickyFolder_isRefused() throws {
        // As in /tmp: a sticky, world-writable folder holding a link another user planted.
        let shared = path("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        #expect(chmod(shared, 0o1777) == 0)
        try Data("secret".utf8).write(to: url("rootonly"))
        let link = path("shared/report.txt")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path("rootonly"))
        #expect(lchown(link, 65534, 65534) == 0)
        let result = try run(["report", "van.json", "-o", "shared/report.txt"])
        #expect(result.status == 73)
        #expect(result.stderr.contains("refusing to follow the symbolic link 'shared/report.txt': it belongs to uid 65534"))
        #expect(try text("rootonly") == "secret")
    }

    @Test func newThroughADanglingLink_isRefusedWithoutForce() throws {
        try FileManager.default.createSymbolicLink(atPath: path("van2.json"), withDestinationPath: "elsewhere.json")
        let refused = try run(["new", "van2.json", "--name", "X", "--voltage", "12V"])
        #expect(refused.status == 73)
        #expect(
            refused.stderr
                == "error: 'van2.json' is a symbolic link to 'elsewhere.json', which does not exist; use --force to create it there\n"
        )
        #expect(!FileManager.default.fileExists(atPath: path("elsewhere.json")))
        let forced = try run(["new", "van2.json", "--name", "X", "--voltage", "12V", "--force"])
        #expect(forced.status == 0)
        #expect(try kind(path("van2.json"), following: false) == S_IFLNK)
        #expect(try text("elsewhere.json").contains("\"name\": \"X\""))
    }

    // MARK: - Edits keep the file's identity

    @Test func edit_keepsModeAndExtendedAttributes() throws {
        #expect(chmod(path("van.json"), 0o640) == 0)
        let descriptor = open(path("van.json"), O_RDONLY)
        defer { close(descriptor) }
        let value = Array("kept".utf8)
        guard cable_fsetxattr(descriptor, "user.cable-test", value, value.count) == 0 else {
            print("skipped the extended attribute check: this file system has no user attributes (\(errno))")
            return
        }
        try expectAdded("Lamp")
        #expect(try permissions("van.json") == 0o640)
        var read = [UInt8](repeating: 0, count: 16)
        let replaced = open(path("van.json"), O_RDONLY)
        defer { close(replaced) }
        let count = cable_fgetxattr(replaced, "user.cable-test", &read, read.count)
        #expect(count == 4)
        #expect(Array(read.prefix(max(0, count))) == value)
    }

    @Test(.enabled(if: isRoot, "changing a file's owner needs root"))
    func editByRoot_ofAnotherUsersFile_keepsItsOwnerAndGroup() throws {
        #expect(chown(path("van.json"), 65534, 65534) == 0)
        #expect(chmod(path("van.json"), 0o664) == 0)
        try expectAdded("Lamp")
        var info = stat()
        #expect(stat(path("van.json"), &info) == 0)
        #expect(info.st_uid == 65534)
        #expect(info.st_gid == 65534)
        #expect(info.st_mode & 0o7777 == 0o664)
    }

    @Test(.enabled(if: isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv"))
    func editByAUserWhoCannotKeepTheOwner_isRefusedAndChangesNothing() throws {
        // A world-writable file of uid 1 in a world-writable folder, edited by `nobody`: the
        // replacement would belong to nobody, so cable refuses.
        #expect(chmod(folder.path, 0o777) == 0)
        #expect(chown(path("van.json"), 1, 1) == 0)
        #expect(chmod(path("van.json"), 0o666) == 0)
        let before = try bytes("van.json")
        let result = try shell(
            #"setpriv --reuid=65534 --regid=65534 --clear-groups "$CABLE" add load van.json --name Lamp --power 5W --length 2m"#)
        #expect(result.status == 73)
        #expect(
            result.stderr
                == "error: cannot write 'van.json': its replacement cannot keep its owner and group (uid 1, gid 1): "
                + "permission denied; nothing was changed. Edit it as its owner or as root\n")
        #expect(try bytes("van.json") == before)
        #expect(try leftovers().isEmpty)
    }

    @Test(.enabled(if: isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv"))
    func editInAFolderYouMayWriteButNotRead_works() throws {
        // Mode 0733: the folder cannot be opened to lock it; the file's own lock is enough.
        try FileManager.default.createDirectory(atPath: path("drop"), withIntermediateDirectories: false)
        try FileManager.default.moveItem(atPath: path("van.json"), toPath: path("drop/van.json"))
        #expect(chown(path("drop/van.json"), 65534, 65534) == 0)
        #expect(chmod(path("drop"), 0o733) == 0)
        let result = try shell(
            #"setpriv --reuid=65534 --regid=65534 --clear-groups "$CABLE" add load drop/van.json --name Lamp --power 5W --length 1m"#
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try text("drop/van.json").contains("\"name\": \"Lamp\""))
    }

    @Test func edit_ofAHardLinkedFile_changesItInPlace_soEveryNameSeesIt() throws {
        #expect(link(path("van.json"), path("other-name.json")) == 0)
        let inode = try self.inode("van.json")
        try expectAdded("Lamp")
        #expect(try self.inode("van.json") == inode)
        #expect(try self.inode("other-name.json") == inode)
        #expect(try text("other-name.json").contains("\"name\": \"Lamp\""))
        #expect(try run(["check", "other-name.json"]).status == 0)
    }

    // MARK: - Concurrent changes

    @Test(.enabled(if: CableProcess.hasFaultInjection, "the CABLE_FAULT_INJECT hooks are in debug builds only"))
    func changeMadeDuringAnEdit_isKept_andTheEditIsMadeAgainOnTop() throws {
        // cable pauses before its rename; meanwhile another program renames the fridge.
        let script = #"""
            CABLE_FAULT_INJECT=pause-before-rename CABLE_FAULT_PAUSE_FILE=pause \
                "$CABLE" add load van.json --name Lamp --power 5W --length 2m > out 2> err &
            while [ ! -e pause ]; do sleep 0.01; done
            sed 's/"Fridge"/"Fridge (by hand)"/' van.json > edited && cat edited > van.json
            rm pause
            while [ ! -e pause ]; do sleep 0.01; done
            rm pause
            wait $!; echo "status $?"; cat out err
            """#
        let result = try shell(script)
        #expect(result.stdout == "status 0\nadded load 'Lamp' to van.json\n")
        let edited = try text("van.json")
        #expect(edited.contains("\"name\": \"Fridge (by hand)\""))
        #expect(edited.contains("\"name\": \"Lamp\""))
    }

    @Test(.enabled(if: CableProcess.hasFaultInjection, "the CABLE_FAULT_INJECT hooks are in debug builds only"))
    func fileThatKeepsChanging_isRefusedWith74_andTheOtherChangeStays() throws {
        let script = #"""
            CABLE_FAULT_INJECT=pause-before-rename CABLE_FAULT_PAUSE_FILE=pause \
                "$CABLE" add load van.json --name Lamp --power 5W --length 2m > out 2> err &
            for attempt in 1 2 3; do
                while [ ! -e pause ]; do sleep 0.01; done
                echo " " >> van.json
                rm pause
            done
            wait $!; echo "status $?"; cat out err
            """#
        let result = try shell(script)
        #expect(
            result.stdout
                == "status 74\nerror: 'van.json' was changed by another program while cable edited it, 3 times; "
                + "not changed. Try again when nothing else writes it\n")
        let edited = try text("van.json")
        #expect(edited.hasSuffix("}\n \n \n \n"))
        #expect(!edited.contains("Lamp"))
    }

    // MARK: - Validation on edit is check's

    @Test func editThatCheckWouldRefuse_isRefusedAndTheFileIsUnchanged() throws {
        // Two 6000 A loads: each is within the 10 kA limit, but the battery feed carries
        // 12 261.28 A (with the van's 261.28 A peak), which check would refuse.
        try expectAdded("Winch", power: nil, current: "6000A")
        let before = try bytes("van.json")
        let result = try run(["add", "load", "van.json", "--name", "Winch 2", "--current", "6000A", "--length", "1m"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "error: van.json: not changed: after this edit, battery 'House bank' main feed (the larger of the loads' and chargers' totals): "
                + "must be ≤ 10000 A, got 12261.28 A\n")
        #expect(try bytes("van.json") == before)
        #expect(try run(["check", "van.json"]).status != 65)
    }

    @Test func writersThroughTwoHardLinkedNamesInTwoFolders_allLand() throws {
        // The folder lock cannot see the other name's folder; the file's own lock does.
        let script = #"""
            mkdir a b && mv van.json a/ && ln a/van.json b/van.json
            for i in $(seq 1 12); do
                "$CABLE" add load a/van.json --name "A$i" --power 5W --length 1m > /dev/null &
                "$CABLE" add load b/van.json --name "B$i" --power 5W --length 1m > /dev/null &
            done
            wait
            grep -c '"name": "[AB][0-9]*"' a/van.json
            """#
        let result = try shell(script)
        #expect(result.stdout == "24\n")
        #expect(result.stderr.split(separator: "\n").count == 24)  // the confirmations
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("added load '") })
    }

    @Test(.enabled(if: CableProcess.hasFaultInjection, "the CABLE_FAULT_INJECT hooks are in debug builds only"))
    func fileReplacedByAFIFODuringAnEdit_isRefused_withoutHanging() throws {
        let script = #"""
            CABLE_FAULT_INJECT=pause-before-rename CABLE_FAULT_PAUSE_FILE=pause \
                "$CABLE" add load van.json --name Lamp --power 5W --length 1m > out 2> err &
            while [ ! -e pause ]; do sleep 0.01; done
            mv van.json saved.json && mkfifo van.json
            rm pause
            wait $!; echo "status $?"; cat err
            """#
        let result = try shell(script)
        #expect(result.stdout == "status 66\nerror: cannot edit 'van.json': it is not a regular file\n")
    }

    @Test(.enabled(if: CableProcess.hasFaultInjection, "the CABLE_FAULT_INJECT hooks are in debug builds only"))
    func hardLinkMadeDuringAnEdit_isKept_andSeesTheEdit() throws {
        let script = #"""
            CABLE_FAULT_INJECT=pause-before-rename CABLE_FAULT_PAUSE_FILE=pause \
                "$CABLE" add load van.json --name Lamp --power 5W --length 1m > /dev/null &
            while [ ! -e pause ]; do sleep 0.01; done
            ln van.json linked.json
            rm pause
            wait $!; echo "status $?"
            """#
        let result = try shell(script)
        #expect(result.stdout == "status 0\n")
        #expect(try inode("van.json") == (try inode("linked.json")))
        #expect(try text("linked.json").contains("\"name\": \"Lamp\""))
    }

    @Test func longFileName_canBeEditedAndWritten() throws {
        // 250 bytes: the temporary file's name, with its marker, must still fit in 255.
        let name = String(repeating: "n", count: 245) + ".json"
        try FileManager.default.copyItem(atPath: path("van.json"), toPath: path(name))
        let edit = try run(["add", "load", name, "--name", "Lamp", "--power", "5W", "--length", "1m"])
        #expect(edit.status == 0, "\(edit.stderr)")
        let report = try run(["report", "van.json", "-o", String(repeating: "r", count: 251) + ".txt"])
        #expect(report.status == 0, "\(report.stderr)")
    }

    @Test func argumentThatIsNotUTF8_isRefused_ratherThanNamingAnotherFile() throws {
        let result = try shell(#""$CABLE" report van.json -o "$(printf '\377out.txt')""#)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "error: argument 4 is not valid UTF-8; cable takes file names and values in UTF-8\nSee 'cable --help'.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["van.json"])
    }

    /// The refusal comes before the command line is read, yet speaks the run's language: `--lang`
    /// first, else the locale; JSON output asks for English.
    @Test func argumentThatIsNotUTF8_isRefusedInTheRunsLanguage() throws {
        let flag = try shell(#""$CABLE" report van.json --lang de -o "$(printf '\377out.txt')""#)
        #expect(flag.status == 64)
        #expect(
            flag.stderr
                == "Fehler: Argument 6 ist kein gültiges UTF-8; cable erwartet Dateinamen und Werte in UTF-8\n"
                + "Siehe 'cable --help'.\n")
        let locale = try shell(#"LANG=nl_NL.UTF-8 "$CABLE" report van.json -o "$(printf '\377out.txt')""#)
        #expect(locale.status == 64)
        #expect(
            locale.stderr.hasPrefix("fout: argument 4 is geen geldige UTF-8; cable verwacht bestandsnamen en waarden in UTF-8\n"))
        let json = try shell(#"LANG=de_DE.UTF-8 "$CABLE" report van.json --json -o "$(printf '\377out.txt')""#)
        #expect(json.stderr.hasPrefix("error: argument 5 is not valid UTF-8"))
    }

    @Test func folderLockedByAnotherProcess_isWaitedForThenRefusedWith74() throws {
        // Anyone who can read a folder can lock it: cable waits 10 s, then gives up.
        let script = #"""
            flock -s . sleep 11 &
            sleep 0.2
            "$CABLE" add load van.json --name Lamp --power 5W --length 1m; echo "status $?"
            """#
        let result = try shell(script)
        #expect(result.stdout == "status 74\n")
        #expect(result.stderr == "error: '.' stays locked by another process (waited 10.0 seconds); nothing was written\n")
        #expect(!(try text("van.json")).contains("Lamp"))
    }

    @Test(.enabled(if: isRoot, "giving a link to another user needs root"))
    func outputThroughSomeoneElsesFolderLinkInAStickyFolder_isRefused() throws {
        let shared = path("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        #expect(chmod(shared, 0o1777) == 0)
        try FileManager.default.createDirectory(atPath: path("victim"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path("shared/evil"), withDestinationPath: "../victim")
        #expect(lchown(path("shared/evil"), 65534, 65534) == 0)
        let result = try run(["report", "van.json", "-o", "shared/evil/out.txt"])
        #expect(result.status == 73)
        #expect(result.stderr.contains("refusing to follow the symbolic link 'shared/evil': it belongs to uid 65534"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("victim")).isEmpty)
    }

    @Test func folderDefaultACL_doesNotWidenWhoMayReadTheEditedFile() throws {
        // A default ACL granting uid 1000 rwx: a new file in the folder inherits it; the edited
        // file must keep the original's attributes only. (POSIX ACL xattr, version 2: entries
        // of tag u16, permissions u16, id u32, little-endian.)
        func entry(_ tag: UInt16, _ permissions: UInt16, _ id: UInt32 = 0xFFFF_FFFF) -> [UInt8] {
            withUnsafeBytes(of: tag.littleEndian, Array.init) + withUnsafeBytes(of: permissions.littleEndian, Array.init)
                + withUnsafeBytes(of: id.littleEndian, Array.init)
        }
        let acl =
            [2, 0, 0, 0] + entry(0x01, 6) + entry(0x02, 7, 1000) + entry(0x04, 4) + entry(0x10, 7) + entry(0x20, 0)
        let directory = open(folder.path, O_RDONLY)
        defer { close(directory) }
        guard cable_fsetxattr(directory, "system.posix_acl_default", acl, acl.count) == 0 else {
            print("skipped: this file system takes no POSIX ACLs (\(errno))")
            return
        }
        try expectAdded("Lamp")
        let file = open(path("van.json"), O_RDONLY)
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 256)
        #expect(cable_fgetxattr(file, "system.posix_acl_access", &buffer, buffer.count) < 0)
    }

    @Test(.enabled(if: isRoot, "mounting a small file system needs root"))
    func hardLinkedFileOnAFullDisk_isLeftWhole() throws {
        // The van (under 4 KiB, one tmpfs page) grows past a page while a filler takes the rest
        // of the 64 KiB: the in-place write must fail whole (74), leaving a file check reads.
        let script = #"""
            mkdir small && unshare -m sh -c '
                mount -t tmpfs -o size=64k tmpfs small || exit 99
                cp van.json small/ && ln small/van.json small/link.json
                dd if=/dev/zero of=small/filler bs=4k count=64 2> /dev/null
                long=$(printf "%0190d" 0)
                for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
                    "$CABLE" add load small/van.json --name "$long $i" --power 5W --length 1m > /dev/null 2>&1
                    echo "add $?"
                done
                "$CABLE" check small/link.json > /dev/null; echo "check $?"'
            """#
        let result = try shell(script)
        guard result.stdout.contains("check") else {
            print("skipped: cannot mount a tmpfs here (\(result.stderr))")
            return
        }
        let statuses = result.stdout.split(separator: "\n")
        #expect(statuses.contains("add 0"))
        #expect(statuses.contains("add 74"))
        #expect(statuses.last == "check 0")
    }

    // MARK: - Layout, disk full, confirmation

    @Test func edit_keepsCRLFLineEndingsAndTabIndent() throws {
        // three levels: the van's diesel heater is too long for one line (160 characters) and is laid out indented
        let original = try text("van.json").replacingOccurrences(of: "\n      ", with: "\n\t\t\t")
            .replacingOccurrences(of: "\n    ", with: "\n\t\t")
            .replacingOccurrences(of: "\n  ", with: "\n\t").replacingOccurrences(of: "\n", with: "\r\n")
        try Data(original.utf8).write(to: url("van.json"))
        try expectAdded("Lamp")
        let inverter = "\t\t" + #"{ "name": "Laptop", "power": "65W", "hoursPerDay": 2, "inverter": "Inverter 2 kW" }"#
        let expected = original.replacingOccurrences(
            of: inverter + "\r\n",
            with: inverter + ",\r\n\t\t" + #"{ "name": "Lamp", "power": "5W", "length": "1m" }"# + "\r\n")
        #expect(expected != original)
        #expect(try text("van.json") == expected)
    }

    @Test func reportToAFullDevice_exits74() throws {
        let result = try run(["report", "van.json", "-o", "/dev/full"])
        #expect(result.status == 74)
        #expect(result.stderr == "error: cannot write '/dev/full': no space left on the device\n")
    }

    @Test(.enabled(if: isRoot, "mounting a small file system needs root"))
    func noInodesLeft_exits74LikeAFullDisk() throws {
        // A private mount (unshare -m) of a tmpfs with room for four inodes: the van and three.
        let script = #"""
            mkdir small && unshare -m sh -c '
                mount -t tmpfs -o size=1m,nr_inodes=4 tmpfs small || exit 99
                cp van.json small/ && touch small/a small/b
                "$CABLE" add load small/van.json --name Lamp --power 5W --length 1m; echo "edit $?"
                "$CABLE" report van.json -o small/r.txt; echo "report $?"'
            """#
        let result = try shell(script)
        guard !result.stdout.isEmpty else {
            print("skipped: cannot mount a tmpfs here (\(result.stderr))")
            return
        }
        #expect(result.stdout == "edit 74\nreport 74\n")
        #expect(
            result.stderr
                == "error: cannot write 'small/van.json': no space left on the device\n"
                + "error: cannot write 'small/r.txt': no space left on the device\n")
    }

    /// The confirmation goes to stderr: a full stdout, which carries nothing, does not fail the
    /// edit (before #35 it said "cannot write the output …; the load was added … all the same").
    @Test func editWithAFullStdout_succeeds_itsConfirmationOnStderr() throws {
        let result = try shell(#""$CABLE" add load van.json --name Lamp --power 5W --length 2m > /dev/full"#)
        #expect(result.status == 0)
        #expect(result.stderr == "added load 'Lamp' to van.json\n")
        #expect(try text("van.json").contains("\"name\": \"Lamp\""))
    }

    // MARK: - Helpers

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
    func bytes(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }
    func text(_ name: String) throws -> String { String(decoding: try bytes(name), as: UTF8.self) }

    /// Runs cable in this test's folder, which holds a copy of the van fixture.
    func run(_ arguments: [String]) throws -> ProcessResult { try CableProcess.run(arguments, in: folder) }

    func shell(_ script: String) throws -> ProcessResult { try CableProcess.shell(script, in: folder) }

    func expectAdded(
        _ name: String, power: String? = "5W", current: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let demand = power.map { ["--power", $0] } ?? ["--current", current ?? "1A"]
        let result = try run(["add", "load", "van.json", "--name", name, "--length", "1m"] + demand)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    }

    func kind(_ path: String, following: Bool = true) throws -> mode_t {
        var info = stat()
        try #require((following ? stat(path, &info) : lstat(path, &info)) == 0)
        return info.st_mode & S_IFMT
    }

    func inode(_ name: String) throws -> UInt64 {
        var info = stat()
        try #require(stat(path(name), &info) == 0)
        return UInt64(info.st_ino)
    }

    func permissions(_ name: String) throws -> mode_t {
        var info = stat()
        try #require(stat(path(name), &info) == 0)
        return info.st_mode & 0o7777
    }

    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".cable-tmp-") }
    }
}
