package vm

import "encoding/json"

// The Machine's contract with its driver. The Machine is sans-IO: it never
// performs I/O; everything the program asks of the outside world becomes a
// HostCall, and the driver answers with Settle.

// Status says why Run returned.
type Status uint8

const (
	// StatusDone: the program finished; Result holds its value.
	StatusDone Status = iota
	// StatusFailed: the program ended with an uncaught error; Failure says which.
	StatusFailed
	// StatusYield: the step budget given to Run is used up; call Run again.
	StatusYield
	// StatusBlocked: nothing can run until a pending host call is settled.
	StatusBlocked
)

func (s Status) String() string {
	switch s {
	case StatusDone:
		return "done"
	case StatusFailed:
		return "failed"
	case StatusYield:
		return "yield"
	case StatusBlocked:
		return "blocked"
	}
	return "unknown"
}

// CallKind says what a host call is.
type CallKind uint8

const (
	CallTool      CallKind = iota // tools.a.b(input): asynchronous, returns a promise
	CallSearch                    // search(query, options): synchronous
	CallExtension                 // a host-supplied global (issue: host boundary)
)

func (k CallKind) String() string {
	switch k {
	case CallTool:
		return "tool"
	case CallSearch:
		return "search"
	case CallExtension:
		return "extension"
	}
	return "unknown"
}

// HostCall is one request from the program to the host.
type HostCall struct {
	// ID is sequential per run, starting at 1, in the order the program made
	// the calls. With the run id it forms the call's key "<runId>:<ID>".
	ID   int64
	Kind CallKind
	// Path names what is called: "tools.orders.lookup", "search", or an
	// extension global's path.
	Path string
	// Input is the argument as JSON, serialized by JSON.stringify's rules
	// (undefined properties dropped, non-finite numbers to null), so it is a
	// copy the host may keep. A call with no argument has Input "null".
	Input json.RawMessage
	// Sync reports a call that blocks the program until it is settled.
	Sync bool
	// Ref is set on a call of a host function found inside an extension
	// result (see HostRef): the host's handle for it. Path is then the
	// function's display name ("fetch().text").
	Ref int64 `cbor:",omitempty" json:",omitempty"`
}

// HostError is how a host call failed. Kind is a diagnostic kind
// ("ToolFailure", "InvalidToolInput", "InvalidToolOutput", "UnknownTool", ...);
// the program sees a thrown Error with Message, and if the program does not
// catch it, the run fails with this Kind.
type HostError struct {
	Kind    string
	Message string
}

func (e *HostError) Error() string { return e.Kind + ": " + e.Message }

// Failure is how a run ended when it did not end with a value.
type Failure struct {
	Kind    string // "ExecutionFailure" unless the error came from the host
	Message string // e.g. "TypeError: x is not a function"
	Line    int    // 1-based source position of the throw, 0 when unknown
	Column  int
}

func (f *Failure) Error() string { return f.Kind + ": " + f.Message }
