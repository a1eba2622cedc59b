package vm

import (
	"sync/atomic"
	"testing"
	"time"
)

// TestRegexpInterruptLongCall: one replace/match/split over a long input
// is a single instruction that can take seconds; the interrupt flag stops
// it from inside the match loop.
func TestRegexpInterruptLongCall(t *testing.T) {
	for _, src := range []string{
		`const s = "x".repeat(1 << 24); s.replace(/[x]/g, "y")`,
		`const s = "x".repeat(1 << 24); s.match(/[x]/g)`,
		`const s = "x".repeat(1 << 24); s.split(/[x]/)`,
	} {
		m := faultMachine(t, src)
		var flag atomic.Bool
		m.SetInterrupt(&flag)
		timer := time.AfterFunc(100*time.Millisecond, func() { flag.Store(true) })
		start := time.Now()
		st := m.Run(1 << 40)
		timer.Stop()
		if st != StatusFailed || m.Failure().Kind != InterruptedKind {
			t.Fatalf("%s: status %v, failure %+v", src, st, m.Failure())
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("%s: took %v after the flag was raised", src, d)
		}
	}
}
