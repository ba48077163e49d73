import CableText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a call into the C library failed: its `errno` value and the library's own words for it
/// (English whatever the language). The common reasons are worded by `cable` in the user's
/// language (``text(in:)``); any other keeps the library's text. A reason that is not an `errno`
/// (a converter's own message) has no code and is shown as it is.
struct OSReason: Equatable, Sendable, ExpressibleByStringLiteral {
    /// The `errno` value, or nil for a reason given as text.
    let code: Int32?
    /// The C library's description (`strerror`), or the text given.
    let systemText: String

    /// The reason for `errno` value `code`.
    init(code: Int32) {
        self.code = code
        systemText = Platform.describe(code)
    }

    /// A reason given as text (another program's message), shown as it is.
    init(text: String) {
        code = nil
        systemText = text
    }

    init(stringLiteral value: String) { self.init(text: value) }

    /// The reason in `language`: `cable`'s words for the `errno` values a file operation
    /// commonly meets, else the C library's text.
    func text(in language: Language) -> String {
        guard let code else { return systemText }
        switch code {
        case ENOENT: return language.tr("no such file or folder")
        case ENOTDIR: return language.tr("a part of the path is not a folder")
        case EACCES, EPERM: return language.tr("permission denied")
        case EROFS: return language.tr("read-only file system")
        case ENOSPC: return language.tr("no space left on the device")
        case EDQUOT: return language.tr("disk quota exceeded")
        case EIO: return language.tr("input/output error")
        case EISDIR: return language.tr("it is a folder")
        case EEXIST: return language.tr("it already exists")
        case ENAMETOOLONG: return language.tr("the name is too long")
        case ELOOP: return language.tr("a loop of symbolic links")
        case EFBIG: return language.tr("the file is too large")
        case EPIPE: return language.tr("the reader went away (broken pipe)")
        case EBUSY: return language.tr("the file or device is busy")
        case EMFILE, ENFILE: return language.tr("too many open files")
        case EOPNOTSUPP: return language.tr("operation not supported")
        default: return systemText
        }
    }
}
