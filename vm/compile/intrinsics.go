package compile

// intrinsicNames are the intrinsics, by id: the functions self-hosted
// library code calls as __name(args...) (OpIntrinsic), and import() and
// import declarations in programs (__import, __require). The compiler owns
// the list, as it owns the opcodes: bytecode names an intrinsic by its
// index here, and package vm implements each one (defIntrinsic). The
// order is part of the VM's build (vm.BuildID hashes the names in order),
// so a new intrinsic goes at the end.
var intrinsicNames = [...]string{
	"__taLength",
	"__taSpecies",
	"__taNew",
	"__nullObject",
	"__toPropertyKey",
	"__getOwn",
	"__setOwn",
	"__newMap",
	"__mapGet",
	"__mapSet",
	"__newSet",
	"__setValues",
	"__setHas",
	"__setAdd",
	"__setDelete",
	"__setRecord",
	"__inspectArg",
	"__uspEntries",
	"__toObject",
	"__thisObject",
	"__length",
	"__lengthOf",
	"__toNumber",
	"__toInteger",
	"__relIndex",
	"__calleeText",
	"__rangeError",
	"__nextIndex",
	"__prevIndex",
	"__isCallable",
	"__isArray",
	"__typeError",
	"__inspect",
	"__newArray",
	"__iterToArray",
	"__sortDefault",
	"__promiseResolve",
	"__newCapability",
	"__isObject",
	"__isConstructor",
	"__isPromise",
	"__intrinsicPromise",
	"__isIntrinsicPromise",
	"__getSpecies",
	"__performThen",
	"__lib",
	"__mapIterator",
	"__mapNext",
	"__typedText",
	"__arraySpecies",
	"__createDataProperty",
	"__setOrThrow",
	"__isIntrinsicArray",
	"__getIteratorMethod",
	"__aggregateError",
	"__require",
	"__import",
	"__newIteratorObject",
	"__iteratorRecord",
	"__isIteratorInstance",
	"__iteratorMethod",
	"__taCheck",
	"__taSliceInto",
	"__bufferSliceInto",
	"__taSetAll",
	"__reachesProxy",
}

// intrinsicIDs are the ids of intrinsicNames, by name.
var intrinsicIDs = func() map[string]int32 {
	ids := make(map[string]int32, len(intrinsicNames))
	for i, name := range intrinsicNames {
		ids[name] = int32(i)
	}
	return ids
}()

// IntrinsicID is the id of the intrinsic name, and whether there is one.
func IntrinsicID(name string) (int32, bool) {
	id, ok := intrinsicIDs[name]
	return id, ok
}

// IntrinsicNames lists the intrinsics' names, by id (a copy).
func IntrinsicNames() []string { return append([]string(nil), intrinsicNames[:]...) }
