import Foundation

/// A sorted list of words, one a line (`Grammars/en/words.txt`), searched in place: reading it
/// costs one file read and an index of line starts, and a lookup a binary search of byte strings.
public struct WordList: Sendable {
    private let bytes: [UInt8]
    private let starts: [Int32]

    public static let fileName = "words.txt"

    /// Reads `url`; a missing or unreadable file is an empty list (typo tolerance is then more
    /// eager, never wrong about the words it does know).
    public init(contentsOf url: URL) {
        self.init(bytes: FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } ?? [])
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [Int32] = []
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if index > lineStart { starts.append(Int32(lineStart)) }
            lineStart = index + 1
        }
        if lineStart < bytes.count { starts.append(Int32(lineStart)) }
        self.starts = starts
    }

    public var count: Int { starts.count }

    /// Every word, in order.
    public var words: [String] {
        starts.indices.map { index in
            let start = Int(starts[index])
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    public func contains(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { word in
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                switch compare(line: middle, with: word) {
                case 0: return true
                case ..<0: low = middle + 1
                default: high = middle
                }
            }
            return false
        }
    }

    /// Byte order of line `index` against `word`: negative, zero or positive.
    private func compare(line index: Int, with word: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = Int(starts[index])
        var position = 0
        while true {
            let lineEnded = offset >= bytes.count || bytes[offset] == UInt8(ascii: "\n")
            let wordEnded = position >= word.count
            if lineEnded || wordEnded { return (lineEnded ? 0 : 1) - (wordEnded ? 0 : 1) }
            if bytes[offset] != word[position] { return Int(bytes[offset]) - Int(word[position]) }
            offset += 1
            position += 1
        }
    }
}
