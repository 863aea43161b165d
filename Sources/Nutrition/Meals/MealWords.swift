/// Meal words, lead-ins and trailers of meal sentences.
public enum MealWords {
    /// A meal phrase found in a sentence, with its word indices.
    public struct Found: Equatable, Sendable {
        public var meal: Meal
        public var words: Range<Int>
    }

    static let mealTriggers: Set<String> = Set(Meal.names.keys).union(["last", "this", "tonight"])

    static let prepositions: Set<String> = ["for", "at", "with", "as", "during", "in", "to", "from", "after"]
    static let mealModifiers: Set<String> = ["my", "a", "an", "the", "late", "light", "quick", "afternoon", "morning",
                                             "midnight", "evening", "bedtime", "mid", "post", "pre", "workout", "small",
                                             "little", "big", "early", "today", "todays", "second", "work", "school"]
    static let followers: Set<String> = [":", ",", "was", "is", "were", "i", "we", "had", "ate", "today", "\u{0}", "-", ";",
                                         "this", "yesterday", "tonight", "--", "\"", "of"]

    /// Meal phrases in lower-case words: "for breakfast", "lunch:", "as a snack", "last night" (dinner),
    /// "this morning" (breakfast), "tonight" (dinner). A meal word inside a food name ("breakfast
    /// burrito") is not a meal phrase: it needs a preposition before it, or to stand at the start or end,
    /// or before ":" or "was".
    public static func find(_ words: [String]) -> [Found] { find(Words(words)) }

    /// `find` over words whose `WordInfo` is known.
    static func find(_ words: Words) -> [Found] {
        var found: [Found] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            guard words.has(index, .mealTrigger) else { index += 1; continue }
            func next(_ offset: Int) -> String? { index + offset < words.count ? words[index + offset] : nil }
            if word == "last", next(1) == "night" {
                found.append(Found(meal: .dinner, words: index..<(index + 2))); index += 2; continue
            }
            if word == "this", next(1) == "morning" {
                found.append(Found(meal: .breakfast, words: index..<(index + 2))); index += 2; continue
            }
            if word == "tonight" || (word == "this" && next(1) == "evening") {
                let width = word == "tonight" ? 1 : 2
                found.append(Found(meal: .dinner, words: index..<(index + width))); index += width; continue
            }
            guard let meal = words[info: index].meal else { index += 1; continue }
            var lower = index
            while lower > 0, words.has(lower - 1, .mealModifier) { lower -= 1 }
            var upper = index + 1
            let following = next(1)
            if lower > 0, words.has(lower - 1, .preposition) {
                lower -= 1
            } else if let following {
                // Without a preposition the next word decides: "breakfast: eggs", "lunch was", "breakfast 2 eggs"
                // are meals; "breakfast burrito" is a food.
                let isMealUse = words.has(index + 1, .follower) || words.has(index + 1, .leadWord)
                    || words.has(index + 1, .mightStartNumber) || following == "some"
                guard isMealUse else { index += 1; continue }
            }
            // "lunch was", "breakfast:"
            if let following, following == ":" || following == "was" || following == "were" || following == "is" || following == "-" {
                upper += 1
            }
            found.append(Found(meal: meal, words: lower..<upper))
            index = upper
        }
        return found
    }

    static let leadWords: Set<String> = [
        "i", "we", "just", "also", "then", "had", "have", "has", "ate", "eaten", "eat", "drank", "drunk", "drink", "having",
        "eating", "drinking", "log", "logged", "add", "track", "record", "please", "ive", "im", "id", "am", "was", "were",
        "is", "got", "grabbed", "finished", "consumed", "enjoyed", "today", "snacked", "munched", "and", "so", "far", "ok",
        "okay", "um", "uh", "yes", "later", "afterwards", "after", "that", "it", "its", "there", "went", "wrote",
    ]

    /// How many words at `start` are a lead-in: "I had", "log", "then I ate", "can you log", "I snacked on".
    public static func leadInLength(_ words: [String], from start: Int, to end: Int) -> Int {
        leadInLength(Words(lookingUp: words), from: start, to: end)
    }

    /// `leadInLength` over words whose `WordInfo` is known.
    static func leadInLength(_ words: Words, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end - 1 {
            let word = words[index]
            if words.has(index, .leadWord) { index += 1; continue }
            // The other words a lead-in may hold; anything else ends it at once.
            guard words.has(index, .leadInPart) else { break }
            if word == "can" || word == "could" || word == "would", words[index + 1] == "you" { index += 2; continue }
            if word == "you", index > start { index += 1; continue }
            if word == "on", index > start, words[index - 1] == "snacked" || words[index - 1] == "munched" { index += 1; continue }
            if word == "to", index > start {
                switch words[index - 1] {
                case "want", "like", "going", "need": index += 1; continue
                default: break
                }
            }
            switch word {
            case "want", "need", "going", "wanna", "let", "lets", "me": index += 1; continue
            default: break
            }
            break
        }
        return index - start
    }

    /// Words a lead-in may hold besides `leadWords`, in the patterns of `leadInLength`.
    static let leadInParts: Set<String> = ["can", "could", "would", "you", "on", "to", "want", "need", "going", "wanna", "let", "lets", "me"]

    /// Words that make up a whole piece without naming food: "today", "please", "over easy", "sunny side up".
    static let nonFoodPieceWords: Set<String> = trailWords.union(leadWords).union([
        "over", "easy", "hard", "medium", "well", "done", "sunny", "side", "up", "rare", "style", "please", "thanks",
        "yesterday", "tomorrow", "earlier", "later", "morning", "afternoon", "evening", "night", "\u{0}",
    ])

    static let trailWords: Set<String> = ["today", "please", "too", "earlier", "again", "thanks", "thank", "you", "so", "far"]

    /// How many words at the end of `words[start..<end]` are a trailer: "today", "please", "as well",
    /// "at 8am", "around 7".
    public static func trailerLength(_ words: [String], from start: Int, to end: Int) -> Int {
        trailerLength(Words(lookingUp: words), from: start, to: end)
    }

    /// `trailerLength` over words whose `WordInfo` is known.
    static func trailerLength(_ words: Words, from start: Int, to end: Int) -> Int {
        var upper = end
        while upper > start + 1 {
            let word = words[upper - 1]
            if words.has(upper - 1, .trailWord) { upper -= 1; continue }
            if word == "well", upper - 2 > start, words[upper - 2] == "as" { upper -= 2; continue }
            if word == "side", upper - 3 > start, words[upper - 2] == "the", words[upper - 3] == "on" { upper -= 3; continue }
            // A clock time the caller left in: "at 8am", "around 7:30", "at 8 am".
            if isClockWord(word) || ((word == "am" || word == "pm") && upper - 2 > start && isClockWord(words[upper - 2])) {
                var lower = upper - 1
                if word == "am" || word == "pm" { lower -= 1 }
                if lower - 1 > start, ["at", "around", "about", "by"].contains(words[lower - 1]) { lower -= 1 }
                if lower > start, lower < upper - 1 || words[lower] != word || word.utf8.contains(UInt8(ascii: ":")) || word.hasSuffix("am") || word.hasSuffix("pm") {
                    upper = lower; continue
                }
            }
            break
        }
        return end - upper
    }

    static func isClockWord(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first >= "0" && first <= "9" else { return false }
        return word.utf8.contains(UInt8(ascii: ":")) || word.hasSuffix("am") || word.hasSuffix("pm")
    }
}
