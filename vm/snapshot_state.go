package vm

// The snapshot data model: a Machine's whole run state as plain data (no
// pointers, no Go closures), produced by (*Machine).MarshalState and turned
// back into a Machine by RestoreState. Package snapshot encodes it as Core
// Deterministic CBOR; the cbor tags below (integer keys, omitempty) keep
// the encoding compact. The encoder and decoder are generated from these
// definitions (snapshot_codec_gen.go, `go generate ./vm`, checked by a test
// in tools/cborgen) and write the bytes the fxamacker/cbor library writes.
//
// Identity is kept with tables: every heap object, cell, frame, async
// function state, generator state, Map/Set store and iterator is an entry
// of its table, and references are 1-based indexes into the table (0 means
// "none"). Ids are assigned in a deterministic traversal from the roots
// (never from pointer values or map order), so the same run state always
// gives the same State.
//
// Compiled code is not saved: a function refers to its code by index in
// the preorder list of the program's functions (Main is 0) or, for
// self-hosted built-ins, of the library's functions. Built-in functions are
// saved by their stable name; built-in objects (prototypes, constructors,
// the global object, Math, JSON...) are created lazily, so a state holds
// only the built-ins a program touched, plus any change it made to them.

//go:generate go run ../tools/cborgen -dir .

// StateVersion is the version of this data model; it is part of BuildID.
const StateVersion = 2

// State is the complete run state of a Machine between two Run calls.
type State struct {
	ProgramHash []byte   `cbor:"1,keyasint"`
	Status      uint8    `cbor:"2,keyasint,omitempty"`
	Started     bool     `cbor:"3,keyasint,omitempty"`
	MainDone    bool     `cbor:"4,keyasint,omitempty"`
	Result      []byte   `cbor:"5,keyasint,omitempty"`
	Failure     *Failure `cbor:"6,keyasint,omitempty"`

	Steps       int64  `cbor:"7,keyasint,omitempty"`
	NextCallID  int64  `cbor:"8,keyasint,omitempty"`
	RNG         uint64 `cbor:"9,keyasint,omitempty"`
	SymbolCount int64  `cbor:"10,keyasint,omitempty"`

	Objects []ObjectState `cbor:"11,keyasint,omitempty"`
	Cells   []ValueState  `cbor:"12,keyasint,omitempty"`
	Frames  []FrameState  `cbor:"13,keyasint,omitempty"`
	Asyncs  []AsyncState  `cbor:"14,keyasint,omitempty"`
	Gens    []GenState    `cbor:"15,keyasint,omitempty"`
	Maps    []MapState    `cbor:"16,keyasint,omitempty"`
	Iters   []IterState   `cbor:"17,keyasint,omitempty"`
	// Resolvings are the states shared by a promise's resolve and reject
	// functions.
	Resolvings []ResolvingState `cbor:"35,keyasint,omitempty"`
	// Keys are the property keys, each once (props refer to them by index:
	// objects of one shape repeat the same keys).
	Keys []string `cbor:"36,keyasint,omitempty"`
	// ToolPaths is Config.Tools of the saved run: the tools namespace
	// objects are built from it, so a restore must use the same list.
	ToolPaths []string `cbor:"37,keyasint,omitempty"`
	// Extensions is Config.Extensions of the saved run (the extension
	// globals are built from it).
	Extensions []ExtensionState `cbor:"38,keyasint,omitempty"`
	// Blocked is the synchronous host call the Machine waits for, if any.
	Blocked *BlockedState `cbor:"39,keyasint,omitempty"`
	// MemAllocated and MemNext are the memory account's counters (bytes
	// charged since the last mark, and the mark threshold), so a restored
	// run marks at the same points as an uninterrupted one.
	MemAllocated int64 `cbor:"40,keyasint,omitempty"`
	MemNext      int64 `cbor:"41,keyasint,omitempty"`

	// Symbols are the program's symbols in creation order; Registry maps
	// Symbol.for names to symbol keys, sorted by name.
	Symbols  []SymbolState  `cbor:"18,keyasint,omitempty"`
	Registry []RegistryItem `cbor:"19,keyasint,omitempty"`

	// Protos and Ctors are the built-in prototypes and constructors created
	// so far (object ref per prototype id, 0 when not created).
	Protos      []int32 `cbor:"20,keyasint,omitempty"`
	Ctors       []int32 `cbor:"21,keyasint,omitempty"`
	Global      int32   `cbor:"22,keyasint,omitempty"`
	Tools       int32   `cbor:"23,keyasint,omitempty"`
	MainPromise int32   `cbor:"24,keyasint,omitempty"`

	// Stack is the operand stack up to its height; Running the frame stack
	// (frame refs, innermost last).
	Stack   []ValueState `cbor:"25,keyasint,omitempty"`
	Running []int32      `cbor:"26,keyasint,omitempty"`
	Jobs    []JobState   `cbor:"27,keyasint,omitempty"`

	// Pending are the host calls not settled yet (ascending ids); NewCalls
	// the calls not taken by the driver yet.
	Pending  []PendingState `cbor:"28,keyasint,omitempty"`
	NewCalls []HostCall     `cbor:"29,keyasint,omitempty"`

	Logs       []string   `cbor:"30,keyasint,omitempty"`
	Warnings   []Failure  `cbor:"31,keyasint,omitempty"`
	Rejections []int32    `cbor:"32,keyasint,omitempty"`
	LastThrow  [3]int32   `cbor:"33,keyasint,omitempty"`
	ThrowValue ValueState `cbor:"34,keyasint"`
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

// PropState is one named property (K indexes State.Keys); an accessor has
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
	Lazy     string        `cbor:"2,keyasint,omitempty"`  // built-in property table name
	LazyDone []int32       `cbor:"3,keyasint,omitempty"`  // entries already created
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
}

func (x *ObjectExtra) isZero() bool {
	return x.Native == "" && x.Lazy == "" && x.LazyDone == nil && !x.Ready && x.Num == 0 && !x.NegZero &&
		x.Str == "" && x.Flags == "" && !x.Bool && x.Pos == nil && x.Ref == 0 && x.This == (ValueState{}) && x.Args == nil && x.Promise == nil
}

// FuncState is a closure: its code and captured cells.
type FuncState struct {
	Code int32   `cbor:"1,keyasint,omitempty"` // function index
	Lib  bool    `cbor:"2,keyasint,omitempty"` // index into the library's functions
	Free []int32 `cbor:"3,keyasint,omitempty"` // cell refs
	Name string  `cbor:"4,keyasint,omitempty"`
	Home int32   `cbor:"5,keyasint,omitempty"`
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
	Code      int32          `cbor:"2,keyasint,omitempty"`
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
