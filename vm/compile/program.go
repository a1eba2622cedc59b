// Package compile turns a syntax tree into bytecode for the vm package.
//
// The compiler works in two passes per program: a resolver (resolve.go) finds
// every binding, decides which ones inner functions capture, and gives each a
// frame slot; the code generator (stmt.go, expr.go) then emits a stack-machine
// instruction stream per function with a line table for error positions.
//
// A *Program is immutable after Compile: Machines share it across goroutines.
package compile

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash"
	"math"
	"math/big"
	"sync"

	"github.com/codemode-go/codemode/vm/syntax"
)

// Instr is one instruction: an opcode and up to two operands whose meaning
// depends on the opcode (a slot, a constant index, a jump target, a count).
type Instr struct {
	Op Opcode
	A  int32
	B  int32
}

// FreeVar says where a closure finds a captured variable when it is created:
// in a slot of the creating frame (which then holds a cell) or in the
// creating closure's own free variables.
type FreeVar struct {
	FromParentLocal bool
	Index           int32
	Name            string
}

// PosEntry maps the instructions from PC on to a source position.
type PosEntry struct {
	PC  int32
	Pos syntax.Pos
}

// Func is the compiled code of one function (or of the program body).
type Func struct {
	Name      string
	NumParams int   // formal parameters before any rest parameter (those fill slots 0..NumParams-1)
	Length    int   // the function's "length" property
	NumLocals int   // slots, parameters included
	MaxStack  int   // operand stack depth needed beyond the locals
	Rest      int32 // slot of the rest parameter, or -1
	IsArrow   bool
	IsAsync   bool
	// IsClassConstructor marks a class's constructor (callable only with
	// new); IsDerived one of a class with extends (super() creates this).
	IsClassConstructor bool
	IsDerived          bool
	IsGenerator        bool
	Strict             bool
	// UsesArguments: the function reads `arguments`; ArgumentsSlot receives it.
	UsesArguments bool
	ArgumentsSlot int32
	// UsesThis: ThisSlot receives `this` at entry (arrows inside read it).
	Code []Instr
	// Exec is what the VM runs: Code with superinstructions (fuse.go).
	Exec []Instr
	// PlainFrame: a call's frame needs nothing but its locals (no rest
	// parameter, no arguments object; not async, a generator or a class
	// constructor), so the VM may start it on its fast path.
	PlainFrame bool
	Consts     []any // float64, string or *big.Int (a BigInt literal; never mutated) (boxed once here so loading one never allocates)
	Funcs      []*Func
	Free       []FreeVar
	Lines      []PosEntry
	// SelfHosted marks built-in library code (vm/lib); errors report the
	// nearest user frame's position instead.
	SelfHosted bool
	Pos        syntax.Pos
	End        int32 // source offset just past the function (Function.prototype.toString)

	verified factsCache // FrameFacts, computed on first use
	codeHash hashCache  // CodeHash, computed on first use
}

// hashCache is the lazily computed CodeHash of a Func.
type hashCache struct {
	once sync.Once
	sum  []byte
}

// PosAt returns the source position of the instruction at pc.
func (f *Func) PosAt(pc int) syntax.Pos {
	lo, hi := 0, len(f.Lines)
	for lo < hi {
		mid := (lo + hi) / 2
		if int(f.Lines[mid].PC) <= pc {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo == 0 {
		return f.Pos
	}
	return f.Lines[lo-1].Pos
}

// Program is a compiled program: its top-level function and the global
// names its code refers to.
type Program struct {
	Main *Func
	// Globals are the names of the global variables the code refers to.
	Globals []string
	// ResultFromLastExpr: without a top-level return the program's value is
	// the last top-level expression statement's (kept in Main's slot ResultSlot).
	ResultSlot int32
	Source     string

	hashOnce sync.Once
	hash     []byte
}

// Hash returns a deterministic digest of the bytecode, used by snapshots to
// check that a recompiled program is the one a state was saved from. It is
// computed on first use (most runs never need it).
func (p *Program) Hash() []byte {
	p.hashOnce.Do(p.computeHash)
	return p.hash
}

func (p *Program) computeHash() {
	h := newHasher()
	var walk func(f *Func)
	walk = func(f *Func) {
		h.fn(f)
		for _, sub := range f.Funcs {
			walk(sub)
		}
	}
	walk(p.Main)
	h.w(int64(len(p.Globals)))
	for _, g := range p.Globals {
		h.ws(g)
	}
	p.hash = h.Sum(nil)
}

// CodeHash is a digest of what a frame of f runs: f's own bytecode,
// constants, slots and captured variables (not its nested functions',
// only how many it has). A snapshot keeps it for each function that has a
// live frame, so that a frame resumes only on the same bytecode.
func (f *Func) CodeHash() []byte {
	f.codeHash.once.Do(func() {
		h := newHasher()
		h.fn(f)
		f.codeHash.sum = h.Sum(nil)
	})
	return f.codeHash.sum
}

type hasher struct {
	hash.Hash
	buf [8]byte
}

func newHasher() *hasher { return &hasher{Hash: sha256.New()} }

func (h *hasher) w(x int64) {
	binary.LittleEndian.PutUint64(h.buf[:], uint64(x))
	h.Write(h.buf[:])
}

func (h *hasher) ws(s string) {
	h.w(int64(len(s)))
	h.Write([]byte(s))
}

// fn writes f without its nested functions (the number of them last).
func (h *hasher) fn(f *Func) {
	h.ws(f.Name)
	h.w(int64(f.NumParams))
	h.w(int64(f.NumLocals))
	h.w(int64(f.Rest))
	flags := int64(0)
	for i, b := range []bool{f.IsArrow, f.IsAsync, f.Strict, f.UsesArguments, f.SelfHosted, f.IsClassConstructor, f.IsDerived, f.IsGenerator} {
		if b {
			flags |= 1 << i
		}
	}
	h.w(flags)
	h.w(int64(len(f.Code)))
	for _, in := range f.Code {
		h.w(int64(in.Op))
		h.w(int64(in.A))
		if in.Op == OpAdd {
			// AddLink and AddEnd change how the VM holds a chain's sum,
			// never what it is, and a chain accepts a sum saved as a
			// string: code that differs only in them runs a saved frame
			// alike (and was compiled without them before).
			in.B = 0
		}
		h.w(int64(in.B))
	}
	h.w(int64(len(f.Consts)))
	for _, c := range f.Consts {
		switch c := c.(type) {
		case float64:
			h.w(1)
			h.w(int64(math.Float64bits(c)))
		case string:
			h.w(2)
			h.ws(c)
		case *big.Int:
			h.w(3)
			h.ws(c.String())
		}
	}
	h.w(int64(len(f.Free)))
	for _, fv := range f.Free {
		if fv.FromParentLocal {
			h.w(1)
		} else {
			h.w(0)
		}
		h.w(int64(fv.Index))
	}
	h.w(int64(len(f.Funcs)))
}

// Error is a compile error: a construct the VM does not support yet, the
// UnsupportedSyntax diagnostic; or, marked TooDeep, a program nested too
// deeply, a ParseError.
type Error struct {
	Pos syntax.Pos
	Msg string
	// TooDeep marks the error of a program nested or chained too deeply
	// to compile (maxWalkDepth): a limit of the source, like the parser's.
	TooDeep bool
}

func (e *Error) Error() string {
	return fmt.Sprintf("%d:%d: %s", e.Pos.Line, e.Pos.Col, e.Msg)
}
