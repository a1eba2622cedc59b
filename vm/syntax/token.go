package syntax

// tokKind is the kind of a lexical token. Reserved words get their own kinds
// so the parser can switch on them; contextual keywords (async, let, of, get,
// set, static, yield, await, ...) are tIdent and are recognized by name.
type tokKind uint8

const (
	tEOF tokKind = iota
	tIdent
	tPrivateName // #name
	tNumber
	tBigInt
	tString
	tTemplate // a template piece: `...` or `...${ or }...${ or }...`
	tRegExp

	// Punctuators
	tLBrace
	tRBrace
	tLParen
	tRParen
	tLBrack
	tRBrack
	tDot
	tEllipsis
	tSemi
	tComma
	tQuestion
	tQuestionDot
	tColon
	tArrow
	tBang
	tTilde
	tInc
	tDec

	// Binary operators (kept contiguous: see binaryOps)
	tPlus
	tMinus
	tStar
	tSlash
	tPercent
	tStarStar
	tShl
	tShr
	tUShr
	tAmp
	tPipe
	tCaret
	tLt
	tGt
	tLe
	tGe
	tEq
	tNe
	tSeq
	tSne
	tAndAnd
	tOrOr
	tNullish

	// Assignment operators (kept contiguous)
	tAssign
	tPlusAssign
	tMinusAssign
	tStarAssign
	tSlashAssign
	tPercentAssign
	tStarStarAssign
	tShlAssign
	tShrAssign
	tUShrAssign
	tAmpAssign
	tPipeAssign
	tCaretAssign
	tAndAndAssign
	tOrOrAssign
	tNullishAssign

	// Reserved words (kept contiguous: tBreak..tWith)
	tBreak
	tCase
	tCatch
	tClass
	tConst
	tContinue
	tDebugger
	tDefault
	tDelete
	tDo
	tElse
	tEnum
	tExport
	tExtends
	tFalse
	tFinally
	tFor
	tFunction
	tIf
	tImport
	tIn
	tInstanceof
	tNew
	tNull
	tReturn
	tSuper
	tSwitch
	tThis
	tThrow
	tTrue
	tTry
	tTypeof
	tVar
	tVoid
	tWhile
	tWith
)

var tokNames = [...]string{
	tEOF: "end of input", tIdent: "identifier", tPrivateName: "private name", tNumber: "number",
	tBigInt: "bigint", tString: "string", tTemplate: "template string", tRegExp: "regular expression",
	tLBrace: "{", tRBrace: "}", tLParen: "(", tRParen: ")", tLBrack: "[", tRBrack: "]", tDot: ".",
	tEllipsis: "...", tSemi: ";", tComma: ",", tQuestion: "?", tQuestionDot: "?.", tColon: ":",
	tArrow: "=>", tBang: "!", tTilde: "~", tInc: "++", tDec: "--", tPlus: "+", tMinus: "-",
	tStar: "*", tSlash: "/", tPercent: "%", tStarStar: "**", tShl: "<<", tShr: ">>", tUShr: ">>>",
	tAmp: "&", tPipe: "|", tCaret: "^", tLt: "<", tGt: ">", tLe: "<=", tGe: ">=", tEq: "==",
	tNe: "!=", tSeq: "===", tSne: "!==", tAndAnd: "&&", tOrOr: "||", tNullish: "??", tAssign: "=",
	tPlusAssign: "+=", tMinusAssign: "-=", tStarAssign: "*=", tSlashAssign: "/=",
	tPercentAssign: "%=", tStarStarAssign: "**=", tShlAssign: "<<=", tShrAssign: ">>=",
	tUShrAssign: ">>>=", tAmpAssign: "&=", tPipeAssign: "|=", tCaretAssign: "^=",
	tAndAndAssign: "&&=", tOrOrAssign: "||=", tNullishAssign: "??=",
	tBreak: "break", tCase: "case", tCatch: "catch", tClass: "class", tConst: "const",
	tContinue: "continue", tDebugger: "debugger", tDefault: "default", tDelete: "delete", tDo: "do",
	tElse: "else", tEnum: "enum", tExport: "export", tExtends: "extends", tFalse: "false",
	tFinally: "finally", tFor: "for", tFunction: "function", tIf: "if", tImport: "import", tIn: "in",
	tInstanceof: "instanceof", tNew: "new", tNull: "null", tReturn: "return", tSuper: "super",
	tSwitch: "switch", tThis: "this", tThrow: "throw", tTrue: "true", tTry: "try", tTypeof: "typeof",
	tVar: "var", tVoid: "void", tWhile: "while", tWith: "with",
}

func (k tokKind) String() string {
	if int(k) < len(tokNames) {
		return tokNames[k]
	}
	return "?"
}

func (k tokKind) isKeyword() bool { return k >= tBreak && k <= tWith }

func (k tokKind) isAssign() bool { return k >= tAssign && k <= tNullishAssign }

// assignOps maps tAssign.. to the AST operator.
var assignOps = [...]Op{
	OpAssign, OpAddAssign, OpSubAssign, OpMulAssign, OpDivAssign, OpModAssign, OpExpAssign,
	OpShlAssign, OpShrAssign, OpUShrAssign, OpBitAndAssign, OpBitOrAssign, OpBitXorAssign,
	OpAndAssign, OpOrAssign, OpNullishAssign,
}

// keywordKind returns the token kind of a reserved word, or tIdent. It is
// called for every identifier, so it looks the word up in a perfect hash
// table (keywordHash has no collisions among the reserved words) and
// compares one string.
func keywordKind(s string) tokKind {
	if len(s) < 2 || len(s) > 10 {
		return tIdent
	}
	if e := &keywordTable[keywordHash(s)]; e.word == s {
		return e.kind
	}
	return tIdent
}

func keywordHash(s string) uint8 {
	return (s[0] + 23*s[1] + uint8(len(s))) & 127
}

type keywordEntry struct {
	word string
	kind tokKind
}

var keywordTable = func() (t [128]keywordEntry) {
	for k := tBreak; k <= tWith; k++ {
		w := tokNames[k]
		t[keywordHash(w)] = keywordEntry{w, k} // TestKeywordKind checks for collisions

	}
	return t
}()

// isStrictReserved reports the words reserved only in strict mode code.
func isStrictReserved(s string) bool {
	switch s {
	case "implements", "interface", "let", "package", "private", "protected", "public", "static", "yield":
		return true
	}
	return false
}
