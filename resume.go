package codemode

import (
	"fmt"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/vm"
)

// Resume makes a Program that continues a suspended run from its saved
// state (Suspended.State). The state carries the program's source (it is
// recompiled and checked against the saved hash), the run id, the limits it
// was saved with, the tool-call records and counts, and the calls in
// flight: on Run, queued calls run again with their keys (not counted again
// against MaxToolCalls) and started durable calls wait again. The resumed
// run's limits are the saved ones made Stricter with the Runtime's: a
// snapshot may keep stricter limits, never lift the Runtime's. Active time,
// tool calls and steps go on counting from the saved counts.
//
// State saved by an earlier release resumes (see "Compatibility" in the
// snapshot package). State this build cannot run (a *snapshot.Error
// wrapping snapshot.ErrOtherBuild, naming what differs and the build that
// saved it), for other tools or extensions, or bytes that are truncated,
// corrupted or hostile give a *snapshot.Error; Resume never panics.
//
// Without Options.SnapshotKeys, Resume trusts the bytes as much as
// Runtime.Execute trusts its code: they cannot lift the Runtime's limits
// or reach tools it does not have, but they name the program that runs. With
// keys, it first checks the signature (a *snapshot.Error wrapping
// snapshot.ErrSignature when it is missing or does not match, before
// anything is decoded). A Runtime without keys resumes signed snapshots
// too, unchecked, and saves them unsigned: it could not tell a snapshot
// whose tag was stripped from one never signed.
func (rt *Runtime) Resume(state []byte) (*Program, error) {
	rec, err := rt.decodeRun(state, rt.tools, time.Now, randomSeed())
	if err != nil {
		return nil, err
	}
	return newProgram(rt, rec.Code, rec.RunID, rec), nil
}

// decodeRun decodes a saved run and restores its Machine for the tools
// of the run (the Runtime's, or a pinned catalog's), with clock as
// Date.now's. Every failure is a *snapshot.Error.
func (rt *Runtime) decodeRun(state []byte, tools *toolSet, clock func() time.Time, seed uint64) (*savedRun, error) {
	var rec savedRun
	u, err := rt.keys.Unpack(state, &rec) // the signature first, when keyed
	if err != nil {
		return nil, err
	}
	if rec.RunID == "" {
		return nil, &snapshot.Error{Msg: "the state has no run id"}
	}
	c, diag := rt.compile(rec.Code, nil)
	if diag != nil {
		return nil, &snapshot.Error{Msg: "the saved program does not compile here: " + diag.Message}
	}
	if err := rec.check(tools.kinds); err != nil {
		return nil, err
	}
	// The bytes may come from anyone who can write where snapshots are
	// kept: the host's limits bound the run whatever they say.
	rec.limits = rec.Limits.limits().Stricter(rt.limits)
	host, err := rt.restoreHost(rec.Host)
	if err != nil {
		return nil, err
	}
	cfg := rt.vmConfig(rec.RunID, rec.limits, tools, rec.Host.Bindings, clock, seed)
	// Through rec: a round-trip test driver may replace its registry.
	cfg.HostRefLive = func(ref int64) bool { return rec.host.live(ref) }
	m, err := u.Restore(c.prog, cfg) // a *snapshot.Error
	if err != nil {
		return nil, err
	}
	if err := rec.checkMachine(m); err != nil {
		return nil, err
	}
	rec.machine, rec.host = m, host
	return &rec, nil
}

// check validates the Session record against itself and the run's tools.
func (rec *savedRun) check(kinds map[string]durabletools.Kind) error {
	// Every recorded call was counted when admitted (search calls are
	// counted too, without a record): a lower count would grant calls.
	if rec.Admitted < len(rec.Calls) || rec.ActiveNs < 0 || rec.Limits.limits().validate() != nil {
		return &snapshot.Error{Msg: "malformed run record"}
	}
	byID := map[int64]*ToolCall{}
	for i := range rec.Calls {
		c := &rec.Calls[i]
		if c.ID <= 0 || byID[c.ID] != nil || !hasKind(kinds, c.Path) {
			return &snapshot.Error{Msg: fmt.Sprintf("malformed or foreign tool call record %d (%q)", c.ID, c.Path)}
		}
		byID[c.ID] = c
	}
	running := 0
	for _, c := range rec.Calls {
		if c.Status == CallRunning {
			running++
		}
	}
	if running != len(rec.Pending) {
		return &snapshot.Error{Msg: "malformed run record: in-flight calls do not match"}
	}
	var last int64
	for _, p := range rec.Pending {
		c := byID[p.ID]
		if p.ID <= last || c == nil || c.Status != CallRunning || c.Path != p.Path {
			return &snapshot.Error{Msg: fmt.Sprintf("malformed in-flight call %d", p.ID)}
		}
		last = p.ID
		if p.Started && kinds[p.Path] != durabletools.KindDurable {
			return &snapshot.Error{Msg: fmt.Sprintf("call %d (%s) was started as durable, but the tool here is not durable", p.ID, p.Path)}
		}
	}
	return nil
}

// checkMachine checks the record against the restored Machine: each of
// the record's calls in flight is a call the Machine waits for, so the
// outcome the driver delivers has a call to settle, and no host call is
// left untaken (a Session takes them after every Run). (The Machine may
// wait for more: the round-trip tests save extension calls in flight.)
func (rec *savedRun) checkMachine(m *vm.Machine) error {
	if len(m.TakeHostCalls()) > 0 {
		return &snapshot.Error{Msg: "malformed state: host calls not taken by the driver"}
	}
	pending := m.PendingCalls() // ascending, as rec.Pending
	for _, p := range rec.Pending {
		for len(pending) > 0 && pending[0] < p.ID {
			pending = pending[1:]
		}
		if len(pending) == 0 || pending[0] != p.ID {
			return &snapshot.Error{Msg: fmt.Sprintf("malformed state: call %d in flight is not the machine's", p.ID)}
		}
	}
	return nil
}

func hasKind(kinds map[string]durabletools.Kind, path string) bool {
	_, ok := kinds[path]
	return ok
}

// restoreSession makes the Session of a resumed run, on the tools of opts
// (the Runtime's, or a pinned catalog: the ones rec was checked against).
func (rt *Runtime) restoreSession(rec *savedRun, opts RunOptions) *Session {
	s := &Session{
		rt:       rt,
		limits:   rec.limits,
		runID:    rec.RunID,
		tools:    rt.toolSetFor(opts),
		m:        rec.machine,
		byID:     map[int64]*ToolCall{},
		admitted: rec.Admitted,
		active:   time.Duration(rec.ActiveNs),
		code:     rec.Code,
		bindings: rec.Host.Bindings,
		host:     rec.host,
	}
	if s.host == nil {
		s.host = &hostRegistry{}
	}
	for i := range rec.Calls {
		c := rec.Calls[i]
		s.m.RestoreHostRetained(c.size())
		s.calls = append(s.calls, &c)
		s.byID[c.ID] = &c
		if c.Status == CallRunning {
			s.inFlight++
		}
	}
	return s
}
