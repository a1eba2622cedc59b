package codemode

import (
	"context"
	"errors"
	"testing"

	"github.com/codemode-go/codemode/snapshot"
)

// FuzzResume feeds Resume arbitrary bytes, seeded with a real suspended
// run: it must give a Program or a *snapshot.Error, never panic.
//
//	go test -run '^$' -fuzz FuzzResume -fuzztime 30s -fuzzminimizetime 2s .
func FuzzResume(f *testing.F) {
	w := newSuspendWorld()
	rt := w.runtime(&testing.T{}, Limits{})
	p := rt.Program(idempotentProgram, RunOptions{RunID: "f"})
	done := start(p)
	<-w.entered
	out, err := p.Suspend(context.Background(), SuspendOptions{})
	if err != nil || out.Suspended == nil {
		f.Fatalf("suspend: %v", err)
	}
	<-done
	f.Add(out.Suspended.State)
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := rt.Resume(data)
		if err != nil {
			var se *snapshot.Error
			if !errors.As(err, &se) {
				t.Fatalf("not a *snapshot.Error: %T %v", err, err)
			}
			return
		}
		if p == nil {
			t.Fatal("no Program and no error")
		}
	})
}
