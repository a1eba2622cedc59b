package syntax

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestPositions checks node spans (start line:col, end offset) on small
// programs: multi-line nodes, UTF-16 columns (an astral character counts
// 2), CRLF and U+2028 line ends, comments, and positions inside templates.
func TestPositions(t *testing.T) {
	tests := []struct{ src, want string }{
		{"a + b", `(ExprStmt @1:1-5 X=(BinaryExpr @1:1-5 Op=+ X=(Identifier @1:1-1 Name="a") Y=(Identifier @1:5-5 Name="b")))`},
		{"x = [\n  1,\n  2\n];", `(ExprStmt @1:1-17 X=(AssignExpr @1:1-16 Op== Target=(Identifier @1:1-1 Name="x") Value=(ArrayLit @1:5-16 Elements=[(NumberLit @2:3-9 Value=1 Raw="1") (NumberLit @3:3-14 Value=2 Raw="2")])))`},
		{"\"é\" + 𠮷x", `(ExprStmt @1:1-12 X=(BinaryExpr @1:1-12 Op=+ X=(StringLit @1:1-4 Value="é") Y=(Identifier @1:7-12 Name="𠮷x")))`},
		{"a\r\nb", `(ExprStmt @2:1-4 X=(Identifier @2:1-4 Name="b"))`},
		{"a\rb", `(ExprStmt @2:1-3 X=(Identifier @2:1-3 Name="b"))`},
		{"`a${b}c`", `(ExprStmt @1:1-8 X=(TemplateLit @1:1-8 Quasis=[(TemplateElement @1:2-2 Cooked="a" Raw="a") (TemplateElement @1:7-7 Cooked="c" Raw="c")] Exprs=[(Identifier @1:5-5 Name="b")]))`},
		{"/* c\n */ y", `(ExprStmt @2:5-10 X=(Identifier @2:5-10 Name="y"))`},
		{"a\u2028b", `(ExprStmt @2:1-5 X=(Identifier @2:1-5 Name="b"))`},
		{"f(1)?.g", `(ExprStmt @1:1-7 X=(ChainExpr @1:1-7 X=(MemberExpr @1:1-7 Object=(CallExpr @1:1-4 Callee=(Identifier @1:1-1 Name="f") Args=[(NumberLit @1:3-3 Value=1 Raw="1")]) Property=(Identifier @1:7-7 Name="g") Optional=true)))`},
		{"(a, b) => a", `(ExprStmt @1:1-11 X=(FunctionExpr @1:1-11 Func=(Function @1:1-11 Params=[(Identifier @1:2-2 Name="a") (Identifier @1:5-5 Name="b")] ExprBody=(Identifier @1:11-11 Name="a") IsArrow=true SimpleParams=true)))`},
		{"let {a = 1} = o", `(VarDecl @1:1-15 Kind=let Decls=[(VarDeclarator @1:5-15 Target=(ObjectPattern @1:5-11 Props=[(PatternProp @1:6-10 Key=(Identifier @1:6-6 Name="a") Value=(AssignPattern @1:6-10 Target=(Identifier @1:6-6 Name="a") Default=(NumberLit @1:10-10 Value=1 Raw="1")) Shorthand=true)]) Init=(Identifier @1:15-15 Name="o"))])`},
		{"class A { #x = 1; m() {} }", `(ClassDecl @1:1-26 Class=(Class @1:1-26 Name=(Identifier @1:7-7 Name="A") Members=[(ClassMember @1:11-17 Kind=field Key=(PrivateName @1:11-12 Name="x") Value=(NumberLit @1:16-16 Value=1 Raw="1")) (ClassMember @1:19-24 Key=(Identifier @1:19-19 Name="m") Func=(Function @1:20-24 Body=(BlockStmt @1:23-24) Strict=true SimpleParams=true))]))`},
		{"`x\r\n${y}`", `(ExprStmt @1:1-9 X=(TemplateLit @1:1-9 Quasis=[(TemplateElement @1:2-4 Cooked="x\n" Raw="x\n") (TemplateElement @2:5-8 Cooked="" Raw="")] Exprs=[(Identifier @2:3-7 Name="y")]))`},
		{"'😀😀' + é", `(ExprStmt @1:1-15 X=(BinaryExpr @1:1-15 Op=+ X=(StringLit @1:1-10 Value="😀😀") Y=(Identifier @1:10-15 Name="é")))`},
		{"s = 'a\\\nb'; c", `(ExprStmt @2:5-13 X=(Identifier @2:5-13 Name="c"))`},
	}
	for _, tt := range tests {
		prog, err := parseJS(tt.src, GoalProgram)
		if err != nil {
			t.Errorf("%q: %v", tt.src, err)
			continue
		}
		if got := DumpPos(prog.Body[len(prog.Body)-1]); got != tt.want {
			t.Errorf("%q:\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
	}
}

// TestErrorPositions checks that errors point at the offending token, with
// UTF-16 columns.
func TestErrorPositions(t *testing.T) {
	tests := []struct{ src, want string }{
		{"'😀' @", "1:6: Invalid or unexpected token"},
		{"x = 1\n  y z", "2:5: Unexpected identifier 'z'"},
		{"a\r\n\r\n)", "3:1: Unexpected token ')'"},
		{"`${a\n}` + )", "2:6: Unexpected token ')'"},
		{"f(a,\n  b c)", "2:5: missing ) after argument list"},
		{"é = 1; let é; let é;", "1:19: Identifier 'é' has already been declared"},
	}
	for _, tt := range tests {
		_, err := parseJS(tt.src, GoalProgram)
		if err == nil {
			t.Errorf("%q: parsed, want %s", tt.src, tt.want)
			continue
		}
		if got := err.Error(); got != tt.want {
			t.Errorf("%q:\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
		if e, ok := err.(*Error); !ok || e.Pos.Offset < 0 || int(e.Pos.Offset) > len(tt.src) {
			t.Errorf("%q: bad error value %#v", tt.src, err)
		}
	}
}

// TestPositionsConsistent checks every node's start position against a
// from-scratch computation of line and column for its offset, over the
// golden programs and sources mixing non-ASCII text, CR, CRLF, U+2028 and
// look-ahead across lines.
func TestPositionsConsistent(t *testing.T) {
	sources := []string{
		"é; let\nx = 1; y\r\nlet [z] = [é]; `a\r\nb${é}c`; /*\u2028*/ w",
		"'😀'; let\r{a} = b; async\nfunction f() {} é = 'x\\\ny'; q",
		"x = {get\né() {}, set\r\n𠮷(v) {}}; class C { static\n#p = 1; get\n[é]() {} }",
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "parse", "*.js"))
	for _, f := range files {
		if strings.HasSuffix(f, ".err.js") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sources = append(sources, string(b))
	}
	for _, src := range sources {
		goal := GoalProgram
		if strings.Contains(src, "// goal: script") {
			goal = GoalScript
		}
		prog, err := parseJS(src, goal)
		if err != nil {
			t.Errorf("%.40q: %v", src, err)
			continue
		}
		walkSpans(reflect.ValueOf(prog), func(s Span) {
			if want := posOf(src, int(s.Start.Offset)); s.Start != want {
				t.Errorf("%.40q: node at offset %d has %d:%d, want %d:%d", src, s.Start.Offset, s.Start.Line, s.Start.Col, want.Line, want.Col)
			}
			if s.End < s.Start.Offset || int(s.End) > len(src) {
				t.Errorf("%.40q: bad span end %d for start %d", src, s.End, s.Start.Offset)
			}
		})
	}
}

// walkSpans calls f with the span of every node under v.
func walkSpans(v reflect.Value, f func(Span)) {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if !v.IsNil() {
			walkSpans(v.Elem(), f)
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			walkSpans(v.Index(i), f)
		}
	case reflect.Struct:
		if s, ok := v.Interface().(Span); ok {
			f(s)
			return
		}
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				walkSpans(v.Field(i), f)
			}
		}
	}
}
