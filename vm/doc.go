// Package vm is the CodeMode bytecode machine: values, heap, frames,
// promises and the job queue, and the standard library. It is sans-IO: the
// driver runs it in step budgets (Run), takes the host calls it makes
// (TakeHostCalls) and delivers their outcomes (Settle); see hostcall.go.
//
// # Values
//
// Value (value.go) is a small struct: a kind tag, a float64 and an interface
// holding a string, *Object, *Symbol or *Cell. Numbers, booleans, undefined
// and null never allocate; string constants are boxed once at compile time.
// Strings are Go strings (WTF-8); length, indexing and charCodeAt use UTF-16
// code units, with a byte fast path for ASCII (strings.go).
//
// # Code
//
// package compile turns the syntax tree into one []Instr per function: a
// dense opcode, two int32 operands, a constant pool and a line table. A
// resolver pass gives every binding a frame slot and boxes only captured
// variables (cells, shared by closures; let bindings get fresh cells per
// loop iteration). exec (interp.go) is one loop over a switch; the operand
// stack is one []Value per Machine, frames index into it (locals first, then
// operands), and the current frame's registers live in Go locals.
//
// # Objects
//
// Object (object.go) is one struct for every object: named properties in
// insertion order (with a map index past eight), dense array elements in a
// Go slice, a class tag and class-specific internal data (closure code and
// cells, promise state, Map entries...). Keys are strings; symbol keys are
// strings no program can write. Built-in prototypes, constructors and
// globals are created the first time a program touches them, from shared
// immutable tables (builtins.go), so a fresh Machine costs a few
// allocations. Built-in functions are referenced by stable ids (and names)
// into the builtins table, never as Go closures in the heap.
//
// # Calls, async functions and callbacks
//
// JavaScript calls never recurse on the Go stack: a call pushes a frame and
// the loop continues in it; each frame says where its completion goes
// (retKind: push on the caller's stack, resolve a promise, construct, ...).
// An async function's await saves its frame and stack segment in its
// asyncState and pops it; a promise reaction job later pushes it back.
// Generators work the same way (generator.go). Promise jobs run from the
// Machine's FIFO queue when no frame is running, with the ECMAScript
// algorithms' exact tick counts (promise.go). Built-ins that take callbacks
// (Array.prototype.map, sort, Promise.all, finally, ...) are self-hosted in
// JavaScript (lib/lib.js, compiled once per process) or continue with a
// tail call (Function.prototype.call/apply, the Promise executor). The few
// places where the language calls JavaScript synchronously from inside the
// VM (getters/setters, implicit valueOf/toString, JSON.stringify's
// toJSON/replacer, replace callbacks, user iterators' next()) use
// callNested: a nested run of the same loop, bounded in depth and steps.
//
// Host calls are asynchronous (tools.a.b(x) returns a promise, tools.go)
// except `search(...)` and synchronous extension globals: those block the
// whole Machine (Run reports StatusBlocked, nothing else runs) until Settle
// delivers their value to the waiting call (search.go, extensions.go). A
// nested run cannot block, so there they throw a TypeError.
//
// # State
//
// Everything a run needs is reachable from the Machine: the heap objects,
// the operand stack and frames, suspended async functions and generators,
// the job queue, pending host calls, logs, warnings, the PRNG state and
// counters. No behaviour depends on Go map iteration order or on time.
//
// # Snapshots
//
// Between Run calls, MarshalState turns that state into a State (plain
// data: tables of objects, cells, frames, async and generator states...;
// snapshot_state.go) and RestoreState builds a new Machine from one, after
// checking every reference; package snapshot encodes States as CBOR.
package vm
