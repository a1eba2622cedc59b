package codemode

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// serverModules are the modules only the CLI, the devserver package and the
// integration tests may need (each in a module of its own: cmd/,
// internal/devserver/, integration/). A user's `go get` of this module gets
// every module its go.mod requires, test dependencies included, and minimum
// version selection then raises the user's own gRPC, protobuf and OTel
// versions to the server's; so none of the root module's packages or tests
// may import them, and its go.mod may not require them.
var serverModules = []string{
	"go.temporal.io/server",
	"github.com/temporalio/ui-server/",
	"k8s.io/",
}

func isServerModule(path string) bool {
	for _, m := range serverModules {
		if path == strings.TrimSuffix(m, "/") || strings.HasPrefix(path, m) {
			return true
		}
	}
	return false
}

// TestRootModuleDoesNotNeedTheServer lists the dependencies of every package
// of the root module, tests included (./... stops at the nested modules), and
// fails on any that imports a server package at any depth. Under the
// repository's go.work such an import builds (the cmd module provides the
// server), so this is what notices it; without the workspace the build
// itself fails. The go.mod check catches a requirement no import explains.
// GOPROXY=off: go list only reads the module cache, which the build filled.
func TestRootModuleDoesNotNeedTheServer(t *testing.T) {
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		goTool, err = exec.LookPath("go")
		require.NoError(t, err, "the go command lists the dependencies")
	}
	cmd := exec.Command(goTool, "list", "-deps", "-test", "-f", "{{.ImportPath}}\t{{with .Module}}{{.Path}}{{end}}\t{{join .Imports \" \"}}", "./...")
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOFLAGS=")
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); ok {
		t.Fatalf("go list: %v\n%s", err, ee.Stderr)
	}
	require.NoError(t, err)
	type pkg struct{ module, imports string }
	pkgs := map[string]pkg{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		require.Len(t, f, 3, line)
		pkgs[f[0]] = pkg{f[1], f[2]}
	}
	require.Contains(t, pkgs, "github.com/codemode-go/codemode/workflow", "go list gave the dependencies of the root module's packages")
	// reaches says whether a package is, or imports at any depth, a server
	// package. The test then names the root module's packages that import
	// such a package from outside the module (devserver, say), not the
	// hundreds of server packages behind it.
	memo := map[string]bool{}
	var reaches func(path string) bool
	reaches = func(path string) bool {
		if r, ok := memo[path]; ok {
			return r
		}
		memo[path] = false // import cycles do not exist; this ends the walk if one did
		p := pkgs[path]
		r := isServerModule(p.module)
		for _, imp := range strings.Fields(p.imports) {
			r = r || reaches(imp)
		}
		memo[path] = r
		return r
	}
	var bad []string
	for path, p := range pkgs {
		if p.module != "github.com/codemode-go/codemode" {
			continue
		}
		for _, imp := range strings.Fields(p.imports) {
			if pkgs[imp].module != "github.com/codemode-go/codemode" && reaches(imp) {
				bad = append(bad, path+" imports "+imp)
			}
		}
	}
	require.Empty(t, bad, "the root module's packages and tests may not import the server: move them to cmd/ or integration/")

	gomod, err := os.ReadFile("go.mod")
	require.NoError(t, err)
	for _, line := range strings.Split(string(gomod), "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[0] != "module" && f[0] != "//" {
			path := f[0]
			if path == "require" && len(f) > 1 {
				path = f[1]
			}
			require.False(t, isServerModule(path), "go.mod requires %s, which every user would then get too: run GOWORK=off go mod tidy", path)
		}
	}
}
