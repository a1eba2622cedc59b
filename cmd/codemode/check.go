package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/codemode-go/codemode"
)

func init() {
	commands["check"] = runCheck
}

const checkUsage = `usage: codemode check FILE|-

Check parses a CodeMode program (JavaScript or TypeScript) from FILE, or from
standard input for -, without running it. It prints one JSON document:
{"ok":true}, or {"ok":false,"error":{"kind":...,"message":...,"line":N,"column":N}}.
Exit status: 0 when the program is valid, 1 when it is not, 2 on usage errors.
`

// diagnostic is a problem found in a program, in the JSON shape of a run
// result's error. Line and Column are 1-based; Column counts UTF-16 code
// units, as editors do.
type diagnostic struct {
	Kind    string `json:"kind"`
	Message string `json:"message"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
}

// checkResult is the document check prints.
type checkResult struct {
	OK    bool        `json:"ok"`
	Error *diagnostic `json:"error,omitempty"`
}

func runCheck(args []string) int {
	flags := flag.NewFlagSet("check", flag.ContinueOnError)
	flags.SetOutput(stderr)
	flags.Usage = func() { fmt.Fprint(stderr, checkUsage) }
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if flags.NArg() != 1 {
		fmt.Fprintf(stderr, "codemode check: want exactly one FILE (or - for standard input), got %d arguments\n\n", flags.NArg())
		fmt.Fprint(stderr, checkUsage)
		return 2
	}
	src, err := readProgram(flags.Arg(0))
	if err != nil {
		fmt.Fprintf(stderr, "codemode check: %v\n", err)
		return 2
	}
	diag := checkSource(src)
	out, err := json.Marshal(checkResult{OK: diag == nil, Error: diag})
	if err != nil {
		fmt.Fprintf(stderr, "codemode check: %v\n", err)
		return 2
	}
	fmt.Fprintf(stdout, "%s\n", out)
	if diag != nil {
		return 1
	}
	return 0
}

// readProgram reads the program text from a file, or from standard input
// when name is "-".
func readProgram(name string) (string, error) {
	var (
		b   []byte
		err error
	)
	if name == "-" {
		b, err = io.ReadAll(stdin)
		if err != nil {
			return "", fmt.Errorf("reading standard input: %w", err)
		}
	} else {
		b, err = os.ReadFile(name)
		if err != nil {
			return "", err
		}
	}
	return string(b), nil
}

// checkSource finds the first problem that stops src from running, or
// returns nil: a ParseError, or an UnsupportedSyntax diagnostic from the
// compiler for parsed JavaScript outside the supported subset.
func checkSource(src string) *diagnostic {
	// The Runtime's own compile: the same source limit, nesting bounds and
	// diagnostics as a run.
	rt, err := codemode.New(codemode.Options{})
	if err != nil {
		return &diagnostic{Kind: string(codemode.KindExecutionFailure), Message: err.Error(), Line: 1, Column: 1}
	}
	d := rt.Compile(src)
	if d == nil {
		return nil
	}
	return &diagnostic{Kind: string(d.Kind), Message: d.Message, Line: max(d.Line, 1), Column: max(d.Column, 1)}
}
