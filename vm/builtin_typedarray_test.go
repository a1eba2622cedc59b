package vm

import (
	"strconv"
	"strings"
	"testing"
)

// typedArrayStress calls random methods with random arguments on views of
// resizable buffers that the arguments' valueOf, the callbacks and the
// comparators resize or detach: every call must end in a result or a
// TypeError/RangeError (DataCloneError for a detached clone), never in a
// failure of the run (a Go panic is one).
const typedArrayStress = `let seed = SEED; const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const ctors = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float16Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array];
const vals = [0, -1, 1, 2, 3, 7, 100, -100, 1e9, -0, NaN, Infinity, -Infinity, undefined, null, "2", 1.5, 2 ** 40];
let errs = 0, ok = 0;
for (let iter = 0; iter < 4000; iter++) {
  const C = ctors[rnd(ctors.length)];
  const big = C === BigInt64Array || C === BigUint64Array;
  const rab = new ArrayBuffer(8 * rnd(6), { maxByteLength: 64 });
  let ta;
  try { ta = rnd(2) ? new C(rab) : new C(rab, C.BYTES_PER_ELEMENT * rnd(3), rnd(4)); } catch (e) { errs++; continue; }
  const evil = { valueOf() { rab.resize(8 * rnd(9)); return vals[rnd(vals.length)] | 0; } };
  const arg = () => (rnd(5) === 0 ? evil : vals[rnd(vals.length)]);
  const el = () => (big ? BigInt(rnd(100) - 50) : arg());
  const methods = [
    () => ta.at(arg()), () => ta.copyWithin(arg(), arg(), arg()), () => ta.fill(el(), arg(), arg()), () => ta.includes(el(), arg()),
    () => ta.indexOf(el(), arg()), () => ta.lastIndexOf(el(), arg()), () => ta.join(rnd(2) ? evil : "-"), () => ta.reverse(),
    () => ta.set(rnd(2) ? [el(), el()] : new C(2), arg()), () => ta.slice(arg(), arg()), () => ta.subarray(arg(), arg()),
    () => ta.sort(rnd(2) ? undefined : (a, b) => { rab.resize(8 * rnd(9)); return rnd(3) - 1; }), () => ta.toSorted(), () => ta.toReversed(),
    () => ta.with(arg(), el()), () => ta.map((x) => x), () => ta.filter(() => rnd(2)), () => [...ta.entries()], () => ta.forEach(() => rab.resize(8 * rnd(9))),
    () => ta.reduce((a, b) => b, el()), () => new DataView(rab, arg(), arg()).getFloat64(arg()), () => new DataView(rab).setBigInt64(arg(), 1n),
    () => rab.resize(8 * rnd(10)), () => rab.slice(arg(), arg()), () => ta[arg()] = el(), () => Object.keys(ta).length, () => structuredClone(ta),
    () => rnd(50) === 0 && rab.transfer(), () => new C(ta), () => C.from(ta), () => String(ta), () => JSON.stringify(ta), () => ta.toLocaleString(),
  ];
  for (let k = 0; k < 6; k++) { try { methods[rnd(methods.length)](); ok++; } catch (e) { if (!(e instanceof TypeError || e instanceof RangeError || e.name === "DataCloneError")) throw e; errs++; } }
}
return ok > 0 && errs > 0;
`

func TestTypedArrayStress(t *testing.T) {
	for seed := 1; seed <= 8; seed++ {
		src := strings.Replace(typedArrayStress, "SEED", strconv.Itoa(seed*7919), 1)
		out, err := runProgram(t, src, 1<<30)
		if err != nil {
			t.Fatal(err)
		}
		if out.Status != StatusDone || out.Result != "true" {
			t.Fatalf("seed %d: status %v, result %s, failure %+v", seed, out.Status, out.Result, out.Failure)
		}
	}
}
