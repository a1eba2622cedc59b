package codemode

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/codemode-go/codemode/durabletools"
)

// toolSet is what a run knows about its tools without running them: their
// paths (for the VM's `tools` global and unknown-tool checks), kinds (for
// the driver) and the search index. It comes from the Runtime's catalog,
// or from a catalog pinned in RunOptions.Catalog (a Temporal workflow's
// input), so that a replay sees exactly the tools the run started with.
type toolSet struct {
	paths   []string // catalog order
	kinds   map[string]durabletools.Kind
	catalog []durabletools.Descriptor

	// The search index is built on the first search: most runs never
	// search, and a pinned catalog makes a tool set per run.
	indexOnce sync.Once
	index     *durabletools.SearchIndex
}

func newToolSet(catalog []durabletools.Descriptor) *toolSet {
	ts := &toolSet{
		paths:   make([]string, 0, len(catalog)),
		kinds:   make(map[string]durabletools.Kind, len(catalog)),
		catalog: catalog,
	}
	for _, d := range catalog {
		if _, dup := ts.kinds[d.Path]; dup {
			continue
		}
		ts.paths = append(ts.paths, d.Path)
		ts.kinds[d.Path] = d.Kind
	}
	return ts
}

// toolSetFor is the tool set a run uses.
func (rt *Runtime) toolSetFor(opts RunOptions) *toolSet {
	if opts.Catalog != nil {
		return newToolSet(opts.Catalog)
	}
	return rt.tools
}

// unknownToolMessage names the missing tool and, to help a model recover,
// the tools of the closest namespace that exists.
func (ts *toolSet) unknownToolMessage(path string) string {
	msg := durabletools.Expression(path) + " is not a tool"
	segs := durabletools.SplitPath(path)
	for n := len(segs) - 1; n >= 0; n-- {
		prefix := strings.Join(segs[:n], ".")
		var near []string
		for _, p := range ts.paths {
			if n == 0 || strings.HasPrefix(p, prefix+".") {
				near = append(near, durabletools.Expression(p))
			}
		}
		if len(near) == 0 {
			continue
		}
		const show = 8
		if len(near) > show {
			near = append(near[:show], fmt.Sprintf("and %d more", len(near)-show))
		}
		return msg + "; available: " + strings.Join(near, ", ")
	}
	return msg + "; no tools are available"
}

// vmUnknownToolMessage words the VM's error for a call of path
// ("tools.orders.lokup") under `tools` that is not a tool.
func (ts *toolSet) vmUnknownToolMessage(path string) string {
	return ts.unknownToolMessage(strings.TrimPrefix(path, "tools."))
}

// search answers a search(...) host call from the run's catalog: its input
// is the JSON array of the call's arguments (see durabletools.SearchIndex).
// Bad arguments fail with InvalidToolInput, which the program can catch.
func (ts *toolSet) search(input json.RawMessage) (json.RawMessage, *HostError) {
	req, err := durabletools.ParseSearchInput(input)
	if err != nil {
		return nil, &HostError{Kind: string(KindInvalidToolInput), Message: err.Error()}
	}
	ts.indexOnce.Do(func() { ts.index = durabletools.NewSearchIndex(ts.catalog) })
	// Without HTML escaping: signatures are full of < and >.
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(ts.index.Search(req)); err != nil {
		return nil, &HostError{Kind: string(KindExecutionFailure), Message: "search: " + err.Error()}
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}
