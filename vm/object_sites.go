package vm

import "github.com/codemode-go/codemode/vm/compile"

// Object literal sites remember the object they made last, so that the
// next object made there gets a property list with room for as many
// properties as that one has now: a literal of seven properties, or an
// object filled in by the code after it, is then made without growing its
// list four times. Only the list's capacity depends on it, never what a
// program sees, charges or saves; a restored Machine starts with no sites.
//
// A remembered object is not a root of the memory account, so it must
// not outlive the program's own references by long: each mark and the end
// of each Run forget the objects (forgetObjectSites), and what they held
// is then garbage, as it is for the account.
type objectSites [objectSiteCount]objectSite

type objectSite struct {
	site *compile.Instr // the NewObject instruction, in its function's shared code
	last *Object        // the object it made last
}

const (
	objectSiteCount = 64
	// objectSitesAfter is how many literals a run makes before it makes
	// its sites: a short run never pays for them.
	objectSitesAfter = 32
	// maxPresizedProps bounds the room given: an object used as a large
	// dictionary must not make every later one at its site as large.
	maxPresizedProps = 16
)

// newLiteralObject is the object of the NewObject instruction site, the
// instruction at pc in its code.
func (m *Machine) newLiteralObject(site *compile.Instr, pc int) *Object {
	o := m.newObject()
	if m.objectSites == nil {
		if m.literals++; m.literals < objectSitesAfter {
			return o
		}
		m.objectSites = new(objectSites)
	}
	e := &m.objectSites[pc%objectSiteCount]
	if e.site == site {
		if n := len(e.last.plist); n > 1 {
			o.plist = make([]prop, 0, min(n, maxPresizedProps))
		}
	}
	e.site, e.last = site, o
	return o
}

// forgetObjectSites drops the remembered objects (the sites learn again
// from the next ones).
func (m *Machine) forgetObjectSites() {
	if m.objectSites != nil {
		clear(m.objectSites[:])
	}
}
