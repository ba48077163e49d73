import CableCore
import CableText

/// The typed payloads of ``CLIError``'s file cases: each a case with the file or folder it
/// concerns (as given or as shown: ``InputFile/displayName(_:)``) and, where the C library gives
/// one, its reason. Worded by one exhaustive `switch` each, here in CableCLI: a command line's
/// files, folders and options are the command line's concern, not something an app words, so
/// their sentences live beside the one function that maps outcomes to messages
/// (``CLIError/message``). A case without words does not compile.
extension CLIError {
    /// Why an input file or folder cannot be read (exit 66).
    indirect enum InputProblem: Equatable {
        /// Nothing at the path (`ENOENT`, `ENOTDIR`).
        case noSuchFile(String)
        /// A loop of symbolic links (`ELOOP`).
        case linkLoop(String)
        /// Not allowed (`EACCES`, `EPERM`).
        case permissionDenied(String)
        /// Another failure, with the C library's words for it.
        case system(String, reason: OSReason)
        /// Something other than a regular file is there.
        case notRegular(String, NodeKind)
        /// A file to edit in place that is not a regular file.
        case notEditable(String)
        /// `check DIR` found no system file in the folder.
        case noSystemFiles(folder: String)
        /// A folder that cannot be listed, with the C library's words.
        case cannotList(folder: String, reason: OSReason)
        /// A link in a folder `check` walks that leads out of the folder.
        case linkOutOfFolder(String)
        /// A link in a folder `check` walks that leads back to a folder above it.
        case linkBackToFolder(String)
        /// The configuration file cannot be read.
        case configFile(InputProblem)

        /// What is at a path that is not a regular file.
        enum NodeKind: Equatable {
            case directory, fifo, characterDevice, blockDevice, socket, other
        }

        /// The sentence: `cannot read 'van.json': no such file`.
        func text(in language: Language) -> String {
            switch self {
            case .noSuchFile(let file): language.tr("cannot read '{file}': no such file", ["file": Self.shown(file)])
            case .linkLoop(let file): language.tr("cannot read '{file}': a loop of symbolic links", ["file": Self.shown(file)])
            case .permissionDenied(let file): language.tr("cannot read '{file}': permission denied", ["file": Self.shown(file)])
            case .system(let file, let reason):
                language.tr("cannot read '{file}': {reason}", ["file": Self.shown(file), "reason": reason.text(in: language)])
            case .notRegular(let file, let kind): Self.notRegular(Self.shown(file), kind, in: language)
            case .notEditable(let file): language.tr("cannot edit '{file}': it is not a regular file", ["file": Self.shown(file)])
            case .noSystemFiles(let folder): language.tr("no system files in '{folder}'", ["folder": EchoedText.escaped(folder)])
            case .cannotList(let folder, let reason):
                language.tr(
                    "cannot list '{folder}': {reason}",
                    ["folder": EchoedText.escaped(folder), "reason": reason.text(in: language)])
            case .linkOutOfFolder(let file):
                language.tr("'{file}' is a symbolic link out of the folder; not followed", ["file": Self.shown(file)])
            case .linkBackToFolder(let file):
                language.tr(
                    "'{file}' is a symbolic link back to a folder above it (a loop); not followed", ["file": Self.shown(file)])
            case .configFile(let problem): language.tr("config file: {reason}", ["reason": problem.text(in: language)])
            }
        }

        private static func notRegular(_ file: String, _ kind: NodeKind, in language: Language) -> String {
            switch kind {
            case .directory: language.tr("cannot read '{file}': it is a directory", ["file": file])
            case .fifo: language.tr("cannot read '{file}': it is a FIFO, not a regular file; not read", ["file": file])
            case .characterDevice:
                language.tr("cannot read '{file}': it is a character device, not a regular file; not read", ["file": file])
            case .blockDevice:
                language.tr("cannot read '{file}': it is a block device, not a regular file; not read", ["file": file])
            case .socket: language.tr("cannot read '{file}': it is a socket, not a regular file; not read", ["file": file])
            case .other: language.tr("cannot read '{file}': not a regular file; not read", ["file": file])
            }
        }

        /// A file name as every file message shows it: escaped, so it stays on one line.
        private static func shown(_ file: String) -> String { EchoedText.escapingAll(file) }
    }

    /// Why a file being edited was not written: someone else changed it meanwhile (exit 74).
    indirect enum ConflictProblem: Equatable {
        /// Another file now stands at the path.
        case replaced(String)
        /// The file's content changed.
        case changed(String)
        /// Something other than a regular file now stands at the path.
        case noLongerRegular(String)
        /// The edit was tried `times` times and met the problem each time.
        case repeated(ConflictProblem, times: Int)

        /// The sentence: `'van.json' was changed by another program while cable edited it`.
        func text(in language: Language) -> String {
            switch self {
            case .replaced(let file):
                language.tr(
                    "'{file}' was replaced by another program while cable edited it", ["file": EchoedText.escapingAll(file)])
            case .changed(let file):
                language.tr(
                    "'{file}' was changed by another program while cable edited it", ["file": EchoedText.escapingAll(file)])
            case .noLongerRegular(let file):
                language.tr("'{file}' is no longer a regular file; not written", ["file": EchoedText.escapingAll(file)])
            case .repeated(let problem, let times):
                language.tr(
                    "{reason}, {count} times; not changed. Try again when nothing else writes it",
                    ["reason": problem.text(in: language), "count": String(times)])
            }
        }
    }
}

extension CLIError {
    /// Why an output cannot be made (exit 73, ``CLIError/cannotCreate(_:)``) or was not written
    /// whole (exit 74, ``CLIError/ioError(_:)``).
    enum OutputProblem: Equatable {
        /// A call on the way failed: what was being done, and the C library's reason.
        case failed(Step, reason: OSReason)
        /// More symbolic links than cable follows.
        case tooManyLinks(String, maximum: Int)
        /// The path is a folder.
        case isDirectory(String)
        /// The path is a block device.
        case isBlockDevice(String)
        /// The path is standard input.
        case isStandardInput(String)
        /// A symbolic link in a sticky world-writable folder that belongs to someone else.
        case foreignLink(String, owner: UInt32, folder: String)
        /// A FIFO (or a regular file) in a sticky shared folder that belongs to someone else.
        case foreignNode(String, isFIFO: Bool, owner: UInt32, folder: String)
        /// The folder to create the file in is not a folder.
        case folderIsNotDirectory(String, folder: String)
        /// The file's owner made it read-only.
        case readOnly(String)
        /// A streamed replacement would leave the file's other hard links behind.
        case otherHardLinks(String)
        /// The replacement cannot keep the file's owner and group.
        case ownerNotKept(String, owner: UInt32, group: UInt32, reason: OSReason)
        /// The replacement cannot keep the file's extended attributes.
        case attributesNotKept(String, problem: AttributeProblem)
        /// Changed by another program while edited, and the other version could not be swapped back.
        case notSwappedBack(String, kept: String)
        /// A hard-linked file's content could not be read before it was rewritten.
        case unreadableBeforeWrite(String)
        /// Reading failed part-way, with the C library's reason.
        case readFailed(String, reason: OSReason)
        /// Writing failed part-way, with the reason.
        case writeFailed(String, reason: OSReason)
        /// The lock could not be taken.
        case cannotLock(String, reason: OSReason)
        /// Another process holds the lock.
        case stillLocked(String, waited: String)
        /// The config file's path holds something other than a regular file.
        case configNotRegular(String)
        /// No working folder to make catalogue paths absolute.
        case noWorkingFolder(reason: OSReason)
        /// No variable says where a config file goes.
        case noConfigPlace
        /// `new FILE` where FILE is a link to nothing.
        case linkToNothing(String, target: String)
        /// `new FILE` where FILE exists.
        case exists(String)
        /// A PNG is made by a program (`rsvg-convert`) that is not installed.
        case converterMissing(String, program: String)
        /// The program that makes a PNG could not be started, or failed: its reason or what it said.
        case converterFailed(String, program: String, reason: OSReason)

        /// What was being done when a call failed: `cannot write 'r.pdf'`.
        enum Step: Equatable {
            case write(String)
            case writeThroughLink(String, link: String)
            case replace(String)
            case create(String, folder: String)
            case openFolder(String)
            case createConfigFolder(String)

            func text(in language: Language) -> String {
                switch self {
                case .write(let file): language.tr("cannot write '{file}'", ["file": shown(file)])
                case .writeThroughLink(let file, let link):
                    language.tr(
                        "cannot write '{file}': cannot read the link '{link}'", ["file": shown(file), "link": shown(link)])
                case .replace(let file): language.tr("cannot replace '{file}'", ["file": shown(file)])
                case .create(let file, let folder):
                    language.tr("cannot create '{file}': '{folder}'", ["file": shown(file), "folder": shown(folder)])
                case .openFolder(let folder): language.tr("cannot open the folder '{folder}'", ["folder": shown(folder)])
                case .createConfigFolder(let folder):
                    language.tr("cannot create the folder '{folder}' for the config file", ["folder": shown(folder)])
                }
            }
        }

        /// The sentence: `cannot write 'out/r.pdf': it is a directory`.
        func text(in language: Language) -> String {
            switch self {
            case .failed(let step, let reason):
                language.tr("{step}: {reason}", ["step": step.text(in: language), "reason": reason.text(in: language)])
            case .tooManyLinks(let file, let maximum):
                language.tr(
                    "cannot write '{file}': more than {count} symbolic links", ["file": shown(file), "count": String(maximum)])
            case .isDirectory(let file): language.tr("cannot write '{file}': it is a directory", ["file": shown(file)])
            case .isBlockDevice(let file):
                language.tr(
                    "cannot write '{file}': it is a block device; cable writes files, FIFOs and character devices",
                    ["file": shown(file)])
            case .isStandardInput(let file): language.tr("cannot write '{file}': it is standard input", ["file": shown(file)])
            case .foreignLink, .foreignNode, .folderIsNotDirectory, .readOnly, .otherHardLinks, .ownerNotKept,
                .attributesNotKept:
                refusal(in: language)
            case .notSwappedBack, .unreadableBeforeWrite, .readFailed, .writeFailed, .cannotLock, .stillLocked:
                failure(in: language)
            case .configNotRegular(let file):
                language.tr("cannot write the config file '{file}': it is not a regular file", ["file": shown(file)])
            case .noWorkingFolder(let reason):
                language.tr(
                    "cannot find the working folder to make the catalogue paths absolute: {reason}",
                    ["reason": reason.text(in: language)])
            case .noConfigPlace: language.tr("there is no place for a config file: set CABLE_CONFIG, XDG_CONFIG_HOME or HOME")
            case .linkToNothing(let file, let target):
                language.tr(
                    "'{file}' is a symbolic link to '{target}', which does not exist; use --force to create it there",
                    ["file": shown(file), "target": shown(target)])
            case .exists(let file): language.tr("'{file}' already exists; use --force to replace it", ["file": shown(file)])
            case .converterMissing(let file, let program):
                language.tr(
                    "cannot write '{file}': a PNG is drawn by {program}, which is not installed (Debian and Ubuntu: apt-get install librsvg2-bin; macOS: brew install librsvg); or write an SVG: -o {svg}",
                    ["file": shown(file), "program": program, "svg": shown(svgName(file))])
            case .converterFailed(let file, let program, let reason):
                language.tr(
                    "cannot write '{file}': {program} failed: {reason}",
                    ["file": shown(file), "program": program, "reason": reason.text(in: language)])
            }
        }

        /// A path cable will not write, or a replacement that cannot keep what the file had.
        private func refusal(in language: Language) -> String {
            switch self {
            case .foreignLink(let link, let owner, let folder):
                language.tr(
                    "refusing to follow the symbolic link '{link}': it belongs to uid {uid}, not to you or the owner of "
                        + "'{folder}', a sticky world-writable folder (the protected-symlinks rule); give the target's path instead",
                    ["link": shown(link), "uid": String(owner), "folder": shown(folder)])
            case .foreignNode(let file, true, let owner, let folder):
                language.tr(
                    "refusing to write '{file}': the FIFO belongs to uid {owner}, not to you or the owner of '{folder}', a sticky shared folder (the protected-fifos rule); remove it or write elsewhere",
                    ["file": shown(file), "owner": String(owner), "folder": shown(folder)])
            case .foreignNode(let file, false, let owner, let folder):
                language.tr(
                    "refusing to write '{file}': the file belongs to uid {owner}, not to you or the owner of '{folder}', a sticky shared folder (the protected-regular rule); remove it or write elsewhere",
                    ["file": shown(file), "owner": String(owner), "folder": shown(folder)])
            case .folderIsNotDirectory(let file, let folder):
                language.tr(
                    "cannot create '{file}': '{folder}' is not a directory", ["file": shown(file), "folder": shown(folder)])
            case .readOnly(let file): language.tr("cannot write '{file}': the file is read-only", ["file": shown(file)])
            case .otherHardLinks(let file):
                language.tr(
                    "cannot write '{file}': it has other hard links, which a streamed replacement would leave behind",
                    ["file": shown(file)])
            case .ownerNotKept(let file, let owner, let group, let reason):
                language.tr(
                    "cannot write '{file}': its replacement cannot keep its owner and group (uid {uid}, gid {gid}): {reason}; "
                        + "nothing was changed. Edit it as its owner or as root",
                    ["file": shown(file), "uid": String(owner), "gid": String(group), "reason": reason.text(in: language)])
            case .attributesNotKept(let file, let problem):
                language.tr(
                    "cannot write '{file}': its replacement {problem}; nothing was changed",
                    ["file": shown(file), "problem": problem.text(in: language)])
            // Worded by `text`, which never routes them here; each is listed so that a new case
            // must be placed in this switch too (no `default`).
            case .failed, .tooManyLinks, .isDirectory, .isBlockDevice, .isStandardInput, .notSwappedBack,
                .unreadableBeforeWrite, .readFailed, .writeFailed, .cannotLock, .stillLocked, .configNotRegular,
                .noWorkingFolder, .noConfigPlace, .linkToNothing, .exists, .converterMissing, .converterFailed:
                ""
            }
        }

        /// Reading, writing or locking that failed part-way.
        private func failure(in language: Language) -> String {
            switch self {
            case .notSwappedBack(let file, let kept):
                language.tr(
                    "'{file}' was changed by another program while cable edited it and cannot be swapped back; "
                        + "cable's edit is in place and the other version is kept as '{kept}'",
                    ["file": shown(file), "kept": shown(kept)])
            case .unreadableBeforeWrite(let file):
                language.tr("cannot write '{file}': its content cannot be read first, to keep it safe", ["file": shown(file)])
            case .readFailed(let file, let reason):
                language.tr("cannot read '{file}': {reason}", ["file": shown(file), "reason": reason.text(in: language)])
            case .writeFailed(let file, let reason):
                language.tr("cannot write '{file}': {reason}", ["file": shown(file), "reason": reason.text(in: language)])
            case .cannotLock(let file, let reason):
                language.tr("cannot lock '{file}': {reason}", ["file": shown(file), "reason": reason.text(in: language)])
            case .stillLocked(let file, let waited):
                language.tr(
                    "'{file}' stays locked by another process (waited {time}); nothing was written",
                    ["file": shown(file), "time": waited])
            // Worded by `text`, which never routes them here; each is listed so that a new case
            // must be placed in this switch too (no `default`).
            case .failed, .tooManyLinks, .isDirectory, .isBlockDevice, .isStandardInput, .foreignLink, .foreignNode,
                .folderIsNotDirectory, .readOnly, .otherHardLinks, .ownerNotKept, .attributesNotKept, .configNotRegular,
                .noWorkingFolder, .noConfigPlace, .linkToNothing, .exists, .converterMissing, .converterFailed:
                ""
            }
        }
    }
}

extension CLIError {
    /// What a file's replacement could not do with the original's extended attributes
    /// (``Platform/copyExtendedAttributes(from:to:)``); `reason` is the C library's.
    enum AttributeProblem: Equatable {
        case cannotList(reason: OSReason)
        /// The new file got an attribute (`name`) the original lacks, and it cannot be removed.
        case cannotDrop(String, reason: OSReason)
        case cannotRead(String, reason: OSReason)
        case cannotKeep(String, reason: OSReason)

        /// Worded to follow "its replacement": `cannot keep its extended attribute 'user.x': …`.
        func text(in language: Language) -> String {
            switch self {
            case .cannotList(let reason):
                language.tr("cannot list its extended attributes: {reason}", ["reason": reason.text(in: language)])
            case .cannotDrop(let name, let reason):
                language.tr(
                    "cannot drop the extended attribute '{name}' the original does not have: {reason}",
                    ["name": name, "reason": reason.text(in: language)])
            case .cannotRead(let name, let reason):
                language.tr(
                    "cannot read its extended attribute '{name}': {reason}", ["name": name, "reason": reason.text(in: language)])
            case .cannotKeep(let name, let reason):
                language.tr(
                    "cannot keep its extended attribute '{name}': {reason}", ["name": name, "reason": reason.text(in: language)])
            }
        }
    }
}

/// A file name as every file message shows it: escaped, so it stays on one line.
private func shown(_ file: String) -> String { EchoedText.escapingAll(file) }

/// `file` with its extension made `.svg` (`van.png` → `van.svg`), for the advice to write an SVG.
private func svgName(_ file: String) -> String {
    guard OutputFormat.fileExtension(file) != nil, let dot = file.lastIndex(of: ".") else { return file + ".svg" }
    return file[..<dot] + ".svg"
}
