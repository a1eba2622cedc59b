package vm

import "unsafe"

// A chain of additions, a + b + c + d, makes a string per + in the order
// the language adds: "line " + i + ": " + x makes "line 7", "line 7: ",
// then the whole line, each allocated and copied again by the next. The
// compiler marks the additions whose sum is only the left operand of the
// next one (compile.AddLink) and the chain's last (compile.AddEnd); once
// a link's sum is a string, the VM appends the following operands to a
// buffer (a strChain on the stack, where the sum would be) and makes one
// string at the end. Each operand is still converted (ToPrimitive, then
// ToString) by its own addition, in the language's order, and a string
// too long still throws there. A chain is never seen by the program; a
// snapshot saves it as the string it holds, which the next addition of
// the chain accepts as its left operand.
type strChain struct {
	sb strBuf
}

// maxPooledChain is the largest buffer a finished chain keeps for the
// next one.
const maxPooledChain = 1 << 10

func chainOf(v Value) *strChain {
	if v.kind != KInternal {
		return nil
	}
	c, _ := v.ref.(*strChain)
	return c
}

// addChained is the OpAdd of a chain's link (end false) or last addition.
func (m *Machine) addChained(a, b Value, end bool) (Value, error) {
	c := chainOf(a)
	if c == nil {
		if a.kind != KString || end {
			r, err := m.add(a, b)
			if err != nil || end || r.kind != KString {
				return r, err
			}
			c = m.newChain()
			return m.chainWrite(c, r.ref.(string))
		}
		c = m.newChain()
		c.sb.WriteString(a.ref.(string))
	}
	v, err := m.chainOperand(c, b)
	if err != nil || !end {
		return v, err
	}
	out := string(c.sb.b)
	m.charge(strHeader + len(out))
	m.workBytes(len(out))
	m.releaseChain(c)
	return str(out), nil
}

// addsInto reports whether a chain's last addition, its left operand a,
// and the addition after it, its left operand outer, can run as one
// (addChainedInto).
func (m *Machine) addsInto(outer, a Value) bool {
	return chainOf(a) != nil && outer.kind == KString && outer.ref.(string) != ""
}

// addChainedInto is a chain's last addition (its left operand the chain
// a, its right b) followed at once by outer + the chain's sum, as in s +=
// "line " + i + "\n": the sum is appended to outer without being made a
// string of its own, with the same conversions, charges, steps and errors
// as the two additions. fr is the running frame, its pc at the second
// addition; on return the stack and fr.pc are past it, or at the addition
// that threw. outer must not be empty (the sum itself would be the
// result).
func (m *Machine) addChainedInto(fr *frame, outer, a, b Value) error {
	c := chainOf(a)
	if _, err := m.chainOperand(c, b); err != nil {
		return err
	}
	fr.pc++
	m.sp -= 2
	m.pendingSteps++ // the second addition's step
	sum := unsafe.String(unsafe.SliceData(c.sb.b), len(c.sb.b))
	m.charge(strHeader + len(sum))
	m.workBytes(len(sum))
	s, err := m.concatStrings(outer.ref.(string), sum) // a new string, or outer's buffer extended: never sum's bytes
	m.releaseChain(c)
	if err != nil {
		return err
	}
	m.stack[m.sp-1] = str(s)
	return nil
}

// addOperand is what a + b appends when a is a string: b converted by
// ToPrimitive and ToString, as add converts it.
func (m *Machine) addOperand(b Value) (string, error) {
	if b.kind == KString {
		return b.ref.(string), nil
	}
	pb, err := m.toPrimitive(b, "")
	if err != nil {
		return "", err
	}
	return m.toString(pb)
}

// chainOperand appends b to c, converted as addOperand converts it. An
// integer's digits go straight into the buffer: "item " + i would
// otherwise make a string of them only to copy it.
func (m *Machine) chainOperand(c *strChain, b Value) (Value, error) {
	if b.kind == KNumber && isSafeInteger(b.num) {
		var digits [20]byte
		return m.chainWrite(c, intDigits(&digits, b.num))
	}
	s, err := m.addOperand(b)
	if err != nil {
		return undefined, err
	}
	return m.chainWrite(c, s)
}

// chainWrite appends s to c and returns c's value; a sum past the longest
// string throws as concatStrings does.
func (m *Machine) chainWrite(c *strChain, s string) (Value, error) {
	m.workBytes(len(s))
	if c.sb.WriteString(s); c.sb.tooLong {
		return undefined, m.errStringLength()
	}
	return Value{kind: KInternal, ref: c}, nil
}

func (m *Machine) newChain() *strChain {
	if n := len(m.chains); n > 0 {
		c := m.chains[n-1]
		m.chains = m.chains[:n-1]
		return c
	}
	return &strChain{sb: strBuf{m: m}}
}

// releaseChain keeps a finished chain, whose string has been copied out,
// for the next one.
func (m *Machine) releaseChain(c *strChain) {
	b := c.sb.b[:0]
	if cap(b) > maxPooledChain {
		b = nil
	}
	c.sb = strBuf{b: b, m: m}
	if len(m.chains) < 8 {
		m.chains = append(m.chains, c)
	}
}

// chainString is the string a chain holds so far (for a save or a mark).
func (c *strChain) String() string { return string(c.sb.b) }
