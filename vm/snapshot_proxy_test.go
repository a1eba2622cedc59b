package vm

import (
	"testing"

	"github.com/codemode-go/codemode/vm/state"
)

// proxySrc suspends on a tool call holding a proxy with traps, a callable
// proxy, a revocable proxy and its revoke function, and a revoked proxy;
// after the resume the traps still run, the revoke function still revokes
// and the revoked proxy still throws.
const proxySrc = `const log = [];
const p = new Proxy({ a: 1 }, { get(t, k, r) { log.push(k); return Reflect.get(t, k, r) } });
const f = new Proxy(function (x) { return x * 2 }, { apply(t, self, args) { return t(...args) + 1 } });
const live = Proxy.revocable([1, 2], {});
const dead = Proxy.revocable({}, {});
dead.revoke();
await tools.test.echo({});
const r = [p.a, f(20), typeof f, Array.isArray(live.proxy), live.proxy.length];
live.revoke();
for (const x of [live.proxy, dead.proxy]) {
  try { x.length } catch (e) { r.push(e.message) }
}
r.push(log);
return r`

// A run suspended while it holds proxies resumes with them (each restored
// with its target, handler and callability), in a round trip of the state.
func TestSnapshotProxy(t *testing.T) {
	p := mustCompile(t, proxySrc)
	m := New(p, Config{Tools: testTools})
	if st := m.Run(1 << 20); st != StatusBlocked {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	calls := m.TakeHostCalls()
	st, err := m.MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	proxies, revokes := 0, 0
	for i := range st.Objects {
		switch st.Objects[i].Internal {
		case state.XProxy:
			proxies++
		case state.XRevoke:
			revokes++
		}
	}
	// The dead proxy's revoke function forgot it: one revoke function.
	if proxies != 4 || revokes != 1 {
		t.Fatalf("the state holds %d proxies and %d revoke functions, want 4 and 1", proxies, revokes)
	}
	r := resumeFinished(t, p, m, calls)
	want := `[1,41,"function",true,2,"Cannot perform 'get' on a proxy that has been revoked",` +
		`"Cannot perform 'get' on a proxy that has been revoked",["a"]]`
	if got := string(r.Result()); got != want {
		t.Fatalf("result %s, want %s", got, want)
	}
}

// A state whose revoke function refers to something else than a proxy,
// or whose proxy has a handler but no target, is refused.
func TestSnapshotProxyChecks(t *testing.T) {
	p := mustCompile(t, proxySrc)
	m := New(p, Config{Tools: testTools})
	if st := m.Run(1 << 20); st != StatusBlocked {
		t.Fatalf("status %v", st)
	}
	for _, edit := range []func(os *state.ObjectState, global int32) bool{
		func(os *state.ObjectState, global int32) bool {
			if os.Internal != state.XRevoke {
				return false
			}
			os.X.Ref = global
			return true
		},
		func(os *state.ObjectState, global int32) bool {
			if os.Internal != state.XProxy || os.X.Ref == 0 {
				return false
			}
			os.X.Ref = 0
			return true
		},
	} {
		st, err := m.MarshalState()
		if err != nil {
			t.Fatal(err)
		}
		changed := false
		for i := range st.Objects {
			if edit(&st.Objects[i], st.Global) {
				changed = true
				break
			}
		}
		if !changed {
			t.Fatal("nothing to edit in the state")
		}
		if _, err := RestoreState(p, Config{Tools: testTools}, st); err == nil {
			t.Fatal("an edited proxy state was restored")
		}
	}
}
