package syntax

import (
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// typeArgsPattern is the regular expression mayCallWithTypeArgs implements.
var typeArgsPattern = regexp.MustCompile(`[\w$\])]\s*<[\w$\s,.|&\[\]<>{}:;?'"]*>\s*\(`)

func TestMayCallWithTypeArgs(t *testing.T) {
	for src, want := range map[string]bool{
		"f<T>(x)": true,
		"xs.reduce<Record<string, number>>(f, {})": true,
		"a[0] < b > (c)":        true,
		"g() <T,\n U> \t(x)":    true,
		"$<'a' | \"b\">()":      true,
		"a < b":                 false,
		"a < b > c":             false,
		"(a<b) > (c)":           false,
		"< T > (x)":             false,
		"f <>(x)":               true,
		"f <(x)":                false,
		"f< >(x)":               true,
		"f<T> (x":               true,
		"f<T - 1>(x)":           false,
		"f<T>x(y)":              false,
		"if (a < b && c > (d))": true, // a false alarm: esbuild then decides
		"f<é>(x)":               false,
		"":                      false,
	} {
		if got := mayCallWithTypeArgs(src); got != want {
			t.Errorf("mayCallWithTypeArgs(%q) = %v, want %v", src, got, want)
		}
		if got := typeArgsPattern.MatchString(src); got != want {
			t.Errorf("regexp on %q = %v, want %v (bad test case)", src, got, want)
		}
	}
}

// TestMayCallWithTypeArgsMatchesRegexp compares the scanner with the regular
// expression on random text over the bytes that matter, and on the parser's
// test programs.
func TestMayCallWithTypeArgsMatchesRegexp(t *testing.T) {
	const alphabet = "ab_$0]) \t\n\r\f<<>>(,.|&[{}:;?'\"-=!é\v"
	rng := rand.New(rand.NewSource(1))
	n := 200000
	if testing.Short() {
		n = 20000
	}
	buf := make([]byte, 0, 40)
	for range n {
		buf = buf[:0]
		for range rng.Intn(40) {
			buf = append(buf, alphabet[rng.Intn(len(alphabet))])
		}
		src := string(buf)
		if got, want := mayCallWithTypeArgs(src), typeArgsPattern.MatchString(src); got != want {
			t.Fatalf("mayCallWithTypeArgs(%q) = %v, regexp says %v", src, got, want)
		}
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*.[jt]s"))
	more, _ := filepath.Glob(filepath.Join("testdata", "*", "*", "*.[jt]s"))
	for _, name := range append(files, more...) {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := mayCallWithTypeArgs(string(b)), typeArgsPattern.Match(b); got != want {
			t.Errorf("%s: mayCallWithTypeArgs = %v, regexp says %v", name, got, want)
		}
	}
}
