import CEditLine
import NLParse
print("ask")
