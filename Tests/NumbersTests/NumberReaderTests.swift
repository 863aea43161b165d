import Testing
@testable import Numbers

struct NumberReaderTests {
    private func read(_ text: String) -> NumberReading? {
        NumberReader.read(text.split(separator: " ").map(String.init), at: 0)
    }

    @Test(arguments: [
        ("12", 12.0, 1), ("1.5", 1.5, 1), (".5", 0.5, 1), ("1,000", 1000, 1), ("1/2", 0.5, 1),
        ("½", 0.5, 1), ("1½", 1.5, 1), ("1 1/2 cups", 1.5, 2), ("2 ½", 2.5, 2), ("3-1/2", 3.5, 1),
        ("ninety nine", 99, 2), ("twenty-one", 21, 1), ("a hundred", 100, 2), ("one hundred", 100, 2),
        ("two hundred and fifty", 250, 4), ("one and a half", 1.5, 4), ("a dozen eggs", 12, 2),
        ("two dozen", 24, 2), ("2 dozen eggs", 24, 2), ("seven days", 7, 1), ("three thousand", 3000, 2), ("a half", 0.5, 2),
    ])
    func readsNumbers(text: String, value: Double, words: Int) throws {
        let reading = try #require(read(text))
        #expect(abs(reading.value - value) < 1e-9)
        #expect(reading.wordCount == words)
        // The String overload and the generic reader (here over Substrings) agree.
        #expect(NumberReader.read(text.split(separator: " "), at: 0) == reading)
    }

    @Test(arguments: ["a", "an apple", "friday", "1,2", "1.2.3", "", "/", "1/0", "five six", "fortyish", "twenty-", "-one", "5pm", "3rd", "1/2x", "3-1/2a"])
    func rejectsNonNumbers(text: String) {
        let reading = read(text)
        if text == "five six" {
            #expect(reading?.wordCount == 1)
        } else {
            #expect(reading == nil)
        }
    }

    /// Issue 26: a chain of number words past what the word grammar can mean overflowed `Int`
    /// (SIGILL) in `readWords`; it is plain words now, and every reading stays within the bound.
    @Test func numberWordChainsPastTheGrammarArePlainWords() throws {
        let chain = Array(repeating: "hundred twenty one", count: 18).joined(separator: " ")
        #expect(read(chain) == nil)
        // From its first "twenty": "twenty one hundred twenty one hundred ..." puts a hundred on 2121.
        #expect(read(String(chain.dropFirst("hundred ".count))) == nil)
        #expect(read("twenty one hundred twenty one")?.value == 2121)
        #expect(read("twenty one hundred twenty one")?.wordCount == 5)
        let largest = try #require(read("nine hundred ninety nine million nine hundred ninety nine thousand nine hundred ninety nine"))
        #expect(largest.value == Double(NumberReader.largestWordValue))
        #expect(largest.wordCount == 14)
        #expect(read("a thousand million") == nil)
        #expect(read("three thousand two million") == nil)
        #expect(read("one million million") == nil)
        #expect(read(Array(repeating: "million", count: 40).joined(separator: " ")) == nil)
        #expect(read("a hundred hundred") == nil)
    }

    /// Plain digit runs are read from their bytes; they must give what the general path gives
    /// (`plainDecimal`), up to the longest run the short path takes and past it.
    @Test(arguments: ["0", "6", "007", "2027", "999999999999999", "1000000000000000", "12345678901234567890"])
    func digitRunsReadAsTheGeneralPathDoes(text: String) throws {
        let reading = try #require(read(text))
        #expect(reading.value == NumberReader.plainDecimal(text))
        #expect(reading.wordCount == 1)
    }

    /// The two-letter pre-check lets every number word through and turns ordinary words away.
    @Test func numberWordsPassTheOpeningCheck() {
        for word in Array(NumberReader.units.keys) + Array(NumberReader.tens.keys) + ["a", "an", "twenty-one", "forty-two"] {
            #expect(NumberReader.mayStartNumberWord(word), "\(word)")
        }
        for word in ["add", "task", "the", "to", "finish", "", "ä", "x", "5pm", "p1", "Twenty", "a1"] {
            #expect(!NumberReader.mayStartNumberWord(word), "\(word)")
        }
    }

    @Test func ordinals() {
        #expect(OrdinalReader.read(["27th"], at: 0)?.value == 27)
        #expect(OrdinalReader.read(["1th"], at: 0) == nil)
        #expect(OrdinalReader.read(["twenty", "seventh"], at: 0)?.value == 27)
        #expect(OrdinalReader.read(["thirty-first"], at: 0)?.value == 31)
        #expect(OrdinalReader.read(["third"], at: 0)?.value == 3)
        #expect(OrdinalReader.read(["11th"], at: 0)?.value == 11)
        #expect(OrdinalReader.read(["22nd"], at: 0)?.value == 22)
    }
}
