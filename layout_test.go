package codemode

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The README's layout table names every folder at the top of the
// repository (or folders inside it: cmd/codemode, cmd/agentloop) and every
// folder of vm/, vm/internal/ and internal/, and only folders that exist,
// so that the table a newcomer reads is the tree.
func TestReadmeLayoutMatchesTree(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	section := string(readme)
	start := strings.Index(section, "\n## Layout")
	if start < 0 {
		t.Fatal("README.md has no Layout section")
	}
	section = section[start+1:]
	if end := strings.Index(section[1:], "\n## "); end >= 0 {
		section = section[:end+1]
	}
	listed := map[string]bool{}
	cell := regexp.MustCompile("`([^`]+)`")
	paren := regexp.MustCompile(`\([^)]*\)`) // "`.` (package `codemode`)" names "."
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		first := paren.ReplaceAllString(strings.SplitN(line, "|", 3)[1], "")
		for _, m := range cell.FindAllStringSubmatch(first, -1) {
			listed[m[1]] = true
		}
	}
	for path := range listed {
		if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
			t.Errorf("the layout table lists %s, which is not a folder", path)
		}
	}
	for _, parent := range []string{".", "vm", "vm/internal", "internal"} {
		entries, err := os.ReadDir(parent)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			name := filepath.ToSlash(filepath.Join(parent, e.Name()))
			if !e.IsDir() || strings.HasPrefix(e.Name(), ".") || name == "vm/testdata" || name == "vm/internal" {
				continue
			}
			if !listed[name] && !(parent == "." && listsUnder(listed, name)) {
				t.Errorf("the layout table does not list %s", name)
			}
		}
	}
}

// listsUnder reports whether listed has a folder inside dir.
func listsUnder(listed map[string]bool, dir string) bool {
	for path := range listed {
		if strings.HasPrefix(path, dir+"/") {
			return true
		}
	}
	return false
}
