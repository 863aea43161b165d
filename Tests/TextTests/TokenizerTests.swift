@testable import Text
import Testing

struct TokenizerTests {
    private func kinds(_ text: String) -> [String] {
        Tokenizer.tokenize(text).tokens.map { "\($0.kind.rawValue):\($0.folded)" }
    }

    @Test func wordsNumbersAndPunctuationKeepOffsets() {
        let input = Tokenizer.tokenize("Add task: buy 1.5 kg at 17:00!")
        #expect(input.tokens.map(\.folded) == ["add", "task", ":", "buy", "1.5", "kg", "at", "17:00", "!"])
        #expect(input.tokens[4].kind == .number)
        #expect(input.tokens[7].scalars == 24..<29)
        #expect(input.substring(input.tokens[3].scalars) == "buy")
    }

    /// A number glued to the word after it ("120g", "1.5kg", "3pm") is the number and the word,
    /// with the offsets of each, in ASCII and in text beyond it; a word with digits inside or
    /// after letters ("b12", "4x4", "mp3") stays one word.
    @Test func aNumberGluedToAWordIsTwoTokens() {
        for number in ["120", "1.5", "2,000", "3"] {
            for unit in ["g", "kg", "ml", "l", "km", "lbs", "pm", "min", "Grams"] {
                for tail in ["", " é"] {
                    let input = Tokenizer.tokenize("log \(number)\(unit) now\(tail)")
                    #expect(input.tokens.prefix(4).map { "\($0.kind.rawValue):\($0.folded)" } == ["word:log", "number:\(number)", "word:\(unit.lowercased())", "word:now"], "\(number)\(unit)\(tail)")
                    #expect(input.tokens[1].scalars == 4..<(4 + number.count) && input.tokens[2].scalars.lowerBound == 4 + number.count, "\(number)\(unit)")
                }
            }
        }
        for word in ["b12", "4x4", "mp3", "2x4s", "abc"] {
            #expect(Tokenizer.tokenize("buy \(word)").tokens.count == 2, "\(word)")
        }
    }

    @Test func quotedTextIsOneLiteralToken() {
        #expect(kinds("add task \"meet friday\" tomorrow") == ["word:add", "word:task", "quoted:meet friday", "word:tomorrow"])
        #expect(kinds("add “Meet Friday” now") == ["word:add", "quoted:meet friday", "word:now"])
        #expect(kinds("say 'hi there' ok") == ["word:say", "quoted:hi there", "word:ok"])
        let quoted = Tokenizer.tokenize("add \"x y\"").tokens[1]
        #expect(quoted.scalars == 4..<9)
        #expect(quoted.text == "x y")
    }

    @Test func apostrophesStayInsideWords() {
        #expect(kinds("don't stop") == ["word:don't", "word:stop"])
        #expect(kinds("I’m done") == ["word:i'm", "word:done"])
        #expect(kinds("rock 'n' roll") == ["word:rock", "quoted:n", "word:roll"])
    }

    @Test func unterminatedQuoteIsPunctuation() {
        #expect(kinds("add \"milk") == ["word:add", "punctuation:\"", "word:milk"])
    }

    @Test func hashtagsMentionsAndEmphasis() {
        #expect(kinds("#work @home-office !!") == ["hashtag:work", "mention:home-office", "emphasis:!!"])
        #expect(kinds("#\"home office\" x") == ["hashtag:home office", "word:x"])
        // An @ inside a word is an e-mail address, not a label; "!" after a word is punctuation.
        #expect(kinds("mail bob@example.com now!") == ["word:mail", "word:bob", "punctuation:@", "word:example", "punctuation:.", "word:com", "word:now", "punctuation:!"])
    }

    @Test func fractionsAndNumerals() {
        #expect(kinds("½ 1/2 1,000 3.25") == ["number:½", "number:1/2", "number:1,000", "number:3.25"])
    }

    /// ASCII text takes a short path (its bytes are its scalars); it must give what the general
    /// path gives. A non-ASCII word at the end sends the same words down the general path.
    @Test func asciiTextTokenizesAsTheGeneralPathDoes() {
        let ascii = "Add TASK: buy 1.5 kg at 17:00, don't #Work @Home-office !! \"Q3 plan\" x_1 1/2 to-do"
        let fast = Tokenizer.tokenize(ascii)
        let general = Tokenizer.tokenize(ascii + " é")
        #expect(fast.tokens == Array(general.tokens.dropLast()))
        for token in fast.tokens {
            #expect(fast.span(token.scalars) == general.span(token.scalars))
            #expect(fast.substring(token.scalars) == general.substring(token.scalars))
        }
        #expect(fast.tokens.first?.folded == "add" && fast.tokens.first?.text == "Add")
        #expect(fast.tokens.filter { $0.kind == .number }.map(\.text) == ["1.5", "17:00", "1/2"])
    }

    @Test func combiningMarksAreFoldedToNFCButOffsetsStayOriginal() {
        // "café" written with a combining acute accent: 5 scalars, 4 characters.
        let input = Tokenizer.tokenize("cafe\u{301} now")
        #expect(input.tokens[0].folded == "café")
        #expect(input.tokens[0].scalars == 0..<5)
        #expect(input.tokens[1].scalars == 6..<9)
        let span = input.span(input.tokens[1].scalars)
        #expect(span.characters == 5..<8)
        #expect(span.utf8 == 7..<10)
    }

    @Test func emojiSequencesAreOneSymbol() {
        let input = Tokenizer.tokenize("gym 🏋️‍♀️ 👍🏽 🇵🇹 done")
        #expect(input.tokens.map(\.kind) == [.word, .symbol, .symbol, .symbol, .word])
        #expect(input.substring(input.tokens[1].scalars) == "🏋️‍♀️")
        #expect(input.substring(input.tokens[3].scalars) == "🇵🇹")
        #expect(input.span(input.tokens[4].scalars).characters == 10..<14)
    }

    @Test func asciiSpansCountCRLFAsOneCharacter() {
        // Plain ASCII takes a fast path (one character per scalar) except for "\r\n", one
        // character of two scalars.
        let plain = Tokenizer.tokenize("Call MOM now")
        #expect(plain.tokens.map(\.folded) == ["call", "mom", "now"])
        #expect(plain.span(plain.tokens[2].scalars).characters == 9..<12)
        let crlf = Tokenizer.tokenize("call\r\nmom now")
        #expect(crlf.tokens.map(\.text) == ["call", "mom", "now"])
        #expect(crlf.span(crlf.tokens[1].scalars).characters == 5..<8)
        #expect(crlf.span(crlf.tokens[2].scalars).characters == 9..<12)
    }

    @Test func mixedScriptsAndCaseFolding() {
        #expect(kinds("Добавь ЗАДАЧУ 東京 İstanbul") == ["word:добавь", "word:задачу", "word:東京", "word:i̇stanbul"])
    }

    @Test func controlCharactersAndReplacementCharactersSeparate() {
        #expect(kinds("a\u{0}b\u{FFFD}c\u{7}d") == ["word:a", "word:b", "word:c", "word:d"])
    }

    @Test func emptyAndBlankInput() {
        #expect(Tokenizer.tokenize("").tokens.isEmpty)
        #expect(Tokenizer.tokenize(" \t\n ").tokens.isEmpty)
    }
}
