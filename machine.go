package codemode

import (
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// compiled is a parsed and compiled program: immutable, and shareable
// across runs and goroutines (the compiler's contract), so the Runtime's
// compile cache shares it between runs of the same code.
type compiled struct {
	code string
	prog *compile.Program
}

// Compile parses and compiles code, the way a run would, and reports why
// it cannot run (nil when it can): a syntax error is a ParseError, a
// construct the compiler does not support UnsupportedSyntax, both with the
// position in the source; so is a program longer than
// Limits.MaxSourceBytes or nested too deeply (ParseError). A program that
// compiles is kept in the Runtime's compile cache, so the runs of the same
// code that follow do not compile it again. It never panics.
func (rt *Runtime) Compile(code string) *Diagnostic {
	if rt.cache.get(code) != nil {
		return nil
	}
	c, diag := rt.compile(code, nil)
	if diag == nil {
		rt.cache.put(c)
	}
	return diag
}

// compile is Compile stopped by h (the run's halt, nil for none): once its
// flag is raised, parsing and compiling stop with the reason h recorded.
func (rt *Runtime) compile(code string, h *halt) (c *compiled, diag *Diagnostic) {
	defer func() {
		if r := recover(); r != nil {
			c, diag = nil, &Diagnostic{Kind: KindExecutionFailure, Message: fmt.Sprintf("internal error compiling the program: %v", r)}
		}
	}()
	if diag := rt.checkSourceSize(code); diag != nil {
		return nil, diag
	}
	var interrupt *atomic.Bool
	if h != nil {
		interrupt = &h.flag
	}
	parsed, err := syntax.ParseOptions(code, syntax.Options{Interrupt: interrupt})
	if err != nil {
		var pe *syntax.Error
		switch {
		case errors.Is(err, syntax.ErrInterrupted):
			return nil, h.interruption()
		case errors.As(err, &pe):
			return nil, &Diagnostic{Kind: KindParseError, Message: pe.Msg, Line: int(pe.Pos.Line), Column: int(pe.Pos.Col)}
		}
		return nil, &Diagnostic{Kind: KindParseError, Message: err.Error()}
	}
	prog, err := compile.CompileWith(parsed, compile.Options{Interrupt: interrupt})
	if err != nil {
		var ce *compile.Error
		switch {
		case errors.Is(err, compile.ErrInterrupted):
			return nil, h.interruption()
		case errors.As(err, &ce) && ce.TooDeep:
			return nil, &Diagnostic{Kind: KindParseError, Message: ce.Msg, Line: int(ce.Pos.Line), Column: int(ce.Pos.Col)}
		case errors.As(err, &ce):
			return nil, &Diagnostic{Kind: KindUnsupportedSyntax, Message: ce.Msg, Line: int(ce.Pos.Line), Column: int(ce.Pos.Col)}
		}
		return nil, &Diagnostic{Kind: KindExecutionFailure, Message: "internal error compiling the program: " + err.Error()}
	}
	return &compiled{code: code, prog: prog}, nil
}

// checkSourceSize is the ParseError of a source longer than the Runtime's
// Limits.MaxSourceBytes, nil for one that is not.
func (rt *Runtime) checkSourceSize(code string) *Diagnostic {
	if limit := rt.limits.sourceLimit(); len(code) > limit {
		return &Diagnostic{Kind: KindParseError, Message: fmt.Sprintf(
			"the program is %d bytes long, more than maxSourceBytes (%d bytes): write a shorter program", len(code), limit)}
	}
	return nil
}

// load compiles code (or finds it in the cache) and makes its Machine; h
// (nil for none) interrupts the compilation.
func (rt *Runtime) load(code string, opts RunOptions, s *Session, h *halt) (machine, *Diagnostic) {
	c := rt.cache.get(code)
	if c == nil {
		var diag *Diagnostic
		if c, diag = rt.compile(code, h); diag != nil {
			return nil, diag
		}
		rt.cache.put(c)
	}
	return rt.newMachine(c, opts, s), nil
}

func (rt *Runtime) newMachine(c *compiled, opts RunOptions, s *Session) machine {
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
		MaxSteps:           limits.MaxSteps,
		MaxMemoryBytes:     limits.MaxMemoryBytes,
		Extensions:         rt.vmExt,
	}
}
