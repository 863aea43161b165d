import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the running executable and its resource bundles are, found without `Bundle`.
///
/// On Linux, `Bundle.main` (which SwiftPM's `Bundle.module` and `executablePath` go through)
/// lists the executable's whole directory on first use: about 40 million instructions for
/// `.build/release` and more for a directory such as `/usr/local/bin`, most of a one-shot's
/// start. The executable's own path (`/proc/self/exe`) and a check that the bundle directory
/// SwiftPM puts beside it exists cost a few system calls. Callers fall back to `Bundle.module`
/// when the bundle is elsewhere (a test runner, an app bundle).
public enum Installation {
    /// The running executable's absolute path, symbolic links resolved; nil if unknown.
    public static let executablePath: String? = {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return Bundle.main.executablePath
        #endif
    }()

    /// `<executable's directory>/<package>_<target>.resources`, the bundle SwiftPM copies a
    /// target's resources into, when it is there (`name` is "ask_Grammars" for target Grammars).
    public static func resourceBundle(_ name: String) -> URL? {
        guard let path = executablePath else { return nil }
        let url = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("\(name).resources", isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return url
    }
}
