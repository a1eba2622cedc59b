package syntax

import (
	"fmt"
	"strings"
)

// Goal selects the grammar the source is parsed with.
type Goal uint8

const (
	// GoalProgram is the CodeMode program goal: a (sloppy-mode, unless it says
	// "use strict") script whose top level is the body of an implicit async
	// function, so top-level `await` and `return` are allowed, and `import`
	// declarations are accepted (they load host globals).
	GoalProgram Goal = iota
	// GoalScript is the plain ECMAScript Script goal, used for conformance runs.
	GoalScript
)

// Options tune Parse.
type Options struct {
	Goal Goal
	// NoTypeScript disables the esbuild fallback for sources that do not parse
	// as JavaScript.
	NoTypeScript bool
}

// Error is a syntax error: the ParseError diagnostic. Pos is in the source
// the user wrote.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%d:%d: %s", e.Pos.Line, e.Pos.Col, e.Msg)
}

// Parse parses a CodeMode program (GoalProgram), falling back to TypeScript.
func Parse(src string) (*Program, error) {
	return ParseOptions(src, Options{})
}

// ParseOptions parses src as JavaScript first. Only when that fails, and the
// goal is GoalProgram, it strips TypeScript syntax with esbuild and parses the
// result, mapping positions back to src.
func ParseOptions(src string, opts Options) (*Program, error) {
	if strings.TrimSpace(src) == "" {
		return nil, &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "the program is empty: write JavaScript statements to run"}
	}
	prog, err := parseJS(src, opts.Goal)
	if opts.Goal != GoalProgram || opts.NoTypeScript {
		return prog, err
	}
	if err == nil {
		// `xs.reduce<Record<string, number>>(f, {})` is also valid JavaScript
		// (two comparisons) that would fail at run time; prefer the
		// TypeScript reading when esbuild accepts it and it differs.
		return preferTypeScriptGenerics(src, prog), nil
	}
	return parseTypeScript(src, err.(*Error))
}
