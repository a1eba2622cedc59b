package syntax

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The test262 parser tests (github.com/tc39/test262-parser-tests), fetched
// from npm at test time and cached under the user cache directory, never
// committed. Each file is a whole program:
//
//	pass/           valid programs: must parse; pass-explicit/ holds the same
//	                program with explicit parentheses: same AST (Dump)
//	fail/           not in the grammar: must be rejected
//	early/          in the grammar but with an early error: counted, and
//	                the count may not drop below test262EarlyFloor
//
// Everything runs with GoalScript. Skipped, each category counted in the log:
// files named *.module.js (they need the module goal, which CodeMode does not
// have); pass/ files with Annex B HTML-like comments (test262HTMLComment);
// the cases of test262Skips (outdated by later editions, or valid under
// Annex B), and the comparison of the stale twins of test262StaleTwins.
// testdata/test262_known_failures.txt may list known failures ("dir/file.js
// reason" lines) to keep CI green; today there are none.
const (
	test262Package = "test262-parser-tests"
	test262Version = "0.0.5"
	// test262EarlyFloor is the number of early/ files we reject today; raise
	// it when the parser learns more early errors.
	test262EarlyFloor = 600
)

// test262Skips are cases that do not apply to an ES2024 script parser.
var test262Skips = map[string]string{
	// The suite predates these editions; node v20 accepts all of them.
	"fail/98204d734f8c72b3.js": "outdated: class fields are valid since ES2022",
	"fail/ef81b93cf9bdb4ec.js": "outdated: class fields are valid since ES2022",
	"fail/647e21f8f157c338.js": "outdated: U+2028 in a string is valid since ES2019",
	"fail/8af69d8f15295ed2.js": "outdated: U+2029 in a string is valid since ES2019",
	"fail/0d5e450f1da8a92a.js": `outdated: "\9" is a valid sloppy-mode string escape since ES2021`,
	"fail/748656edbfb2d0bb.js": `outdated: "\8" is a valid sloppy-mode string escape since ES2021`,
	"fail/79f882da06f88c9f.js": `outdated: "\8" is a valid sloppy-mode string escape since ES2021`,
	"fail/92b6af54adef3624.js": `outdated: "\9" is a valid sloppy-mode string escape since ES2021`,
	// Annex B (B.3.5) allows an initializer in a for-in var declaration in
	// sloppy mode; the parser implements it and node accepts it.
	"fail/e3fbcf63d7e43ead.js": "Annex B: for (var x = 1 in o) is valid sloppy-mode syntax",
	// Annex B (B.3.2.4) allows duplicate function declarations in a block in
	// sloppy mode; node accepts these too.
	"early/12a74c60f52a60de.js": "Annex B: duplicate function declarations in a sloppy-mode block",
	"early/1aff49273f3e3a98.js": "Annex B: duplicate function declarations in a sloppy-mode block",
	"early/be7329119eaa3d47.js": "Annex B: duplicate function declarations in a sloppy-mode block",
	"early/ec31fa5e521c5df4.js": "Annex B: duplicate function declarations in a sloppy-mode block",
}

// test262HTMLComment matches the Annex B HTML-like comments (<!-- anywhere,
// --> at the start of a line after white space and comments). CodeMode
// programs are never embedded in HTML, so the parser does not support them;
// pass/ files using them are skipped.
var test262HTMLComment = regexp.MustCompile(`<!--|(?m)^(?:[ \t]|/\*(?:[^*]|\*+[^*/])*\*+/)*-->`)

// test262StaleTwins are pass-explicit/ files that are not the same program as
// their pass/ file (the suite changed pass/ without regenerating them): their
// names, constants or grouping differ. The pass/ file is still parsed; the
// comparison is skipped, and the test checks that they do differ.
var test262StaleTwins = map[string]string{
	"pass/0339fa95c78c11bd.js": "constant 1 is 0 in the twin",
	"pass/0b4d61559ccce0f9.js": "constant 1 is 0 in the twin",
	"pass/0f88c334715d2489.js": "constant 1 is 0 in the twin",
	"pass/2179895ec5cc6276.js": "constant 1 is 0 in the twin",
	"pass/441a92357939904a.js": "constant 1 is 0 in the twin",
	"pass/5829d742ab805866.js": "constant 1 is 0 in the twin",
	"pass/598a5cedba92154d.js": "constants 1, 2 are 0, 1 in the twin",
	"pass/7788d3c1e1247da9.js": "constant 1 is 0 in the twin",
	"pass/7dab6e55461806c9.js": "constant 1 is 0 in the twin",
	"pass/82c827ccaecbe22b.js": "constant 1 is 0 in the twin",
	"pass/8c80f7ee04352eba.js": "constant 1 is 0 in the twin",
	"pass/988e362ed9ddcac5.js": "constant 1 is 0 in the twin",
	"pass/a8a03a88237c4e8f.js": "constant 1 is 0 in the twin",
	"pass/ad06370e34811a6a.js": "constants 1, 2 are 0, 1 in the twin",
	"pass/cb211fadccb029c7.js": "constant 1 is 0 in the twin",
	"pass/ce968fcdf3a1987c.js": "constant 1 is 0 in the twin",
	"pass/e71c1d5f0b6b833c.js": "constant 1 is 0 in the twin",
	"pass/1093d98f5fc0758d.js": "identifiers renamed in the twin",
	"pass/15d9592709b947a0.js": "identifiers renamed in the twin",
	"pass/247a3a57e8176ebd.js": "identifiers renamed in the twin",
	"pass/47f974d6fc52e3e4.js": "identifiers renamed in the twin",
	"pass/4e1a0da46ca45afe.js": "identifiers renamed in the twin",
	"pass/72d79750e81ef03d.js": "identifiers renamed in the twin",
	"pass/96f5d93be9a54573.js": "identifiers renamed in the twin",
	"pass/9bcae7c7f00b4e3c.js": "identifiers renamed in the twin",
	"pass/db3c01738aaf0b92.js": "identifiers renamed and constant changed in the twin",
	"pass/e1387fe892984e2b.js": "identifiers renamed in the twin",
	"pass/e8ea384458526db0.js": "identifiers renamed in the twin",
	"pass/0426f15dac46e92d.js": "key '1e2000' is Infinity in the twin",
	"pass/b62c6dd890bef675.js": "key '0x20' is 0 in the twin",
	"pass/7b72d7b43bedc895.js": "key '0x20' is 0 in the twin",
	"pass/b0fdc038ee292aba.js": "09.5 (9.5) is 9 in the twin",
	"pass/589dc8ad3b9aa28f.js": "a((1, 2, 3)) is a((1, 2), 3) in the twin",
	"pass/87a9b0d1d80812cc.js": "a((b(), 1, 2)) is a((b(), 1), 2) in the twin",
}

type test262Counts struct {
	total, ok int
	problems  []string
}

func (c *test262Counts) String() string { return fmt.Sprintf("%d/%d", c.ok, c.total) }

func TestTest262(t *testing.T) {
	if testing.Short() {
		t.Skip("test262: fetches the test262-parser-tests npm package; skipped in -short mode")
	}
	root := test262Dir(t)
	known := readKnownFailures(t)
	skipped := map[string]int{} // reason -> count

	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
		if err != nil {
			t.Fatalf("test262: %v", err)
		}
		return string(b)
	}

	list := func(dir string) []string {
		entries, err := os.ReadDir(filepath.Join(root, dir))
		if err != nil {
			t.Fatalf("test262: %v", err)
		}
		var names []string
		for _, e := range entries {
			name := dir + "/" + e.Name()
			switch {
			case strings.HasSuffix(e.Name(), ".module.js"):
				skipped["module goal (*.module.js): CodeMode programs are scripts"]++
			case test262Skips[name] != "":
				skipped[test262Skips[name]]++
			case dir == "pass" && test262HTMLComment.MatchString(read(name)):
				skipped["Annex B HTML-like comments (<!-- -->): not supported, CodeMode programs are never embedded in HTML"]++
			default:
				names = append(names, name)
			}
		}
		return names
	}
	var pass, explicit, fail, early test262Counts
	unexpected := 0
	check := func(c *test262Counts, name string, ok bool, problem string) {
		c.total++
		if ok {
			c.ok++
			if reason, isKnown := known[name]; isKnown {
				t.Errorf("test262: %s now works; remove it from testdata/test262_known_failures.txt (%s)", name, reason)
			}
			return
		}
		c.problems = append(c.problems, name+": "+problem)
		if _, isKnown := known[name]; !isKnown && c != &early {
			unexpected++
			t.Errorf("test262: %s: %s", name, problem)
		}
	}

	for _, name := range list("pass") {
		prog, err := parseJS(read(name), GoalScript)
		check(&pass, name, err == nil, fmt.Sprintf("rejected a valid program: %v", err))
		twin := "pass-explicit" + strings.TrimPrefix(name, "pass")
		prog2, err2 := parseJS(read(twin), GoalScript)
		switch {
		case err2 != nil:
			check(&explicit, name, false, fmt.Sprintf("rejected the explicit twin: %v", err2))
		case err != nil:
			check(&explicit, name, false, "no AST to compare (the program was rejected)")
		default:
			d1, d2 := Dump(normalizeForTwin(prog)), Dump(normalizeForTwin(prog2))
			if reason := test262StaleTwins[name]; reason != "" {
				skipped["stale pass-explicit twin (a different program; the pass/ file is still parsed)"]++
				if d1 == d2 {
					t.Errorf("test262: %s is listed as a stale twin (%s) but compares equal; remove it from test262StaleTwins", name, reason)
				}
				continue
			}
			check(&explicit, name, d1 == d2, "AST differs from the explicit twin:\n"+firstDiff(d1, d2))
		}
	}
	for _, name := range list("fail") {
		_, err := parseJS(read(name), GoalScript)
		check(&fail, name, err != nil, "accepted an invalid program: "+firstLine(read(name)))
	}
	for _, name := range list("early") {
		_, err := parseJS(read(name), GoalScript)
		check(&early, name, err != nil, "accepted (early error not detected): "+firstLine(read(name)))
	}

	reasons := make([]string, 0, len(skipped))
	for r := range skipped {
		reasons = append(reasons, r)
	}
	sort.Strings(reasons)
	for _, r := range reasons {
		t.Logf("test262: skipped %d: %s", skipped[r], r)
	}
	for _, p := range early.problems {
		t.Logf("test262: early: %s", p)
	}
	t.Logf("test262 %s@%s: pass %v parsed, %v same AST as pass-explicit; fail %v rejected; early %v rejected; %d known failures",
		test262Package, test262Version, &pass, &explicit, &fail, &early, len(known))
	if early.ok < test262EarlyFloor {
		t.Errorf("test262: early errors detected dropped to %d (floor %d)", early.ok, test262EarlyFloor)
	}
	if unexpected > 0 {
		t.Errorf("test262: %d unexpected results (see above)", unexpected)
	}
}

// readKnownFailures reads testdata/test262_known_failures.txt, if present:
// lines "dir/file.js reason"; '#' starts a comment.
func readKnownFailures(t *testing.T) map[string]string {
	known := map[string]string{}
	b, err := os.ReadFile(filepath.Join("testdata", "test262_known_failures.txt"))
	if errors.Is(err, fs.ErrNotExist) {
		return known
	}
	if err != nil {
		t.Fatalf("test262: %v", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, _ := strings.Cut(line, " ")
		if strings.TrimSpace(reason) == "" {
			t.Fatalf("test262_known_failures.txt: %s has no reason", name)
		}
		known[name] = strings.TrimSpace(reason)
	}
	return known
}

// test262Dir returns a directory holding the extracted package, downloading
// it with npm when the cache does not have it.
func test262Dir(t *testing.T) string {
	cacheDir, cacheErr := os.UserCacheDir()
	final := ""
	if cacheErr == nil {
		final = filepath.Join(cacheDir, "codemode", test262Package+"@"+test262Version)
		if _, err := os.Stat(filepath.Join(final, "pass")); err == nil {
			return final
		}
	}

	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Fatalf("test262: npm is needed to fetch %s@%s (install Node.js, or run go test -short to skip this test): %v",
			test262Package, test262Version, err)
	}
	work := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "pack", "--silent", test262Package+"@"+test262Version)
	cmd.Dir = work
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("test262: npm pack %s@%s failed (network? registry?): %v\n%s", test262Package, test262Version, err, stderr.String())
	}
	lines := strings.Fields(string(out))
	if len(lines) == 0 {
		t.Fatalf("test262: npm pack printed no archive name")
	}
	archive := filepath.Join(work, lines[len(lines)-1])

	if final == "" {
		dest := filepath.Join(work, "package")
		if err := extractTarGz(archive, dest); err != nil {
			t.Fatalf("test262: %v", err)
		}
		return dest
	}
	// Extract next to the cache entry and rename it into place, so that an
	// interrupted or concurrent run never leaves a half-written cache.
	if err := os.MkdirAll(filepath.Dir(final), 0o755); err != nil {
		t.Fatalf("test262: %v", err)
	}
	tmp, err := os.MkdirTemp(filepath.Dir(final), "tmp-")
	if err != nil {
		t.Fatalf("test262: %v", err)
	}
	defer os.RemoveAll(tmp)
	if err := extractTarGz(archive, tmp); err != nil {
		t.Fatalf("test262: %v", err)
	}
	if err := os.Rename(tmp, final); err != nil {
		if _, statErr := os.Stat(filepath.Join(final, "pass")); statErr != nil {
			t.Fatalf("test262: %v", err)
		}
	}
	return final
}

// extractTarGz extracts the regular files of an npm package archive (whose
// entries are under "package/") into dest.
func extractTarGz(archive, dest string) error {
	f, err := os.Open(archive)
	if err != nil {
		return err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return fmt.Errorf("%s: %w", archive, err)
	}
	tr := tar.NewReader(gz)
	files := 0
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("%s: %w", archive, err)
		}
		if hdr.Typeflag != tar.TypeReg {
			continue
		}
		rel, ok := strings.CutPrefix(path.Clean(hdr.Name), "package/")
		if !ok || rel == "" || strings.HasPrefix(rel, "../") || path.IsAbs(rel) {
			continue
		}
		target := filepath.Join(dest, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		b, err := io.ReadAll(io.LimitReader(tr, 16<<20))
		if err != nil {
			return fmt.Errorf("%s: %w", hdr.Name, err)
		}
		if err := os.WriteFile(target, b, 0o644); err != nil {
			return err
		}
		files++
	}
	if files == 0 {
		return fmt.Errorf("%s: no files under package/", archive)
	}
	return nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if len(s) > 100 {
		s = s[:100] + "…"
	}
	return fmt.Sprintf("%q", s)
}

// firstDiff shows the first differing line of two dumps.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) || i < len(lb); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n  pass:          %s\n  pass-explicit: %s", i+1, x, y)
		}
	}
	return "(no difference)"
}

// normalizeForTwin rewrites a tree so that a pass/ program and its
// pass-explicit/ twin compare equal where the suite's explicit versions
// legitimately differ: number literals written another way (0x10 and 16),
// property keys written as strings, numbers or names ('a', 1, a), and comma
// sequences grouped by parentheses ((a, b), c).
func normalizeForTwin(root Node) Node {
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if v.IsNil() {
				return
			}
			switch n := v.Interface().(type) {
			case *NumberLit:
				n.Raw = ""
			case *Property:
				n.Key = keyName(n.Key, n.Computed)
			case *PatternProp:
				n.Key = keyName(n.Key, n.Computed)
			case *ClassMember:
				n.Key = keyName(n.Key, n.Computed)
			case *SequenceExpr:
				var flat []Expr
				for _, x := range n.List {
					if inner, ok := x.(*SequenceExpr); ok {
						flat = append(flat, inner.List...)
					} else {
						flat = append(flat, x)
					}
				}
				n.List = flat
			}
			walk(v.Elem())
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
	return root
}

// keyName turns a non-computed string or number property key into the
// identifier of the property name it denotes.
func keyName(key Expr, computed bool) Expr {
	if computed {
		return key
	}
	switch k := key.(type) {
	case *StringLit:
		return &Identifier{Span: k.Span, Name: k.Value}
	case *NumberLit:
		name := strconv.FormatFloat(k.Value, 'g', -1, 64)
		if math.IsInf(k.Value, 1) {
			name = "Infinity"
		}
		return &Identifier{Span: k.Span, Name: name}
	}
	return key
}
