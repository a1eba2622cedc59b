package vm

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// FuzzRegExp compiles arbitrary patterns and flags and runs every RegExp
// method on arbitrary input: whatever they are, the VM must not panic (an
// internal error failure is a bug).
//
//	go test ./vm -run '^$' -fuzz FuzzRegExp -fuzztime 60s
func FuzzRegExp(f *testing.F) {
	for _, seed := range [][3]string{
		{`(a)|b`, "g", "ab"}, {`(?<x>.)\k<x>`, "gu", "aa😀😀"}, {`[\p{L}--[a-z]]`, "v", "aZé"},
		{`\uD83D`, "", "😀"}, {`(?:)`, "gy", "x😀y"}, {`^$`, "m", "a\r\nb"}, {`(`, "", ""},
		{`[^]*?`, "dgs", "\u2028"}, {`\b\w+\b`, "gi", "Ab cD"}, {`\p{Script=Greek}+`, "u", "αβγ"},
	} {
		f.Add(seed[0], seed[1], seed[2])
	}
	f.Fuzz(func(t *testing.T, pattern, flags, input string) {
		if len(pattern) > 200 || len(input) > 200 || len(flags) > 8 {
			return
		}
		q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
		src := `const P = ` + q(pattern) + `, F = ` + q(flags) + `, S = ` + q(input) + `;
try {
  const r = new RegExp(P, F);
  r.exec(S); r.test(S); String(r); r.flags;
  S.match(r); S.search(r); S.split(r); S.split(r, 2);
  S.replace(r, "[$&$1$<x>$'$` + "`" + `]"); S.replace(r, (...a) => a.length);
  const g = new RegExp(P, F.includes("g") ? F : F + "g");
  [...S.matchAll(g)]; S.replaceAll(g, "-");
} catch (e) {
  if (!(e instanceof SyntaxError || e instanceof TypeError || e instanceof RangeError)) throw e;
}`
		p, err := syntax.Parse(src)
		if err != nil {
			return
		}
		prog, err := compile.Compile(p)
		if err != nil {
			return
		}
		m := New(prog, Config{})
		m.Run(5_000_000)
		if fl := m.Failure(); fl != nil && (strings.Contains(fl.Message, "internal error") || !strings.Contains(fl.Message, "timed out")) {
			t.Fatalf("pattern %q flags %q input %q: %v", pattern, flags, input, fl.Message)
		}
	})
}
