package syntax

import (
	"fmt"
	"sync/atomic"
)

// Stage 2 of the TypeScript path (typescript.go): can esbuild read the
// source safely? typeScriptNestingError either lets the source on to the
// split (typescript_split.go) or ends the path with the JavaScript parser's
// error and the reason the source was not tried as TypeScript.

// The TypeScript fallback hands the source to esbuild, whose parser, visitor
// and printer recurse once per level of the tree (a stack overflow there is
// fatal to the whole process) and whose renamer does work proportional to
// the square of the scope depth for every declaration (a binding that
// shadows one further out is renamed by trying x2, x3, ... against every
// enclosing scope). Our parser bounds its own nesting, but it stops at the
// first error, which in a TypeScript program is usually the first type
// annotation: it has not seen the rest. checkTypeScriptNesting looks at the
// whole source with the light tokenizer of typescript_scan.go before esbuild
// does, and refuses programs that could nest deeper than tsMaxNesting or
// make the renamer's work exceed tsMaxScopeWork.
//
// Without a parser it cannot know the tree, so it bounds it: a node of the
// tree is at most as deep as the number of tokens on the way to it, and
// lists do not nest (the items of a list, the statements of a block and the
// operands of a comma are siblings). So the estimate of the depth at a token
// is the number of open brackets plus, at each open bracket (and at the top
// level), the tokens read since the last ',' or ';' there, or since a line
// break that ends a statement (automatic semicolon insertion: the line
// before ends an operand and the next line cannot continue it). Closing
// brackets and the middle pieces of a template do not count. The estimate is
// never lower than the true depth, and for ordinary programs it stays far
// below the limit: it counts the tokens of one statement at one bracket
// level, and a statement of four thousand tokens (a concatenation of two
// thousand terms, say) is not written by hand.
//
// The scope depth of a declaration is at most the number of open brackets
// plus the arrows (x => ...) on the way to it, which open a scope without a
// bracket; each word of the source is taken for a declaration at that depth.
const (
	// tsMaxNesting bounds the depth estimate. esbuild's recursion at this
	// depth takes some tens of megabytes of stack at most; our parser then
	// rejects the output if it really nests more than maxDepth levels.
	tsMaxNesting = 4 * maxDepth
	// tsMaxScopeWork bounds the sum, over the words of the source, of the
	// square of their scope depth estimate: esbuild's renamer takes about
	// 0.1 s for the worst program at this bound, and ordinary programs of a
	// megabyte stay under a tenth of it.
	tsMaxScopeWork = 4_000_000
)

// typeScriptNestingError is checkTypeScriptNesting's verdict as the error to
// report: the JavaScript parser's, which is all that is known about the
// program, with the reason it was not tried as TypeScript.
func typeScriptNestingError(src string, jsErr *Error, interrupt *atomic.Bool) *Error {
	at, problem := checkTypeScriptNesting(src, interrupt)
	if at < 0 {
		return nil
	}
	pos := newLineTable(src).pos(at)
	return &Error{Pos: jsErr.Pos, Msg: fmt.Sprintf("%s (the program was not tried as TypeScript: %s at %d:%d)", jsErr.Msg, problem, pos.Line, pos.Col)}
}

// tsLevel is what checkTypeScriptNesting counts at one open bracket (or at
// the top level).
type tsLevel struct {
	tokens int  // tokens since the last list separator or statement end
	arrows int  // of which arrows
	head   bool // the '(' after if, while, for or with: what follows nests under it
}

// checkTypeScriptNesting returns -1 when esbuild may safely parse src, or
// the offset of the first place where it may not, and why.
func checkTypeScriptNesting(src string, interrupt *atomic.Bool) (at int, problem string) {
	s := &tsScanner{src: src, stray: -1, interrupt: interrupt}
	levels := []tsLevel{{}}
	tokens, arrows := 0, 0 // sums over levels
	work := 0
	endsOperand := false // the previous token ends an operand
	reset := func() {
		l := &levels[len(levels)-1]
		tokens -= l.tokens
		arrows -= l.arrows
		l.tokens, l.arrows = 0, 0
	}
	pop := func() {
		if len(levels) > 1 {
			reset()
			levels = levels[:len(levels)-1]
		}
	}
	for {
		t := s.next()
		if t.kind == tsEOF {
			return -1, ""
		}
		text := s.text(t)
		if t.nlBefore && endsOperand && startsStatement(t.kind, text) {
			reset()
		}
		opens, counts := false, true
		wasHead := false
		switch t.kind {
		case tsPunct:
			switch text {
			case ",", ";":
				reset()
				counts = false
			case "(", "[", "{":
				opens = true
			case ")", "]", "}":
				wasHead = levels[len(levels)-1].head
				pop()
				counts = false
			case "=>":
				levels[len(levels)-1].arrows++
				arrows++
			}
		case tsTemplate:
			if text[0] == '}' {
				pop()
				counts = false // a middle or last piece belongs to the template
			}
			opens = len(text) >= 2 && text[len(text)-2:] == "${"
		case tsWord:
			depth := len(levels) - 1 + arrows
			if work += depth * depth; work > tsMaxScopeWork {
				return t.start, "it has too many declarations in deeply nested scopes"
			}
		}
		if counts {
			levels[len(levels)-1].tokens++
			tokens++
		}
		if opens {
			levels = append(levels, tsLevel{head: text == "(" && s.hasPrev && isStatementHead(s.text(s.prev))})
		}
		if len(levels)-1+tokens > tsMaxNesting {
			return t.start, "it is too deeply nested"
		}
		endsOperand = tokenEndsOperand(t.kind, text, wasHead)
		s.advance(t)
	}
}

// isStatementHead reports the words after which a parenthesized head is
// followed by a statement that nests under it (await for `for await (...)`).
func isStatementHead(word string) bool {
	switch word {
	case "if", "while", "for", "with", "await":
		return true
	}
	return false
}

// tokenEndsOperand reports a token after which a line break may end the
// statement: the end of an operand. closedHead marks the ')' of an if,
// while, for or with, which its body follows.
func tokenEndsOperand(kind tsTokKind, text string, closedHead bool) bool {
	switch kind {
	case tsNumber, tsString, tsRegExp:
		return true
	case tsTemplate:
		return text[len(text)-1] == '`'
	case tsPunct:
		return (text == ")" || text == "]" || text == "}") && !closedHead
	case tsWord:
		switch text {
		case "new", "typeof", "void", "delete", "await", "yield", "return", "throw", "case", "do", "else",
			"in", "instanceof", "of", "extends", "implements", "if", "while", "for", "with", "switch", "catch",
			"try", "finally", "function", "class", "const", "let", "var", "async", "export", "import", "from",
			"as", "satisfies", "keyof", "readonly", "unique", "infer", "is", "asserts", "declare", "abstract",
			"static", "get", "set", "type", "interface", "enum", "namespace", "module", "public", "private",
			"protected", "override", "accessor", "default":
			return false
		}
		return true
	}
	return false
}

// startsStatement reports a token that, after a line break that follows an
// operand, starts a new statement rather than continuing the expression.
func startsStatement(kind tsTokKind, text string) bool {
	switch kind {
	case tsNumber, tsString:
		return true
	case tsPunct:
		return text == "{" || text == "!" || text == "~" || text == "@"
	case tsWord:
		switch text {
		case "in", "instanceof", "as", "satisfies", "else", "catch", "finally", "extends", "implements", "of", "is":
			return false
		}
		return true
	}
	return false
}
