@testable import Copilot
import Foundation
import Testing

/// The reply files against the Swift that says them (`ReplyFamily`): every key a family names
/// is in its file with exactly the values the family passes, the file has no key nothing says,
/// every file belongs to a family, and every reply renders.
struct ReplyFileTests {
    /// A family's keys, read from its properties (and from lists of them, such as help's topics).
    static func keys(of family: any ReplyFamily) -> [any AnyReplyKey] {
        func keys(in value: Any) -> [any AnyReplyKey] {
            if let key = value as? any AnyReplyKey { return [key] }
            return Mirror(reflecting: value).children.flatMap { keys(in: $0.value) }
        }
        return keys(in: family)
    }

    static func file(of family: any ReplyFamily) -> ReplyFile { type(of: family).file }

    static let families = Replies.all.map { file(of: $0).name }

    @Test(arguments: families)
    func everyKeyIsInTheFileWithTheValuesTheCodePasses(name: String) throws {
        let family = try #require(Replies.all.first { Self.file(of: $0).name == name })
        let file = Self.file(of: family)
        let keys = Self.keys(of: family)
        #expect(!keys.isEmpty)
        for key in keys {
            guard let template = file[key.key] else {
                Issue.record("\(name).replies has no “\(key.key)”")
                continue
            }
            #expect(template.names == Set(key.values), "\(name).replies \(key.key): the file says \(template.names.sorted()), the code passes \(key.values.sorted())")
            #expect(Set(key.values).count == key.values.count, "\(key.key) names a value twice")
        }
        let said = Set(keys.map(\.key))
        #expect(keys.count == said.count, "\(name): a key is declared twice")
        #expect(Set(file.templates.keys).subtracting(said).isEmpty, "\(name).replies keys nothing says: \(Set(file.templates.keys).subtracting(said).sorted())")
    }

    /// Each reply with its values named in it ("‹amount›") and counts of 1 and of 2: no brace is
    /// left, and every value shows.
    @Test(arguments: families)
    func everyReplyRenders(name: String) throws {
        let family = try #require(Replies.all.first { Self.file(of: $0).name == name })
        let file = Self.file(of: family)
        for key in Self.keys(of: family) {
            let template = try #require(file[key.key])
            for number in [1, 2] {
                let values = key.values.map { name -> (key: String, value: any CustomStringConvertible) in
                    let isCount = template.pieces.contains { piece in
                        if case .count(name, _, _) = piece { return true }
                        return false
                    }
                    return isCount ? (name, number) : (name, "‹\(name)›")
                }
                let text = template.render(values)
                #expect(!text.contains("{") && !text.contains("}"), "\(name) \(key.key): \(text)")
                for (value, shown) in values { #expect(text.contains(shown.description), "\(name) \(key.key) lacks \(value): \(text)") }
            }
        }
    }

    @Test func everyFileInTheBundleBelongsToOneFamily() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ReplyFile.directory.path).filter { $0.hasSuffix(".replies") }
        #expect(Set(files.map { String($0.dropLast(".replies".count)) }) == Set(Self.families))
        #expect(Set(Self.families).count == Self.families.count)
    }

    @Test func readsKeysQuotesCommentsAndCounts() throws {
        let file = try ReplyFile(name: "test", bytes: Array("""
            # a comment
              plain =  Added {item}.\r

            piece = " of {goal}"
            ideas = You have {n:idea|ideas}.
            """.utf8))
        #expect(file.templates.count == 3)
        #expect(file["plain"]?.render(["item": "milk"]) == "Added milk.")
        #expect(file["piece"]?.render(["goal": "2 L"]) == " of 2 L")
        #expect(file["ideas"]?.render(["n": 1]) == "You have 1 idea.")
        #expect(file["ideas"]?.render(["n": 3]) == "You have 3 ideas.")
        #expect(file["ideas"]?.names == ["n"])
    }

    @Test(arguments: ["no equals sign", "= no key", "open = {brace", "count = {n:idea}", "empty = {}", "twice = a\ntwice = b"])
    func refusesAMalformedLine(text: String) {
        #expect(throws: ReplyFile.Malformed.self) { try ReplyFile(name: "test", bytes: Array(text.utf8)) }
    }
}
