package syntax

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// skippedFeatures are test262 features beyond ECMAScript 2024 scripts.
var skippedFeatures = []string{
	"decorators", "import-attributes", "import-assertions", "source-phase-imports",
	"regexp-modifiers", "regexp-duplicate-named-groups", "explicit-resource-management",
	"json-modules", "import-defer", "source-phase-imports-module-source", "import-text",
}

var (
	t262Meta     = regexp.MustCompile(`(?s)/\*---(.*?)---\*/`)
	t262Negative = regexp.MustCompile(`negative:\s*\n\s*phase:\s*(\w+)`)
	t262Flags    = regexp.MustCompile(`flags:\s*\[([^\]]*)\]`)
	t262Features = regexp.MustCompile(`features:\s*\[([^\]]*)\]`)
)

// TestTest262Local runs the syntax-relevant part of a test262 checkout at
// $T262FULL (its test/ folder): every test must parse unless it is a
// negative parse/early test. Module tests and features past ES2024 are
// skipped. A development aid; set T262V=1 to list failures.
func TestTest262Local(t *testing.T) {
	dir := os.Getenv("T262FULL")
	if dir == "" {
		t.Skip("set T262FULL to a test262 test/ folder")
	}
	verbose := os.Getenv("T262V") != ""
	var files []string
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".js") && !strings.Contains(path, "_FIXTURE") {
			files = append(files, path)
		}
		return nil
	})
	sort.Strings(files)
	ok, total := 0, 0
	var failures []string
	for _, f := range files {
		data, _ := os.ReadFile(f)
		src := string(data)
		meta := ""
		if m := t262Meta.FindStringSubmatch(src); m != nil {
			meta = m[1]
		}
		flags := ""
		if m := t262Flags.FindStringSubmatch(meta); m != nil {
			flags = m[1]
		}
		if strings.Contains(flags, "module") {
			continue
		}
		if m := t262Features.FindStringSubmatch(meta); m != nil {
			skip := false
			for _, feat := range skippedFeatures {
				for _, x := range strings.Split(m[1], ",") {
					if strings.TrimSpace(x) == feat {
						skip = true
					}
				}
			}
			if skip {
				continue
			}
		}
		if strings.Contains(f, "annexB") && strings.Contains(f, "html") {
			continue
		}
		wantErr := false
		if m := t262Negative.FindStringSubmatch(meta); m != nil && (m[1] == "parse" || m[1] == "early") {
			wantErr = true
		}
		var modes []string
		switch {
		case strings.Contains(flags, "raw"), strings.Contains(flags, "noStrict"):
			modes = []string{""}
		case strings.Contains(flags, "onlyStrict"):
			modes = []string{"\"use strict\";\n"}
		default:
			modes = []string{"", "\"use strict\";\n"}
		}
		for _, prefix := range modes {
			total++
			_, err := parseJS(prefix+src, GoalScript)
			if (err != nil) == wantErr {
				ok++
			} else {
				rel, _ := filepath.Rel(dir, f)
				mode := "sloppy"
				if prefix != "" {
					mode = "strict"
				}
				failures = append(failures, rel+" ["+mode+"] err="+errString(err))
			}
		}
	}
	if verbose {
		for _, f := range failures {
			t.Log(f)
		}
	}
	t.Logf("test262 syntax: %d/%d", ok, total)
}

func errString(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}
