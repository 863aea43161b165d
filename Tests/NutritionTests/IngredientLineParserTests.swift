import Nutrition
import Testing

@Suite struct IngredientLineParserTests {
    @Test func parsesCommonIngredientLines() {
        let line = IngredientLineParser.parse("1 1/2 cups chopped white onion")
        #expect(line.quantity?.value == 1.5)
        #expect(line.unit == .cup)
        #expect(line.name == "white onion")
        let garlic = IngredientLineParser.parse("4 cloves garlic, minced")
        #expect(garlic.unit == .clove)
        #expect(garlic.name == "garlic")
        let rind = IngredientLineParser.parse("Grated rind of 1 1/2 lemons")
        #expect(rind.quantity?.value == 1.5)
        #expect(rind.name == "lemons")
    }
}
