// Self-hosted built-ins: library functions that call back into JavaScript
// are written in JavaScript, compiled once per process and shared, so every
// callback runs on the interpreter's explicit frame stack (resumable, no Go
// recursion). Each top-level function must be self-contained (no references
// to other top-level functions); `__name(...)` calls are VM intrinsics and
// `__call(f, thisArg, ...args)` is a call with an explicit receiver.

function Array_map(fn, thisArg) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  const r = __newArray(n);
  for (let i = 0; i < n; i++) {
    if (i in o) r[i] = __call(fn, thisArg, o[i], i, o);
  }
  return r;
}

function Array_filter(fn, thisArg) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  const r = [];
  for (let i = 0; i < n; i++) {
    if (i in o) {
      const v = o[i];
      if (__call(fn, thisArg, v, i, o)) r.push(v);
    }
  }
  return r;
}

function Array_forEach(fn, thisArg) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (i in o) __call(fn, thisArg, o[i], i, o);
  }
}

function Array_some(fn, thisArg) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (i in o && __call(fn, thisArg, o[i], i, o)) return true;
  }
  return false;
}

function Array_every(fn, thisArg) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (i in o && !__call(fn, thisArg, o[i], i, o)) return false;
  }
  return true;
}

function Array_find(fn, thisArg) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    const v = o[i];
    if (__call(fn, thisArg, v, i, o)) return v;
  }
  return undefined;
}

function Array_findIndex(fn, thisArg) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (__call(fn, thisArg, o[i], i, o)) return i;
  }
  return -1;
}

function Array_findLast(fn, thisArg) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = n - 1; i >= 0; i--) {
    const v = o[i];
    if (__call(fn, thisArg, v, i, o)) return v;
  }
  return undefined;
}

function Array_findLastIndex(fn, thisArg) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = n - 1; i >= 0; i--) {
    if (__call(fn, thisArg, o[i], i, o)) return i;
  }
  return -1;
}

function Array_reduce(fn, init) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  let i = 0;
  let acc;
  if (arguments.length >= 2) {
    acc = init;
  } else {
    while (i < n && !(i in o)) i++;
    if (i >= n) throw __typeError("Reduce of empty array with no initial value");
    acc = o[i++];
  }
  for (; i < n; i++) {
    if (i in o) acc = fn(acc, o[i], i, o);
  }
  return acc;
}

function Array_reduceRight(fn, init) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  let i = n - 1;
  let acc;
  if (arguments.length >= 2) {
    acc = init;
  } else {
    while (i >= 0 && !(i in o)) i--;
    if (i < 0) throw __typeError("Reduce of empty array with no initial value");
    acc = o[i--];
  }
  for (; i >= 0; i--) {
    if (i in o) acc = fn(acc, o[i], i, o);
  }
  return acc;
}

function Array_flatMap(fn, thisArg) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError("flatMap mapper function is not callable");
  const r = [];
  for (let i = 0; i < n; i++) {
    if (!(i in o)) continue;
    const v = __call(fn, thisArg, o[i], i, o);
    if (__isArray(v)) {
      for (let j = 0; j < v.length; j++) if (j in v) r.push(v[j]);
    } else {
      r.push(v);
    }
  }
  return r;
}

function Array_sort(cmp) {
  if (cmp !== undefined && !__isCallable(cmp)) {
    throw __typeError("The comparison function must be either a function or undefined");
  }
  const o = __toObject(this);
  const n = __length(o);
  const vals = [];
  let undefs = 0;
  for (let i = 0; i < n; i++) {
    if (i in o) {
      const v = o[i];
      if (v === undefined) undefs++;
      else vals.push(v);
    }
  }
  let sorted;
  if (cmp === undefined) {
    sorted = __sortDefault(vals);
  } else {
    // Stable merge sort (V8's TimSort is stable too).
    let src = vals;
    let dst = __newArray(src.length);
    for (let width = 1; width < src.length; width *= 2) {
      for (let lo = 0; lo < src.length; lo += 2 * width) {
        const mid = lo + width < src.length ? lo + width : src.length;
        const hi = lo + 2 * width < src.length ? lo + 2 * width : src.length;
        let i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
          const c = +cmp(src[j], src[i]);
          if (c < 0) dst[k++] = src[j++];
          else dst[k++] = src[i++];
        }
        while (i < mid) dst[k++] = src[i++];
        while (j < hi) dst[k++] = src[j++];
      }
      const t = src;
      src = dst;
      dst = t;
    }
    sorted = src;
  }
  let k = 0;
  for (; k < sorted.length; k++) o[k] = sorted[k];
  for (let u = 0; u < undefs; u++) o[k++] = undefined;
  for (; k < n; k++) delete o[k];
  return o;
}

function Array_from(items, mapFn, thisArg) {
  if (mapFn !== undefined && !__isCallable(mapFn)) throw __typeError(__inspect(mapFn) + " is not a function");
  const vals = __iterToArray(items);
  if (mapFn === undefined) return vals;
  for (let i = 0; i < vals.length; i++) vals[i] = __call(mapFn, thisArg, vals[i], i);
  return vals;
}

function Promise_finally(onFinally) {
  const promise = this;
  if (!__isCallable(onFinally)) return promise.then(onFinally, onFinally);
  return promise.then(
    (value) => __promiseResolve(onFinally()).then(() => value),
    (reason) => __promiseResolve(onFinally()).then(() => { throw reason; }),
  );
}

function Promise_all(iterable) {
  const cap = __newCapability();
  let values;
  try {
    values = __iterToArray(iterable);
  } catch (e) {
    cap[2](e);
    return cap[0];
  }
  const results = __newArray(values.length);
  let remaining = 1;
  for (let i = 0; i < values.length; i++) {
    const next = __promiseResolve(values[i]);
    results[i] = undefined;
    remaining++;
    let called = false;
    next.then((v) => {
      if (called) return;
      called = true;
      results[i] = v;
      if (--remaining === 0) cap[1](results);
    }, cap[2]);
  }
  if (--remaining === 0) cap[1](results);
  return cap[0];
}

function Promise_allSettled(iterable) {
  const cap = __newCapability();
  let values;
  try {
    values = __iterToArray(iterable);
  } catch (e) {
    cap[2](e);
    return cap[0];
  }
  const results = __newArray(values.length);
  let remaining = 1;
  for (let i = 0; i < values.length; i++) {
    const next = __promiseResolve(values[i]);
    results[i] = undefined;
    remaining++;
    let called = false;
    next.then((v) => {
      if (called) return;
      called = true;
      results[i] = { status: "fulfilled", value: v };
      if (--remaining === 0) cap[1](results);
    }, (e) => {
      if (called) return;
      called = true;
      results[i] = { status: "rejected", reason: e };
      if (--remaining === 0) cap[1](results);
    });
  }
  if (--remaining === 0) cap[1](results);
  return cap[0];
}

function Promise_race(iterable) {
  const cap = __newCapability();
  let values;
  try {
    values = __iterToArray(iterable);
  } catch (e) {
    cap[2](e);
    return cap[0];
  }
  for (let i = 0; i < values.length; i++) {
    __promiseResolve(values[i]).then(cap[1], cap[2]);
  }
  return cap[0];
}

function Promise_any(iterable) {
  const cap = __newCapability();
  let values;
  try {
    values = __iterToArray(iterable);
  } catch (e) {
    cap[2](e);
    return cap[0];
  }
  const errors = __newArray(values.length);
  let remaining = 1;
  for (let i = 0; i < values.length; i++) {
    const next = __promiseResolve(values[i]);
    errors[i] = undefined;
    remaining++;
    let called = false;
    next.then(cap[1], (e) => {
      if (called) return;
      called = true;
      errors[i] = e;
      if (--remaining === 0) cap[2](__aggregateError(errors, "All promises were rejected"));
    });
  }
  if (--remaining === 0) cap[2](__aggregateError(errors, "All promises were rejected"));
  return cap[0];
}

function Map_forEach(fn, thisArg) {
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  const it = this.entries();
  for (;;) {
    const r = it.next();
    if (r.done) return undefined;
    __call(fn, thisArg, r.value[1], r.value[0], this);
  }
}

function Set_forEach(fn, thisArg) {
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  const it = this.values();
  for (;;) {
    const r = it.next();
    if (r.done) return undefined;
    __call(fn, thisArg, r.value, r.value, this);
  }
}

function Array_toSorted(cmp) {
  if (cmp !== undefined && !__isCallable(cmp)) {
    throw __typeError("The comparison function must be either a function or undefined");
  }
  const o = __toObject(this);
  const n = __length(o);
  const copy = __newArray(n);
  for (let i = 0; i < n; i++) copy[i] = o[i];
  return copy.sort(cmp);
}
