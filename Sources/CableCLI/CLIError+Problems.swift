import CableCore

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
        case system(String, reason: String)
        /// Something other than a regular file is there.
        case notRegular(String, NodeKind)
        /// A file to edit in place that is not a regular file.
        case notEditable(String)
        /// `check DIR` found no system file in the folder.
        case noSystemFiles(folder: String)
        /// A folder that cannot be listed, with the C library's words.
        case cannotList(folder: String, reason: String)
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
        var text: String {
            switch self {
            case .noSuchFile(let file): tr("cannot read '{file}': no such file", ["file": Self.shown(file)])
            case .linkLoop(let file): tr("cannot read '{file}': a loop of symbolic links", ["file": Self.shown(file)])
            case .permissionDenied(let file): tr("cannot read '{file}': permission denied", ["file": Self.shown(file)])
            case .system(let file, let reason):
                tr("cannot read '{file}': {reason}", ["file": Self.shown(file), "reason": reason])
            case .notRegular(let file, let kind): Self.notRegular(Self.shown(file), kind)
            case .notEditable(let file): tr("cannot edit '{file}': it is not a regular file", ["file": Self.shown(file)])
            case .noSystemFiles(let folder): tr("no system files in '{folder}'", ["folder": EchoedText.escaped(folder)])
            case .cannotList(let folder, let reason):
                tr("cannot list '{folder}': {reason}", ["folder": EchoedText.escaped(folder), "reason": reason])
            case .linkOutOfFolder(let file):
                tr("'{file}' is a symbolic link out of the folder; not followed", ["file": Self.shown(file)])
            case .linkBackToFolder(let file):
                tr("'{file}' is a symbolic link back to a folder above it (a loop); not followed", ["file": Self.shown(file)])
            case .configFile(let problem): tr("config file: {reason}", ["reason": problem.text])
            }
        }

        private static func notRegular(_ file: String, _ kind: NodeKind) -> String {
            switch kind {
            case .directory: tr("cannot read '{file}': it is a directory", ["file": file])
            case .fifo: tr("cannot read '{file}': it is a FIFO, not a regular file; not read", ["file": file])
            case .characterDevice:
                tr("cannot read '{file}': it is a character device, not a regular file; not read", ["file": file])
            case .blockDevice: tr("cannot read '{file}': it is a block device, not a regular file; not read", ["file": file])
            case .socket: tr("cannot read '{file}': it is a socket, not a regular file; not read", ["file": file])
            case .other: tr("cannot read '{file}': not a regular file; not read", ["file": file])
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
        var text: String {
            switch self {
            case .replaced(let file):
                tr("'{file}' was replaced by another program while cable edited it", ["file": EchoedText.escapingAll(file)])
            case .changed(let file):
                tr("'{file}' was changed by another program while cable edited it", ["file": EchoedText.escapingAll(file)])
            case .noLongerRegular(let file):
                tr("'{file}' is no longer a regular file; not written", ["file": EchoedText.escapingAll(file)])
            case .repeated(let problem, let times):
                tr(
                    "{reason}, {count} times; not changed. Try again when nothing else writes it",
                    ["reason": problem.text, "count": String(times)])
            }
        }
    }
}
