package vm

import "testing"

// TestObjectSitesForgetOnReturn: the objects the literal sites remember
// are forgotten when Run returns (a parked run holds nothing the program
// dropped) and when a mark runs, and a later literal at the same site
// still gets room for its properties.
func TestObjectSitesForgetOnReturn(t *testing.T) {
	p := mustCompile(t, `
		let kept = 0
		for (let i = 0; i < 100; i++) {
			const o = { a: i, b: [i], c: "x" + i, d: null, e: true }
			kept += Object.keys(o).length
		}
		const r = await tools.t.wait({})
		const o = { a: 1, b: 2, c: 3 }
		return kept + Object.keys(o).length + r.n`)
	m := New(p, Config{Tools: []string{"t.wait"}})
	if st := m.Run(1 << 30); st != StatusBlocked {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	if m.objectSites == nil {
		t.Fatal("100 literals made no sites")
	}
	for i, e := range m.objectSites {
		if e.site != nil || e.last != nil {
			t.Fatalf("site %d still remembers an object after Run returned", i)
		}
	}
	calls := m.TakeHostCalls()
	if err := m.Settle(calls[0].ID, []byte(`{"n": 1}`), nil); err != nil {
		t.Fatal(err)
	}
	if st := m.Run(1 << 30); st != StatusDone {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	if got := string(m.Result()); got != "504" {
		t.Fatalf("result %s, want 504", got)
	}

	// A site's next object gets room for the last one's properties, up to
	// maxPresizedProps; a mark forgets.
	m = New(mustCompile(t, `return 1`), Config{})
	m.objectSites = new(objectSites)
	site := &p.Main.Code[0]
	first := m.newLiteralObject(site, 3)
	for _, k := range []string{"a", "b", "c", "d", "e"} {
		first.setOwn(k, num(1))
	}
	if second := m.newLiteralObject(site, 3); cap(second.plist) != 5 || len(second.plist) != 0 {
		t.Fatalf("second object: len %d cap %d, want 0 and 5", len(second.plist), cap(second.plist))
	}
	m.dropUnmarked()
	if e := m.objectSites[3]; e.site != nil || e.last != nil {
		t.Fatal("a mark left the site's object")
	}
}
