package codemode

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Extensions describes every entry point, sorted by path, with its kind and
// its extension's Cheap mark.
func TestRuntimeExtensionsDescribesEntryPoints(t *testing.T) {
	f := func(string) string { return "" }
	rt := New2(t, Options{Extensions: []Extension{
		{Name: "files", Globals: map[string]any{"fs": map[string]any{"readFileSync": f, "promises": map[string]any{"readFile": Async(f)}}}},
		{Name: "hash", Cheap: true, Globals: map[string]any{"digest": f}},
	}})
	require.Equal(t, []ExtensionDescriptor{
		{Path: "digest", Cheap: true},
		{Path: "fs.promises.readFile", Async: true},
		{Path: "fs.readFileSync"},
	}, rt.Extensions())
}
