package vm

import (
	"encoding/json"
	"fmt"
	"golang.org/x/text/collate"
	"os"
	"runtime/debug"
	"sort"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/internal/wtf8"
	"github.com/codemode-go/codemode/vm/syntax"
)

// Config is what the driver supplies to a Machine.
type Config struct {
	RunID string
	// Tools are the available tool paths under the `tools` global, e.g.
	// "orders.lookup" or "context7.resolve-library-id".
	Tools []string
	// Clock is read by Date.now() and new Date(); nil means the Unix epoch.
	Clock func() time.Time
	// RandomSeed seeds Math.random (the generator's state is Machine state).
	RandomSeed uint64
	// MaxCallDepth bounds JavaScript call depth (0: DefaultMaxCallDepth);
	// exceeding it throws a catchable RangeError.
	MaxCallDepth int
	// MaxSteps bounds the steps the run may take (0: none). The driver
	// stops the top level between budgets (it never gives Run a budget
	// past it); a nested run, which cannot yield, fails at it with an
	// uncatchable ExecutionFailure worded by StepLimitMessage.
	MaxSteps int64
	// UnknownToolMessage, when set, words the error of a call to a path
	// under `tools` that is not a tool (e.g. suggesting near names). It must
	// be deterministic. Default: "<path> is not a known tool".
	UnknownToolMessage func(path string) string
	// MaxMemoryBytes bounds the program's live heap, estimated by the VM's
	// own deterministic account (memory.go); 0 means DefaultMaxMemoryBytes.
	// A run that needs more fails with an ExecutionFailure.
	MaxMemoryBytes int64
	// Extensions are the host's extension functions (extensions.go), in a
	// deterministic order; their first path segments are globals, which
	// must not be built-in globals (see GlobalNames).
	Extensions []ExtensionFunc
	// Bindings are host values the program sees as globals (extensions.go).
	Bindings []Binding
	// HostRefLive, when set, reports whether a host function reference
	// inside an extension result (HostRef) can still be called: a restored
	// run whose host could not restore the function (no snapshot hooks)
	// says false, and calling it throws a TypeError. nil: all are live.
	HostRefLive func(ref int64) bool
}

// debugPanics adds Go stack traces to internal-error failures (set
// CODEMODE_VM_DEBUG=1 when hunting interpreter bugs).
var debugPanics = os.Getenv("CODEMODE_VM_DEBUG") != ""

// DefaultMaxCallDepth is close to node's default stack for small frames.
const DefaultMaxCallDepth = 10000

// retKind says what happens when a frame completes.
type retKind uint8

const (
	retPush        retKind = iota // push the value on the caller's stack
	retStop                       // like retPush, and end a nested run (callNested)
	retDiscard                    // a job frame whose result is dropped
	retResolve                    // a promise reaction: resolve (or reject) retData's promise
	retThenable                   // a thenable job's then call: a throw rejects retData's promise
	retPromiseCtor                // a Promise executor: the caller gets retData's promise
	retConstruct                  // a constructor call: the caller gets retData unless an object is returned
	retNone                       // a resumed async function: nothing waits on the frame
	retSuper                      // a super() call: the result becomes the caller's this
	retEach                       // a callback of a Go callback loop: retData is the loop (each.go)
)

type handler struct {
	catch      bool
	pc         int32
	completion int32 // finally's completion slot
	sp         int32 // operand stack height (relative to bp) to restore
}

type frame struct {
	fnObj     *Object
	code      *compile.Func
	pc        int
	bp        int // locals start here in Machine.stack
	callBase  int // the callee and this sit at callBase, callBase+1
	this      Value
	handlers  []handler
	ret       retKind
	retData   *Object
	async     *asyncState
	args      []Value   // extra arguments kept for `arguments` (nil otherwise)
	newTarget *Object   // new.target of a constructor call
	gen       *genState // set for generator frames
}

// Machine runs one program.
type Machine struct {
	prog *compile.Program
	cfg  Config

	stack     []Value
	sp        int
	frames    []*frame
	framePool []*frame
	maxDepth  int

	steps int64
	limit int64
	// pendingSteps are steps not yet added to the running loop's count:
	// those of a nested run, and built-ins' work (work.go).
	pendingSteps int64
	workDone     uint64 // all work charged (work.go), for the interrupt checks
	// iterDesc is the source text of the expression being iterated (set
	// around one instruction, for V8's "x is not iterable" message).
	iterDesc string
	concat0  concatBuf
	chains   []*strChain  // finished addition chains, for the next ones (concat_chain.go)
	rxText   *rxTextCache // the input last converted for regexp matching (regexp.go)
	strc     strCache
	regexps  regexpCache
	// zones are the time zones loaded (builtin_intl_tz.go), collators
	// the Intl.Collator and localeCompare collators made
	// (builtin_intl_misc.go): per Machine, like regexps.
	zones     map[string]*time.Location
	collators map[collatorOpts]*collate.Collator

	status  Status
	started bool
	// mainDone: the main function has returned; nestedDone: the nested
	// run of callNested has ended, with nestedResult or nestedErr. (Kept
	// beside status, where they need no padding of their own.)
	mainDone   bool
	nestedDone bool
	result     json.RawMessage
	failure    *Failure

	globalObj   *Object
	globalCache []int32
	// builtinClasses are the built-in prototypes and constructors made so
	// far, in a table of their own made at the first (classes): a
	// Machine stays small until its program touches a built-in.
	builtinClasses *classTable
	toolsObj       *Object
	// newTarget is new.target while a built-in constructor runs (new, or a
	// class's super()), nil otherwise; it never lasts across steps, so
	// snapshots need not keep it.
	newTarget *Object

	jobs    []job
	jobHead int

	pending    map[int64]*pendingCall
	newCalls   []HostCall
	nextCallID int64
	// blocked is the synchronous host call the Machine waits for (search,
	// sync extension globals; search.go): nothing runs until it is settled.
	blocked *syncWait
	// settleRefs are the host functions to place in the value being
	// settled (SettleRefs, extensions.go); nil otherwise.
	settleRefs []HostRef

	logs     []string
	warnings []Failure
	// rejections are promises rejected with no handler, in order; those
	// still unhandled when the program ends become warnings.
	rejections  []*Object
	mainPromise *Object

	rng          uint64
	nestDepth    int
	execStop     int // the running exec's stopDepth (a throw from a continuation unwinds to it)
	nestedResult Value
	nestedErr    error
	joining      []*Object        // arrays being joined (cycle guard)
	joinSet      map[*Object]bool // joining as a set, once it is deep

	mem memState // the heap memory account (memory.go)
	// interrupt, when set and true, ends the run (interrupt.go).
	interrupt *atomic.Bool

	symbols        map[string]*Symbol // symbols created by the program, by key
	symbolCount    int
	symbolRegistry map[string]*Symbol // Symbol.for
	lastThrow      syntax.Pos
	throwValue     Value

	// codeIDs numbers the program's functions for saves (made at the
	// first; snapshot_save.go).
	codeIDs map[*compile.Func]int32

	// methods is the inline cache of method call sites (method_cache.go),
	// made after methodMisses uncached lookups. objectSites remember the
	// size of the objects made at object literal sites (object_sites.go),
	// made after objectSitesAfter literals. (The two counts share a word:
	// a Machine of 1,024 bytes or more takes Go's next size class, 1,152
	// bytes with its allocation header.)
	methods      *methodCache
	objectSites  *objectSites
	methodMisses int32
	literals     int32
	// calls are what a built-in leaves for its caller, made at the first
	// (signals).
	calls *callSignals
}

// callSignals are what a built-in leaves for its caller with errTail (the
// call to continue with, tailCall) or errResume (the generator to resume).
// Most runs never need them: a Machine is smaller without them, and New's
// cost is mostly its size.
type callSignals struct {
	tail      tailCall
	resumeReq resumeRequest
}

func (m *Machine) signals() *callSignals {
	if m.calls == nil {
		m.calls = new(callSignals)
	}
	return m.calls
}

// classTable holds a Machine's built-in prototypes and constructors, by
// proto id; nil entries are not made yet.
type classTable struct {
	protos [numProtos]*Object
	ctors  [numProtos]*Object
}

// classes is the Machine's table of built-in classes.
func (m *Machine) classes() *classTable {
	if m.builtinClasses == nil {
		m.builtinClasses = new(classTable)
	}
	return m.builtinClasses
}

type pendingCall struct {
	promise *Object // nil for a synchronous call (call.Sync)
	call    HostCall
}

// New creates a Machine for a compiled program. It is cheap: built-ins are
// created when the program first touches them.
func New(p *compile.Program, cfg Config) *Machine {
	m := &Machine{prog: p, cfg: cfg, rng: cfg.RandomSeed, status: StatusYield}
	m.maxDepth = cfg.MaxCallDepth
	if m.maxDepth <= 0 {
		m.maxDepth = DefaultMaxCallDepth
	}
	m.initMemory()
	return m
}

// Run executes up to budget instructions.
func (m *Machine) Run(budget int64) (st Status) {
	if m.status == StatusDone || m.status == StatusFailed {
		return m.status
	}
	m.mem.running = true
	defer func() {
		m.mem.running = false
		m.forgetObjectSites() // a parked run keeps nothing it dropped
		// Work charged outside the interpreter loop (a promise job's
		// built-ins) counts before the Machine can be saved.
		m.steps += m.pendingSteps
		m.pendingSteps = 0
		if r := recover(); r != nil {
			if m.memoryFailure(r) || m.interruptFailure(r) || m.stepLimitFailure(r) || m.corruptFailure(r) {
				st = m.status
				return
			}
			msg := fmt.Sprintf("internal error: %v", r)
			if debugPanics {
				msg += "\n" + string(debug.Stack())
			}
			m.fail(&Failure{Kind: "ExecutionFailure", Message: msg})
			st = m.status
		}
	}()
	if !m.started {
		m.started = true
		m.start()
	}
	m.limit = m.steps + budget
	for {
		if m.blocked != nil {
			m.status = StatusBlocked
			return m.status
		}
		if len(m.frames) == 0 {
			if m.mainDone {
				m.finish()
				return m.status
			}
			if m.jobHead < len(m.jobs) {
				j := m.jobs[m.jobHead]
				m.jobs[m.jobHead] = job{}
				m.jobHead++
				if m.jobHead == len(m.jobs) {
					m.jobs = m.jobs[:0]
					m.jobHead = 0
				}
				m.runJob(j)
				continue
			}
			if len(m.pending) > 0 {
				m.status = StatusBlocked
				return m.status
			}
			m.fail(&Failure{Kind: "ExecutionFailure", Message: "the program awaits a promise that can never settle"})
			return m.status
		}
		if m.steps >= m.limit {
			m.status = StatusYield
			return m.status
		}
		m.exec(0)
		if m.status == StatusFailed {
			return m.status
		}
	}
}

// start pushes the program's main function as an async function frame.
func (m *Machine) start() {
	code := m.prog.Main
	// The run's own records live as long as the run, so they are made in
	// one allocation. The program can never see its own promise, so it
	// needs no prototype.
	b := &startRecords{}
	b.promise = Object{class: ClassPromise, internal: &b.promiseState}
	b.fnData.code = code
	fn := &b.fn
	*fn = Object{class: ClassFunction, fn: &b.fnData}
	m.mainPromise = &b.promise
	// The first frames come from the records too: a short run makes no
	// frame and no frame list of its own.
	m.frames = b.frameSlots[:0]
	m.framePool = append(b.poolSlots[:0], &b.frame)
	need := 2 + code.NumLocals + code.MaxStack + 8
	m.stack = make([]Value, need)
	m.stack[0] = obj(fn)
	m.stack[1] = undefined
	m.sp = 2 + code.NumLocals
	fr := m.pushFrame(fn, code, 2, 0, undefined)
	fr.ret = retNone
	b.async.promise = m.mainPromise
	fr.async = &b.async
}

// startRecords are what start makes for a run: its main promise, the
// function object of its main code, the main frame and its async state,
// and the first slots of the frame list and the frame pool.
type startRecords struct {
	promise      Object
	promiseState promiseState
	fn           Object
	fnData       funcData
	async        asyncState
	frame        frame
	frameSlots   [4]*frame
	poolSlots    [4]*frame
}

// finish turns the settled main promise into the run's outcome.
func (m *Machine) finish() {
	ps := m.mainPromise.internal.(*promiseState)
	m.collectWarnings()
	if ps.state == promiseRejected {
		m.fail(m.failureOf(ps.value))
		return
	}
	data, err := m.exportJSON(ps.value)
	if err != nil {
		ev := m.exceptionValue(err)
		f := m.failureOf(ev)
		f.Kind = "InvalidDataValue"
		if o := ev.asObject(); o != nil && o.class == ClassError {
			f.Message = "the result is not plain data: " + m.errorMessage(o)
		}
		m.fail(f)
		return
	}
	m.result = data
	m.status = StatusDone
}

func (m *Machine) fail(f *Failure) {
	m.status = StatusFailed
	m.failure = f
}

// TakeHostCalls returns the host calls made since the last call, in id order.
func (m *Machine) TakeHostCalls() []HostCall {
	calls := m.newCalls
	m.newCalls = nil
	return calls
}

// Settle delivers the outcome of host call id: a JSON value, or err.
func (m *Machine) Settle(id int64, value json.RawMessage, herr *HostError) error {
	pc, ok := m.pending[id]
	if !ok {
		return fmt.Errorf("vm: host call %d is not pending", id)
	}
	delete(m.pending, id)
	if m.status == StatusDone || m.status == StatusFailed {
		return nil
	}
	if pc.call.Sync {
		return m.settleSync(pc, value, herr)
	}
	if herr != nil {
		e := m.makeError(protoError, herr.Message)
		e.internal.(*errorData).hostKind = herr.Kind
		m.rejectPromise(pc.promise, obj(e))
		return nil
	}
	v, err := m.importResult(value)
	if err != nil {
		e := m.makeError(protoError, "invalid tool output: "+m.importError(err))
		e.internal.(*errorData).hostKind = "InvalidToolOutput"
		m.rejectPromise(pc.promise, obj(e))
		return nil
	}
	m.resolvePromise(pc.promise, v)
	if m.status == StatusBlocked {
		m.status = StatusYield
	}
	return nil
}

// Result is the program's value as JSON after StatusDone.
func (m *Machine) Result() json.RawMessage { return m.result }

// Failure says why the run failed after StatusFailed.
func (m *Machine) Failure() *Failure { return m.failure }

// Logs returns the console output lines so far.
func (m *Machine) Logs() []string {
	for i, line := range m.logs {
		if !utf8.ValidString(line) {
			// Some line holds a lone surrogate: hand out well-formed copies.
			out := append([]string(nil), m.logs...)
			for j := i; j < len(out); j++ {
				out[j] = wtf8.ToUTF8(out[j])
			}
			return out
		}
	}
	return m.logs
}

// Warnings returns non-fatal diagnostics (unhandled rejections).
func (m *Machine) Warnings() []Failure { return m.warnings }

// Steps returns the number of instructions executed so far.
func (m *Machine) Steps() int64 { return m.steps }

// Status returns the state after the last Run.
func (m *Machine) Status() Status { return m.status }

// PendingCalls returns the ids of host calls not settled yet, ascending.
func (m *Machine) PendingCalls() []int64 {
	// Sorted keys, not a scan of 1..nextCallID: a restored state may carry
	// any call counter.
	var ids []int64
	for id := range m.pending {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	return ids
}

func (m *Machine) collectWarnings() {
	for _, p := range m.rejections {
		ps := p.internal.(*promiseState)
		if ps.handled || p == m.mainPromise {
			continue
		}
		f := m.failureOf(ps.value)
		m.warnings = append(m.warnings, *f)
	}
	m.rejections = nil
}

// failureOf describes an uncaught thrown value.
func (m *Machine) failureOf(v Value) *Failure {
	f := &Failure{Kind: "ExecutionFailure"}
	if o := v.asObject(); o != nil && o.class == ClassError {
		ed := o.internal.(*errorData)
		if ed.hostKind != "" {
			f.Kind = ed.hostKind
		}
		f.Message = m.errorToString(o)
		if ed.hostKind != "" {
			f.Message = m.errorMessage(o)
		}
		f.Line, f.Column = int(ed.pos.Line), int(ed.pos.Col)
		return f
	}
	f.Message = "Uncaught " + m.inspect(v)
	f.Line, f.Column = int(m.lastThrow.Line), int(m.lastThrow.Col)
	return f
}
