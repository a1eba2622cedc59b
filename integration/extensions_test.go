package integration

import (
	"errors"
	"fmt"
	"hash/fnv"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/converter"
)

// testExtensions are the extension globals of the test runtime: `fs` with
// a sync and an async function (activities) and a cheap sync `digest`
// (a local activity).
func testExtensions() []codemode.Extension {
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

// localActivityTypes lists the types of the local activities recorded in
// h (as LocalActivity markers), in order.
func localActivityTypes(h *historypb.History) ([]string, error) {
	var names []string
	for _, e := range h.Events {
		a := e.GetMarkerRecordedEventAttributes()
		if a == nil || a.GetMarkerName() != "LocalActivity" {
			continue
		}
		var data struct{ ActivityType string }
		if err := converter.GetDefaultDataConverter().FromPayloads(a.GetDetails()["data"], &data); err != nil {
			return nil, err
		}
		names = append(names, data.ActivityType)
	}
	return names, nil
}
