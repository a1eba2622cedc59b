package vm

// Promise: the constructor, its statics and Promise.prototype; the
// algorithms (reactions, jobs, combinators) are in promise.go and lib/lib.js.

// initPromise registers Promise (called in order from builtin_core.go).
func initPromise() {
	// Promise
	ctorIDs[protoPromise] = registerCtor("Promise", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Promise constructor cannot be invoked without 'new'")
	}, promiseConstruct)
	ctorTables[protoPromise] = newTable(ctorEntries(protoPromise)...)
	ctorTables[protoPromise].add(speciesGetter("Promise"))
	ctorTables[protoPromise].add(
		fn("Promise.resolve", 1, promiseResolveStatic),
		fn("Promise.reject", 1, promiseRejectStatic),
		lib("all", "Promise_all"),
		lib("allSettled", "Promise_allSettled"),
		lib("race", "Promise_race"),
		lib("any", "Promise_any"),
	)
	protoTables[protoPromise] = newTable(protoEntries(protoPromise)...)
	protoTables[protoPromise].add(tagEntry("Promise"))
	protoTables[protoPromise].add(
		fn("Promise.prototype.then", 2, promiseThen),
		fn("Promise.prototype.catch", 1, promiseCatch),
		lib("finally", "Promise_finally"),
	)
}

// initPromiseES2025 adds Promise.withResolvers and Promise.try (called in
// order from builtin_es2025.go).
func initPromiseES2025() {
	ctorTables[protoPromise].add(lib("withResolvers", "Promise_withResolvers"), lib("try", "Promise_try"))
}
