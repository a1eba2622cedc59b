package syntax

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestAcornSpans compares node kinds and spans with acorn's ESTree output
// for the files listed in $ACORN_JSONL, made by
// testdata/parse/tools/acorn_dump.js (it dumps [type, start, end] for every
// acorn node). A development aid: it checks the tree's structure and every
// node's extent on large inputs such as the positive test262 tests.
func TestAcornSpans(t *testing.T) {
	path := os.Getenv("ACORN_JSONL")
	if path == "" {
		t.Skip("set ACORN_JSONL")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<20), 64<<20)
	same, diff, skipped := 0, 0, 0
	for sc.Scan() {
		var rec struct {
			File  string
			Mode  string
			Nodes [][3]any
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		if rec.Nodes == nil {
			skipped++
			continue
		}
		data, _ := os.ReadFile(rec.File)
		src := string(data)
		if rec.Mode == "strict" {
			src = "\"use strict\";\n" + src
		}
		prog, err := parseJS(src, GoalScript)
		if err != nil {
			diff++
			t.Logf("%s: we reject: %v", rec.File, err)
			continue
		}
		var want []string
		for _, n := range rec.Nodes {
			want = append(want, fmt.Sprintf("%s %v %v", n[0], n[1], n[2]))
		}
		got := acornCanon(prog, src)
		sortCanon(want)
		sortCanon(got)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			diff++
			if diff <= 30 {
				t.Logf("%s: differs:\n%s", rec.File, acornFirstDiff(got, want))
			}
			continue
		}
		same++
	}
	t.Logf("acorn spans: %d same, %d differ, %d skipped (acorn rejects)", same, diff, skipped)
}

func sortCanon(l []string) {
	sort.Slice(l, func(i, j int) bool {
		var ti, tj string
		var si, sj, ei, ej int
		fmt.Sscanf(l[i], "%s %d %d", &ti, &si, &ei)
		fmt.Sscanf(l[j], "%s %d %d", &tj, &sj, &ej)
		if si != sj {
			return si < sj
		}
		if ei != ej {
			return ei > ej
		}
		return ti < tj
	})
}

func acornFirstDiff(got, want []string) string {
	for i := 0; i < len(got) || i < len(want); i++ {
		var g, w string
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			lo := max(0, i-2)
			return fmt.Sprintf("  at %d\n  got:  %v\n  want: %v", i, got[lo:min(len(got), i+3)], want[lo:min(len(want), i+3)])
		}
	}
	return ""
}

var acornNames = map[string]string{
	"ExprStmt": "ExpressionStatement", "Identifier": "Identifier", "PrivateName": "PrivateIdentifier",
	"NullLit": "Literal", "BoolLit": "Literal", "NumberLit": "Literal", "BigIntLit": "Literal",
	"StringLit": "Literal", "RegExpLit": "Literal", "TemplateLit": "TemplateLiteral",
	"TemplateElement": "TemplateElement", "TaggedTemplate": "TaggedTemplateExpression",
	"ArrayLit": "ArrayExpression", "ObjectLit": "ObjectExpression", "FunctionDecl": "FunctionDeclaration",
	"ClassExpr": "ClassExpression", "ClassDecl": "ClassDeclaration", "ClassMember": "ClassMember",
	"UnaryExpr": "UnaryExpression", "UpdateExpr": "UpdateExpression", "BinaryExpr": "BinaryExpression",
	"LogicalExpr": "LogicalExpression", "AssignExpr": "AssignmentExpression", "CondExpr": "ConditionalExpression",
	"CallExpr": "CallExpression", "NewExpr": "NewExpression", "MemberExpr": "MemberExpression",
	"ChainExpr": "ChainExpression", "SequenceExpr": "SequenceExpression", "SpreadElement": "SpreadElement",
	"YieldExpr": "YieldExpression", "AwaitExpr": "AwaitExpression", "ThisExpr": "ThisExpression",
	"SuperExpr": "Super", "MetaProperty": "MetaProperty", "ImportCall": "ImportExpression",
	"ObjectPattern": "ObjectPattern", "PatternProp": "Property", "ArrayPattern": "ArrayPattern",
	"AssignPattern": "AssignmentPattern", "RestElement": "RestElement", "VarDecl": "VariableDeclaration",
	"VarDeclarator": "VariableDeclarator", "BlockStmt": "BlockStatement", "EmptyStmt": "EmptyStatement",
	"DebuggerStmt": "DebuggerStatement", "IfStmt": "IfStatement", "ForStmt": "ForStatement",
	"ForInStmt": "ForInStatement", "ForOfStmt": "ForOfStatement", "WhileStmt": "WhileStatement",
	"DoWhileStmt": "DoWhileStatement", "ReturnStmt": "ReturnStatement", "BreakStmt": "BreakStatement",
	"ContinueStmt": "ContinueStatement", "ThrowStmt": "ThrowStatement", "TryStmt": "TryStatement",
	"SwitchStmt": "SwitchStatement", "SwitchCase": "SwitchCase", "LabeledStmt": "LabeledStatement",
	"WithStmt": "WithStatement", "Program": "Program",
}

// acornCanon lists [type start end] for every node the way the acorn dump
// does, with offsets in UTF-16 code units.
func acornCanon(prog *Program, src string) []string {
	u16 := make([]int, len(src)+1)
	n := 0
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRuneInString(src[i:])
		for k := 0; k < size; k++ {
			u16[i+k] = n
		}
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
		i += size
	}
	u16[len(src)] = n
	var out []string
	var walk func(v reflect.Value, parent string, field string)
	walk = func(v reflect.Value, parent, field string) {
		switch v.Kind() {
		case reflect.Interface, reflect.Pointer:
			if v.IsNil() {
				return
			}
			if v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.String {
				return
			}
			walk(v.Elem(), parent, field)
			return
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), parent, field)
			}
			return
		case reflect.Struct:
		default:
			return
		}
		typ := v.Type().Name()
		if typ == "Span" || typ == "Pos" {
			return
		}
		name := acornNames[typ]
		switch typ {
		case "FunctionExpr":
			if v.FieldByName("Func").Elem().FieldByName("IsArrow").Bool() {
				name = "ArrowFunctionExpression"
			} else {
				name = "FunctionExpression"
			}
		case "Function":
			if parent == "ClassMember" {
				name = "FunctionExpression"
			}
		case "Property":
			if PropKind(v.FieldByName("Kind").Uint()) == PropSpread {
				name = "SpreadProperty"
			} else {
				name = "Property"
			}
		case "ExprStmt":
			if parent == "ForStmt" && field == "Init" {
				name = ""
			}
		}
		if name != "" {
			s := v.FieldByName("Span").Interface().(Span)
			out = append(out, fmt.Sprintf("%s %d %d", name, u16[s.Start.Offset], u16[s.End]))
		}
		if typ == "MetaProperty" {
			return
		}
		for i := 0; i < v.NumField(); i++ {
			if typ == "Program" && v.Type().Field(i).Name == "Source" {
				continue
			}
			walk(v.Field(i), typ, v.Type().Field(i).Name)
		}
	}
	walk(reflect.ValueOf(prog), "", "")
	return out
}
