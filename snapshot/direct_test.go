package snapshot

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"github.com/codemode-go/codemode/vm"
)

// A string value referenced many times is written once (the string table):
// a 1 MB string held 20,000 times makes a snapshot of about 1 MB, which
// restores to the same run.
func TestSharedStringWrittenOnce(t *testing.T) {
	src := `
const big = "x".repeat(1 << 20);
const refs = [];
for (let i = 0; i < 20000; i++) refs.push(big);
const r = await tools.test.echo({ n: refs.length });
return refs.length + r.n + refs[19999].length + (refs[7] === big ? 1 : 0);`
	prog := compileSrc(t, src)
	m := vm.New(prog, testConfig())
	if st := m.Run(1 << 30); st != vm.StatusBlocked {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	held := m.TakeHostCalls()
	data, err := Save(m)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 1<<20 || len(data) > 1<<20+64<<10 {
		t.Fatalf("snapshot of %d bytes, want a little over 1 MB", len(data))
	}
	m2, err := Restore(prog, testConfig(), data)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Save(m2)
	if err != nil || !bytes.Equal(again, data) {
		t.Fatalf("save after restore differs (%v)", err)
	}
	if got := finish(t, m2, held...); got != "1088577" {
		t.Fatalf("result %s, want 1088577", got)
	}
}

// SaveWith stops at the byte limit with ErrTooLarge; at the exact size it
// succeeds with the same bytes as Save.
func TestSaveWithLimit(t *testing.T) {
	m := runUntilCall(t, compileSrc(t, agentProgram), 20)
	data, err := Save(m)
	if err != nil {
		t.Fatal(err)
	}
	exact, err := SaveWith(m, nil, len(data))
	if err != nil || !bytes.Equal(exact, data) {
		t.Fatalf("at the exact size: %v", err)
	}
	for _, limit := range []int{len(data) - 1, len(data) / 2, 100, 1} {
		_, err := SaveWith(m, nil, limit)
		var se *Error
		if !errors.Is(err, ErrTooLarge) || !errors.As(err, &se) {
			t.Errorf("limit %d: got %v, want a *Error wrapping ErrTooLarge", limit, err)
		}
	}
	// A huge string stops the save early, whatever the number of references.
	prog := compileSrc(t, `const s = "y".repeat(1 << 22); const a = [s, s, s]; await tools.test.echo(1); return a.length`)
	m2 := vm.New(prog, testConfig())
	m2.Run(1 << 30)
	if _, err := SaveWith(m2, nil, 1<<20); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("4 MB string under a 1 MB limit: %v", err)
	}
}

// The driver's record travels before the state: Unpack reads it and the
// state restores afterwards.
func TestSaveWithExtraAndUnpack(t *testing.T) {
	type session struct {
		Code string `cbor:"1,keyasint"`
	}
	m := runUntilCall(t, compileSrc(t, agentProgram), 2)
	data, err := SaveWith(m, session{Code: agentProgram}, 0)
	if err != nil {
		t.Fatal(err)
	}
	var rec session
	u, err := Unpack(data, &rec)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Code != agentProgram {
		t.Fatalf("extra record %+v", rec)
	}
	m2, err := u.Restore(compileSrc(t, rec.Code), testConfig())
	if err != nil {
		t.Fatal(err)
	}
	if got := m2.PendingCalls(); len(got) != 1 || got[0] != 2 {
		t.Fatalf("pending calls %v", got)
	}
	st, err := u.State()
	if err != nil {
		t.Fatal(err)
	}
	withState, err := EncodeWith(st, session{Code: agentProgram})
	if err != nil || !bytes.Equal(withState, data) {
		t.Fatalf("EncodeWith(State) differs from SaveWith (%v)", err)
	}
}

// Hostile table sizes and field orders fail cleanly, before allocating
// what they claim.
func TestHostileLayout(t *testing.T) {
	prog := compileSrc(t, agentProgram)
	st, err := runUntilCall(t, prog, 3).MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	good := st.AppendCBOR(nil)
	if _, err := vm.RestoreStateCBOR(prog, testConfig(), good); err != nil {
		t.Fatal(err)
	}
	cases := map[string][]byte{
		"empty":           nil,
		"not a map":       {0x80},
		"trailing bytes":  append(append([]byte(nil), good...), 0x00),
		"huge count":      {0xa1, 0x01, 0x88, 0x1a, 0x00, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0},
		"count over data": {0xa1, 0x01, 0x88, 0x19, 0x10, 0x00, 0, 0, 0, 0, 0, 0, 0},
		"wrong counts":    {0xa1, 0x01, 0x83, 0x01, 0x01, 0x01},
		"out of order":    {0xa2, 0x16, 0x01, 0x06, 0x01},
		"missing table":   {0xa1, 0x01, 0x88, 0x01, 0, 0, 0, 0, 0, 0, 0},
		"head key late":   {0xa2, 0x16, 0x01, 0x05, 0x81, 0x61, 'x'},
	}
	for _, n := range []int{1, 10, len(good) / 3, len(good) - 1} {
		cases[fmt.Sprintf("truncated at %d", n)] = good[:n]
	}
	for name, data := range cases {
		_, err := vm.RestoreStateCBOR(prog, testConfig(), data)
		var se *vm.StateError
		if !errors.As(err, &se) {
			t.Errorf("%s: got %v, want *vm.StateError", name, err)
		}
	}
}

// A BigInt held many times is written once too, and restores as one
// value.
func TestSharedBigIntWrittenOnce(t *testing.T) {
	src := `
const big = 1n << 100000n;
const refs = [];
for (let i = 0; i < 5000; i++) refs.push(big);
await tools.test.echo(1);
return String(refs[4999] === big && refs[0] + 1n === big + 1n) + " " + refs.length;`
	prog := compileSrc(t, src)
	m := vm.New(prog, testConfig())
	if st := m.Run(1 << 30); st != vm.StatusBlocked {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	held := m.TakeHostCalls()
	data, err := Save(m)
	if err != nil {
		t.Fatal(err)
	}
	// 100,000 bits are 25,000 hex digits, written once; 5,000 references
	// take a few bytes each.
	if len(data) > 25_000+5_000*4+8_000 {
		t.Fatalf("snapshot of %d bytes: the BigInt is written more than once", len(data))
	}
	m2, err := Restore(prog, testConfig(), data)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := Save(m2); err != nil || !bytes.Equal(again, data) {
		t.Fatalf("save after restore differs (%v)", err)
	}
	if got := finish(t, m2, held...); got != `"true 5000"` {
		t.Fatalf("result %s", got)
	}
}
