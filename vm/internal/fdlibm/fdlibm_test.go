package fdlibm

import (
	"math"
	"testing"
)

// TestMathMatchesNode checks the fdlibm ports bit for bit against node 20
// (each case's bits are node's Math.f(x)). Sampling thousands of inputs
// during development found no difference; Go's math package differed on
// 10-30% of them for most of these functions.
func TestMathMatchesNode(t *testing.T) {
	cases := []struct {
		name string
		f    func(float64) float64
		x    float64
		bits uint64
	}{
		{"log", Log, 0.7, 0xbfd6d3c324e13f50},                    // -0.35667494393873245
		{"log", Log, 123.456, 0x401343774f3e2362},                // 4.815884817283264
		{"log", Log, 0.00001, 0xc027069e2aa2aa5b},                // -11.512925464970229
		{"log10", Log10, 1000, 0x4008000000000000},               // 3
		{"log10", Log10, 0.001, 0xc008000000000000},              // -3
		{"log10", Log10, 2, 0x3fd34413509f79ff},                  // 0.3010299956639812
		{"log10", Log10, 123456789, 0x40202edb0d141289},          // 8.09151497716927
		{"log10", Log10, 5e-324, 0xc07434e6420f4374},             // -323.3062153431158
		{"log2", Log2, 3, 0x3ff95c01a39fbd68},                    // 1.584962500721156
		{"log2", Log2, 0.001, 0xc023ee7b471b3a95},                // -9.965784284662087
		{"log2", Log2, 1025, 0x402400b89329ba20},                 // 10.001408194392809
		{"exp", Exp, 1, 0x4005bf0a8b145769},                      // 2.718281828459045
		{"exp", Exp, -2.5, 0x3fb50385c094f425},                   // 0.0820849986238988
		{"exp", Exp, 0.1, 0x3ff1aec7b35a00d4},                    // 1.1051709180756477
		{"exp", Exp, 700, 0x7f0d945df4f8ec8e},                    // 1.0142320547350045e+304
		{"exp", Exp, -745, 0x0000000000000001},                   // 5e-324
		{"cbrt", Cbrt, 27, 0x4008000000000000},                   // 3
		{"cbrt", Cbrt, 2, 0x3ff428a2f98d728b},                    // 1.2599210498948732
		{"cbrt", Cbrt, -0.00001, 0xbf960fb8a566f628},             // -0.02154434690031884
		{"atan", Atan, 0.5, 0x3fddac670561bb4f},                  // 0.4636476090008061
		{"atan", Atan, 3, 0x3ff3fc176b7a8560},                    // 1.2490457723982544
		{"atan", Atan, -10000000000, 0xbff921fb543d4de0},         // -1.5707963266948965
		{"sin", Sin, 1, 0x3feaed548f090cee},                      // 0.8414709848078965
		{"sin", Sin, 1000000, 0xbfd6664b2568d867},                // -0.34999350217129294
		{"sin", Sin, 1e+22, 0xbfeb453ab76bf397},                  // -0.8522008497671888
		{"sin", Sin, 3.14, 0x3f5a18120c2c1274},                   // 0.0015926529164868282
		{"cos", Cos, 1, 0x3fe14a280fb5068c},                      // 0.5403023058681398
		{"cos", Cos, 0.5, 0x3fec1528065b7d50},                    // 0.8775825618903728
		{"cos", Cos, 10000000000, 0x3febf098901c931a},            // 0.873119622676856
		{"tan", Tan, 1, 0x3ff8eb245cbee3a6},                      // 1.5574077246549023
		{"tan", Tan, 1.5, 0x402c33ed50b88777},                    // 14.101419947171719
		{"tan", Tan, -300000, 0x3fbb911615bdd6c4},                // 0.10768259077834857
		{"asin", Asin, 0.3, 0x3fd380159e14f6ff},                  // 0.3046926540153975
		{"asin", Asin, -0.99, 0xbff6de3c6f33d51d},                // -1.4292568534704693
		{"asin", Asin, 0.6, 0x3fe4978fa3269ee1},                  // 0.6435011087932844
		{"acos", Acos, 0.3, 0x3ff441f5ecbeef59},                  // 1.2661036727794992
		{"acos", Acos, -0.7, 0x4002c501446cd5f2},                 // 2.34619382340565
		{"acos", Acos, 0.999, 0x3fa6e634e566a29e},                // 0.044725087168733454
		{"sinh", Sinh, 0.5, 0x3fe0acd00fe63b97},                  // 0.5210953054937474
		{"sinh", Sinh, 3, 0x40240926e70949ae},                    // 10.017874927409903
		{"sinh", Sinh, 30, 0x429370470aec28ed},                   // 5343237290762.231
		{"cosh", Cosh, 0.2, 0x3ff0523184b1ee9d},                  // 1.020066755619076
		{"cosh", Cosh, 5, 0x40528d6fcbeff3aa},                    // 74.20994852478785
		{"cosh", Cosh, 100, 0x48e3494a9b171bf5},                  // 1.3440585709080678e+43
		{"tanh", Tanh, 0.3, 0x3fd2a4dda7d914fa},                  // 0.2913126124515909
		{"tanh", Tanh, 2, 0x3feed9505e1bc3d4},                    // 0.9640275800758169
		{"tanh", Tanh, -10, 0xbfeffffffdc96f35},                  // -0.9999999958776927
		{"asinh", Asinh, 0.5, 0x3fdecc2caec5160a},                // 0.48121182505960347
		{"asinh", Asinh, 7.4365317821502686, 0x4005a1e0cb9b93ff}, // 2.70404204433953
		{"asinh", Asinh, 1000000000, 0x40356a9a0b23d187},         // 21.416413017506354
		{"acosh", Acosh, 1.5, 0x3feecc2caec5160a},                // 0.9624236501192069
		{"acosh", Acosh, 9.41, 0x400774e8dd260136},               // 2.9320847775672076
		{"acosh", Acosh, 10000000000, 0x4037b810429a7c2a},        // 23.7189981105004
	}
	for _, c := range cases {
		if got := c.f(c.x); math.Float64bits(got) != c.bits {
			t.Errorf("%s(%v) = %v, node %v", c.name, c.x, got, math.Float64frombits(c.bits))
		}
	}
	if got := Atan2(1, -1); got != 2.356194490192345 {
		t.Errorf("atan2(1, -1) = %v", got)
	}
	for _, f := range []func(float64) float64{Log, Log10, Log2, Asin, Acos, Acosh} {
		if got := f(-2); got == got {
			t.Errorf("got %v for -2, want NaN", got)
		}
	}
}
