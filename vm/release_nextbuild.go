//go:build codemode_nextbuild

package vm

import (
	"math"
	"strings"
)

// The build tag codemode_nextbuild simulates the VM of the next release,
// to test that what this release saves resumes there (.ci/run runs the
// compatibility tests of vm/ and snapshot/ with the tag). It makes the
// three kinds of change a release makes to the VM, none visible to a
// program that does not look for them:
//
//   - a new built-in: Math.clamp(x, lo, hi), first in Math's property
//     table (so every other entry moves);
//   - a changed self-hosted library function: Array_map's loop is a
//     while loop (same semantics, other bytecode);
//   - changed step accounting: a call costs one step more.
//
// vm.BuildID differs from the default build's (it hashes the built-ins,
// their tables and the library's bytecode).

const callStepCost = 1

func init() {
	if libProg != nil {
		panic("vm: the library was compiled before the next release's changes")
	}
	const mapLoop = `  const r = __newArray(n);
  for (let i = 0; i < n; i++) {
    if (i in o) r[i] = __call(fn, thisArg, o[i], i, o);
  }
  return r;`
	const nextMapLoop = `  const r = __newArray(n);
  let i = 0;
  while (i < n) {
    if (i in o) r[i] = __call(fn, thisArg, o[i], i, o);
    i++;
  }
  return r;`
	if !strings.Contains(libSource, mapLoop) {
		panic("vm: Array_map changed: update release_nextbuild.go")
	}
	libSource = strings.Replace(libSource, mapLoop, nextMapLoop, 1)

	clamp := fn("Math.clamp", 3, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		var v [3]float64
		for i := range v {
			f, err := m.toNumber(arg(args, i))
			if err != nil {
				return undefined, err
			}
			v[i] = f
		}
		return num(math.Min(math.Max(v[0], v[1]), v[2])), nil
	})
	*mathTable = *newTable(append([]lazyEntry{clamp}, mathTable.entries...)...)
}
