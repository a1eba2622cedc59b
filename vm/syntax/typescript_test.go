package syntax

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TypeScript programs live in testdata/ts: NAME.ts must parse (through
// esbuild) with every position pointing into the original text; when
// NAME.js exists, it is the JavaScript the program means and both must give
// the same tree (Dump). testdata/ts/errors/NAME.ts must fail; its first line
// says where and with what message: "// error: LINE:COL: message".

func readTestdata(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

func TestTypeScriptPrograms(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "ts", "*.ts"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src := readTestdata(t, file)
			prog, err := Parse(src)
			require.NoError(t, err)
			assert.True(t, prog.TypeScript, "parsed through esbuild")
			assert.Equal(t, src, prog.Source)
			checkSpans(t, src, prog)
			checkIdentifierText(t, src, prog, synthesizedNames[filepath.Base(file)])

			twin := strings.TrimSuffix(file, ".ts") + ".js"
			if _, err := os.Stat(twin); err == nil {
				js, err := ParseOptions(readTestdata(t, twin), Options{NoTypeScript: true})
				require.NoError(t, err)
				assert.Equal(t, Dump(js), dumpAsJS(prog), "same tree as %s", twin)
			}
		})
	}
}

// synthesizedNames are the identifiers esbuild generates in each test
// program's translation (enums, namespaces, parameter properties). They map
// to a nearby place in the source but do not spell their name there.
var synthesizedNames = map[string][]string{
	"classes.ts":   {"r", "label"},
	"enum.ts":      {"Color", "Color2", "Size", "Size2", "Last", "Last2"},
	"namespace.ts": {"Geometry", "Geometry2", "double", "Legacy", "Legacy2", "Inner2"},
}

// dumpAsJS dumps a program parsed through esbuild without its TypeScript
// flag, to compare it with the JavaScript it means.
func dumpAsJS(prog *Program) string {
	d := Dump(prog)
	if cut, ok := strings.CutSuffix(d, " TypeScript=true)"); ok {
		return cut + ")"
	}
	return d
}

// checkIdentifierText asserts that every identifier's span covers its name in
// the original source (esbuild may rename a shadowing binding by appending
// digits, as in an enum's inner parameter), except for the names esbuild
// synthesizes.
func checkIdentifierText(t *testing.T, src string, prog *Program, synthesized []string) {
	t.Helper()
	for _, id := range collect[*Identifier](prog) {
		text := src[id.Start.Offset:id.End]
		if text == id.Name || slices.Contains(synthesized, id.Name) {
			continue
		}
		if rest, ok := strings.CutPrefix(id.Name, text); ok && rest != "" && strings.Trim(rest, "0123456789") == "" {
			continue
		}
		t.Errorf("identifier %q at %d:%d covers %q", id.Name, id.Start.Line, id.Start.Col, text)
	}
}

// collect returns the nodes of type T under root, ordered by position.
func collect[T Node](root Node) []T {
	var out []T
	seen := map[any]bool{}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() || seen[v.Interface()] {
				return
			}
			seen[v.Interface()] = true
			if n, ok := v.Interface().(T); ok {
				out = append(out, n)
			}
			walk(v.Elem())
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Slice:
			for i := range v.Len() {
				walk(v.Index(i))
			}
		case reflect.Struct:
			for i := range v.NumField() {
				walk(v.Field(i))
			}
		}
	}
	walk(reflect.ValueOf(root))
	sort.SliceStable(out, func(i, j int) bool { return out[i].Loc().Start.Offset < out[j].Loc().Start.Offset })
	return out
}

// identAt returns the n-th identifier (0-based, in source order) named name.
func identAt(t *testing.T, prog *Program, name string, n int) *Identifier {
	t.Helper()
	var found []*Identifier
	for _, id := range collect[*Identifier](prog) {
		if id.Name == name {
			found = append(found, id)
		}
	}
	require.Greater(t, len(found), n, "identifier %q #%d", name, n)
	return found[n]
}

func assertAt(t *testing.T, n Node, line, col int) {
	t.Helper()
	s := n.Loc()
	assert.Equal(t, [2]int32{int32(line), int32(col)}, [2]int32{s.Start.Line, s.Start.Col}, "%T at offset %d", n, s.Start.Offset)
}

func parseTS(t *testing.T, name string) (*Program, string) {
	t.Helper()
	src := readTestdata(t, filepath.Join("testdata", "ts", name))
	prog, err := Parse(src)
	require.NoError(t, err)
	require.True(t, prog.TypeScript)
	return prog, src
}

func TestTypeScriptPositions(t *testing.T) {
	prog, _ := parseTS(t, "basic.ts")
	assertAt(t, identAt(t, prog, "users", 0), 9, 7)
	assertAt(t, identAt(t, prog, "tools", 0), 9, 30)
	assertAt(t, identAt(t, prog, "first", 0), 10, 7)
	assertAt(t, identAt(t, prog, "pick", 0), 13, 10)
	assertAt(t, identAt(t, prog, "xs", 0), 13, 41)
	assertAt(t, identAt(t, prog, "n", 0), 13, 59)
	assertAt(t, identAt(t, prog, "ids", 1), 18, 23)
	assertAt(t, identAt(t, prog, "first", 3), 23, 17)
	assert.True(t, prog.HasReturn)
	assert.Equal(t, -1, prog.LastExpr)
	ret := prog.Body[len(prog.Body)-1].(*ReturnStmt)
	assertAt(t, ret, 23, 1)
	assert.Equal(t, "return { first: first.name, picked: pick<User>(users).length, total };", prog.Source[ret.Start.Offset:ret.End])
	// An annotated declaration ends where its value does.
	decl := prog.Body[1].(*VarDecl).Decls[0]
	assert.Equal(t, "first = users[0]", prog.Source[decl.Start.Offset:decl.End])

	prog, src := parseTS(t, "unicode.ts")
	// Columns count UTF-16 code units: "😀" and "𝒳" are two each.
	assertAt(t, identAt(t, prog, "größe", 0), 1, 38)
	assertAt(t, identAt(t, prog, "𝒳", 0), 2, 7)
	assertAt(t, identAt(t, prog, "café", 1), 2, 35)
	assertAt(t, identAt(t, prog, "𝒳", 1), 2, 57)
	lit := collect[*StringLit](prog)[0]
	assert.Equal(t, `"ünï😀"`, src[lit.Start.Offset:lit.End])

	prog, src = parseTS(t, "templates.ts")
	// Lines inside a multi-line template literal carry no mappings.
	assertAt(t, identAt(t, prog, "who", 2), 4, 21)
	assertAt(t, identAt(t, prog, "after", 0), 6, 7)
	tpl := collect[*TemplateLit](prog)[0]
	assert.Equal(t, "`hello ${who},\n  this template spans\n    several lines ${who.length as number}\ndone`", src[tpl.Start.Offset:tpl.End])
	assert.Equal(t, len(prog.Body)-1, prog.LastExpr, "the final expression statement is the result")
}

func TestTypeScriptHashbang(t *testing.T) {
	src := "#!/usr/bin/env codemode\nconst a: number = 1;\na"
	prog, err := Parse(src)
	require.NoError(t, err)
	assert.True(t, prog.TypeScript)
	assertAt(t, identAt(t, prog, "a", 1), 3, 1)
	assert.Equal(t, 1, prog.LastExpr)

	src = "#!/usr/bin/env codémode 😀\nimport x from 'x';\nconst a: number = 1;\na"
	prog, err = Parse(src)
	require.NoError(t, err)
	require.Len(t, prog.Body, 3)
	assert.IsType(t, &ImportDecl{}, prog.Body[0])
	assertAt(t, identAt(t, prog, "a", 1), 4, 1)
}

func TestTypeScriptDirectiveAfterImport(t *testing.T) {
	// After an import, "use strict" is an ordinary expression statement.
	prog, err := Parse("import x from 'x';\n'use strict';\nlet a: number = 1;")
	require.NoError(t, err)
	assert.False(t, prog.Strict)
	require.Len(t, prog.Body, 3)
	assert.IsType(t, &ImportDecl{}, prog.Body[0])
	assert.Equal(t, "", prog.Body[1].(*ExprStmt).Directive)
	assert.Equal(t, 1, prog.LastExpr)

	prog, err = Parse("'use strict';\nimport x from 'x';\nlet a: number = 1;")
	require.NoError(t, err)
	assert.True(t, prog.Strict)
	assert.Len(t, prog.Body, 3)
}

func TestTypeScriptCRLF(t *testing.T) {
	src := "const a: number = 1;\r\nconst b: string = `x\r\ny`;\r\nreturn a + b.length;\r\n"
	prog, err := Parse(src)
	require.NoError(t, err)
	assertAt(t, identAt(t, prog, "b", 0), 2, 7)
	assertAt(t, identAt(t, prog, "a", 1), 4, 8)
	checkSpans(t, src, prog)
}

func TestTypeScriptEnums(t *testing.T) {
	prog, src := parseTS(t, "enum.ts")
	// The enum declarations compile to a variable and a function call; the
	// call is not the program's result (the console.log call is, even though
	// an enum follows it).
	require.GreaterOrEqual(t, prog.LastExpr, 0)
	last := prog.Body[prog.LastExpr].(*ExprStmt)
	assert.Equal(t, "console.log(Color[c], s);", src[last.Start.Offset:last.End])
	assertAt(t, identAt(t, prog, "Color", 0), 1, 6)
	// A const enum member is inlined; the literal points at the use.
	decls := collect[*VarDeclarator](prog)
	var sDecl *VarDeclarator
	for _, d := range decls {
		if id, ok := d.Target.(*Identifier); ok && id.Name == "s" {
			sDecl = d
		}
	}
	require.NotNil(t, sDecl)
	num, ok := sDecl.Init.(*NumberLit)
	require.True(t, ok, "const enum member inlined, got %T", sDecl.Init)
	assert.Equal(t, 2.0, num.Value)
	assertAt(t, num, 10, 11)
}

func TestTypeScriptImports(t *testing.T) {
	prog, src := parseTS(t, "imports.ts")
	imports := collect[*ImportDecl](prog)
	var sources []string
	for _, imp := range imports {
		sources = append(sources, imp.Source.Value)
	}
	// Type-only imports are erased; the others keep their order, even the
	// ones whose names are unused (an import loads host globals).
	assert.Equal(t, []string{"text", "util", "csv", "side-effect"}, sources)
	assertAt(t, imports[0], 2, 1)
	assert.Equal(t, `import { type Helper, format } from "text";`, src[imports[0].Start.Offset:imports[0].End])
	require.Len(t, imports[0].Named, 1)
	assertAt(t, imports[0].Named[0].Local, 2, 23)
	assertAt(t, imports[1].Default, 3, 8)
	assertAt(t, imports[1].Namespace, 3, 19)
	assertAt(t, imports[2], 5, 1)
	assertAt(t, imports[2].Named[0].Local, 5, 19)

	// Statements stay in source order, the imports among the others.
	var lines []int32
	for _, s := range prog.Body {
		lines = append(lines, s.Loc().Start.Line)
	}
	assert.Equal(t, []int32{2, 3, 4, 5, 6, 7, 9}, lines)
	// import only = require("legacy") becomes a constant.
	only := prog.Body[5].(*VarDecl)
	assert.Equal(t, Const, only.Kind)
	assertAt(t, only.Decls[0].Target.(*Identifier), 7, 8)
	assert.Equal(t, 6, prog.LastExpr)
}

func TestTypeScriptNamespaces(t *testing.T) {
	prog, src := parseTS(t, "namespace.ts")
	assert.True(t, prog.HasReturn)
	assertAt(t, identAt(t, prog, "names", 0), 12, 7)
	assertAt(t, identAt(t, prog, "double", 0), 9, 19)
	// The namespaces compile to a variable and a function call each, merged
	// into the body in source order; they are not the program's result.
	var lines []int32
	for _, s := range prog.Body {
		lines = append(lines, s.Loc().Start.Line)
	}
	assert.Equal(t, []int32{7, 7, 11, 11, 12, 13}, lines)
	assert.Equal(t, "namespace", src[prog.Body[0].Loc().Start.Offset:][:9])
	assert.Equal(t, -1, prog.LastExpr)
}

func TestTypeScriptOnlyTypes(t *testing.T) {
	prog, _ := parseTS(t, "only-types.ts")
	assert.Empty(t, prog.Body)
	assert.Equal(t, -1, prog.LastExpr)
	assert.False(t, prog.HasReturn)
}

var errorHeader = regexp.MustCompile(`^// error: (\d+):(\d+): ?(.*)\n`)

func TestTypeScriptErrors(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "ts", "errors", "*.ts"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src := readTestdata(t, file)
			m := errorHeader.FindStringSubmatch(src)
			require.NotNil(t, m, "first line must be // error: LINE:COL: message")
			line, _ := strconv.Atoi(m[1])
			col, _ := strconv.Atoi(m[2])
			prog, err := Parse(src)
			require.Error(t, err)
			assert.Nil(t, prog)
			perr, ok := err.(*Error)
			require.True(t, ok, "%T", err)
			assert.Equal(t, [2]int32{int32(line), int32(col)}, [2]int32{perr.Pos.Line, perr.Pos.Col}, "error %v", perr)
			assert.Contains(t, perr.Msg, m[3])
			checkPos(t, src, perr.Pos, "error")
		})
	}
}

func TestScanModulePieces(t *testing.T) {
	for _, tc := range []struct {
		src    string
		pieces []string
	}{
		{`import a from "a"; a()`, []string{`import a from "a";`}},
		{"import {a,\n b} from 'a'\nfoo()", []string{"import {a,\n b} from 'a'"}},
		{`import "x"`, []string{`import "x"`}},
		{`import x from "x" with { type: "json" }; y`, []string{`import x from "x" with { type: "json" };`}},
		{`import type { T } from "t"`, []string{`import type { T } from "t"`}},
		{"import x = require('y')\nz", []string{"import x = require('y')"}},
		{`import("dyn"); import.meta.url`, nil},
		{`if (a) { import b from "b" }`, nil},
		{`let s = "import a from 'b'"; let t = ` + "`${`import x from 'y'`}`", nil},
		{`let r = /import a from "b"/; x`, nil},
		{"a = b / import_ / c\nimport q from 'q'", []string{"import q from 'q'"}},
		{"// import a from 'a'\n/* import b from 'b' */ x", nil},
		{"namespace N { export const a = { b: 1 } }\nN.a", []string{"namespace N { export const a = { b: 1 } }"}},
		{"namespace\nN", nil},
		{"let namespace = 1; namespace += 2", nil},
		{"module.exports = 1", nil},
		{`module "m" { }`, []string{`module "m" { }`}},
		{"declare module 'm';\nx", []string{"declare module 'm';"}},
		{"declare global { interface W {} } x", []string{"declare global { interface W {} }"}},
		{"declare const x: number", nil},
		{"x.\nimport", nil},
	} {
		pieces, _, stray := scanModulePieces(tc.src, nil)
		assert.Equal(t, -1, stray, tc.src)
		var got []string
		for _, p := range pieces {
			got = append(got, tc.src[p[0]:p[1]])
		}
		assert.Equal(t, tc.pieces, got, tc.src)
	}
	for src, at := range map[string]int{"}": 0, "a }": 2, "f(x))": 4, "`${a}`}": 6, "{}}}": 2} {
		_, _, stray := scanModulePieces(src, nil)
		assert.Equal(t, at, stray, src)
	}
}

func TestScanTypeOnlyExports(t *testing.T) {
	src := "export type A = { a: number };\nexport interface B {}\nexport declare namespace C {}\nexport const d = 1;\nexport type { A };\nexport\ntype E = 1"
	pieces, exports, _ := scanModulePieces(src, nil)
	var got []string
	for _, e := range exports {
		got = append(got, fmt.Sprintf("%d:%s", newLineTable(src).pos(e[0]).Line, src[e[0]:e[1]]))
	}
	assert.Equal(t, []string{"1:export", "2:export", "3:export"}, got)
	require.Len(t, pieces, 1)
	assert.Equal(t, "declare namespace C {}", src[pieces[0][0]:pieces[0][1]])

	prog, err := Parse("export type Id = number;\nexport interface User { id: Id }\nconst u: User = { id: 1 };\nu.id")
	require.NoError(t, err)
	assert.Len(t, prog.Body, 2)
	assertAt(t, identAt(t, prog, "u", 0), 3, 7)

	_, err = Parse("export const x: number = 1;")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "export")
}

func TestBlankPieces(t *testing.T) {
	src := "a😀b\nimport x from 'é';\r\nc\u2028d"
	pieces := [][2]int{{strings.Index(src, "import"), strings.Index(src, ";") + 1}}
	body := blankPieces(src, pieces, false)
	top := blankPieces(src, pieces, true)
	assert.Equal(t, "a😀b\n                  \r\nc\u2028d", body)
	assert.Equal(t, "    \nimport x from 'é';\r\n \u2028 ", top)
	// Lines and UTF-16 columns are kept.
	for _, text := range []string{body, top} {
		lt, orig := newLineTable(text), newLineTable(src)
		require.Equal(t, orig.count(), lt.count())
		for i := range orig.count() {
			assert.Equal(t, orig.utf16Col(i, orig.lineEnd(i)), lt.utf16Col(i, lt.lineEnd(i)), "line %d", i)
		}
	}
}

func TestDecodeSourceMap(t *testing.T) {
	// Two generated lines; the second starts with a segment that maps to
	// nothing; negative deltas move back.
	lines, ok := decodeSourceMap([]byte(`{"version":3,"mappings":"AAAA,EAAE;A,CACD,EAAE"}`))
	require.True(t, ok)
	assert.Equal(t, [][]mapSegment{
		{{0, 0, 0, false}, {2, 0, 2, false}},
		{{1, 1, 1, false}, {3, 1, 3, false}},
	}, lines)
	// A line that starts with a copy of the previous mapping.
	lines, ok = decodeSourceMap([]byte(`{"mappings":"AAAA,EAAE;AAAA,EAAE"}`))
	require.True(t, ok)
	assert.Equal(t, []mapSegment{{0, 0, 2, true}, {2, 0, 4, false}}, lines[1])
	v, next, ok := decodeVLQ("w+B", 0) // 1000<<1 in 5-bit groups, low first: 16, 30, 1
	assert.True(t, ok)
	assert.Equal(t, int32(1000), v)
	assert.Equal(t, 3, next)
	v, _, _ = decodeVLQ("D", 0)
	assert.Equal(t, int32(-1), v)
	_, ok = decodeSourceMap([]byte(`{"mappings":"A!"}`))
	assert.False(t, ok)
}

func TestLineTable(t *testing.T) {
	lt := newLineTable("ab\r\nc😀d\re\u2029f\n")
	assert.Equal(t, []int{0, 4, 11, 15, 17}, lt.starts)
	assert.Equal(t, Pos{Offset: 9, Line: 2, Col: 4}, lt.pos(9)) // after "c😀"
	assert.Equal(t, 10, lt.offsetAt(1, 4))
	assert.Equal(t, 10, lt.offsetAt(1, 99), "clamped to the line's end")
	assert.Equal(t, Pos{Offset: 16, Line: 4, Col: 2}, lt.pos(16))
}

func TestNumberRawRestored(t *testing.T) {
	prog, err := Parse("let x: number = 0xFF + 1_000 + .5;\nx")
	require.NoError(t, err)
	var raws []string
	for _, n := range collect[*NumberLit](prog) {
		raws = append(raws, n.Raw)
	}
	assert.Equal(t, []string{"0xFF", "1_000", ".5"}, raws)
}

// TestTypeScriptBenchProgram checks a realistic program end to end: the
// TypeScript version of the typical benchmark program gives the same tree as
// the JavaScript version, and every identifier points at its name.
func TestTypeScriptBenchProgram(t *testing.T) {
	ts := readBenchProgram(t, "typical.ts")
	js := readBenchProgram(t, "typical.js")
	tsProg, err := Parse(ts)
	require.NoError(t, err)
	require.True(t, tsProg.TypeScript)
	jsProg, err := Parse(js)
	require.NoError(t, err)
	assert.Equal(t, Dump(jsProg), dumpAsJS(tsProg))
	assert.Equal(t, jsProg.LastExpr, tsProg.LastExpr)
	checkSpans(t, ts, tsProg)
	checkIdentifierText(t, ts, tsProg, nil)

	// The statements start on the same lines, shifted by the 16-line header
	// of interfaces and type aliases.
	for i, s := range tsProg.Body {
		assert.Equal(t, jsProg.Body[i].Loc().Start.Line+16, s.Loc().Start.Line, "statement %d", i)
		assert.Equal(t, jsProg.Body[i].Loc().Start.Col, s.Loc().Start.Col, "statement %d", i)
	}
}

// TestTypeScriptPathIsIdentityOnJavaScript sends JavaScript programs through
// the TypeScript path: esbuild has nothing to strip, so the tree must be the
// one the JavaScript parser builds, with every node at the same place. This
// checks the source-map decoding and the position mapping on realistic code.
func TestTypeScriptPathIsIdentityOnJavaScript(t *testing.T) {
	for _, name := range []string{"large.js", "typical.js"} {
		t.Run(name, func(t *testing.T) {
			src := readBenchProgram(t, name)
			js, err := parseJS(src, GoalProgram)
			require.NoError(t, err)
			ts, err := parseTypeScript(src, &Error{Msg: "forced"}, nil)
			require.NoError(t, err)
			if d1, d2 := Dump(js), dumpAsJS(ts); d1 != d2 {
				t.Fatalf("trees differ:\n%s", dumpDiff(d1, d2))
			}

			jsSpans, tsSpans := spansOf(js), spansOf(ts)
			require.Equal(t, len(jsSpans), len(tsSpans))
			wrong, parens := 0, 0
			for i := range jsSpans {
				if a, b := jsSpans[i].span, tsSpans[i].span; a != b && onlyParens(src, a, b) {
					// esbuild drops parentheses it does not need, so a node
					// that starts or ends with one in the source loses it.
					parens++
					continue
				}
				if jsSpans[i].span != tsSpans[i].span {
					if wrong++; wrong <= 10 {
						s := jsSpans[i].span
						t.Errorf("%s at %d:%d %q: through esbuild %+v", jsSpans[i].kind, s.Start.Line, s.Start.Col,
							src[s.Start.Offset:s.End], tsSpans[i].span)
					}
				}
			}
			assert.Zero(t, wrong, "nodes whose position differs, of %d", len(jsSpans))
			assert.Less(t, parens, len(jsSpans)/200, "nodes that lost a parenthesis")
			t.Logf("%d nodes, %d lost a parenthesis at an edge", len(jsSpans), parens)
		})
	}
}

// onlyParens reports whether spans a and b differ only by parentheses and
// white space at their edges.
func onlyParens(src string, a, b Span) bool {
	only := func(x, y int32) bool {
		lo, hi := min(x, y), max(x, y)
		return strings.Trim(src[lo:hi], "() \t\n") == ""
	}
	return only(a.Start.Offset, b.Start.Offset) && only(a.End, b.End)
}

type nodeSpan struct {
	kind string
	span Span
}

// spansOf lists the spans of all nodes in tree order.
func spansOf(root Node) []nodeSpan {
	var out []nodeSpan
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Slice:
			for i := range v.Len() {
				walk(v.Index(i))
			}
		case reflect.Struct:
			for i := range v.NumField() {
				if f := v.Field(i); f.Type() == spanType {
					out = append(out, nodeSpan{v.Type().Name(), f.Interface().(Span)})
				} else {
					walk(f)
				}
			}
		}
	}
	walk(reflect.ValueOf(root))
	return out
}

// dumpDiff shows where two dumps start to differ.
func dumpDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-200)
	return fmt.Sprintf("  want ...%s\n  got  ...%s", a[from:min(len(a), i+100)], b[from:min(len(b), i+100)])
}

func TestPreferTypeScriptGenerics(t *testing.T) {
	for _, tc := range []struct {
		src string
		ts  bool
	}{
		{"return items.reduce<Record<string, number>>((acc, it) => acc, {})", true},
		{"const r = await Promise.all<number>([a, b]);\nreturn r", true},
		{"f<T>(x)", true},
		{"if (a < b && c > (d)) x()", false}, // the same tree either way
		{"let y = a < b;\ny > (c)", false},   // no match: the pattern spans one expression
		{"return 1 + 1", false},
	} {
		prog, err := ParseOptions(tc.src, Options{NoTypeScript: true})
		require.NoError(t, err, tc.src)
		got, err := preferTypeScriptGenerics(tc.src, prog, nil)
		require.NoError(t, err, tc.src)
		assert.Equal(t, tc.ts, got.TypeScript, tc.src)
		if tc.ts {
			calls := collect[*CallExpr](got)
			require.NotEmpty(t, calls, tc.src)
		}
	}
}

// TestEarlyErrorsStandWithoutTypeScript: a source with no TypeScript in it
// fails with the JavaScript parser's error (V8's), even where esbuild would
// accept it and print a valid program; TypeScript still takes its path.
func TestEarlyErrorsStandWithoutTypeScript(t *testing.T) {
	for src, want := range map[string]string{
		"function* g() { function yield() {} }": "1:26: Unexpected identifier 'yield'",
		"({a:(b=0)} = 1)":                       "1:6: Invalid destructuring assignment target",
		"[(a=0)] = 1":                           "1:3: Invalid destructuring assignment target",
		"class B extends !a {}":                 "1:17: Unexpected token '!'",
		"let a = 1; a++`x`":                     "1:15: Unexpected template string",
		// A field typed by a lone literal, without initializer, is
		// JavaScript's `a: 0` (typescript_fields.go).
		"class A { a:0 }":                         "1:12: Unexpected token ':'",
		"class A {\n  static n: -1\n  b = 2 }":    "2:11: Unexpected token ':'",
		"class A { s: 'x'; t: number = 1 }":       "1:12: Unexpected token ':'",
		"let x: number = 1\nclass A { ok: true }": "2:13: Unexpected token ':'",
	} {
		_, err := Parse(src)
		require.EqualError(t, err, want, src)
	}
	for _, src := range []string{
		"class A { a: number = 1 }\nreturn new A().a",
		"import { x } from \"tools\"\nreturn 1",
		"const n = <number>(1)\nreturn n",
		"class A { a: 0 | 1; b!: 0; c?: 'x'; d: 0 = 0; declare e: 1 }",
	} {
		_, err := Parse(src)
		require.NoError(t, err, src)
	}
}
