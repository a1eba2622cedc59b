package testkit

import (
	"errors"
	"fmt"
	"hash/fnv"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
)

// Extensions are extension globals for tests, one of each kind:
//
//	fs.readFileSync(path)        -> "text of " + path (synchronous; "missing" fails with ToolFailure)
//	fs.promises.readFile(path)   -> "async text of " + path (a promise; "missing" rejects)
//	digest(s)                    -> s's FNV-1a hash as 8 hex digits (Cheap: a local activity under Temporal)
func Extensions() []codemode.Extension {
	return []codemode.Extension{
		{Name: "files", Globals: map[string]any{"fs": map[string]any{
			"readFileSync": func(path string) (string, error) {
				if path == "missing" {
					return "", &durabletools.Error{Kind: durabletools.ToolFailure, Message: "ENOENT: no such file " + path}
				}
				return "text of " + path, nil
			},
			"promises": map[string]any{"readFile": codemode.Async(func(path string) (string, error) {
				if path == "missing" {
					return "", errors.New("ENOENT: no such file " + path)
				}
				return "async text of " + path, nil
			})},
		}}},
		{Name: "hash", Cheap: true, Globals: map[string]any{"digest": func(s string) string {
			h := fnv.New32a()
			h.Write([]byte(s))
			return fmt.Sprintf("%08x", h.Sum32())
		}}},
	}
}
