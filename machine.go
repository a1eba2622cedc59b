package codemode

import (
	"errors"
	"fmt"
	"time"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// Compiled is a parsed and compiled program: immutable, and shareable
// across runs and goroutines (the compiler's contract), so a host that runs
// the same code many times compiles it once.
type Compiled struct {
	code string
	prog *compile.Program
}

// Code is the program's source.
func (c *Compiled) Code() string { return c.code }

// Compile parses and compiles code. A syntax error is a ParseError, a
// construct the compiler does not support UnsupportedSyntax, both with the
// position in the source. It never panics.
func (rt *Runtime) Compile(code string) (c *Compiled, diag *Diagnostic) {
	defer func() {
		if r := recover(); r != nil {
			c, diag = nil, &Diagnostic{Kind: KindExecutionFailure, Message: fmt.Sprintf("internal error compiling the program: %v", r)}
		}
	}()
	parsed, err := syntax.Parse(code)
	if err != nil {
		var pe *syntax.Error
		if errors.As(err, &pe) {
			return nil, &Diagnostic{Kind: KindParseError, Message: pe.Msg, Line: int(pe.Pos.Line), Column: int(pe.Pos.Col)}
		}
		return nil, &Diagnostic{Kind: KindParseError, Message: err.Error()}
	}
	prog, err := compile.Compile(parsed)
	if err != nil {
		var ce *compile.Error
		if errors.As(err, &ce) {
			return nil, &Diagnostic{Kind: KindUnsupportedSyntax, Message: ce.Msg, Line: int(ce.Pos.Line), Column: int(ce.Pos.Col)}
		}
		return nil, &Diagnostic{Kind: KindExecutionFailure, Message: "internal error compiling the program: " + err.Error()}
	}
	return &Compiled{code: code, prog: prog}, nil
}

// load compiles code (or finds it in the cache) and makes its Machine.
func (rt *Runtime) load(code string, opts RunOptions, s *Session) (machine, *Diagnostic) {
	c := rt.cache.get(code)
	if c == nil {
		var diag *Diagnostic
		if c, diag = rt.Compile(code); diag != nil {
			return nil, diag
		}
		rt.cache.put(c)
	}
	return rt.newMachine(c, opts, s), nil
}

func (rt *Runtime) newMachine(c *Compiled, opts RunOptions, s *Session) machine {
	return vm.New(c.prog, rt.vmConfig(opts.RunID, s.limits, s.tools, s.bindings, opts.Clock, opts.RandomSeed))
}

// vmConfig is a run's Machine configuration, the same for a new run
// (newMachine) and a restored one (decodeRun), so the two cannot drift.
func (rt *Runtime) vmConfig(runID string, limits Limits, tools *toolSet, bindings []vm.Binding, clock func() time.Time, seed uint64) vm.Config {
	return vm.Config{
		RunID:    runID,
		Tools:    tools.paths,
		Bindings: bindings,
		// The VM throws UnknownTool itself for a missing path under
		// `tools`; the message lists the nearest namespace's tools.
		UnknownToolMessage: tools.vmUnknownToolMessage,
		Clock:              clock,
		RandomSeed:         seed,
		MaxCallDepth:       limits.MaxCallDepth,
		MaxMemoryBytes:     limits.MaxMemoryBytes,
		Extensions:         rt.vmExt,
	}
}
