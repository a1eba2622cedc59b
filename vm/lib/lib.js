// Self-hosted built-ins: library functions that call back into JavaScript
// are written in JavaScript, compiled once per process and shared, so every
// callback runs on the interpreter's explicit frame stack (resumable, no Go
// recursion). Each top-level function must be self-contained (no references
// to other top-level functions); `__name(...)` calls are VM intrinsics and
// `__call(f, thisArg, ...args)` is a call with an explicit receiver.

function Array_map(fn, thisArg) {
  const o = __thisObject(this, "Array.prototype.map");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  const r = __newArray(n);
  for (let i = 0; i < n; i++) {
    if (i in o) r[i] = __call(fn, thisArg, o[i], i, o);
  }
  return r;
}

function Array_filter(fn, thisArg) {
  const o = __thisObject(this, "Array.prototype.filter");
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
  const o = __thisObject(this, "Array.prototype.forEach");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (i in o) __call(fn, thisArg, o[i], i, o);
  }
}

function Array_some(fn, thisArg) {
  const o = __thisObject(this, "Array.prototype.some");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (i in o && __call(fn, thisArg, o[i], i, o)) return true;
  }
  return false;
}

function Array_every(fn, thisArg) {
  const o = __thisObject(this, "Array.prototype.every");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (i in o && !__call(fn, thisArg, o[i], i, o)) return false;
  }
  return true;
}

function Array_find(fn, thisArg) {
  const o = __thisObject(this, "Array.prototype.find");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    const v = o[i];
    if (__call(fn, thisArg, v, i, o)) return v;
  }
  return undefined;
}

function Array_findIndex(fn, thisArg) {
  const o = __thisObject(this, "Array.prototype.findIndex");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (__call(fn, thisArg, o[i], i, o)) return i;
  }
  return -1;
}

function Array_findLast(fn, thisArg) {
  const o = __thisObject(this, "Array.prototype.findLast");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = n - 1; i >= 0; i--) {
    const v = o[i];
    if (__call(fn, thisArg, v, i, o)) return v;
  }
  return undefined;
}

function Array_findLastIndex(fn, thisArg) {
  const o = __thisObject(this, "Array.prototype.findLastIndex");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  for (let i = n - 1; i >= 0; i--) {
    if (__call(fn, thisArg, o[i], i, o)) return i;
  }
  return -1;
}

function Array_reduce(fn, init) {
  const o = __thisObject(this, "Array.prototype.reduce");
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
  const o = __thisObject(this, "Array.prototype.reduceRight");
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
  } else if (vals.length < 64) {
    // V8's TimSort on fewer than 64 elements: one natural run, then binary
    // insertion. Doing the same comparisons in the same order gives node's
    // result even for inconsistent comparators ((a, b) => a > b, NaN).
    const m = vals.length;
    const c = (x, y) => {
      const r = +cmp(x, y);
      return r !== r ? 0 : r;
    };
    let run = m;
    if (m >= 2) {
      run = 2;
      const desc = c(vals[1], vals[0]) < 0;
      for (let i = 2; i < m; i++) {
        const o = c(vals[i], vals[i - 1]);
        if (desc ? o >= 0 : o < 0) break;
        run++;
      }
      if (desc) {
        for (let i = 0, j = run - 1; i < j; i++, j--) {
          const t = vals[i];
          vals[i] = vals[j];
          vals[j] = t;
        }
      }
    }
    for (let start = run; start < m; start++) {
      let left = 0;
      let right = start;
      const pivot = vals[start];
      while (left < right) {
        const mid = left + ((right - left) >> 1);
        if (c(pivot, vals[mid]) < 0) right = mid;
        else left = mid + 1;
      }
      for (let p = start; p > left; p--) vals[p] = vals[p - 1];
      vals[left] = pivot;
    }
    sorted = vals;
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

function Object_groupBy(items, fn) {
  if (items === null || items === undefined) throw __typeError(__inspect(items) + " is not iterable");
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  const vals = __iterToArray(items);
  const r = __nullObject();
  for (let i = 0; i < vals.length; i++) {
    const k = __toPropertyKey(fn(vals[i], i));
    const g = __getOwn(r, k);
    if (g === undefined) __setOwn(r, k, [vals[i]]);
    else g.push(vals[i]);
  }
  return r;
}

function Map_groupBy(items, fn) {
  if (items === null || items === undefined) throw __typeError(__inspect(items) + " is not iterable");
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  const vals = __iterToArray(items);
  const r = __newMap();
  for (let i = 0; i < vals.length; i++) {
    const k = fn(vals[i], i);
    const g = __mapGet(r, k);
    if (g === undefined) __mapSet(r, k, [vals[i]]);
    else g.push(vals[i]);
  }
  return r;
}

function Promise_withResolvers() {
  const cap = __newCapability();
  return { promise: cap[0], resolve: cap[1], reject: cap[2] };
}

function queueMicrotask(callback) {
  if (!__isCallable(callback)) {
    throw __typeError('The "callback" argument must be of type function. Received ' + __inspectArg(callback));
  }
  __promiseResolve(undefined).then(() => { callback(); });
}

// The ES2025 Set methods read the other set through its size, has and keys
// (a "set-like"), as the specification's GetSetRecord does.
function Set_union(other) {
  const vals = __setValues(this, "union");
  const rec = __setRecord(other);
  const r = __newSet(vals);
  const it = __call(rec.keys, other);
  for (;;) {
    const n = it.next();
    if (n.done) break;
    __setAdd(r, n.value);
  }
  return r;
}

function Set_intersection(other) {
  const vals = __setValues(this, "intersection");
  const rec = __setRecord(other);
  const r = __newSet([]);
  if (vals.length <= rec.size) {
    for (let i = 0; i < vals.length; i++) {
      if (__call(rec.has, other, vals[i])) __setAdd(r, vals[i]);
    }
  } else {
    const it = __call(rec.keys, other);
    for (;;) {
      const n = it.next();
      if (n.done) break;
      if (__setHas(this, n.value)) __setAdd(r, n.value);
    }
  }
  return r;
}

function Set_difference(other) {
  const vals = __setValues(this, "difference");
  const rec = __setRecord(other);
  const r = __newSet(vals);
  if (vals.length <= rec.size) {
    for (let i = 0; i < vals.length; i++) {
      if (__call(rec.has, other, vals[i])) __setDelete(r, vals[i]);
    }
  } else {
    const it = __call(rec.keys, other);
    for (;;) {
      const n = it.next();
      if (n.done) break;
      __setDelete(r, n.value);
    }
  }
  return r;
}

function Set_symmetricDifference(other) {
  const vals = __setValues(this, "symmetricDifference");
  const rec = __setRecord(other);
  const r = __newSet(vals);
  const it = __call(rec.keys, other);
  for (;;) {
    const n = it.next();
    if (n.done) break;
    if (__setHas(this, n.value)) __setDelete(r, n.value);
    else __setAdd(r, n.value);
  }
  return r;
}

function Set_isSubsetOf(other) {
  const vals = __setValues(this, "isSubsetOf");
  const rec = __setRecord(other);
  if (vals.length > rec.size) return false;
  for (let i = 0; i < vals.length; i++) {
    if (!__call(rec.has, other, vals[i])) return false;
  }
  return true;
}

function Set_isSupersetOf(other) {
  const vals = __setValues(this, "isSupersetOf");
  const rec = __setRecord(other);
  if (vals.length < rec.size) return false;
  const it = __call(rec.keys, other);
  for (;;) {
    const n = it.next();
    if (n.done) return true;
    if (!__setHas(this, n.value)) {
      if (typeof it.return === "function") it.return();
      return false;
    }
  }
}

function Set_isDisjointFrom(other) {
  const vals = __setValues(this, "isDisjointFrom");
  const rec = __setRecord(other);
  if (vals.length <= rec.size) {
    for (let i = 0; i < vals.length; i++) {
      if (__call(rec.has, other, vals[i])) return false;
    }
    return true;
  }
  const it = __call(rec.keys, other);
  for (;;) {
    const n = it.next();
    if (n.done) return true;
    if (__setHas(this, n.value)) {
      if (typeof it.return === "function") it.return();
      return false;
    }
  }
}

function URLSearchParams_forEach(fn, thisArg) {
  const entries = __uspEntries(this);
  if (!__isCallable(fn)) throw __typeError('The "callback" argument must be of type function. Received ' + __inspectArg(fn));
  for (let i = 0; i < entries.length; i++) __call(fn, thisArg, entries[i][1], entries[i][0], this);
}

function Uint8Array_from(items, mapFn, thisArg) {
  if (mapFn !== undefined && !__isCallable(mapFn)) throw __typeError(__inspect(mapFn) + " is not a function");
  const vals = __iterToArray(items);
  if (mapFn !== undefined) {
    for (let i = 0; i < vals.length; i++) vals[i] = __call(mapFn, thisArg, vals[i], i);
  }
  return __toUint8Array(vals);
}

function Uint8Array_map(fn, thisArg) {
  if (!__isUint8Array(this)) throw __typeError("this is not a typed array.");
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  const n = this.length;
  const r = __newArray(n);
  for (let i = 0; i < n; i++) r[i] = __call(fn, thisArg, this[i], i, this);
  return __toUint8Array(r);
}

function Uint8Array_filter(fn, thisArg) {
  if (!__isUint8Array(this)) throw __typeError("this is not a typed array.");
  if (!__isCallable(fn)) throw __typeError(__inspect(fn) + " is not a function");
  const r = [];
  for (let i = 0; i < this.length; i++) {
    const v = this[i];
    if (__call(fn, thisArg, v, i, this)) r.push(v);
  }
  return __toUint8Array(r);
}

function Uint8Array_sort(cmp) {
  if (!__isUint8Array(this)) throw __typeError("this is not a typed array.");
  if (cmp === undefined) return __sortBytes(this);
  if (!__isCallable(cmp)) throw __typeError("The comparison function must be either a function or undefined");
  const vals = [];
  for (let i = 0; i < this.length; i++) vals.push(this[i]);
  vals.sort(cmp);
  for (let i = 0; i < vals.length; i++) this[i] = vals[i];
  return this;
}

function Array_toLocaleString() {
  const o = __toObject(this);
  const n = __length(o);
  let s = "";
  for (let i = 0; i < n; i++) {
    if (i > 0) s += ",";
    const v = o[i];
    if (v !== undefined && v !== null) s += v.toLocaleString();
  }
  return s;
}
