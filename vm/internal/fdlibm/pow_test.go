package fdlibm

import (
	"math"
	"testing"
)

// TestJSPowMatchesNode checks Pow bit for bit against node 20's x ** y
// (V8's fdlibm pow), including cases where Go's math.Pow differs.
func TestJSPowMatchesNode(t *testing.T) {
	nan := math.NaN()
	cases := []struct {
		x, y float64
		bits uint64 // node's result
	}{
		{10, -5, 0x3ee4f8b588e368f0},                   // 0.000009999999999999999
		{10, -4, 0x3f1a36e2eb1c432c},                   // 0.00009999999999999999
		{10, -17, 0x3c670ef54646d496},                  // 9.999999999999999e-18
		{1.05, 10, 0x3ffa0ff3cfea3a54},                 // 1.6288946267774422
		{1.1, 3, 0x3ff54bc6a7ef9db4},                   // 1.3310000000000004
		{7, 1.0 / 3, 0x3ffe9b5dba58189d},               // 1.912931182772389
		{-2, 3, 0xc020000000000000},                    // -8
		{0.1, 3, 0x3f50624dd2f1a9fd},                   // 0.0010000000000000002
		{1.0000001, 10000000, 0x4005bf0a790ce6f2},      // 2.7182816941320818
		{2, -1074, 0x0000000000000001},                 // 5e-324
		{2, 1024, 0x7ff0000000000000},                  // Infinity
		{math.Copysign(0, -1), -3, 0xfff0000000000000}, // -Infinity
		{math.Inf(1), -0.5, 0x0000000000000000},        // 0
		{nan, 0, 0x3ff0000000000000},                   // 1
		{1e-310, 0.5, 0x1fc1297872d9cbae},              // 9.999999999999986e-156
		{123.456, -7.89, 0x3c8224ec1169f129},           // 3.1475216724926214e-17
		{1.5, 1023.9, 0x655ec33849aada42},              // 1.9945280441794488e+180
	}
	for _, c := range cases {
		if got := Pow(c.x, c.y); math.Float64bits(got) != c.bits {
			t.Errorf("Pow(%v, %v) = %v (%#x), node %v", c.x, c.y, got, math.Float64bits(got), math.Float64frombits(c.bits))
		}
	}
	for _, c := range [][2]float64{{-8, 1.0 / 3}, {1, math.Inf(1)}, {-1, math.Inf(-1)}, {nan, 1}, {2, nan}} {
		if got := Pow(c[0], c[1]); got == got {
			t.Errorf("Pow(%v, %v) = %v, want NaN", c[0], c[1], got)
		}
	}
}
