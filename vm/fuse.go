package vm

import "github.com/codemode-go/codemode/vm/compile"

// numberOperator is the binary operator op (one compile.NumberOperator
// accepts) on two numbers, as the interpreter's own case for op computes
// it.
func numberOperator(op compile.Opcode, a, b float64) Value {
	switch op {
	case compile.OpAdd:
		return Value{kind: KNumber, num: a + b}
	case compile.OpSub:
		return Value{kind: KNumber, num: a - b}
	case compile.OpMul:
		return Value{kind: KNumber, num: a * b}
	case compile.OpMod:
		// Positive integers, the usual case (i % 3), without numberOp's
		// general one; numberOp keeps zero's sign and the rest.
		if ia, ib := int64(a), int64(b); ia > 0 && ib > 0 && float64(ia) == a && float64(ib) == b {
			return Value{kind: KNumber, num: float64(ia % ib)}
		}
	case compile.OpLt:
		return boolean(a < b)
	case compile.OpLtEq:
		return boolean(a <= b)
	case compile.OpGt:
		return boolean(a > b)
	case compile.OpGtEq:
		return boolean(a >= b)
	case compile.OpStrictEq, compile.OpEq:
		return boolean(a == b)
	case compile.OpStrictNotEq, compile.OpNotEq:
		return boolean(a != b)
	}
	return Value{kind: KNumber, num: numberOp(op, a, b)}
}

// numberComparison is the comparison op (compile.Comparison) of two
// numbers, for the superinstructions that jump on it. It repeats
// numberOperator's comparisons: going through numberOperator's Value made
// the loop test about 8% slower (BenchmarkLoop1e6).
func numberComparison(op compile.Opcode, a, b float64) bool {
	switch op {
	case compile.OpLt:
		return a < b
	case compile.OpLtEq:
		return a <= b
	case compile.OpGt:
		return a > b
	case compile.OpGtEq:
		return a >= b
	case compile.OpStrictEq, compile.OpEq:
		return a == b
	}
	return a != b // OpStrictNotEq, OpNotEq
}
