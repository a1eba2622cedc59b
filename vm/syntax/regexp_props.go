package syntax

import "unicode"

// Unicode property names and values accepted by \p{...} (ECMAScript tables
// "Non-binary Unicode property aliases", "Binary Unicode property aliases",
// "Binary Unicode properties of strings" and the General_Category and
// Script value aliases).

var binaryProperties = makeSet(
	"ASCII", "ASCII_Hex_Digit", "AHex", "Alphabetic", "Alpha", "Any", "Assigned", "Bidi_Control",
	"Bidi_C", "Bidi_Mirrored", "Bidi_M", "Case_Ignorable", "CI", "Cased", "Changes_When_Casefolded",
	"CWCF", "Changes_When_Casemapped", "CWCM", "Changes_When_Lowercased", "CWL",
	"Changes_When_NFKC_Casefolded", "CWKCF", "Changes_When_Titlecased", "CWT",
	"Changes_When_Uppercased", "CWU", "Dash", "Default_Ignorable_Code_Point", "DI", "Deprecated",
	"Dep", "Diacritic", "Dia", "Emoji", "Emoji_Component", "EComp", "Emoji_Modifier", "EMod",
	"Emoji_Modifier_Base", "EBase", "Emoji_Presentation", "EPres", "Extended_Pictographic",
	"ExtPict", "Extender", "Ext", "Grapheme_Base", "Gr_Base", "Grapheme_Extend", "Gr_Ext",
	"Hex_Digit", "Hex", "IDS_Binary_Operator", "IDSB", "IDS_Trinary_Operator", "IDST",
	"ID_Continue", "IDC", "ID_Start", "IDS", "Ideographic", "Ideo", "Join_Control", "Join_C",
	"Logical_Order_Exception", "LOE", "Lowercase", "Lower", "Math", "Noncharacter_Code_Point",
	"NChar", "Pattern_Syntax", "Pat_Syn", "Pattern_White_Space", "Pat_WS", "Quotation_Mark",
	"QMark", "Radical", "Regional_Indicator", "RI", "Sentence_Terminal", "STerm", "Soft_Dotted",
	"SD", "Terminal_Punctuation", "Term", "Unified_Ideograph", "UIdeo", "Uppercase", "Upper",
	"Variation_Selector", "VS", "White_Space", "space", "XID_Continue", "XIDC", "XID_Start", "XIDS",
)

var stringProperties = makeSet(
	"Basic_Emoji", "Emoji_Keycap_Sequence", "RGI_Emoji_Modifier_Sequence", "RGI_Emoji_Flag_Sequence",
	"RGI_Emoji_Tag_Sequence", "RGI_Emoji_ZWJ_Sequence", "RGI_Emoji",
)

var generalCategories = makeSet(
	"Cased_Letter", "LC", "Close_Punctuation", "Pe", "Connector_Punctuation", "Pc", "Control", "Cc",
	"cntrl", "Currency_Symbol", "Sc", "Dash_Punctuation", "Pd", "Decimal_Number", "Nd", "digit",
	"Enclosing_Mark", "Me", "Final_Punctuation", "Pf", "Format", "Cf", "Initial_Punctuation", "Pi",
	"Letter", "L", "Letter_Number", "Nl", "Line_Separator", "Zl", "Lowercase_Letter", "Ll", "Mark",
	"M", "Combining_Mark", "Math_Symbol", "Sm", "Modifier_Letter", "Lm", "Modifier_Symbol", "Sk",
	"Nonspacing_Mark", "Mn", "Number", "N", "Open_Punctuation", "Ps", "Other", "C", "Other_Letter",
	"Lo", "Other_Number", "No", "Other_Punctuation", "Po", "Other_Symbol", "So",
	"Paragraph_Separator", "Zp", "Private_Use", "Co", "Punctuation", "P", "punct", "Separator", "Z",
	"Space_Separator", "Zs", "Spacing_Mark", "Mc", "Surrogate", "Cs", "Symbol", "S",
	"Titlecase_Letter", "Lt", "Unassigned", "Cn", "Uppercase_Letter", "Lu",
)

// scriptAliases are the short (ISO 15924) names of scripts; the long names
// come from Go's unicode.Scripts.
var scriptAliases = makeSet(
	"Adlm", "Aghb", "Ahom", "Arab", "Armi", "Armn", "Avst", "Bali", "Bamu", "Bass", "Batk", "Beng",
	"Bhks", "Bopo", "Brah", "Brai", "Bugi", "Buhd", "Cakm", "Cans", "Cari", "Cher", "Chrs", "Copt",
	"Qaac", "Cpmn", "Cprt", "Cyrl", "Deva", "Diak", "Dogr", "Dsrt", "Dupl", "Egyp", "Elba", "Elym",
	"Ethi", "Geor", "Glag", "Gong", "Gonm", "Goth", "Gran", "Grek", "Gujr", "Guru", "Hang", "Hani",
	"Hano", "Hatr", "Hebr", "Hira", "Hluw", "Hmng", "Hmnp", "Hrkt", "Hung", "Ital", "Java", "Kali",
	"Kana", "Kawi", "Khar", "Khmr", "Khoj", "Kits", "Knda", "Kthi", "Lana", "Laoo", "Latn", "Lepc",
	"Limb", "Lina", "Linb", "Lisu", "Lyci", "Lydi", "Mahj", "Maka", "Mand", "Mani", "Marc", "Medf",
	"Mend", "Merc", "Mero", "Mlym", "Modi", "Mong", "Mroo", "Mtei", "Mult", "Mymr", "Nagm", "Nand",
	"Narb", "Nbat", "Newa", "Nkoo", "Nshu", "Ogam", "Olck", "Orkh", "Orya", "Osge", "Osma", "Ougr",
	"Palm", "Pauc", "Perm", "Phag", "Phli", "Phlp", "Phnx", "Plrd", "Prti", "Rjng", "Rohg", "Runr",
	"Samr", "Sarb", "Saur", "Sgnw", "Shaw", "Shrd", "Sidd", "Sind", "Sinh", "Sogd", "Sogo", "Sora",
	"Soyo", "Sund", "Sylo", "Syrc", "Tagb", "Takr", "Tale", "Talu", "Taml", "Tang", "Tavt", "Telu",
	"Tfng", "Tglg", "Thaa", "Thai", "Tibt", "Tirh", "Tnsa", "Toto", "Ugar", "Vaii", "Vith", "Wara",
	"Wcho", "Xpeo", "Xsux", "Yezi", "Yiii", "Zanb", "Zinh", "Qaai", "Zyyy", "Zzzz", "Unknown",
	"Inherited", "Common", "Coptic", "Katakana_Or_Hiragana",
	// Scripts newer than Go's Unicode tables.
	"Garay", "Gara", "Gurung_Khema", "Gukh", "Kirat_Rai", "Krai", "Ol_Onal", "Onao", "Sunuwar",
	"Sunu", "Todhri", "Todr", "Tulu_Tigalari", "Tutg", "Beria_Erfe", "Berf", "Sidetic", "Sidt",
	"Tai_Yo", "Tayo", "Tolong_Siki", "Tols",
)

func makeSet(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

func isGeneralCategory(s string) bool { return generalCategories[s] }

func isScript(s string) bool {
	if scriptAliases[s] {
		return true
	}
	_, ok := unicode.Scripts[s]
	return ok
}
