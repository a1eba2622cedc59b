package vm

// The snapshot data model: a Machine's whole run state as plain data (no
// pointers, no Go closures). Package snapshot stores it as Core
// Deterministic CBOR: one map with integer keys (omitempty), so the same
// run state always gives the same bytes.
//
// Saving and restoring do not go through a State: (*Machine).AppendState
// walks the Machine once and writes the CBOR directly, and
// RestoreStateCBOR builds a Machine from the bytes in one pass. A State is
// those bytes decoded (MarshalState) for tests and inspection, and
// RestoreState(st) restores the encoding of st, so there is one saver and
// one restorer. The State codec is generated from the definitions below
// (snapshot_codec_gen.go, `go generate ./vm`, checked by a test in
// tools/cborgen) and writes the bytes the fxamacker/cbor library writes;
// the direct saver encodes each table entry with the same generated code.
//
// Identity is kept with tables: every heap object, cell, frame, async
// function state, generator state, Map/Set store and iterator is an entry
// of its table, and references are 1-based indexes into the table (0 means
// "none"). Ids are assigned in a deterministic traversal from the roots
// (never from pointer values or map order), so the same run state always
// gives the same State.
//
// Format (version 4): the map keys are ordered for a one-pass restore.
// First what the restorer needs before any object (keys 0-8: the state
// version, the table sizes and the property and element totals, the
// program hash, the tool list and extensions to check against the
// configuration, the string table and the symbols), then the tables
// (9-16: objects, cells, frames, asyncs, generators, Map/Set stores,
// iterators, resolving functions), then the roots and counters (17-43).
// Version 3 had no version key and referred to built-ins by index (see
// snapshot_state3.go); version 4 names them. The restorer allocates every table
// from Counts, fills each entry as it reads it, and checks the kind of
// forward references (a promise, a callable) once all tables are read.
// BigInts are written in hexadecimal (converting to and from decimal is
// quadratic: seconds for a large one).
//
// Strings: property keys and every string value of at least
// minTableString bytes are written once, in Strings, and referred to by
// index (a value {K: svStrRef, R: index}); the saver finds a string again
// by its data pointer first, so a large string referenced many times is
// hashed once. Shorter string values are written inline. BigInts whose
// text is that long go to Strings too ({K: svBigRef}), found again by
// their *big.Int (immutable, shared), and are parsed once on restore.
//
// Compiled code is not saved: a function refers to its code by index in
// the preorder list of the program's functions (Main is 0) or, for
// self-hosted built-ins, by the library function's stable name, and
// frames and closures with captured cells keep their code's hash (the
// rule across builds is in doc.go). Built-in functions are saved by their
// stable name; built-in objects (prototypes, constructors, the global
// object, Math, JSON...) are created lazily, so a state holds only the
// built-ins a program touched, by name, plus any change it made to them.

//go:generate go run ../tools/cborgen -dir .

// StateVersion is the version of this data model, written in the state
// (State.Version); it is part of BuildID.
const StateVersion = 4

// MinStateVersion is the oldest state version this build restores
// (version 3 through the record in snapshot_state3.go).
const MinStateVersion = 3

// minTableString is the length from which a string value goes to the
// string table instead of being written inline.
const minTableString = 16

// Indexes in State.Counts: the tables (the saver's and restorer's too).
const (
	tObjects = iota
	tCells
	tFrames
	tAsyncs
	tGens
	tMaps
	tIters
	tResolvings
	numTables
	// Two more Counts: the objects' properties and elements in all, so
	// that a restore allocates their lists in one block each (a hint: it
	// is not trusted beyond the size of the input).
	cProps    = numTables
	cElems    = numTables + 1
	numCounts = numTables + 2
)

// Keys of the State map that the direct saver and restorer handle
// themselves: the tables, and the first key of the roots part.
const (
	keyFirstTable = 9 // Objects; the tables are keys 9..16 in table order
	keyFirstRoot  = 17
)

// State is the complete run state of a Machine between two Run calls.
type State struct {
	// Version is the state version (StateVersion when saved by this
	// build); a version-3 state has none.
	Version int32 `cbor:"0,keyasint,omitempty"`
	// Counts is the length of each table (Objects ... Resolvings), so a
	// restore allocates them all before reading any entry, then the
	// number of object properties and elements; nil when all are zero.
	Counts      []int32 `cbor:"1,keyasint,omitempty"`
	ProgramHash []byte  `cbor:"2,keyasint,omitempty"`
	// ToolPaths is Config.Tools of the saved run: the tools namespace
	// objects are built from it, so a restore must use the same list.
	ToolPaths []string `cbor:"3,keyasint,omitempty"`
	// Extensions is Config.Extensions of the saved run (the extension
	// globals are built from it).
	Extensions []ExtensionState `cbor:"4,keyasint,omitempty"`
	// Strings are the property keys and long string values, each once
	// (properties and svStrRef values refer to them by index).
	Strings     []string `cbor:"5,keyasint,omitempty"`
	SymbolCount int64    `cbor:"6,keyasint,omitempty"`
	// Symbols are the program's symbols in creation order; Registry maps
	// Symbol.for names to symbol keys, sorted by name.
	Symbols  []SymbolState  `cbor:"7,keyasint,omitempty"`
	Registry []RegistryItem `cbor:"8,keyasint,omitempty"`

	Objects []ObjectState `cbor:"9,keyasint,omitempty"`
	Cells   []ValueState  `cbor:"10,keyasint,omitempty"`
	Frames  []FrameState  `cbor:"11,keyasint,omitempty"`
	Asyncs  []AsyncState  `cbor:"12,keyasint,omitempty"`
	Gens    []GenState    `cbor:"13,keyasint,omitempty"`
	Maps    []MapState    `cbor:"14,keyasint,omitempty"`
	Iters   []IterState   `cbor:"15,keyasint,omitempty"`
	// Resolvings are the states shared by a promise's resolve and reject
	// functions.
	Resolvings []ResolvingState `cbor:"16,keyasint,omitempty"`

	Status     uint8    `cbor:"17,keyasint,omitempty"`
	Started    bool     `cbor:"18,keyasint,omitempty"`
	MainDone   bool     `cbor:"19,keyasint,omitempty"`
	Result     []byte   `cbor:"20,keyasint,omitempty"`
	Failure    *Failure `cbor:"21,keyasint,omitempty"`
	Steps      int64    `cbor:"22,keyasint,omitempty"`
	NextCallID int64    `cbor:"23,keyasint,omitempty"`
	RNG        uint64   `cbor:"24,keyasint,omitempty"`
	// MemAllocated and MemNext are the memory account's counters (bytes
	// charged since the last mark, and the mark threshold), so a restored
	// run marks at the same points as an uninterrupted one.
	MemAllocated int64 `cbor:"25,keyasint,omitempty"`
	MemNext      int64 `cbor:"26,keyasint,omitempty"`

	// Protos and Ctors are, in a version-3 state, the built-in prototypes
	// and constructors created so far: an object ref per prototype index
	// (0 when not created). Version 4 has Classes instead.
	Protos      []int32 `cbor:"27,keyasint,omitempty"`
	Ctors       []int32 `cbor:"28,keyasint,omitempty"`
	Global      int32   `cbor:"29,keyasint,omitempty"`
	Tools       int32   `cbor:"30,keyasint,omitempty"`
	MainPromise int32   `cbor:"31,keyasint,omitempty"`

	// Stack is the operand stack up to its height; Running the frame stack
	// (frame refs, innermost last).
	Stack   []ValueState `cbor:"32,keyasint,omitempty"`
	Running []int32      `cbor:"33,keyasint,omitempty"`
	Jobs    []JobState   `cbor:"34,keyasint,omitempty"`

	// Pending are the host calls not settled yet (ascending ids); Blocked
	// the synchronous host call the Machine waits for, if any; NewCalls
	// the calls not taken by the driver yet.
	Pending  []PendingState `cbor:"35,keyasint,omitempty"`
	Blocked  *BlockedState  `cbor:"36,keyasint,omitempty"`
	NewCalls []HostCall     `cbor:"37,keyasint,omitempty"`

	Logs       []string   `cbor:"38,keyasint,omitempty"`
	Warnings   []Failure  `cbor:"39,keyasint,omitempty"`
	Rejections []int32    `cbor:"40,keyasint,omitempty"`
	LastThrow  [3]int32   `cbor:"41,keyasint,omitempty"`
	ThrowValue ValueState `cbor:"42,keyasint"`
	// Classes are the built-in classes whose prototype or constructor
	// was created so far, by name.
	Classes []ClassState `cbor:"43,keyasint,omitempty"`
}

// ClassState is a built-in class (its JavaScript name, protoNames) with
// its prototype's and constructor's refs (0 when not created).
type ClassState struct {
	Name  string `cbor:"1,keyasint"`
	Proto int32  `cbor:"2,keyasint,omitempty"`
	Ctor  int32  `cbor:"3,keyasint,omitempty"`
}

// Value kinds in a ValueState.
const (
	svUndefined uint8 = iota
	svNull
	svFalse
	svTrue
	svNumber
	svNegZero // -0 (N cannot hold it: omitempty would drop it)
	svString
	svObject // R: object ref
	svEmpty  // an array hole or uninitialized binding
	svCell   // R: cell ref
	svIter   // R: iterator ref (a hidden iteration slot)
	svSymbol // S: the symbol's key
	svBigInt // S: the BigInt in hexadecimal ("-ff"): linear both ways, unlike decimal
	svStrRef // R: index of the string in State.Strings
	svBigRef // R: index in State.Strings of a long BigInt's hexadecimal text
)

// ValueState is one Value.
type ValueState struct {
	K uint8   `cbor:"1,keyasint,omitempty"`
	N float64 `cbor:"2,keyasint,omitempty"`
	S string  `cbor:"3,keyasint,omitempty"`
	R int32   `cbor:"4,keyasint,omitempty"`
}

// PropList is an object's properties. Its CBOR form is one flat array:
// key and value for a plain property, an array [key, value, flags, getter,
// setter] for any other (snapshot_cbor.go).
type PropList []PropState

// PropState is one named property (K indexes State.Strings); an accessor has
// G and S (object refs) instead of V.
type PropState struct {
	K int32      `cbor:"1,keyasint,omitempty"`
	V ValueState `cbor:"2,keyasint"`
	F uint8      `cbor:"3,keyasint,omitempty"`
	G int32      `cbor:"4,keyasint,omitempty"`
	S int32      `cbor:"5,keyasint,omitempty"`
}

// Internal kinds of an ObjectState: which class-specific data it carries.
const (
	iNone uint8 = iota
	iNumber
	iString
	iBool
	iSymbol
	iError
	iBound
	iPromise
	iMap
	iIter
	iGen
	iRegExp
	iResolving
	iToolFn
	iToolNS
	iThenable // Str: the search result's JSON
	iExtFn    // Str: path; Bool: async; Num: host function reference (HostRef.Ref), 0 for a global
	iBigInt   // Str: a BigInt wrapper's value (Object(1n)) in hexadecimal, like svBigInt
)

// ObjectState is one heap object. Most objects are plain (a prototype,
// properties, elements); everything else is in X, so the common case stays
// small to encode and decode.
type ObjectState struct {
	Class    uint8        `cbor:"1,keyasint,omitempty"`
	Sealed   uint8        `cbor:"2,keyasint,omitempty"`
	Internal uint8        `cbor:"3,keyasint,omitempty"` // which class-specific data X holds
	Proto    int32        `cbor:"4,keyasint,omitempty"`
	Props    PropList     `cbor:"5,keyasint,omitzero"` // (a cbor.Marshaler is never "empty")
	Arr      []ValueState `cbor:"6,keyasint,omitempty"`
	Fn       *FuncState   `cbor:"7,keyasint,omitempty"`
	X        *ObjectExtra `cbor:"8,keyasint,omitempty"`
}

// ObjectExtra is the less common part of an object: built-in identity and
// class-specific data.
type ObjectExtra struct {
	Native   string        `cbor:"1,keyasint,omitempty"`  // built-in function name
	Lazy     string        `cbor:"2,keyasint,omitempty"`  // built-in property table name ("Array.prototype"; version 3: "proto2")
	LazyDone []int32       `cbor:"3,keyasint,omitempty"`  // version 3: the entries already created, by index in the table
	Ready    bool          `cbor:"4,keyasint,omitempty"`  // a function's prototype property exists
	Num      float64       `cbor:"5,keyasint,omitempty"`  // Number, Date
	NegZero  bool          `cbor:"6,keyasint,omitempty"`  // Num is -0
	Str      string        `cbor:"7,keyasint,omitempty"`  // String, symbol key, tool path, RegExp source
	Flags    string        `cbor:"8,keyasint,omitempty"`  // RegExp flags, Error host kind
	Bool     bool          `cbor:"9,keyasint,omitempty"`  // Boolean, tool namespace built, error position set
	Pos      []int32       `cbor:"10,keyasint,omitempty"` // Error position
	Ref      int32         `cbor:"11,keyasint,omitempty"` // bound target; Map, Iter, Gen or Resolving ref
	This     ValueState    `cbor:"12,keyasint"`           // bound this (not a pointer: CBOR null would decode as nil)
	Args     []ValueState  `cbor:"13,keyasint,omitempty"` // bound arguments
	Promise  *PromiseState `cbor:"14,keyasint,omitempty"`
	Done     []string      `cbor:"15,keyasint,omitempty"` // the entries already created, by name
}

func (x *ObjectExtra) isZero() bool {
	return x.Native == "" && x.Lazy == "" && x.LazyDone == nil && x.Done == nil && !x.Ready && x.Num == 0 && !x.NegZero &&
		x.Str == "" && x.Flags == "" && !x.Bool && x.Pos == nil && x.Ref == 0 && x.This == (ValueState{}) && x.Args == nil && x.Promise == nil
}

// FuncState is a closure: its code and captured cells.
type FuncState struct {
	Code int32   `cbor:"1,keyasint,omitempty"` // function index in the program (version 3, with Lib: in the library)
	Lib  bool    `cbor:"2,keyasint,omitempty"` // a self-hosted library function, named by LibName
	Free []int32 `cbor:"3,keyasint,omitempty"` // cell refs
	Name string  `cbor:"4,keyasint,omitempty"`
	Home int32   `cbor:"5,keyasint,omitempty"`
	// Hash is the CodeHash of a function with captured cells (Free), on
	// the first closure of the function in the objects table: its cells
	// are that code's, so the closures restore only on the same code.
	Hash    []byte `cbor:"6,keyasint,omitempty"`
	LibName string `cbor:"7,keyasint,omitempty"` // a library function's stable name (libNames)
}

// PromiseState is a promise's state and reactions.
type PromiseState struct {
	State     uint8           `cbor:"1,keyasint,omitempty"`
	Value     ValueState      `cbor:"2,keyasint"`
	Reactions []ReactionState `cbor:"3,keyasint,omitempty"`
	Handled   bool            `cbor:"4,keyasint,omitempty"`
}

// ReactionState is a promise reaction.
type ReactionState struct {
	Kind        uint8      `cbor:"1,keyasint,omitempty"`
	OnFulfilled ValueState `cbor:"2,keyasint"`
	OnRejected  ValueState `cbor:"3,keyasint"`
	Derived     int32      `cbor:"4,keyasint,omitempty"`
	Async       int32      `cbor:"5,keyasint,omitempty"`
	Gen         int32      `cbor:"6,keyasint,omitempty"` // async generator of an AsyncGeneratorAwaitReturn reaction
}

// JobState is a queued promise job.
type JobState struct {
	Kind     uint8         `cbor:"1,keyasint,omitempty"`
	Reaction ReactionState `cbor:"2,keyasint"`
	Arg      ValueState    `cbor:"3,keyasint"`
	Rejected bool          `cbor:"4,keyasint,omitempty"`
	Promise  int32         `cbor:"5,keyasint,omitempty"`
	Thenable ValueState    `cbor:"6,keyasint"`
	Then     ValueState    `cbor:"7,keyasint"`
}

// FrameState is a call frame (running, or saved by an async function or
// generator).
type FrameState struct {
	Fn        int32          `cbor:"1,keyasint,omitempty"`
	Code      int32          `cbor:"2,keyasint,omitempty"` // as FuncState.Code
	Lib       bool           `cbor:"3,keyasint,omitempty"`
	PC        int32          `cbor:"4,keyasint,omitempty"`
	BP        int32          `cbor:"5,keyasint,omitempty"`
	CallBase  int32          `cbor:"6,keyasint,omitempty"`
	This      ValueState     `cbor:"7,keyasint"`
	Handlers  []HandlerState `cbor:"8,keyasint,omitempty"`
	Ret       uint8          `cbor:"9,keyasint,omitempty"`
	RetData   int32          `cbor:"10,keyasint,omitempty"`
	Async     int32          `cbor:"11,keyasint,omitempty"`
	HasArgs   bool           `cbor:"12,keyasint,omitempty"`
	Args      []ValueState   `cbor:"13,keyasint,omitempty"`
	NewTarget int32          `cbor:"14,keyasint,omitempty"`
	Gen       int32          `cbor:"15,keyasint,omitempty"`
	// Hash is the CodeHash of the frame's function: the frame resumes
	// only on the same bytecode (its pc, slots and handlers are that
	// code's).
	Hash    []byte `cbor:"16,keyasint,omitempty"`
	LibName string `cbor:"17,keyasint,omitempty"` // as FuncState.LibName
}

// HandlerState is a try handler of a frame.
type HandlerState struct {
	Catch      bool  `cbor:"1,keyasint,omitempty"`
	PC         int32 `cbor:"2,keyasint,omitempty"`
	Completion int32 `cbor:"3,keyasint,omitempty"`
	SP         int32 `cbor:"4,keyasint,omitempty"`
}

// AsyncState is an async function's promise and, while it awaits, its
// saved frame and stack segment.
type AsyncState struct {
	Promise int32        `cbor:"1,keyasint,omitempty"`
	Frame   int32        `cbor:"2,keyasint,omitempty"`
	Saved   []ValueState `cbor:"3,keyasint,omitempty"`
}

// GenState is a generator's state.
type GenState struct {
	State uint8        `cbor:"1,keyasint,omitempty"`
	Frame int32        `cbor:"2,keyasint,omitempty"`
	Saved []ValueState `cbor:"3,keyasint,omitempty"`
	// Async marks an async generator; Queue holds its pending
	// next/return/throw requests.
	Async bool              `cbor:"4,keyasint,omitempty"`
	Queue []GenRequestState `cbor:"5,keyasint,omitempty"`
}

// GenRequestState is a queued call of an async generator's next (Mode 0),
// throw (1) or return (2), with the promise that call returned.
type GenRequestState struct {
	Mode    uint8      `cbor:"1,keyasint,omitempty"`
	V       ValueState `cbor:"2,keyasint"`
	Promise int32      `cbor:"3,keyasint,omitempty"`
}

// MapState is the entry store of a Map, Set, WeakMap or WeakSet (deleted
// entries are holes, kept so that live iterators stay in step).
type MapState struct {
	Keys []ValueState `cbor:"1,keyasint,omitempty"`
	Vals []ValueState `cbor:"2,keyasint,omitempty"`
}

// IterState is an iteration in progress.
type IterState struct {
	Kind uint8        `cbor:"1,keyasint,omitempty"`
	Arr  int32        `cbor:"2,keyasint,omitempty"`
	S    []uint16     `cbor:"3,keyasint,omitempty"`
	Keys []string     `cbor:"4,keyasint,omitempty"`
	Vals []ValueState `cbor:"5,keyasint,omitempty"`
	Obj  int32        `cbor:"6,keyasint,omitempty"`
	Map  int32        `cbor:"7,keyasint,omitempty"`
	Next ValueState   `cbor:"8,keyasint"`
	I    int64        `cbor:"9,keyasint,omitempty"`
	Done bool         `cbor:"10,keyasint,omitempty"`
}

// SymbolState is a symbol created by the program.
type SymbolState struct {
	Key     string `cbor:"1,keyasint"`
	Desc    string `cbor:"2,keyasint,omitempty"`
	HasDesc bool   `cbor:"3,keyasint,omitempty"`
}

// RegistryItem is a Symbol.for entry.
type RegistryItem struct {
	Name string `cbor:"1,keyasint"`
	Key  string `cbor:"2,keyasint"`
}

// PendingState is a host call not settled yet and the promise it settles.
type PendingState struct {
	Call    HostCall `cbor:"1,keyasint"`
	Promise int32    `cbor:"2,keyasint"`
}

// ResolvingState is shared by a promise's resolve and reject functions.
type ResolvingState struct {
	Promise int32 `cbor:"1,keyasint,omitempty"`
	Done    bool  `cbor:"2,keyasint,omitempty"`
}

// ExtensionState is one Config.Extensions entry.
type ExtensionState struct {
	Path  string `cbor:"1,keyasint"`
	Async bool   `cbor:"2,keyasint,omitempty"`
}

// BlockedState is the continuation of a synchronous host call in
// progress: the call id and where its value goes (like a frame's).
type BlockedState struct {
	ID   int64 `cbor:"1,keyasint"`
	Ret  uint8 `cbor:"2,keyasint,omitempty"`
	Data int32 `cbor:"3,keyasint,omitempty"`
}
