// Package syntax turns CodeMode program text into an abstract syntax tree.
//
// The tree follows ESTree's shape (the structure every JavaScript tool shares) in
// Go's idiom: one concrete struct per node kind, expressions behind the Expr
// interface, statements behind Stmt, binding and assignment targets behind
// Pattern. Every node records where it starts and ends in the source the user
// wrote (for TypeScript input: the original text, not esbuild's output).
//
// Parentheses are not kept as nodes; the parser resolves what they mean
// (arrow parameters, assignment targets, optional-chain boundaries).
package syntax

// Pos is a position in the source text.
type Pos struct {
	Offset int32 // byte offset, 0-based
	Line   int32 // 1-based
	Col    int32 // 1-based, counted in UTF-16 code units like V8 and editors do
}

// Span is the extent of a node: where it starts and the byte offset just past
// its end.
type Span struct {
	Start Pos
	End   int32
}

// Node is any syntax tree node.
type Node interface {
	Loc() Span
}

// Loc returns the node's extent; every node embeds Span.
func (s Span) Loc() Span { return s }

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// Stmt is a statement or declaration node.
type Stmt interface {
	Node
	stmtNode()
}

// Pattern is a binding or assignment target: *Identifier, *ObjectPattern,
// *ArrayPattern, *AssignPattern (a target with a default), *RestElement and,
// in assignment targets only, *MemberExpr.
type Pattern interface {
	Node
	patternNode()
}

// ---------------------------------------------------------------------------
// Programs

// Program is a parsed CodeMode program (or plain script; see Goal).
type Program struct {
	Span
	Body []Stmt
	// Strict reports a "use strict" directive at the top of the program.
	Strict bool
	// LastExpr is the index in Body of the last top-level statement that is an
	// *ExprStmt, or -1 when there is none. Without a top-level return, that
	// statement's value is the program's result.
	LastExpr int
	// HasReturn reports a top-level return statement (allowed by the CodeMode
	// goal: the program is the body of an implicit async function).
	HasReturn bool
	// TypeScript reports that the source only parsed after esbuild stripped
	// TypeScript syntax from it. Positions still refer to the original source.
	TypeScript bool
	// Source is the text the positions refer to (the user's original source).
	Source string
}

// ---------------------------------------------------------------------------
// Operators

// Op is an operator of a unary, update, binary, logical or assignment
// expression.
type Op uint8

const (
	OpInvalid Op = iota

	// Unary
	OpNeg    // -x
	OpPos    // +x
	OpNot    // !x
	OpBitNot // ~x
	OpTypeof // typeof x
	OpVoid   // void x
	OpDelete // delete x

	// Update
	OpInc // ++
	OpDec // --

	// Binary
	OpAdd        // +
	OpSub        // -
	OpMul        // *
	OpDiv        // /
	OpMod        // %
	OpExp        // **
	OpShl        // <<
	OpShr        // >>
	OpUShr       // >>>
	OpBitAnd     // &
	OpBitOr      // |
	OpBitXor     // ^
	OpEq         // ==
	OpNotEq      // !=
	OpStrictEq   // ===
	OpStrictNeq  // !==
	OpLess       // <
	OpLessEq     // <=
	OpGreater    // >
	OpGreaterEq  // >=
	OpIn         // in (also `#x in obj`, with a *PrivateName on the left)
	OpInstanceof // instanceof

	// Logical (short-circuit)
	OpAnd     // &&
	OpOr      // ||
	OpNullish // ??

	// Assignment
	OpAssign        // =
	OpAddAssign     // +=
	OpSubAssign     // -=
	OpMulAssign     // *=
	OpDivAssign     // /=
	OpModAssign     // %=
	OpExpAssign     // **=
	OpShlAssign     // <<=
	OpShrAssign     // >>=
	OpUShrAssign    // >>>=
	OpBitAndAssign  // &=
	OpBitOrAssign   // |=
	OpBitXorAssign  // ^=
	OpAndAssign     // &&=
	OpOrAssign      // ||=
	OpNullishAssign // ??=
)

var opNames = [...]string{
	OpInvalid: "?", OpNeg: "-", OpPos: "+", OpNot: "!", OpBitNot: "~", OpTypeof: "typeof",
	OpVoid: "void", OpDelete: "delete", OpInc: "++", OpDec: "--", OpAdd: "+", OpSub: "-",
	OpMul: "*", OpDiv: "/", OpMod: "%", OpExp: "**", OpShl: "<<", OpShr: ">>", OpUShr: ">>>",
	OpBitAnd: "&", OpBitOr: "|", OpBitXor: "^", OpEq: "==", OpNotEq: "!=", OpStrictEq: "===",
	OpStrictNeq: "!==", OpLess: "<", OpLessEq: "<=", OpGreater: ">", OpGreaterEq: ">=",
	OpIn: "in", OpInstanceof: "instanceof", OpAnd: "&&", OpOr: "||", OpNullish: "??",
	OpAssign: "=", OpAddAssign: "+=", OpSubAssign: "-=", OpMulAssign: "*=", OpDivAssign: "/=",
	OpModAssign: "%=", OpExpAssign: "**=", OpShlAssign: "<<=", OpShrAssign: ">>=",
	OpUShrAssign: ">>>=", OpBitAndAssign: "&=", OpBitOrAssign: "|=", OpBitXorAssign: "^=",
	OpAndAssign: "&&=", OpOrAssign: "||=", OpNullishAssign: "??=",
}

// String returns the operator as written in source.
func (op Op) String() string {
	if int(op) < len(opNames) {
		return opNames[op]
	}
	return "?"
}

// BinaryOf returns the binary operator a compound assignment applies
// (OpAdd for OpAddAssign, OpAnd for OpAndAssign, ...), or OpInvalid for OpAssign.
func (op Op) BinaryOf() Op {
	switch op {
	case OpAddAssign:
		return OpAdd
	case OpSubAssign:
		return OpSub
	case OpMulAssign:
		return OpMul
	case OpDivAssign:
		return OpDiv
	case OpModAssign:
		return OpMod
	case OpExpAssign:
		return OpExp
	case OpShlAssign:
		return OpShl
	case OpShrAssign:
		return OpShr
	case OpUShrAssign:
		return OpUShr
	case OpBitAndAssign:
		return OpBitAnd
	case OpBitOrAssign:
		return OpBitOr
	case OpBitXorAssign:
		return OpBitXor
	case OpAndAssign:
		return OpAnd
	case OpOrAssign:
		return OpOr
	case OpNullishAssign:
		return OpNullish
	}
	return OpInvalid
}

// ---------------------------------------------------------------------------
// Expressions

// Identifier is a name: a variable reference, a binding, a label, or a
// non-computed property key. Name is the value after resolving \u escapes.
type Identifier struct {
	Span
	Name string
}

// PrivateName is `#name` in a class body, as a member key, in `obj.#name`, or
// on the left of `#name in obj`. Name excludes the '#'.
type PrivateName struct {
	Span
	Name string
}

type NullLit struct{ Span }

type BoolLit struct {
	Span
	Value bool
}

// NumberLit is a numeric literal; Raw is the source text (with separators).
type NumberLit struct {
	Span
	Value float64
	Raw   string
}

// BigIntLit is a BigInt literal. Digits is the value in decimal, without the
// trailing 'n' and without separators.
type BigIntLit struct {
	Span
	Digits string
}

// StringLit is a string literal. Value is the cooked value encoded as WTF-8:
// UTF-8 in which a lone surrogate code unit (from an escape like "\uD800")
// is encoded on its own as a 3-byte sequence, so no code unit is lost.
type StringLit struct {
	Span
	Value string
}

// RegExpLit is a regular-expression literal /Pattern/Flags. The parser checks
// the flags (dgimsuyv, no repeats, not both u and v); the pattern is checked
// against the ECMAScript pattern grammar.
type RegExpLit struct {
	Span
	Pattern string
	Flags   string
}

// TemplateElement is one literal piece of a template. Cooked is nil when the
// piece has an invalid escape (allowed only in tagged templates). Both are
// WTF-8 like StringLit.Value; Raw has line terminators normalized to \n as
// the specification requires.
type TemplateElement struct {
	Span
	Cooked *string
	Raw    string
}

// TemplateLit is `a${x}b`: len(Quasis) == len(Exprs)+1.
type TemplateLit struct {
	Span
	Quasis []*TemplateElement
	Exprs  []Expr
}

// TaggedTemplate is tag`...`.
type TaggedTemplate struct {
	Span
	Tag   Expr
	Quasi *TemplateLit
}

// ArrayLit is [a, , ...b]. A nil element is a hole; spread is *SpreadElement.
type ArrayLit struct {
	Span
	Elements []Expr
}

// PropKind says what an object-literal entry is.
type PropKind uint8

const (
	PropInit   PropKind = iota // key: value, shorthand `key`, or method `key() {}`
	PropGet                    // get key() {}
	PropSet                    // set key(v) {}
	PropSpread                 // ...value (Key is nil)
)

// Property is one entry of an object literal.
type Property struct {
	Span
	Kind PropKind
	// Key is *Identifier, *StringLit, *NumberLit or *BigIntLit, or any
	// expression when Computed.
	Key      Expr
	Computed bool
	// Value is the value expression; for methods, getters and setters a
	// *FunctionExpr; for PropSpread the spread argument. For a shorthand with a
	// default (`{a = 1}`, valid only as a pattern) it is an *AssignExpr whose
	// target is the key's identifier; the parser rejects it outside patterns.
	Value     Expr
	Shorthand bool
	Method    bool
}

// ObjectLit is { ... }.
type ObjectLit struct {
	Span
	Props []*Property
}

// Function is a function of any form: declaration, expression, arrow, method,
// getter, setter, constructor or class field initializer scope.
type Function struct {
	Span
	Name        *Identifier // nil for anonymous functions and arrows
	Params      []Pattern   // may include *AssignPattern (defaults) and a final *RestElement
	Body        *BlockStmt  // nil for an arrow with an expression body
	ExprBody    Expr        // the expression body of `x => expr`
	IsArrow     bool
	IsAsync     bool
	IsGenerator bool
	// Strict reports a "use strict" directive in the body (or an inherited
	// strict context: class bodies are always strict).
	Strict bool
	// SimpleParams reports a parameter list of plain identifiers only.
	SimpleParams bool
	// TextStart is where the function's source text (what
	// Function.prototype.toString shows) starts, when not at Start: a
	// method's text starts at its first token (async, *, get, set or its
	// key), its span at the parameters.
	TextStart Pos
}

// FunctionExpr is a function or arrow function used as an expression.
type FunctionExpr struct {
	Span
	Func *Function
}

// ClassMemberKind says what a class element is.
type ClassMemberKind uint8

const (
	MemberMethod      ClassMemberKind = iota // m() {}
	MemberGetter                             // get m() {}
	MemberSetter                             // set m(v) {}
	MemberField                              // x = 1; #y;
	MemberStaticBlock                        // static { ... }
	MemberConstructor                        // constructor() {}
)

// ClassMember is one element of a class body.
type ClassMember struct {
	Span
	Kind   ClassMemberKind
	Static bool
	// Key is *Identifier, *StringLit, *NumberLit, *BigIntLit, *PrivateName,
	// or any expression when Computed. Nil for static blocks.
	Key      Expr
	Computed bool
	// Func is the method, getter, setter or constructor.
	Func *Function
	// Value is a field's initializer (nil when absent).
	Value Expr
	// Body is a static block's statements.
	Body []Stmt
}

// Class is a class declaration or expression.
type Class struct {
	Span
	Name       *Identifier // nil for anonymous class expressions
	SuperClass Expr        // nil without extends
	Members    []*ClassMember
}

// ClassExpr is a class used as an expression.
type ClassExpr struct {
	Span
	Class *Class
}

type UnaryExpr struct {
	Span
	Op Op
	X  Expr
}

// UpdateExpr is ++x, x++, --x or x--. X is an *Identifier or *MemberExpr.
type UpdateExpr struct {
	Span
	Op     Op // OpInc or OpDec
	Prefix bool
	X      Expr
}

// BinaryExpr is X Op Y for arithmetic, bitwise, comparison, in and instanceof.
type BinaryExpr struct {
	Span
	Op Op
	X  Expr // a *PrivateName for `#x in obj`
	Y  Expr
}

// LogicalExpr is X && Y, X || Y or X ?? Y.
type LogicalExpr struct {
	Span
	Op Op
	X  Expr
	Y  Expr
}

// AssignExpr is Target Op Value. For OpAssign the target may be a
// destructuring pattern; for compound operators it is an *Identifier or
// *MemberExpr.
type AssignExpr struct {
	Span
	Op     Op
	Target Pattern
	Value  Expr
}

// CondExpr is Test ? Then : Else.
type CondExpr struct {
	Span
	Test Expr
	Then Expr
	Else Expr
}

// CallExpr is Callee(Args...). Optional marks `f?.()`.
type CallExpr struct {
	Span
	Callee   Expr
	Args     []Expr // may include *SpreadElement
	Optional bool
}

// NewExpr is new Callee(Args...).
type NewExpr struct {
	Span
	Callee Expr
	Args   []Expr
}

// MemberExpr is Object.Property, Object[Property] or Object.#name.
// Optional marks `a?.b` / `a?.[b]`.
type MemberExpr struct {
	Span
	Object   Expr
	Property Expr // *Identifier when not computed, *PrivateName for private access
	Computed bool
	Optional bool
}

// ChainExpr wraps an optional chain (an expression containing `?.`): when a
// `?.` short-circuits, evaluation resumes after this node with undefined.
type ChainExpr struct {
	Span
	X Expr
}

// SequenceExpr is a, b, c.
type SequenceExpr struct {
	Span
	List []Expr
}

// SpreadElement is ...X in array literals and call arguments.
type SpreadElement struct {
	Span
	X Expr
}

// YieldExpr is yield X or yield* X (X may be nil).
type YieldExpr struct {
	Span
	X        Expr
	Delegate bool
}

// AwaitExpr is await X.
type AwaitExpr struct {
	Span
	X Expr
}

type ThisExpr struct{ Span }

// SuperExpr is `super` as a call callee or member object.
type SuperExpr struct{ Span }

// MetaProperty is new.target or import.meta.
type MetaProperty struct {
	Span
	Meta     string // "new" or "import"
	Property string // "target" or "meta"
}

// ImportCall is import(Source) or import(Source, Options).
type ImportCall struct {
	Span
	Source  Expr
	Options Expr
}

// ---------------------------------------------------------------------------
// Patterns

// ObjectPattern is {a, b: c, [k]: d = 1, ...rest}.
type ObjectPattern struct {
	Span
	Props []*PatternProp
	Rest  Pattern // nil, or the target of ...rest (an *Identifier; in assignments also a *MemberExpr)
}

// PatternProp is one property of an object pattern. Value is the target,
// possibly an *AssignPattern carrying a default.
type PatternProp struct {
	Span
	Key       Expr
	Computed  bool
	Value     Pattern
	Shorthand bool
}

// ArrayPattern is [a, , b = 1, ...rest]. A nil element is an elision.
type ArrayPattern struct {
	Span
	Elements []Pattern
	Rest     Pattern
}

// AssignPattern is Target = Default inside a pattern or parameter list.
type AssignPattern struct {
	Span
	Target  Pattern
	Default Expr
}

// RestElement is ...Target in a parameter list.
type RestElement struct {
	Span
	Target Pattern
}

// ---------------------------------------------------------------------------
// Statements

// VarKind is the keyword of a variable declaration.
type VarKind uint8

const (
	Var VarKind = iota
	Let
	Const
)

func (k VarKind) String() string {
	switch k {
	case Let:
		return "let"
	case Const:
		return "const"
	}
	return "var"
}

// VarDecl is var/let/const with one or more declarators.
type VarDecl struct {
	Span
	Kind  VarKind
	Decls []*VarDeclarator
}

// VarDeclarator is Target = Init (Init may be nil).
type VarDeclarator struct {
	Span
	Target Pattern
	Init   Expr
}

type FunctionDecl struct {
	Span
	Func *Function
}

type ClassDecl struct {
	Span
	Class *Class
}

// ExprStmt is an expression statement. Directive holds the raw text of a
// directive-prologue string ("use strict") and is empty otherwise.
type ExprStmt struct {
	Span
	X         Expr
	Directive string
}

type BlockStmt struct {
	Span
	Body []Stmt
}

type EmptyStmt struct{ Span }

type DebuggerStmt struct{ Span }

type IfStmt struct {
	Span
	Test Expr
	Then Stmt
	Else Stmt // nil when absent
}

// ForStmt is for (Init; Test; Update) Body. Init is nil, a *VarDecl, or an
// *ExprStmt wrapping the init expression.
type ForStmt struct {
	Span
	Init   Stmt
	Test   Expr
	Update Expr
	Body   Stmt
}

// ForInStmt is for (Left in Right) Body. Left is a *VarDecl with one
// declarator, or a Pattern wrapped in *PatternTarget.
type ForInStmt struct {
	Span
	Left  Node
	Right Expr
	Body  Stmt
}

// ForOfStmt is for (Left of Right) Body, or for await (...) when Await.
type ForOfStmt struct {
	Span
	Left  Node
	Right Expr
	Body  Stmt
	Await bool
}

type WhileStmt struct {
	Span
	Test Expr
	Body Stmt
}

type DoWhileStmt struct {
	Span
	Body Stmt
	Test Expr
}

type ReturnStmt struct {
	Span
	X Expr // nil for a bare return
}

type BreakStmt struct {
	Span
	Label *Identifier
}

type ContinueStmt struct {
	Span
	Label *Identifier
}

type ThrowStmt struct {
	Span
	X Expr
}

// TryStmt is try Block catch (Param) Handler finally Finalizer. Param is nil
// for `catch {}` (optional binding); Handler or Finalizer may be nil but not
// both.
type TryStmt struct {
	Span
	Block     *BlockStmt
	Param     Pattern
	Handler   *BlockStmt
	Finalizer *BlockStmt
}

type SwitchStmt struct {
	Span
	Disc  Expr
	Cases []*SwitchCase
}

// SwitchCase is `case Test:` or `default:` (Test nil) and its statements.
type SwitchCase struct {
	Span
	Test Expr
	Body []Stmt
}

type LabeledStmt struct {
	Span
	Label *Identifier
	Body  Stmt
}

// WithStmt is parsed (sloppy scripts allow it) so that the compiler can
// reject it with a clear UnsupportedSyntax diagnostic.
type WithStmt struct {
	Span
	Object Expr
	Body   Stmt
}

// ImportDecl is an import declaration: `import x from "m"`,
// `import * as ns from "m"`, `import {a, b as c} from "m"`, `import "m"`, and
// combinations. In CodeMode it loads host globals by module name.
type ImportDecl struct {
	Span
	Default   *Identifier
	Namespace *Identifier
	Named     []*ImportSpec
	Source    *StringLit
}

// ImportSpec is `Imported as Local` inside braces. Imported may be a
// *StringLit (`import {"a-b" as c}`).
type ImportSpec struct {
	Span
	Imported Expr
	Local    *Identifier
}

// PatternTarget wraps a pattern used as the left side of for-in/for-of.
type PatternTarget struct {
	Span
	Target Pattern
}

// ---------------------------------------------------------------------------
// Interface markers

func (*Identifier) exprNode()     {}
func (*PrivateName) exprNode()    {}
func (*NullLit) exprNode()        {}
func (*BoolLit) exprNode()        {}
func (*NumberLit) exprNode()      {}
func (*BigIntLit) exprNode()      {}
func (*StringLit) exprNode()      {}
func (*RegExpLit) exprNode()      {}
func (*TemplateLit) exprNode()    {}
func (*TaggedTemplate) exprNode() {}
func (*ArrayLit) exprNode()       {}
func (*ObjectLit) exprNode()      {}
func (*FunctionExpr) exprNode()   {}
func (*ClassExpr) exprNode()      {}
func (*UnaryExpr) exprNode()      {}
func (*UpdateExpr) exprNode()     {}
func (*BinaryExpr) exprNode()     {}
func (*LogicalExpr) exprNode()    {}
func (*AssignExpr) exprNode()     {}
func (*CondExpr) exprNode()       {}
func (*CallExpr) exprNode()       {}
func (*NewExpr) exprNode()        {}
func (*MemberExpr) exprNode()     {}
func (*ChainExpr) exprNode()      {}
func (*SequenceExpr) exprNode()   {}
func (*SpreadElement) exprNode()  {}
func (*YieldExpr) exprNode()      {}
func (*AwaitExpr) exprNode()      {}
func (*ThisExpr) exprNode()       {}
func (*SuperExpr) exprNode()      {}
func (*MetaProperty) exprNode()   {}
func (*ImportCall) exprNode()     {}

func (*Identifier) patternNode()    {}
func (*MemberExpr) patternNode()    {}
func (*ObjectPattern) patternNode() {}
func (*ArrayPattern) patternNode()  {}
func (*AssignPattern) patternNode() {}
func (*RestElement) patternNode()   {}

func (*VarDecl) stmtNode()      {}
func (*FunctionDecl) stmtNode() {}
func (*ClassDecl) stmtNode()    {}
func (*ExprStmt) stmtNode()     {}
func (*BlockStmt) stmtNode()    {}
func (*EmptyStmt) stmtNode()    {}
func (*DebuggerStmt) stmtNode() {}
func (*IfStmt) stmtNode()       {}
func (*ForStmt) stmtNode()      {}
func (*ForInStmt) stmtNode()    {}
func (*ForOfStmt) stmtNode()    {}
func (*WhileStmt) stmtNode()    {}
func (*DoWhileStmt) stmtNode()  {}
func (*ReturnStmt) stmtNode()   {}
func (*BreakStmt) stmtNode()    {}
func (*ContinueStmt) stmtNode() {}
func (*ThrowStmt) stmtNode()    {}
func (*TryStmt) stmtNode()      {}
func (*SwitchStmt) stmtNode()   {}
func (*LabeledStmt) stmtNode()  {}
func (*WithStmt) stmtNode()     {}
func (*ImportDecl) stmtNode()   {}
