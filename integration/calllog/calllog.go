// Package calllog is the call log the integration tests' tools keep: one
// line "<what> <key> <by>" per call (by: the worker process or build that
// ran it), appended by every worker process of a test to one file, so the
// test can tell which calls ran, how often, and where.
package calllog

import (
	"fmt"
	"os"
	"strings"
)

// Call is one line of a log.
type Call struct{ What, Key, By string }

// Append adds a line to the log in file. One short write with O_APPEND:
// lines of concurrent processes never interleave.
func Append(file, what, key, by string) {
	f, err := os.OpenFile(file, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	_, _ = fmt.Fprintf(f, "%s %s %s\n", what, key, by)
	_ = f.Close()
}

// Read returns the lines of the log in file for what and key ("" matches
// any), in order.
func Read(file, what, key string) []Call {
	b, _ := os.ReadFile(file)
	var out []Call
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 {
			continue
		}
		c := Call{f[0], f[1], f[2]}
		if (what == "" || c.What == what) && (key == "" || c.Key == key) {
			out = append(out, c)
		}
	}
	return out
}
