package syntax

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestParserTestsLocal runs an unpacked test262-parser-tests package found at
// $T262DIR (a development aid; the conformance suite proper lives in
// test262_test.go). Module-goal cases are skipped.
func TestParserTestsLocal(t *testing.T) {
	dir := os.Getenv("T262DIR")
	if dir == "" {
		t.Skip("set T262DIR to an unpacked test262-parser-tests package")
	}
	verbose := os.Getenv("T262V") != ""
	for _, sub := range []string{"pass", "pass-explicit", "fail", "early"} {
		files, _ := filepath.Glob(filepath.Join(dir, sub, "*.js"))
		sort.Strings(files)
		ok, total := 0, 0
		for _, f := range files {
			if strings.HasSuffix(f, ".module.js") {
				continue
			}
			src, _ := os.ReadFile(f)
			total++
			_, err := parseJS(string(src), GoalScript)
			wantOK := strings.HasPrefix(sub, "pass")
			if (err == nil) == wantOK {
				ok++
			} else if verbose {
				t.Logf("%s/%s: err=%v", sub, filepath.Base(f), err)
			}
		}
		t.Logf("%s: %d/%d", sub, ok, total)
	}
}
