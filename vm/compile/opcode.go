package compile

// Opcode is an instruction of the stack machine. Comments show the operand
// stack before -> after ("..." is untouched), and the operands A and B.
type Opcode uint8

const (
	OpNop Opcode = iota

	// Stack shuffling
	OpPop  // v ->
	OpDup  // v -> v v
	OpDup2 // a b -> a b a b
	OpSwap // a b -> b a
	OpPick // A=n: copies the value n below the top: ... x (n values) -> ... x (n values) x
	OpRot3 // a b c -> c a b

	// Constants
	OpUndef          // -> undefined
	OpNull           // -> null
	OpTrue           // -> true
	OpFalse          // -> false
	OpInt            // A=int -> number
	OpConst          // A=const index -> number or string
	OpHole           // -> the empty marker (array holes, uninitialized bindings)
	OpRegExp         // A=pattern const B=flags const -> a new RegExp
	OpTemplateObject // strings raw -> strings (frozen, with raw)

	// Variables. Local slots hold values; captured bindings' slots hold cells.
	OpLoadLocal        // A=slot -> v
	OpLoadLocalChecked // A=slot B=name const: -> v, ReferenceError in the TDZ
	OpStoreLocal       // A=slot: v ->
	OpLoadCell         // A=slot -> v
	OpLoadCellChecked  // A=slot B=name
	OpStoreCell        // A=slot: v ->
	OpNewCell          // A=slot B=1 for undefined, 0 for uninitialized: slot = new cell
	OpBoxLocal         // A=slot: slot = new cell holding the slot's current value
	OpCopyCell         // A=slot: slot = new cell holding the old cell's value (per-iteration let)
	OpLoadFree         // A=free index -> v
	OpLoadFreeChecked  // A=free index B=name
	OpStoreFree        // A=free index: v ->
	OpLoadGlobal       // A=name const -> v (ReferenceError when missing)
	OpTypeofGlobal     // A=name const -> typeof v ("undefined" when missing)
	OpStoreGlobal      // A=name const: v ->
	OpLoadThis         // -> this
	OpLoadCallee       // -> the running function
	OpThrowConst       // A=name const: throws TypeError "Assignment to constant variable."
	OpThrowTDZ         // A=name const: throws ReferenceError "Cannot access 'x' before initialization"

	// Objects and arrays
	OpNewObject     // -> {}
	OpNewArray      // A=capacity -> []
	OpArrayPush     // arr v -> arr
	OpArrayHole     // arr -> arr (appends a hole)
	OpArraySpread   // arr iterable -> arr
	OpInitProp      // A=name const: obj v -> obj
	OpInitElem      // A=1 names an anonymous function value after the key: obj k v -> obj
	OpInitGetter    // A=name const or -1 (computed: obj k f): obj f -> obj
	OpInitSetter    // like OpInitGetter
	OpObjectSpread  // obj src -> obj
	OpGetNamed      // A=name const B=cache slot: o -> v
	OpGetElem       // o k -> v; B=1: k is a private name's key (o.#x, brand-checked)
	OpGetNamedChain // A=name const: like GetNamed inside a callee (tools.ns.missing() finds an unknown-tool function)
	OpSetNamed      // A=name const B=cache slot: o v -> v
	OpSetElem       // o k v -> v; B=1: k is a private name's key
	OpGetMethod     // A=name const: o -> f o
	OpGetMethodElem // o k -> f o; B=1: k is a private name's key
	OpDeleteNamed   // A=name const: o -> bool
	OpDeleteElem    // o k -> bool
	OpCopyRest      // A=n: src k1..kn -> copy of src without keys k1..kn
	OpRequireObject // v -> v (TypeError when null or undefined: destructuring)

	// Functions
	OpClosure    // A=func index -> f
	OpCall       // A=argc B=callee description const or -1: f this args... -> result
	OpCallSpread // B=description: f this argsArray -> result
	OpNew        // A=argc B=description: f args... -> obj
	OpNewSpread  // B=description: f argsArray -> obj
	OpReturn     // v -> (returns, running enclosing finally blocks first)
	OpAwait      // v -> result (suspends the async function)
	OpThrow      // v -> (throws)

	// Control flow
	OpJump                // A=target
	OpJumpIfFalse         // A=target: v ->
	OpJumpIfTrue          // A=target: v ->
	OpJumpIfFalseKeep     // A=target: v -> v (jumps) or -> (falls through)
	OpJumpIfTrueKeep      // A=target
	OpJumpIfNotNullish    // A=target: v -> v (jumps) or -> (falls through)
	OpJumpIfNotUndefined  // A=target: v -> v (jumps) or -> (falls through)
	OpOptionalChain       // A=target B=n: if the value n below the top is nullish, drops the top n+1 values, pushes undefined, jumps
	OpPushCatch           // A=catch pc: at a throw, the stack is cut back and the exception pushed
	OpPushFinally         // A=finally pc B=completion slot (kind at B, value at B+1)
	OpPopHandler          // drops the innermost handler
	OpEndFinally          // A=completion slot: resumes the completion saved when the finally block was entered
	OpJumpUnwind          // A=target B=handler depth: break/continue out of try blocks (runs finally blocks)
	OpSetCompletionNormal // A=completion slot: marks a normal entry into the finally block

	// Iteration (the iterator lives in a hidden local slot)
	OpGetIterator     // A=slot: v -> (slot = iterator over v)
	OpForInIterator   // A=slot: v -> (slot = iterator over v's enumerable keys)
	OpIterNext        // A=slot B=target: -> v, or jumps when done
	OpIterNextOrUndef // A=slot: -> v (undefined when done)
	OpIterRest        // A=slot: -> array of the remaining values
	OpIterClose       // A=slot: closes the iterator (break out of for-of); B=1 ignores errors of its return method

	// Operators
	OpAdd // B: AddLink when the sum is the left operand of the next OpAdd, AddEnd for the last of such a chain
	OpSub
	OpMul
	OpDiv
	OpMod
	OpExp
	OpShl
	OpShr
	OpUShr
	OpBitAnd
	OpBitOr
	OpBitXor
	OpEq
	OpNotEq
	OpStrictEq
	OpStrictNotEq
	OpLt
	OpLtEq
	OpGt
	OpGtEq
	OpIn
	OpInstanceof
	OpNeg
	OpPlus // unary +: ToNumber
	OpNot
	OpBitNot
	OpTypeof
	OpInc           // numeric v -> v+1
	OpDec           // numeric v -> v-1
	OpToNumeric     // v -> ToNumeric(v) (postfix ++/--)
	OpConcat        // A=n: v1..vn -> the concatenation of ToString of each (template literals)
	OpIncLocal      // A=slot B=+1 or -1: slot = ToNumeric(slot) + B (i++ as a statement)
	OpToPropertyKey // B=1: o k -> o key, a TypeError first when o is null or undefined (a compound assignment reads o[k])

	// Classes
	OpClass              // A=constructor func index B=1 with a superclass: [super] -> ctor proto
	OpDefineMethod       // A=name const or -1 (computed: key below f) B=flags (1 static, 2 getter, 4 setter): ctor proto [k] f -> ctor proto
	OpDefineField        // A=name const or -1 (computed): target [k] v -> target (an own enumerable data property)
	OpSuperCall          // A=argc B=slot: args... -> this (constructs the parent class with new.target; slot B keeps the this it had, for OpSuperBound)
	OpSuperCallSpread    // B=slot: argsArray -> this (like OpSuperCall)
	OpSuperGet           // A=name const: -> super[name] (with this as receiver); B=1: this -> super[name] (an arrow's lexical this)
	OpSuperGetElem       // k -> super[k]; B=1: this k -> super[k]
	OpNewTarget          // -> new.target
	OpYield              // A=0: v -> sent value (suspends the generator); A=1 (yield*): result -> sent mode (the inner result object is handed on as it is)
	OpInitialYield       // a generator's parameters are initialized: suspends it and delivers the generator object
	OpAsyncYield         // async generators; A=0: v -> sent (a return request continues at B with the value); A=1 (yield*): v -> sent mode
	OpGetIterObj         // A=1 for async: v -> iterator next (GetIterator; async wraps a sync iterator); B=source text const+1 (for await) or 0
	OpYieldStarCall      // B=target: it next recv mode -> result (calls next/throw/return); with mode return and no return method: -> recv, jumps to B
	OpIterResult         // A=target B=flags: result -> value (not done) or jumps when done; B&1 pushes the value when done, B&2 keeps the result object when not done
	OpIterReturnMethod   // A=target: it -> f it (the iterator's return method), or pops and jumps when it has none
	OpCheckObject        // v -> (TypeError when v is not an object: an iterator result)
	OpInitPrivateMethods // copies the class's private methods onto this (field initialization); B=1: ctor this -> (super() in an arrow: the constructor and its this)
	OpSetHome            // A=n: f -> f (f's home object for super becomes the object n below f)
	OpSetProtoLit        // obj v -> obj ({__proto__: v}: v becomes the prototype when it is an object or null)
	OpSuperCallArrow     // A=argc B=1 spread (one args array): ctor nt args... -> this (super() inside an arrow: the enclosing constructor and new.target)
	OpCheckThis          // v -> v (ReferenceError when a derived constructor's this is still undefined)
	OpSetThis            // this ctor -> this (super() inside an arrow binds this in the running frame of constructor ctor; ReferenceError when bound already)

	// Intrinsics for self-hosted library code only.
	OpIntrinsic // A=intrinsic id B=argc: args... -> v

	OpSuperSet     // A=name const: v -> v (super[name] = v with this as receiver); B=1: this v -> v (an arrow's lexical this)
	OpSuperSetElem // k v -> v (super[k] = v); B=1: this k v -> v

	OpNewPrivateName // A=key prefix const: -> a private name's key, new at every evaluation of its class
	OpSuperBound     // A=slot: ReferenceError when this was bound already before the super() that just returned (slot holds that this); B=1: this -> (the same check of a popped this)

	OpWithBase // A=name const B=n: w1..wn -> the innermost (top) with object that has the name and does not list it in its Symbol.unscopables, or undefined
	OpToObject // v -> ToObject(v) (TypeError when null or undefined: a with statement's object)
	OpWithSet  // A=name const: o v -> v (o.name = v for a name a with object binds; in strict code a ReferenceError when o no longer has it)
	OpThrowRef // A=message const: throws a ReferenceError (delete super.x)

	numOpcodes
)

var opNames = [...]string{
	OpNop: "Nop", OpPop: "Pop", OpDup: "Dup", OpDup2: "Dup2", OpSwap: "Swap", OpPick: "Pick", OpRot3: "Rot3",
	OpUndef: "Undef", OpNull: "Null", OpTrue: "True", OpFalse: "False", OpInt: "Int", OpConst: "Const", OpHole: "Hole", OpRegExp: "RegExp", OpTemplateObject: "TemplateObject",
	OpLoadLocal: "LoadLocal", OpLoadLocalChecked: "LoadLocalChecked", OpStoreLocal: "StoreLocal",
	OpLoadCell: "LoadCell", OpLoadCellChecked: "LoadCellChecked", OpStoreCell: "StoreCell", OpNewCell: "NewCell",
	OpBoxLocal: "BoxLocal", OpCopyCell: "CopyCell", OpLoadFree: "LoadFree", OpLoadFreeChecked: "LoadFreeChecked",
	OpStoreFree: "StoreFree", OpLoadGlobal: "LoadGlobal", OpTypeofGlobal: "TypeofGlobal", OpStoreGlobal: "StoreGlobal",
	OpLoadThis: "LoadThis", OpLoadCallee: "LoadCallee", OpThrowConst: "ThrowConst", OpThrowTDZ: "ThrowTDZ",
	OpNewObject: "NewObject", OpNewArray: "NewArray", OpArrayPush: "ArrayPush", OpArrayHole: "ArrayHole",
	OpArraySpread: "ArraySpread", OpInitProp: "InitProp", OpInitElem: "InitElem", OpInitGetter: "InitGetter",
	OpInitSetter: "InitSetter", OpObjectSpread: "ObjectSpread", OpGetNamed: "GetNamed", OpGetElem: "GetElem", OpGetNamedChain: "GetNamedChain",
	OpSetNamed: "SetNamed", OpSetElem: "SetElem", OpGetMethod: "GetMethod", OpGetMethodElem: "GetMethodElem",
	OpDeleteNamed: "DeleteNamed", OpDeleteElem: "DeleteElem", OpCopyRest: "CopyRest", OpRequireObject: "RequireObject",
	OpClosure: "Closure", OpCall: "Call", OpCallSpread: "CallSpread", OpNew: "New", OpNewSpread: "NewSpread",
	OpReturn: "Return", OpAwait: "Await", OpThrow: "Throw",
	OpJump: "Jump", OpJumpIfFalse: "JumpIfFalse", OpJumpIfTrue: "JumpIfTrue", OpJumpIfFalseKeep: "JumpIfFalseKeep",
	OpJumpIfTrueKeep: "JumpIfTrueKeep", OpJumpIfNotNullish: "JumpIfNotNullish", OpJumpIfNotUndefined: "JumpIfNotUndefined",
	OpOptionalChain: "OptionalChain", OpPushCatch: "PushCatch", OpPushFinally: "PushFinally", OpPopHandler: "PopHandler",
	OpEndFinally: "EndFinally", OpJumpUnwind: "JumpUnwind", OpSetCompletionNormal: "SetCompletionNormal",
	OpGetIterator: "GetIterator", OpForInIterator: "ForInIterator", OpIterNext: "IterNext",
	OpIterNextOrUndef: "IterNextOrUndef", OpIterRest: "IterRest", OpIterClose: "IterClose",
	OpAdd: "Add", OpSub: "Sub", OpMul: "Mul", OpDiv: "Div", OpMod: "Mod", OpExp: "Exp", OpShl: "Shl", OpShr: "Shr",
	OpUShr: "UShr", OpBitAnd: "BitAnd", OpBitOr: "BitOr", OpBitXor: "BitXor", OpEq: "Eq", OpNotEq: "NotEq",
	OpStrictEq: "StrictEq", OpStrictNotEq: "StrictNotEq", OpLt: "Lt", OpLtEq: "LtEq", OpGt: "Gt", OpGtEq: "GtEq",
	OpIn: "In", OpInstanceof: "Instanceof", OpNeg: "Neg", OpPlus: "Plus", OpNot: "Not", OpBitNot: "BitNot",
	OpTypeof: "Typeof", OpInc: "Inc", OpDec: "Dec", OpToNumeric: "ToNumeric", OpConcat: "Concat", OpIncLocal: "IncLocal",
	OpToPropertyKey: "ToPropertyKey", OpIntrinsic: "Intrinsic",
	OpClass: "Class", OpDefineMethod: "DefineMethod", OpDefineField: "DefineField", OpSuperCall: "SuperCall",
	OpSuperCallSpread: "SuperCallSpread", OpSuperGet: "SuperGet", OpSuperGetElem: "SuperGetElem", OpNewTarget: "NewTarget", OpYield: "Yield",
	OpInitialYield: "InitialYield", OpAsyncYield: "AsyncYield", OpGetIterObj: "GetIterObj", OpYieldStarCall: "YieldStarCall",
	OpIterResult: "IterResult", OpIterReturnMethod: "IterReturnMethod", OpCheckObject: "CheckObject",
	OpInitPrivateMethods: "InitPrivateMethods", OpSetHome: "SetHome", OpSetProtoLit: "SetProtoLit",
	OpSuperCallArrow: "SuperCallArrow", OpCheckThis: "CheckThis", OpSetThis: "SetThis",
	OpSuperSet: "SuperSet", OpSuperSetElem: "SuperSetElem", OpNewPrivateName: "NewPrivateName", OpSuperBound: "SuperBound",
	OpWithBase: "WithBase", OpToObject: "ToObject", OpWithSet: "WithSet", OpThrowRef: "ThrowRef",
}

func (op Opcode) String() string {
	if int(op) < len(opNames) && opNames[op] != "" {
		return opNames[op]
	}
	if op >= numOpcodes && op < numFusedOpcodes {
		return fusedNames[op-numOpcodes]
	}
	return "Op?"
}

// stackEffect is the change of the operand stack depth an instruction makes
// (on its fall-through path). The compiler uses it to size each frame.
func stackEffect(in Instr) int {
	switch in.Op {
	case OpNop, OpIncLocal, OpSwap, OpRot3, OpNewCell, OpBoxLocal, OpCopyCell, OpThrowConst, OpThrowTDZ, OpThrowRef,
		OpGetNamed, OpGetNamedChain, OpRequireObject, OpToObject, OpJump, OpPushCatch, OpPushFinally, OpPopHandler, OpEndFinally, OpJumpUnwind,
		OpSetCompletionNormal, OpIterClose, OpNeg, OpPlus, OpNot, OpBitNot, OpTypeof, OpInc, OpDec, OpToNumeric,
		OpArrayHole, OpDeleteNamed, OpToPropertyKey, OpReturn, OpAwait, OpInitialYield, OpIterResult, OpSetHome:
		return 0
	case OpYield, OpAsyncYield:
		return int(in.A)
	case OpGetIterObj, OpIterReturnMethod:
		return 1
	case OpYieldStarCall:
		return -3
	case OpCheckObject, OpSetProtoLit:
		return -1
	case OpTemplateObject, OpPop, OpStoreLocal, OpStoreCell, OpStoreFree, OpStoreGlobal, OpArrayPush, OpArraySpread, OpInitProp,
		OpObjectSpread, OpGetElem, OpSetNamed, OpWithSet, OpDeleteElem, OpJumpIfFalse, OpJumpIfTrue, OpJumpIfFalseKeep,
		OpJumpIfTrueKeep, OpJumpIfNotNullish, OpJumpIfNotUndefined, OpThrow, OpGetIterator, OpForInIterator,
		OpAdd, OpSub, OpMul, OpDiv, OpMod, OpExp, OpShl, OpShr, OpUShr, OpBitAnd, OpBitOr, OpBitXor, OpEq, OpNotEq,
		OpStrictEq, OpStrictNotEq, OpLt, OpLtEq, OpGt, OpGtEq, OpIn, OpInstanceof:
		return -1
	case OpDup, OpPick, OpUndef, OpNull, OpTrue, OpFalse, OpInt, OpConst, OpHole, OpRegExp, OpLoadLocal, OpLoadLocalChecked,
		OpLoadCell, OpLoadCellChecked, OpLoadFree, OpLoadFreeChecked, OpLoadGlobal, OpTypeofGlobal, OpNewObject, OpLoadCallee, OpLoadThis,
		OpNewArray, OpGetMethod, OpClosure, OpIterNext, OpIterNextOrUndef, OpIterRest:
		return 1
	case OpDup2:
		return 2
	case OpInitElem, OpSetElem:
		return -2
	case OpInitGetter, OpInitSetter:
		if in.A < 0 {
			return -2
		}
		return -1
	case OpGetMethodElem:
		return 0
	case OpCopyRest:
		return -int(in.A)
	case OpCall:
		return -int(in.A) - 1
	case OpCallSpread:
		return -2
	case OpNew:
		return -int(in.A)
	case OpNewSpread:
		return -1
	case OpOptionalChain:
		return 0
	case OpConcat:
		return 1 - int(in.A)
	case OpWithBase:
		return 1 - int(in.B)
	case OpIntrinsic:
		return 1 - int(in.B)
	case OpClass:
		if in.B == 1 {
			return 1
		}
		return 2
	case OpDefineMethod, OpDefineField:
		if in.A < 0 {
			return -2
		}
		return -1
	case OpSuperCall:
		return 1 - int(in.A)
	case OpSuperCallSpread:
		return 0
	case OpSuperGetElem:
		return -int(in.B)
	case OpSuperGet:
		return 1 - int(in.B)
	case OpSuperSet:
		return -int(in.B)
	case OpSuperSetElem:
		return -1 - int(in.B)
	case OpNewTarget, OpNewPrivateName:
		return 1
	case OpSuperCallArrow:
		if in.B == 1 {
			return -2
		}
		return -1 - int(in.A)
	case OpSetThis:
		return -1
	case OpSuperBound:
		return -int(in.B)
	case OpInitPrivateMethods:
		return -2 * int(in.B)
	}
	return 0
}

// OpAdd's B marks a chain of additions (a + b + c): the sums before the
// last one are only ever the left operand of the next addition, so the VM
// may build them in one buffer instead of as strings (vm/concat_chain.go).
const (
	AddLink int32 = 1 // the sum is the left operand of the next OpAdd
	AddEnd  int32 = 2 // the last OpAdd of a chain
)
