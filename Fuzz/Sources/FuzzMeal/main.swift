import CLibFuzzer
import Foundation
import Nutrition

/// One meal sentence ("2 eggs and a slice of toast for breakfast") through the meal parser over
/// the bundled food table.
let mealParser = MealParser(matcher: .bundled())

func fuzzMeal(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    _ = mealParser.parse(String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self))
    return 0
}

_ = mealParser.parse("2 eggs and a slice of toast")  // the food table loads before the first input
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { start, count in fuzzMeal(start, count) })
