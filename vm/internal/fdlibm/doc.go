// Package fdlibm is JavaScript's Math functions computed the way V8
// computes them, so that results match node to the last bit.
//
// V8 implements Math.pow (and **), exp, log, log2, log10, cbrt, sin, cos,
// tan, asin, acos, atan, atan2, sinh, cosh, tanh, asinh and acosh with
// ports of fdlibm (its ieee754 namespace). Those are accurate to within one
// ulp but not correctly rounded, and Go's math package uses other
// algorithms (or assembly), so the last bit often differs, which shows in
// printed results. The functions here take fdlibm's steps with its
// constants. The package has one job and no dependency on the VM: package
// vm's Math object and its exponent operator call it.
package fdlibm
