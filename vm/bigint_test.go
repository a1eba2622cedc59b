package vm

import (
	"math"
	"math/big"
	"strings"
	"testing"
	"time"
)

func TestStringToBigInt(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string // "" for a SyntaxError
	}{
		{"", "0"}, {"  ", "0"}, {"12", "12"}, {" -7\n", "-7"}, {"+8", "8"}, {"0x1F", "31"}, {"0o17", "15"},
		{"0b101", "5"}, {"00012", "12"}, {"-0", "0"},
		{"-0x10", ""}, {"+0x1", ""}, {"0x", ""}, {"1.5", ""}, {"1e3", ""}, {"1_000", ""}, {"12n", ""},
		{"+", ""}, {"-", ""}, {"0b102", ""}, {"Infinity", ""},
	} {
		b, ok := stringToBigInt(tc.in)
		switch {
		case tc.want == "" && ok:
			t.Errorf("%q: got %v, want no BigInt", tc.in, b)
		case tc.want != "" && (!ok || b.String() != tc.want):
			t.Errorf("%q: got %v %v, want %s", tc.in, b, ok, tc.want)
		}
	}
}

func TestCompareBigIntNumber(t *testing.T) {
	big53 := new(big.Int).Lsh(big.NewInt(1), 53)
	big53p1 := new(big.Int).Add(big53, big.NewInt(1))
	for _, tc := range []struct {
		b    *big.Int
		f    float64
		want int
		ok   bool
	}{
		{big.NewInt(1), 1.5, -1, true},
		{big.NewInt(2), 1.5, 1, true},
		{big.NewInt(0), math.Copysign(0, -1), 0, true},
		{big53p1, 1 << 53, 1, true}, // 2^53+1 is not the float 2^53
		{big53, 1 << 53, 0, true},
		{big.NewInt(-1), math.Inf(-1), 1, true},
		{big.NewInt(1), math.NaN(), 0, false},
	} {
		c, ok := compareBigIntNumber(tc.b, tc.f)
		if c != tc.want || ok != tc.ok {
			t.Errorf("%v vs %v: got %d %v, want %d %v", tc.b, tc.f, c, ok, tc.want, tc.ok)
		}
	}
}

// TestBigIntSizeLimit checks that results above maxBigIntBits fail before
// they are computed (quickly), and that the largest allowed ones work.
func TestBigIntSizeLimit(t *testing.T) {
	start := time.Now()
	prog := mustCompile(t, `
const r = [];
for (const f of [() => 3n ** 10000000n, () => 1n << 100000000n, () => (2n ** 8388000n) * (2n ** 8388000n), () => 2n ** (2n ** 64n)]) {
  try { f(); r.push("ok") } catch (e) { r.push(e.name) }
}
r.push(String((2n ** 8388607n) >> 8388605n));
return r`)
	m := New(prog, Config{})
	if st := m.Run(1 << 20); st != StatusDone {
		t.Fatalf("%v %v", st, m.Failure())
	}
	want := `["RangeError","RangeError","RangeError","RangeError","4"]`
	if got := string(m.Result()); got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v", d)
	}
}

// TestBigIntMemoryCharged checks that a BigInt result is charged to the
// memory budget before it is computed.
func TestBigIntMemoryCharged(t *testing.T) {
	for _, src := range []string{`const x = 3n ** 5000000n; return 1`, `const x = 1n << 8000000n; return 1`, `const y = 2n ** 4000000n; const x = y * y; return 1`} {
		prog := mustCompile(t, src)
		m := New(prog, Config{MaxMemoryBytes: 512 << 10})
		st := m.Run(1 << 20)
		if f := m.Failure(); st != StatusFailed || f == nil || !strings.Contains(f.Message, "memory limit exceeded") {
			t.Errorf("%s: %v %s %+v", src, st, m.Result(), f)
		}
	}
}

// TestBigIntHugeDecimal checks that long decimal strings convert quickly
// (math/big's SetString alone is quadratic) and that longer ones than any
// BigInt fail or compare without being parsed.
func TestBigIntHugeDecimal(t *testing.T) {
	start := time.Now()
	prog := mustCompile(t, `
const b = BigInt("7".repeat(2500000));
const r = [String(b % 1000000007n), b > 10n ** 2499999n];
try { BigInt("7".repeat(2600000)) } catch (e) { r.push(e.name + ": " + e.message) }
r.push(1n < "9".repeat(3000000), 1n < "-" + "9".repeat(3000000), String(BigInt("-" + "1".repeat(5000)) % 97n));
return r`)
	m := New(prog, Config{})
	if st := m.Run(1 << 20); st != StatusDone {
		t.Fatalf("%v %v", st, m.Failure())
	}
	want := `["410184829",true,"RangeError: Maximum BigInt size exceeded",true,false,"-52"]`
	if got := string(m.Result()); got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v", d)
	}
}
