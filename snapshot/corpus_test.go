package snapshot_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/vm/state"
)

// The compatibility corpus: snapshots saved by earlier builds, one
// directory per state version (testdata/corpus/state3, ...), that every
// later build must resume to the same Result. Each NAME.snap (the bytes
// Program.Suspend returned, what a host persists) has a NAME.json: the
// program, the tool outcomes delivered after the resume (by call key) and
// the Result expected.
//
// `go test ./snapshot -run TestSnapshotCorpus -update-corpus` writes the
// cases missing from the current state version's directory and never
// touches a file that exists: a committed snapshot is a record of what a
// release saved.

var updateCorpus = flag.Bool("update-corpus", false, "write the corpus snapshots that are missing for the current state version")

// corpusDir is where this build's snapshots go: the directory of its
// state version (state3 holds those of the last build of version 3).
var corpusDir = "testdata/corpus/state" + strconv.Itoa(state.Version)

// corpusCase is a program suspended at a known point: the run is
// suspended once the calls with keys Hold are in flight (the tools hold
// them); every other call returns at once.
type corpusCase struct {
	Name    string
	Program string
	Hold    []string
	// Outcomes are the tool outputs by call key, before and after the
	// resume; a call without one returns {"name": "rec-" + its name}.
	Outcomes map[string]json.RawMessage
	// Signed cases are saved and resumed by a Runtime with corpusKeys.
	Signed bool
}

// corpusKeys sign the Signed cases (a test key, not a secret).
var corpusKeys = snapshot.Keys{Current: []byte("the corpus's snapshot key, 32 b.")}

var corpusCases = []corpusCase{
	{
		Name: "await_tool",
		Program: `const a = await tools.db.get({name: "a"});
const b = await tools.db.get({name: "b"});
return [a.name, b.name]`,
		Hold:     []string{"run:2"},
		Outcomes: map[string]json.RawMessage{"run:2": json.RawMessage(`{"name":"second"}`)},
	},
	{
		Name: "generator",
		Program: `function* steps(n) {
  let total = 0;
  for (let i = 0; i < n; i++) total += yield i;
  return total;
}
const g = steps(3);
let r = g.next();
const out = [];
while (!r.done) {
  const rec = await tools.db.get({name: "step" + r.value});
  out.push(rec.name);
  r = g.next(rec.name.length);
}
return [out, r.value]`,
		Hold: []string{"run:2"},
	},
	{
		Name: "promise_all",
		Program: `const p1 = tools.db.get({name: "a"});
const p2 = tools.db.get({name: "b"});
await p1; await p2;
const all = await Promise.all([p1, p2, tools.db.get({name: "c"}), tools.db.get({name: "d"})]);
return all.map(r => r.name)`,
		Hold:     []string{"run:3", "run:4"},
		Outcomes: map[string]json.RawMessage{"run:4": json.RawMessage(`{"name":"late-d"}`)},
	},
	{
		Name: "durable",
		Program: `const [job, rec] = await Promise.all([tools.jobs.run({name: "build"}), tools.db.get({name: "x"})]);
return {job: job.name, rec: rec.name}`,
		Hold:     []string{"run:1", "run:2"},
		Outcomes: map[string]json.RawMessage{"run:1": json.RawMessage(`{"name":"built"}`)},
	},
	{
		Name: "extension_hooks",
		Program: `const f = await kv.open("users");
const rec = await tools.db.get({name: "y"});
return [f.name, f.get("k"), f.get(rec.name)]`,
		Hold: []string{"run:2"},
	},
	{
		Name: "builtin_prototypes",
		Program: `Array.prototype.total = function () { return this.reduce((a, b) => a + b, 0) };
delete Array.prototype.at;
Math.twice = x => 2 * x;
const words = "b,a,c".split(",").sort();
const rec = await tools.db.get({name: words.join("")});
return [[1, 2, 3].total(), typeof [].at, Math.twice(Math.max(1, 4)), words, rec.name, JSON.stringify({k: Object.keys({z: 1})})]`,
		Hold: []string{"run:1"},
	},
	{
		// A Uint8Array of the build before typed arrays were views of
		// an ArrayBuffer (its bytes were numbers in the object's
		// elements), with methods of its prototype already created.
		Name: "uint8array",
		Program: `const u = new Uint8Array([1, 2, 3]);
const slice = Uint8Array.prototype.slice;
const n = u.length;
const rec = await tools.db.get({name: "bytes"});
u[1] = 7;
return [Array.from(u), n, u.length, rec.name, slice.call(u, 0, 2).join(","), u.map(x => x + 1).join(","), u instanceof Uint8Array, new TextDecoder().decode(new Uint8Array([104, 105]))]`,
		Hold: []string{"run:1"},
	},
	{
		Name: "library_function",
		Program: `const map = Array.prototype.map;
const filter = [].filter;
const rec = await tools.db.get({name: "lib"});
return [map.call([1, 2], x => x + 1), filter.call([1, 2, 3], x => x > 1), map.name, rec.name]`,
		Hold: []string{"run:1"},
	},
	{
		Name: "proxy",
		Program: `const log = [];
const p = new Proxy({ a: 1 }, { get(t, k, r) { log.push(k); return Reflect.get(t, k, r) } });
const f = new Proxy(function (x) { return x * 2 }, { apply(t, self, args) { return t(...args) + 1 } });
const live = Proxy.revocable([1, 2], {});
const dead = Proxy.revocable({}, {});
dead.revoke();
const rec = await tools.db.get({name: "proxy"});
const out = [p.a, f(20), typeof f, Array.isArray(live.proxy), rec.name];
live.revoke();
for (const x of [live.proxy, dead.proxy]) {
  try { x.length } catch (e) { out.push(e.message) }
}
return [out, log]`,
		Hold: []string{"run:1"},
	},
	{
		// Built-in iterators part-way through, saved by the build whose
		// native iterators shared one prototype and whose RegExp String
		// Iterator kept its next as an own property.
		Name: "native_iterators",
		Program: `const arr = [1, 2, 3].values(); arr.next();
const map = new Map([["a", 1], ["b", 2]]).entries(); map.next();
const set = new Set(["x", "y"]).values(); set.next();
const str = "a\u{1D306}b"[Symbol.iterator](); str.next();
const rx = "k1 k2 k3".matchAll(/k(\d)/g); rx.next();
const rec = await tools.db.get({name: "iters"});
return [[...arr], [...map], [...set], [...str].map(c => c.length), [...rx].map(x => x[1]), rec.name, Object.prototype.toString.call(arr), Object.prototype.toString.call(rx), [str.next().done, rx.next().done]]`,
		Hold: []string{"run:1"},
	},
	{
		Name: "signed",
		Program: `const [a, b] = await Promise.all([tools.db.get({name: "s1"}), tools.db.get({name: "s2"})]);
return a.name + "+" + b.name`,
		Hold:   []string{"run:2"},
		Signed: true,
	},
	{
		Name: "async_callbacks",
		Program: `async function fetchAll(names) {
  const out = [];
  for (const n of names) out.push((await tools.db.get({name: n})).name);
  return out;
}
const results = await Promise.all([fetchAll(["a", "b"]), fetchAll(["c"])]);
return results`,
		Hold: []string{"run:3", "run:2"},
	},
}

// corpusFile is a case's record beside its snapshot.
type corpusFile struct {
	Program  string                     `json:"program"`
	Outcomes map[string]json.RawMessage `json:"outcomes,omitempty"`
	Signed   bool                       `json:"signed,omitempty"` // saved and resumed with corpusKeys
	Result   json.RawMessage            `json:"result"`
}

type nameIn struct {
	Name string `json:"name"`
}

type jobData struct {
	ID string `json:"id"`
}

// corpusTools are the corpus's tools: db.get (idempotent) and jobs.run
// (durable: start returns at once, wait is the long part). A call whose
// key is in hold waits until ctx ends (the suspend interrupts it), after
// telling entered.
type corpusTools struct {
	outcomes map[string]json.RawMessage
	hold     map[string]bool
	entered  chan string
}

func (w *corpusTools) output(ctx context.Context, key, name string) (map[string]any, error) {
	if w.hold[key] {
		w.entered <- key
		<-ctx.Done()
		return nil, ctx.Err()
	}
	out := map[string]any{"name": "rec-" + name}
	if raw, ok := w.outcomes[key]; ok {
		out = nil
		if err := json.Unmarshal(raw, &out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// kvFile is what the kv extension's open returns: data and a function.
type kvFile struct {
	Name string                  `json:"name"`
	Get  func(key string) string `json:"get"`
}

func openKV(name string) kvFile {
	return kvFile{Name: name, Get: func(key string) string { return name + "/" + key }}
}

// kvExtension has snapshot hooks, so the function inside open's result
// survives a suspend.
var kvExtension = codemode.Extension{
	Name:    "kv",
	Globals: map[string]any{"kv": map[string]any{"open": codemode.Async(func(name string) kvFile { return openKV(name) })}},
	Snapshot: &codemode.ExtensionSnapshot{
		Encode: func(v any) (any, error) {
			f, ok := v.(kvFile)
			if !ok {
				return nil, errors.New("not a kv file")
			}
			return map[string]any{"name": f.Name}, nil
		},
		Decode: func(data any) (any, error) {
			m, _ := data.(map[string]any)
			name, _ := m["name"].(string)
			return openKV(name), nil
		},
	},
}

func (w *corpusTools) runtime(t *testing.T, signed bool) *codemode.Runtime {
	t.Helper()
	get := durabletools.Idempotent("Read a record", func(ctx context.Context, in nameIn, call durabletools.Call) (map[string]any, error) {
		return w.output(ctx, call.Key, in.Name)
	})
	job := durabletools.Durable("A long job", durabletools.DurableFuncs[nameIn, jobData, map[string]any]{
		Start: func(ctx context.Context, in nameIn, call durabletools.Call) (jobData, error) {
			return jobData{ID: in.Name}, nil
		},
		Wait: func(ctx context.Context, data jobData, call durabletools.Call) (map[string]any, error) {
			return w.output(ctx, call.Key, data.ID)
		},
	})
	opts := codemode.Options{
		Tools:      map[string]any{"db": map[string]any{"get": get}, "jobs": map[string]any{"run": job}},
		Extensions: []codemode.Extension{kvExtension},
		Limits:     codemode.Limits{Timeout: 60_000 * time.Millisecond},
	}
	if signed {
		opts.SnapshotKeys = corpusKeys
	}
	rt, err := codemode.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return rt
}

// resumeCase resumes a snapshot with the case's outcomes and returns the
// Result as JSON.
func resumeCase(t *testing.T, state []byte, outcomes map[string]json.RawMessage, signed bool) (json.RawMessage, error) {
	t.Helper()
	w := &corpusTools{outcomes: outcomes}
	p, err := w.runtime(t, signed).Resume(state)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out := p.Run(ctx)
	if out.Result == nil {
		t.Fatalf("the resumed run did not end: %+v", out)
	}
	return json.Marshal(out.Result)
}

// saveCase runs c until its held calls are in flight and suspends it.
func saveCase(t *testing.T, c corpusCase) []byte {
	t.Helper()
	w := &corpusTools{outcomes: c.Outcomes, hold: map[string]bool{}, entered: make(chan string, 16)}
	for _, k := range c.Hold {
		w.hold[k] = true
	}
	p := w.runtime(t, c.Signed).Program(c.Program, codemode.RunOptions{RunID: "run"})
	done := make(chan codemode.Outcome, 1)
	go func() { done <- p.Run(context.Background()) }()
	for range c.Hold {
		select {
		case <-w.entered:
		case out := <-done:
			t.Fatalf("%s ended before its calls were held: %+v", c.Name, out.Result)
		}
	}
	// The held calls are in flight and the program waits for them.
	out, err := p.Suspend(context.Background(), codemode.SuspendOptions{})
	if err != nil || out.Suspended == nil {
		t.Fatalf("%s: suspend: %v %+v", c.Name, err, out.Result)
	}
	<-done
	return out.Suspended.State
}

// TestSnapshotCorpusUpdate writes the missing cases of this build's
// directory (with -update-corpus).
func TestSnapshotCorpusUpdate(t *testing.T) {
	if !*updateCorpus {
		t.Skip("writes the corpus with -update-corpus")
	}
	if nextBuild {
		t.Fatal("the corpus records what a release saves: write it with the default build")
	}
	if err := os.MkdirAll(corpusDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range corpusCases {
		snap := filepath.Join(corpusDir, c.Name+".snap")
		if _, err := os.Stat(snap); err == nil {
			continue // a record of what a build saved: never rewritten
		}
		state := saveCase(t, c)
		res, err := resumeCase(t, state, c.Outcomes, c.Signed)
		if err != nil {
			t.Fatalf("%s: resume on the build that saved it: %v", c.Name, err)
		}
		rec, err := json.MarshalIndent(corpusFile{Program: c.Program, Outcomes: c.Outcomes, Signed: c.Signed, Result: res}, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(corpusDir, c.Name+".json"), append(rec, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(snap, state, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s (%d bytes)", snap, len(state))
	}
}

// TestSnapshotCorpus resumes every committed snapshot of every state
// version on this build, delivers the recorded outcomes and compares the
// Result exactly.
func TestSnapshotCorpus(t *testing.T) {
	snaps, err := filepath.Glob("testdata/corpus/state*/*.snap")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range corpusCases {
		if _, err := os.Stat(filepath.Join(corpusDir, c.Name+".snap")); err != nil {
			t.Errorf("case %s has no snapshot of state version %d: write it with -update-corpus", c.Name, state.Version)
		}
	}
	sort.Strings(snaps)
	for _, snap := range snaps {
		name := strings.TrimSuffix(snap, ".snap")
		t.Run(strings.TrimPrefix(name, "testdata/corpus/"), func(t *testing.T) {
			state, err := os.ReadFile(snap)
			if err != nil {
				t.Fatal(err)
			}
			raw, err := os.ReadFile(name + ".json")
			if err != nil {
				t.Fatal(err)
			}
			var rec corpusFile
			if err := json.Unmarshal(raw, &rec); err != nil {
				t.Fatal(err)
			}
			got, err := resumeCase(t, state, rec.Outcomes, rec.Signed)
			if err != nil {
				t.Fatalf("resume: %v", err)
			}
			var want bytes.Buffer
			if err := json.Compact(&want, rec.Result); err != nil {
				t.Fatal(err)
			}
			if string(got) != want.String() {
				t.Fatalf("Result\n got %s\nwant %s", got, want.Bytes())
			}
		})
	}
}
