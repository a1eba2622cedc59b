// Package npmtest installs npm packages for tests that need a real
// third-party program (an MCP server, a client written by someone else).
// A package is installed once per version into the user cache directory
// (with its dependencies, by npm itself) and reused by later runs; nothing
// is installed into the repository.
package npmtest

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Install returns the directory of pkg@version (node_modules/pkg inside an
// install prefix), installing it when the cache does not have it. The test
// fails with a clear message when npm is missing or the registry cannot be
// reached.
func Install(t testing.TB, pkg, version string) string {
	t.Helper()
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	prefix := filepath.Join(base, "codemode", "npm", strings.ReplaceAll(pkg, "/", "+")+"@"+version)
	dir := filepath.Join(prefix, "node_modules", filepath.FromSlash(pkg))
	if _, err := os.Stat(filepath.Join(dir, "package.json")); err == nil {
		return dir
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Fatalf("npmtest: npm is needed to install %s@%s (install Node.js): %v", pkg, version, err)
	}
	if err := os.MkdirAll(filepath.Dir(prefix), 0o755); err != nil {
		t.Fatalf("npmtest: %v", err)
	}
	// Install next to the cache entry and rename it into place, so that an
	// interrupted or concurrent run never leaves a half-installed package.
	tmp, err := os.MkdirTemp(filepath.Dir(prefix), "tmp-")
	if err != nil {
		t.Fatalf("npmtest: %v", err)
	}
	defer os.RemoveAll(tmp)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "install", "--prefix", tmp, "--no-audit", "--no-fund", "--no-save", "--loglevel=error", pkg+"@"+version)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("npmtest: npm install %s@%s failed (network? registry?): %v\n%s", pkg, version, err, out.String())
	}
	if err := os.Rename(tmp, prefix); err != nil {
		if _, statErr := os.Stat(filepath.Join(dir, "package.json")); statErr != nil {
			t.Fatalf("npmtest: %v", err)
		}
	}
	return dir
}
