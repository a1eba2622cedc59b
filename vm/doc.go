// Package vm is the CodeMode bytecode machine: values, heap, frames,
// promises and the job queue, and the standard library. It is sans-IO: the
// driver runs it in step budgets (Run), takes the host calls it makes
// (TakeHostCalls) and delivers their outcomes (Settle); see hostcall.go.
// docs/architecture.md in the repository describes the layers around it,
// the determinism it promises and how its snapshots cross releases.
//
// # Values
//
// Value (value.go) is a small struct: a kind tag, a float64 and an interface
// holding a string, *Object, *Symbol or *Cell. Numbers, booleans, undefined
// and null never allocate; string constants are boxed once at compile time.
// Strings are Go strings (WTF-8); length, indexing and charCodeAt use UTF-16
// code units, with a byte fast path for ASCII (package internal/wtf8).
// A chain of additions (a + b + c) builds its sum in one buffer, a value
// of kind KInternal that only the chain's next addition sees and that a
// snapshot saves as the string it holds (concat_chain.go).
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
// immutable tables (builtin.go), so a fresh Machine costs a few
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
// (Array.from, sort, Promise.all, finally, ...) are self-hosted in
// JavaScript (lib/lib.js, compiled once per process) or continue with a
// tail call (Function.prototype.call/apply, the Promise executor).
// Array.prototype.map, filter, flatMap, forEach, some, every, find*,
// reduce* over a dense array run their loop in Go and call back with
// frames whose continuation is the loop (retEach, each.go), the next call
// starting over in the frame of the last when the callback is a plain
// function, falling back to lib.js for every other receiver and callback; sort with a comparator
// whose calls cannot be observed sorts in Go (sort_pure.go). The few
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
// Between Run calls, AppendState writes that state as the deterministic
// CBOR encoding of a state.State (package vm/state: plain data, tables of
// objects, cells, frames, async and generator states...) and
// RestoreStateCBOR builds a new Machine from one, after checking every
// reference; MarshalState and RestoreState do the same through a decoded
// state.State. Package snapshot puts the bytes in its envelope.
//
// # Snapshots across builds
//
// A state saved by one build restores on a later one unless the later
// build truly cannot run it. A state holds no compiled code and no
// positions in this build's tables; it names what it needs:
//
//   - built-in functions by name ("Array.prototype.push"), built-in
//     objects with property tables by their JavaScript name
//     ("Array.prototype", "Math", "globalThis"), the entries of those
//     tables already created by name, the built-in classes created by
//     name (State.Classes). A later build may add, reorder or remove
//     built-ins: an added entry is created when first used, a removed one
//     that was created lives on in the object. A state that holds a
//     built-in object or function the build no longer has is refused.
//   - self-hosted library functions (lib/lib.js) by a stable name
//     ("Array_map", "Promise_all/0" for the first function nested in
//     Promise_all). A closure of one is rebound by name to this build's
//     code, as every later call of the built-in would be: a release that
//     rewrites a library function upgrades the runs that hold it. Live
//     execution state must stay on its code: a frame (running, or
//     suspended in an async function or generator) and the captured
//     cells of a closure carry the function's code hash
//     (compile.Func.CodeHash), and a library function whose bytecode
//     differs refuses the state.
//   - program functions by their preorder index in the program, which
//     the driver compiles again from its source. When the recompiled
//     program's hash is the saved one (the compiler did not change),
//     nothing more is checked; otherwise every frame's function and every
//     function with captured cells in the state must have the same code
//     hash, and the first that does not refuses the state.
//
// Step counts and the memory account continue under the restoring
// build's rules. A refusal is a *StateError wrapping ErrOtherBuild that
// names the function or built-in; package snapshot adds the build that
// saved the state. What still ties a state to a build: the state format
// (state.Version; this build restores state.MinVersion to state.Version, a
// version-3 state through the record of the last version-3 build in
// snapshot_state3.go), the bytecode of every function with live
// execution state, the built-ins the state holds, and the compiler's
// output for program functions with live state.
//
// # Where the code is
//
// The interpreter and object model: value.go, object.go (properties and
// internal methods; object_define.go for [[DefineOwnProperty]]), ops.go
// (operators and conversions), interp.go (the dispatch loop; fuse.go for superinstructions), frames.go,
// generator.go, promise.go (reactions and jobs), iter.go, private.go,
// with.go (the with statement's name lookups). The
// Machine and its limits: machine.go, limits.go, memory.go and
// memory_mark.go (the memory account), interrupt.go, work.go. The host
// boundary: hostcall.go, tools.go, search.go, extensions.go, modules.go
// (require and import of globals). Snapshots: snapshot_save*.go walks a
// Machine into a state, snapshot_restore*.go, thaw.go and
// snapshot_verify.go build and check one from it, snapshot_names.go and
// snapshot_tables.go name the built-ins (and BuildID), snapshot_state3.go
// translates version 3; the schema and its CBOR codec are package
// vm/state (state.go, cbor.go, the generated codec_gen.go).
//
// Built-ins are in files named for the global they define, as in goja:
// builtin_object.go, builtin_function.go, builtin_error.go,
// builtin_promise.go, builtin_boolean.go, builtin_global.go (globalThis,
// parseInt, ...), builtin_array.go, builtin_string.go, builtin_number.go,
// builtin_math.go, builtin_bigint.go, builtin_date.go, builtin_regexp.go,
// builtin_collections.go (Map, Set, WeakMap, WeakSet), builtin_reflect.go,
// builtin_proxy.go (Proxy, and the generic internal methods that send a
// proxy to its traps), builtin_console.go, builtin_arraybuffer.go, builtin_typedarray.go
// (%TypedArray% and its twelve constructors), builtin_dataview.go,
// builtin_bytes.go (TextEncoder, TextDecoder), builtin_uri.go, builtin_url.go, builtin_intl_*.go; JSON is
// json.go, Symbol symbol.go, inspect.go formats values as node does, and
// builtin.go holds the tables they register into. lib/lib.js (lib.go) is
// the self-hosted part. Registration order is part of BuildID and Go takes
// it from file names, so a few inits (builtin_core.go, builtin_es2025.go,
// builtin_reflect.go) call the registrations of other files in a fixed
// order: keep that order when moving code.
//
// Code without the Machine is in leaf packages under internal/: fdlibm
// (Math as V8 computes it), jsdate (time-value arithmetic and Date.parse),
// jspattern (JavaScript patterns to regexp2 syntax; regexp.go runs the
// engine) and wtf8 (the UTF-16 view of WTF-8 strings; strings.go keeps the
// Machine's cache of the last string indexed).
package vm
