package syntax

// The JavaScript parser: a hand-written recursive-descent parser over the
// byte-oriented scanner of lexer.go, producing the tree of ast.go.
//
// Files: token.go (token kinds); lexer.go, lexer_number.go and
// lexer_string.go (scanner); parser.go (state, errors, program and
// directive prologues); parser_stmt.go (statements); parser_expr.go
// (operators, calls, members, identifiers); parser_literal.go (array,
// object, template, string and regexp literals); parser_arrow.go
// (parenthesized expressions and arrow functions); parser_pattern.go
// (binding patterns and expression-to-pattern conversion); parser_func.go
// (functions and classes); parser_scope.go (redeclaration early errors);
// parser_alloc.go (node slabs and list stacks); regexp.go and
// regexp_props.go (pattern validation); dump.go (Dump, DumpPos).
//
// Design notes:
//   - One token of look-ahead (p.tok). Regular expressions and template
//     continuations are rescanned on demand by the parser, which knows
//     whether a '/' or '}' starts one. peek() scans one more token by saving
//     and restoring the scanner state.
//   - The cover grammar is handled esbuild-style: parenthesized lists,
//     object and array literals are parsed as expressions and converted to
//     patterns (toPattern, toParams) when '=' or '=>' follows. Errors that
//     only apply to expressions ({a = 1}, duplicate __proto__) are recorded
//     in a cover struct and reported once the literal is known to stay an
//     expression.
//   - Errors do not unwind with panics: the first error is recorded and the
//     token stream turns into end-of-input, so every loop (which all stop at
//     tEOF) finishes quickly. Every list loop also checks that it consumed a
//     token. Nesting depth is bounded by maxDepth.

import (
	"fmt"
	"sync/atomic"
)

// maxDepth bounds syntactic nesting so hostile input cannot exhaust the Go
// stack. The parser builds chains (a + b + c, a.b().c) in loops, not
// recursion, so the tree can be deeper: the passes over it that follow
// (the compiler's) walk chains in loops or bound their own depth.
const maxDepth = 1000

// MaxDepth is maxDepth, for the compiler's own bound.
const MaxDepth = maxDepth

// pollEvery is how many tokens the parser reads between looks at its
// interrupt flag (a power of two).
const pollEvery = 1024

// funcState is what the parser knows about the innermost function (or the
// program, or a class field initializer / static block, which behave like
// function bodies for these purposes).
type funcState struct {
	async         bool // await expressions allowed
	awaitReserved bool // `await` may not be an identifier
	generator     bool // yield expressions allowed
	arrow         bool
	inParams      bool // parsing the parameter list
	returnOK      bool
	isTop         bool // the program itself
	superCall     bool
	superProp     bool
	newTarget     bool
	classInit     bool // class field initializer or static block: `arguments` is forbidden
	staticBlock   bool // class static block: await is reserved here but not in nested arrows
	labels        []label
	loops         int // enclosing iteration statements
	switches      int // enclosing switch statements
}

type label struct {
	name      string
	loop      bool
	bodyStart int // offset of the labeled statement's body
	start     int // offset of the label itself
}

// classState tracks private names of a class body.
type classState struct {
	declared map[string][]privateDecl // by name; made on first use
	used     []privateUse
}

type privateDecl struct {
	name   string
	kind   ClassMemberKind
	static bool
}

type privateUse struct {
	name string
	pos  Pos
}

type parser struct {
	lx      lexer
	tok     token
	prevEnd int
	err     *Error
	goal    Goal
	strict  bool
	fn      *funcState
	scope   *scope
	classes []*classState
	depth   int

	// interrupt stops the parse once set (Options.Interrupt); polled every
	// pollEvery tokens, counted by ticks.
	interrupt *atomic.Bool
	ticks     uint32

	// parens records expressions that were written in parentheses (the AST
	// does not keep them, but several early errors depend on them).
	parens map[Node]bool
	// spreadComma records spread elements followed by a comma (invalid as a
	// rest element in a pattern).
	spreadComma map[Node]bool

	// Offsets+1 of the first yield / await expression and `await` identifier
	// seen since the last reset, to reject them in arrow parameters.
	yieldPos, awaitPos, awaitIdentPos int

	hasReturn bool

	slabs      nodeSlabs
	lists      listStacks
	freeScopes []*scope
	freeFns    []*funcState

	// assignStart is the offset of the current AssignmentExpression; an
	// arrow function may only start there.
	assignStart int
	assignNoIn  bool // the `in` operator is excluded there (for heads)

	// itemCtx tells parseStatement it is parsing a StatementListItem (where
	// sloppy code may label a function declaration).
	itemCtx bool
}

// parseJS parses src as JavaScript with the given goal.
func parseJS(src string, goal Goal) (*Program, error) { return parseJSWith(src, goal, nil) }

// parseJSWith is parseJS stopped by a set interrupt (with an Error marked
// interrupted).
func parseJSWith(src string, goal Goal, interrupt *atomic.Bool) (prog *Program, err error) {
	p := &parser{goal: goal, interrupt: interrupt}
	defer func() {
		if r := recover(); r != nil {
			// A last-resort safety net: the parser is written not to panic.
			prog = nil
			err = &Error{Pos: posOf(src, p.lx.pos), Msg: fmt.Sprintf("internal parser error: %v", r)}
		}
	}()
	p.lx.init(src)
	p.next()
	prog = p.parseProgram()
	if p.err != nil {
		return nil, p.err
	}
	return prog, nil
}

// next advances to the next token.
func (p *parser) next() {
	p.prevEnd = p.tok.end
	p.lx.next(&p.tok)
	if p.lx.failed && p.err == nil {
		p.err = &Error{Pos: posOf(p.lx.src, p.lx.errAt), Msg: p.lx.errMsg}
	}
	if p.ticks++; p.ticks%pollEvery == 0 {
		p.poll()
	}
}

// poll stops the parse when its interrupt flag is set: the error takes the
// place of any other, and the token stream ends.
func (p *parser) poll() {
	if p.interrupt == nil || !p.interrupt.Load() {
		return
	}
	p.failAt(p.tok.pos, "the parse was interrupted")
	p.err = errInterrupted()
}

// peek returns the token after the current one without consuming anything.
func (p *parser) peek() token {
	saved := p.lx.lexState
	savedBase, savedCol := p.lx.colBase, p.lx.colVal
	var t token
	p.lx.next(&t)
	if p.lx.failed && p.err == nil {
		// Do not report errors from look-ahead: they are reported when the
		// token is really scanned.
		p.lx.failed = false
		t.kind = tEOF
	}
	p.lx.lexState = saved
	p.lx.colBase, p.lx.colVal = savedBase, savedCol
	return t
}

// failAt records the first syntax error and stops the token stream, so every
// parsing loop ends quickly.
func (p *parser) failAt(pos Pos, msg string) {
	if p.err == nil {
		p.err = &Error{Pos: pos, Msg: msg}
	}
	p.lx.failed = true
	if p.lx.errMsg == "" {
		p.lx.errMsg = msg
	}
	p.tok.kind = tEOF
}

func (p *parser) failf(pos Pos, format string, args ...any) {
	p.failAt(pos, fmt.Sprintf(format, args...))
}

// failOff reports an error at a byte offset.
func (p *parser) failOff(off int, msg string) {
	p.failAt(posOf(p.lx.src, off), msg)
}

// unexpected reports the current token as unexpected.
func (p *parser) unexpected() {
	if p.err != nil {
		return
	}
	t := &p.tok
	var msg string
	switch t.kind {
	case tEOF:
		msg = "Unexpected end of input"
	case tIdent:
		if p.strict && isStrictReserved(t.lit) {
			msg = "Unexpected strict mode reserved word"
		} else {
			msg = fmt.Sprintf("Unexpected identifier '%s'", t.lit)
		}
	case tPrivateName:
		msg = fmt.Sprintf("Unexpected identifier '#%s'", t.lit)
	case tNumber, tBigInt:
		msg = "Unexpected number"
	case tString:
		msg = "Unexpected string"
	case tTemplate:
		msg = "Unexpected template string"
	case tRegExp:
		msg = "Unexpected regular expression"
	case tEnum:
		msg = "Unexpected reserved word"
	default:
		msg = fmt.Sprintf("Unexpected token '%s'", t.kind)
	}
	p.failAt(t.pos, msg)
}

// expect consumes a token of kind k or reports an error.
func (p *parser) expect(k tokKind) bool {
	if p.tok.kind != k {
		p.unexpected()
		return false
	}
	p.next()
	return true
}

// expectClose consumes a closing token, with V8's message for a missing
// parenthesis after an argument list.
func (p *parser) expectClose(k tokKind, what string) {
	if p.tok.kind == k {
		p.next()
		return
	}
	if p.tok.kind == tEOF || what == "" {
		p.unexpected()
		return
	}
	p.failAt(p.tok.pos, what)
}

// semicolon consumes a statement terminator, applying automatic semicolon
// insertion: before '}', at the end of input, or after a line terminator.
func (p *parser) semicolon() {
	switch {
	case p.tok.kind == tSemi:
		p.next()
	case p.tok.kind == tRBrace || p.tok.kind == tEOF || p.tok.nl:
	default:
		p.unexpected()
	}
}

func (p *parser) isIdent(name string) bool {
	return p.tok.kind == tIdent && p.tok.lit == name && !p.tok.escaped
}

func (p *parser) span(start Pos) Span { return Span{Start: start, End: int32(p.prevEnd)} }

func (p *parser) enter() bool {
	p.depth++
	if p.depth > maxDepth {
		p.failAt(p.tok.pos, depthMessage)
		if p.err.Msg == depthMessage {
			p.err.tooDeep = true
		}
		return false
	}
	return true
}

// depthMessage is the error of a program nested more than maxDepth levels
// deep.
var depthMessage = fmt.Sprintf("too deeply nested: more than %d levels of expressions, statements or functions", maxDepth)

func (p *parser) leave() { p.depth-- }

func (p *parser) markParen(n Node) {
	if p.parens == nil {
		p.parens = make(map[Node]bool)
	}
	p.parens[n] = true
}

func (p *parser) isParen(n Node) bool { return p.parens != nil && p.parens[n] }

// parseProgram parses the whole source.
func (p *parser) parseProgram() *Program {
	prog := &Program{LastExpr: -1, Source: p.lx.src}
	fn := &funcState{isTop: true}
	if p.goal == GoalProgram {
		fn.async = true
		fn.awaitReserved = true
		fn.returnOK = true
		fn.newTarget = true
	}
	p.fn = fn
	p.pushScope(scopeFunc)
	start := Pos{Line: 1, Col: 1}
	prog.Body, prog.Strict = p.parseBody(tEOF, nil)
	p.popScope()
	if p.err == nil && p.tok.kind != tEOF {
		p.unexpected()
	}
	prog.Span = Span{Start: start, End: int32(len(p.lx.src))}
	for i, s := range prog.Body {
		if _, ok := s.(*ExprStmt); ok {
			prog.LastExpr = i
		}
	}
	prog.HasReturn = p.hasReturn
	return prog
}

// parseBody parses a directive prologue and statement list up to end (tEOF
// or tRBrace, not consumed). onStrict is called when a "use strict"
// directive switches the body to strict mode (to re-check parameters).
func (p *parser) parseBody(end tokKind, onStrict func(at Pos)) ([]Stmt, bool) {
	mark := p.lists.stmts.mark()
	becameStrict := false
	octalAt := -1
	prologue := true
	for p.tok.kind != end && p.tok.kind != tEOF {
		before := p.tok.pos.Offset
		if prologue {
			if p.tok.kind != tString {
				prologue = false
			} else {
				strTok := p.tok
				s := p.parseStatementListItem()
				p.lists.stmts.push(s)
				es, ok := s.(*ExprStmt)
				lit, isLit := (Expr)(nil), false
				if ok {
					lit = es.X
					_, isLit = lit.(*StringLit)
				}
				if !isLit || int(lit.Loc().End) != strTok.end || lit.Loc().Start.Offset != strTok.pos.Offset {
					prologue = false
					continue
				}
				raw := p.lx.src[strTok.pos.Offset+1 : strTok.end-1]
				es.Directive = raw
				if strTok.octal && octalAt < 0 {
					octalAt = strTok.octalAt
				}
				if raw == "use strict" {
					if !p.strict {
						p.strict = true
						becameStrict = true
					}
					if onStrict != nil {
						onStrict(strTok.pos)
					}
				}
				if p.strict && octalAt >= 0 {
					p.failOff(octalAt, "Octal escape sequences are not allowed in strict mode.")
				}
				continue
			}
		}
		s := p.parseStatementListItem()
		p.lists.stmts.push(s)
		if p.tok.pos.Offset == before && p.err == nil {
			p.unexpected()
		}
	}
	return p.lists.stmts.take(p, mark), becameStrict || p.strict
}
