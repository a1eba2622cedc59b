package compile

// Superinstructions. The VM runs Func.Exec, a copy of Code in which an
// instruction that starts a common short sequence is replaced by one
// superinstruction that does the work of the whole sequence in one
// dispatch: `i < n` and its loop test, `x * 3`, `i++` and the jump back.
//
// Only the first instruction of a sequence is replaced; the rest stay in
// Exec as they are in Code. So every pc means the same instruction in
// both, a jump into the middle of a sequence runs the original code from
// there, and what snapshots record (pcs, CodeHash, which digests Code)
// does not depend on fusion.
//
// A superinstruction takes its fast path only when it can do exactly what
// the sequence would: its operands are numbers (an operator on anything
// else may call valueOf or throw), and the step budget has room for every
// instruction of the sequence, which it counts as steps. Otherwise it runs
// the sequence's first instruction, read from Code, and the rest follow
// one at a time. Its own operands A and B are the first instruction's;
// those of the others are read from Code.
const (
	// LoadLocal a; LoadLocal b
	OpFuseLocal2 Opcode = numOpcodes + iota
	// LoadLocal a; binary op (top op a)
	OpFuseLocalOp
	// LoadLocal a; Int k; binary op (a op k)
	OpFuseLocalInt
	// LoadLocal a; Int k; comparison; JumpIfFalse t
	OpFuseLocalIntJump
	// Int k; binary op (top op k)
	OpFuseInt
	// Int k; comparison; JumpIfFalse t
	OpFuseIntJump
	// comparison; JumpIfFalse t
	OpFuseJump
	// binary op; StoreLocal a
	OpFuseOpStore
	// StoreLocal a; LoadLocal b
	OpFuseStoreLoad
	// IncLocal a d; Jump t
	OpFuseIncJump
	// Pop; IncLocal a d; Jump t
	OpFusePopIncJump
	// LoadLocal a; Undef (a callee and its this)
	OpFuseLocalUndef
	// LoadFree a; Undef
	OpFuseFreeUndef
	// Hole; StoreLocal a
	OpFuseHoleStore
	// PopHandler; Jump t
	OpFusePopHandlerJump

	numFusedOpcodes
)

var fusedNames = [...]string{
	OpFuseLocal2 - numOpcodes:         "FuseLocal2",
	OpFuseLocalOp - numOpcodes:        "FuseLocalOp",
	OpFuseLocalInt - numOpcodes:       "FuseLocalInt",
	OpFuseLocalIntJump - numOpcodes:   "FuseLocalIntJump",
	OpFuseInt - numOpcodes:            "FuseInt",
	OpFuseIntJump - numOpcodes:        "FuseIntJump",
	OpFuseJump - numOpcodes:           "FuseJump",
	OpFuseOpStore - numOpcodes:        "FuseOpStore",
	OpFuseStoreLoad - numOpcodes:      "FuseStoreLoad",
	OpFuseIncJump - numOpcodes:        "FuseIncJump",
	OpFusePopIncJump - numOpcodes:     "FusePopIncJump",
	OpFuseLocalUndef - numOpcodes:     "FuseLocalUndef",
	OpFuseFreeUndef - numOpcodes:      "FuseFreeUndef",
	OpFuseHoleStore - numOpcodes:      "FuseHoleStore",
	OpFusePopHandlerJump - numOpcodes: "FusePopHandlerJump",
}

// FusedLen is how many instructions of Code the superinstruction op
// stands for (1 for an instruction that is not one).
func FusedLen(op Opcode) int {
	switch op {
	case OpFuseLocal2, OpFuseLocalOp, OpFuseInt, OpFuseJump, OpFuseOpStore, OpFuseStoreLoad, OpFuseIncJump,
		OpFuseLocalUndef, OpFuseFreeUndef, OpFuseHoleStore, OpFusePopHandlerJump:
		return 2
	case OpFuseLocalInt, OpFuseIntJump, OpFusePopIncJump:
		return 3
	case OpFuseLocalIntJump:
		return 4
	}
	return 1
}

// NumberOperator reports whether op is a binary operator that a
// superinstruction may fuse: on two numbers it neither calls into the
// program nor throws.
func NumberOperator(op Opcode) bool {
	switch op {
	case OpAdd, OpSub, OpMul, OpDiv, OpMod, OpShl, OpShr, OpUShr, OpBitAnd, OpBitOr, OpBitXor:
		return true
	}
	return Comparison(op)
}

// Comparison reports whether op is a binary operator that gives a boolean
// and that a superinstruction may fuse with the conditional jump after it.
func Comparison(op Opcode) bool {
	switch op {
	case OpLt, OpLtEq, OpGt, OpGtEq, OpStrictEq, OpStrictNotEq, OpEq, OpNotEq:
		return true
	}
	return false
}

// fuse makes f.Exec. When Code has spare capacity for it (the compiler
// grows Code by doubling), Exec takes it and costs no allocation; Code's
// capacity is cut to its length so that nothing appended to Code can write
// into Exec.
func fuse(f *Func) {
	n := len(f.Code)
	code := f.Code
	var exec []Instr
	if cap(code) >= 2*n {
		exec = code[n : 2*n : 2*n]
	} else {
		exec = make([]Instr, n)
	}
	f.Code = code[:n:n]
	copy(exec, code)
	for i := range code {
		if op := fusedAt(code, i); op != 0 {
			exec[i].Op = op
		}
	}
	f.Exec = exec
}

// fusedAt is the superinstruction that replaces code[i], or 0 (OpNop) for
// none: the longest sequence that starts there.
func fusedAt(code []Instr, i int) Opcode {
	op := func(j int) Opcode {
		if i+j < len(code) {
			return code[i+j].Op
		}
		return OpNop
	}
	switch op(0) {
	case OpLoadLocal:
		switch {
		case op(1) == OpInt && Comparison(op(2)) && op(3) == OpJumpIfFalse:
			return OpFuseLocalIntJump
		case op(1) == OpInt && NumberOperator(op(2)):
			return OpFuseLocalInt
		case op(1) == OpLoadLocal:
			return OpFuseLocal2
		case NumberOperator(op(1)):
			return OpFuseLocalOp
		case op(1) == OpUndef:
			return OpFuseLocalUndef
		}
	case OpLoadFree:
		if op(1) == OpUndef {
			return OpFuseFreeUndef
		}
	case OpHole:
		if op(1) == OpStoreLocal {
			return OpFuseHoleStore
		}
	case OpPopHandler:
		if op(1) == OpJump {
			return OpFusePopHandlerJump
		}
	case OpInt:
		switch {
		case Comparison(op(1)) && op(2) == OpJumpIfFalse:
			return OpFuseIntJump
		case NumberOperator(op(1)):
			return OpFuseInt
		}
	case OpStoreLocal:
		if op(1) == OpLoadLocal {
			return OpFuseStoreLoad
		}
	case OpIncLocal:
		if op(1) == OpJump {
			return OpFuseIncJump
		}
	case OpPop:
		if op(1) == OpIncLocal && op(2) == OpJump {
			return OpFusePopIncJump
		}
	default:
		switch {
		case Comparison(op(0)) && op(1) == OpJumpIfFalse:
			return OpFuseJump
		case NumberOperator(op(0)) && op(1) == OpStoreLocal:
			return OpFuseOpStore
		}
	}
	return OpNop
}

// prepare makes what the VM reads of f and the functions nested in it
// beside their bytecode: Exec and PlainFrame.
func prepare(f *Func) {
	fuse(f)
	f.PlainFrame = f.Rest < 0 && !f.UsesArguments && !f.IsAsync && !f.IsGenerator && !f.IsClassConstructor
	for _, sub := range f.Funcs {
		prepare(sub)
	}
}
