package syntax

import (
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
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
	// Interrupt, when not nil, is polled every few thousand tokens: once it
	// is set, the parse stops with ErrInterrupted. (esbuild's own work on
	// the TypeScript path is not interruptible; checkTypeScriptNesting keeps
	// it short.)
	Interrupt *atomic.Bool
}

// ErrInterrupted is the error of a parse stopped through Options.Interrupt.
var ErrInterrupted = errors.New("syntax: the parse was interrupted")

// errInterrupted is the error of an interrupted parse, which ParseOptions
// reports as ErrInterrupted.
func errInterrupted() *Error {
	return &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "the parse was interrupted", interrupted: true}
}

// Error is a syntax error: the ParseError diagnostic. Pos is in the source
// the user wrote.
type Error struct {
	Pos Pos
	Msg string
	// tooDeep marks the error of a nesting limit (maxDepth): such a program
	// is not tried as TypeScript, which would only nest as deeply.
	tooDeep bool
	// interrupted marks a parse stopped through Options.Interrupt.
	interrupted bool
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
	prog, err := parseJSWith(src, opts.Goal, opts.Interrupt)
	if err != nil && err.(*Error).interrupted {
		return nil, ErrInterrupted
	}
	if opts.Goal != GoalProgram || opts.NoTypeScript {
		return prog, err
	}
	if err == nil {
		// `xs.reduce<Record<string, number>>(f, {})` is also valid JavaScript
		// (two comparisons) that would fail at run time; prefer the
		// TypeScript reading when esbuild accepts it and it differs.
		return preferTypeScriptGenerics(src, prog, opts.Interrupt)
	}
	jsErr := err.(*Error)
	if jsErr.tooDeep {
		// TypeScript only adds to what the JavaScript parser read.
		return nil, jsErr
	}
	js, ok := readsAsJavaScript(src, opts.Interrupt)
	if !ok {
		return nil, ErrInterrupted
	}
	if js {
		return nil, jsErr
	}
	prog, err = parseTypeScript(src, jsErr, opts.Interrupt)
	if e, ok := err.(*Error); ok && e.interrupted {
		return nil, ErrInterrupted
	}
	return prog, err
}
