// Self-hosted built-ins: library functions that call back into JavaScript
// are written in JavaScript, compiled once per process and shared, so every
// callback runs on the interpreter's explicit frame stack (resumable, no Go
// recursion). Each top-level function must be self-contained (no references
// to other top-level functions); `__name(...)` calls are VM intrinsics and
// `__call(f, thisArg, ...args)` is a call with an explicit receiver.

// map, filter and flatMap create their result with ArraySpeciesCreate:
// __arraySpecies is undefined for a plain array (the common case) or the
// constructor to call, whose result gets CreateDataPropertyOrThrow.
function Array_map(fn, thisArg = undefined) {
  const o = __thisObject(this, "Array.prototype.map");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  const C = __arraySpecies(o);
  if (C !== undefined) {
    const a = new C(n);
    for (let i = 0; i < n; i++) {
      if (i in o) __createDataProperty(a, i, __call(fn, thisArg, o[i], i, o));
    }
    return a;
  }
  const r = __newArray(n);
  for (let i = 0; i < n; i++) {
    if (i in o) r[i] = __call(fn, thisArg, o[i], i, o);
  }
  return r;
}

function Array_filter(fn, thisArg = undefined) {
  const o = __thisObject(this, "Array.prototype.filter");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  const C = __arraySpecies(o);
  const r = C === undefined ? __newArray(0) : new C(0);
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (i in o) {
      const v = o[i];
      if (__call(fn, thisArg, v, i, o)) {
        if (C === undefined) r[k++] = v;
        else __createDataProperty(r, k++, v);
      }
    }
  }
  return r;
}

// Array_fillSpecies makes the result of slice, splice, concat and flat for
// an array whose constructor[Symbol.species] is not Array: new C(n), then
// the values (holes skipped), then length when the method sets it.
function Array_fillSpecies(C, n, vals, setLength) {
  const a = new C(n);
  for (let i = 0; i < vals.length; i++) {
    if (i in vals) __createDataProperty(a, i, vals[i]);
  }
  if (setLength) __setOrThrow(a, "length", vals.length);
  return a;
}

function Array_forEach(fn, thisArg = undefined) {
  const o = __thisObject(this, "Array.prototype.forEach");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (i in o) __call(fn, thisArg, o[i], i, o);
  }
}

function Array_some(fn, thisArg = undefined) {
  const o = __thisObject(this, "Array.prototype.some");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (i in o && __call(fn, thisArg, o[i], i, o)) return true;
  }
  return false;
}

function Array_every(fn, thisArg = undefined) {
  const o = __thisObject(this, "Array.prototype.every");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (i in o && !__call(fn, thisArg, o[i], i, o)) return false;
  }
  return true;
}

function Array_find(fn, thisArg = undefined) {
  const o = __thisObject(this, "Array.prototype.find");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    const v = o[i];
    if (__call(fn, thisArg, v, i, o)) return v;
  }
  return undefined;
}

function Array_findIndex(fn, thisArg = undefined) {
  const o = __thisObject(this, "Array.prototype.findIndex");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (__call(fn, thisArg, o[i], i, o)) return i;
  }
  return -1;
}

function Array_findLast(fn, thisArg = undefined) {
  const o = __thisObject(this, "Array.prototype.findLast");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = n - 1; i >= 0; i--) {
    const v = o[i];
    if (__call(fn, thisArg, v, i, o)) return v;
  }
  return undefined;
}

function Array_findLastIndex(fn, thisArg = undefined) {
  const o = __thisObject(this, "Array.prototype.findLastIndex");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = n - 1; i >= 0; i--) {
    if (__call(fn, thisArg, o[i], i, o)) return i;
  }
  return -1;
}

function Array_reduce(fn, init = undefined) {
  const o = __thisObject(this, "Array.prototype.reduce");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
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

function Array_reduceRight(fn, init = undefined) {
  const o = __thisObject(this, "Array.prototype.reduceRight");
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
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

function Array_flatMap(fn, thisArg = undefined) {
  const o = __toObject(this);
  const n = __length(o);
  if (!__isCallable(fn)) throw __typeError("flatMap mapper function is not callable");
  const C = __arraySpecies(o);
  const r = C === undefined ? __newArray(0) : new C(0);
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (!(i in o)) continue;
    const v = __call(fn, thisArg, o[i], i, o);
    if (__isArray(v)) {
      const m = __length(v);
      for (let j = 0; j < m; j++) {
        if (!(j in v)) continue;
        if (C === undefined) r[k++] = v[j];
        else __createDataProperty(r, k++, v[j]);
      }
    } else if (C === undefined) {
      r[k++] = v;
    } else {
      __createDataProperty(r, k++, v);
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
    // V8's TimSort (its builtins/array-sort.tq, a port of CPython's
    // listsort) step for step: runs, binary insertion up to minrun,
    // merges with galloping. Doing the same comparisons in the same order
    // gives node's result even for inconsistent comparators
    // ((a, b) => a > b, NaN) and node's number of comparator calls.
    const a = vals;
    const c = (x, y) => {
      const r = +cmp(x, y);
      return r !== r ? 0 : r;
    };
    const runBase = [];
    const runLen = [];
    let minGallop = 7;
    const countAndMakeRun = (lowArg, high) => {
      const low = lowArg + 1;
      if (low === high) return 1;
      let runLength = 2;
      let previous = a[low];
      const desc = c(previous, a[low - 1]) < 0;
      for (let i = low + 1; i < high; i++) {
        const current = a[i];
        const order = c(current, previous);
        if (desc ? order >= 0 : order < 0) break;
        previous = current;
        runLength++;
      }
      if (desc) {
        for (let i = lowArg, j = lowArg + runLength - 1; i < j; i++, j--) {
          const t = a[i];
          a[i] = a[j];
          a[j] = t;
        }
      }
      return runLength;
    };
    const binaryInsertionSort = (low, startArg, high) => {
      for (let start = low === startArg ? startArg + 1 : startArg; start < high; start++) {
        let left = low;
        let right = start;
        const pivot = a[start];
        while (left < right) {
          const mid = left + ((right - left) >> 1);
          if (c(pivot, a[mid]) < 0) right = mid;
          else left = mid + 1;
        }
        for (let p = start; p > left; p--) a[p] = a[p - 1];
        a[left] = pivot;
      }
    };
    // gallopLeft: the first position in arr[base, base+length) where key
    // belongs (before equal elements), searching out from hint.
    const gallopLeft = (arr, key, base, length, hint) => {
      let lastOfs = 0;
      let offset = 1;
      if (c(arr[base + hint], key) < 0) {
        const maxOfs = length - hint;
        while (offset < maxOfs) {
          if (c(arr[base + hint + offset], key) >= 0) break;
          lastOfs = offset;
          offset = offset * 2 + 1;
        }
        if (offset > maxOfs) offset = maxOfs;
        lastOfs += hint;
        offset += hint;
      } else {
        const maxOfs = hint + 1;
        while (offset < maxOfs) {
          if (c(arr[base + hint - offset], key) < 0) break;
          lastOfs = offset;
          offset = offset * 2 + 1;
        }
        if (offset > maxOfs) offset = maxOfs;
        const t = lastOfs;
        lastOfs = hint - offset;
        offset = hint - t;
      }
      lastOfs++;
      while (lastOfs < offset) {
        const m = lastOfs + ((offset - lastOfs) >> 1);
        if (c(arr[base + m], key) < 0) lastOfs = m + 1;
        else offset = m;
      }
      return offset;
    };
    // gallopRight: the position after the elements equal to key.
    const gallopRight = (arr, key, base, length, hint) => {
      let lastOfs = 0;
      let offset = 1;
      if (c(key, arr[base + hint]) < 0) {
        const maxOfs = hint + 1;
        while (offset < maxOfs) {
          if (c(key, arr[base + hint - offset]) >= 0) break;
          lastOfs = offset;
          offset = offset * 2 + 1;
        }
        if (offset > maxOfs) offset = maxOfs;
        const t = lastOfs;
        lastOfs = hint - offset;
        offset = hint - t;
      } else {
        const maxOfs = length - hint;
        while (offset < maxOfs) {
          if (c(key, arr[base + hint + offset]) < 0) break;
          lastOfs = offset;
          offset = offset * 2 + 1;
        }
        if (offset > maxOfs) offset = maxOfs;
        lastOfs += hint;
        offset += hint;
      }
      lastOfs++;
      while (lastOfs < offset) {
        const m = lastOfs + ((offset - lastOfs) >> 1);
        if (c(key, arr[base + m]) < 0) offset = m;
        else lastOfs = m + 1;
      }
      return offset;
    };
    const mergeLow = (baseA, lengthA, baseB, lengthB) => {
      const tmp = __newArray(lengthA);
      for (let i = 0; i < lengthA; i++) tmp[i] = a[baseA + i];
      let dest = baseA;
      let cursorTemp = 0;
      let cursorB = baseB;
      a[dest++] = a[cursorB++];
      let copyB = false;
      done: {
        if (--lengthB === 0) break done;
        if (lengthA === 1) {
          copyB = true;
          break done;
        }
        for (;;) {
          let winsA = 0;
          let winsB = 0;
          for (;;) {
            if (c(a[cursorB], tmp[cursorTemp]) < 0) {
              a[dest++] = a[cursorB++];
              winsB++;
              winsA = 0;
              if (--lengthB === 0) break done;
              if (winsB >= minGallop) break;
            } else {
              a[dest++] = tmp[cursorTemp++];
              winsA++;
              winsB = 0;
              if (--lengthA === 1) {
                copyB = true;
                break done;
              }
              if (winsA >= minGallop) break;
            }
          }
          minGallop++;
          let first = true;
          while (winsA >= 7 || winsB >= 7 || first) {
            first = false;
            minGallop = minGallop > 1 ? minGallop - 1 : 1;
            winsA = gallopRight(tmp, a[cursorB], cursorTemp, lengthA, 0);
            if (winsA > 0) {
              for (let i = 0; i < winsA; i++) a[dest + i] = tmp[cursorTemp + i];
              dest += winsA;
              cursorTemp += winsA;
              lengthA -= winsA;
              if (lengthA === 1) {
                copyB = true;
                break done;
              }
              if (lengthA === 0) break done;
            }
            a[dest++] = a[cursorB++];
            if (--lengthB === 0) break done;
            winsB = gallopLeft(a, tmp[cursorTemp], cursorB, lengthB, 0);
            if (winsB > 0) {
              for (let i = 0; i < winsB; i++) a[dest + i] = a[cursorB + i];
              dest += winsB;
              cursorB += winsB;
              lengthB -= winsB;
              if (lengthB === 0) break done;
            }
            a[dest++] = tmp[cursorTemp++];
            if (--lengthA === 1) {
              copyB = true;
              break done;
            }
          }
          minGallop++;
        }
      }
      if (copyB) {
        for (let i = 0; i < lengthB; i++) a[dest + i] = a[cursorB + i];
        a[dest + lengthB] = tmp[cursorTemp];
      } else {
        for (let i = 0; i < lengthA; i++) a[dest + i] = tmp[cursorTemp + i];
      }
    };
    const mergeHigh = (baseA, lengthA, baseB, lengthB) => {
      const tmp = __newArray(lengthB);
      for (let i = 0; i < lengthB; i++) tmp[i] = a[baseB + i];
      let dest = baseB + lengthB - 1;
      let cursorTemp = lengthB - 1;
      let cursorA = baseA + lengthA - 1;
      a[dest--] = a[cursorA--];
      let copyA = false;
      done: {
        if (--lengthA === 0) break done;
        if (lengthB === 1) {
          copyA = true;
          break done;
        }
        for (;;) {
          let winsA = 0;
          let winsB = 0;
          for (;;) {
            if (c(tmp[cursorTemp], a[cursorA]) < 0) {
              a[dest--] = a[cursorA--];
              winsA++;
              winsB = 0;
              if (--lengthA === 0) break done;
              if (winsA >= minGallop) break;
            } else {
              a[dest--] = tmp[cursorTemp--];
              winsB++;
              winsA = 0;
              if (--lengthB === 1) {
                copyA = true;
                break done;
              }
              if (winsB >= minGallop) break;
            }
          }
          minGallop++;
          let first = true;
          while (winsA >= 7 || winsB >= 7 || first) {
            first = false;
            minGallop = minGallop > 1 ? minGallop - 1 : 1;
            let k = gallopRight(a, tmp[cursorTemp], baseA, lengthA, lengthA - 1);
            winsA = lengthA - k;
            if (winsA > 0) {
              dest -= winsA;
              cursorA -= winsA;
              for (let i = winsA - 1; i >= 0; i--) a[dest + 1 + i] = a[cursorA + 1 + i];
              lengthA -= winsA;
              if (lengthA === 0) break done;
            }
            a[dest--] = tmp[cursorTemp--];
            if (--lengthB === 1) {
              copyA = true;
              break done;
            }
            k = gallopLeft(tmp, a[cursorA], 0, lengthB, lengthB - 1);
            winsB = lengthB - k;
            if (winsB > 0) {
              dest -= winsB;
              cursorTemp -= winsB;
              for (let i = 0; i < winsB; i++) a[dest + 1 + i] = tmp[cursorTemp + 1 + i];
              lengthB -= winsB;
              if (lengthB === 1) {
                copyA = true;
                break done;
              }
              if (lengthB === 0) break done;
            }
            a[dest--] = a[cursorA--];
            if (--lengthA === 0) break done;
          }
          minGallop++;
        }
      }
      if (copyA) {
        dest -= lengthA;
        cursorA -= lengthA;
        for (let i = lengthA - 1; i >= 0; i--) a[dest + 1 + i] = a[cursorA + 1 + i];
        a[dest] = tmp[cursorTemp];
      } else if (lengthB > 0) {
        for (let i = 0; i < lengthB; i++) a[dest - (lengthB - 1) + i] = tmp[i];
      }
    };
    const mergeAt = (i) => {
      let baseA = runBase[i];
      let lengthA = runLen[i];
      const baseB = runBase[i + 1];
      let lengthB = runLen[i + 1];
      runLen[i] = lengthA + lengthB;
      if (i === runBase.length - 3) {
        runBase[i + 1] = runBase[i + 2];
        runLen[i + 1] = runLen[i + 2];
      }
      runBase.length--;
      runLen.length--;
      const k = gallopRight(a, a[baseB], baseA, lengthA, 0);
      baseA += k;
      lengthA -= k;
      if (lengthA === 0) return;
      lengthB = gallopLeft(a, a[baseA + lengthA - 1], baseB, lengthB, lengthB - 1);
      if (lengthB === 0) return;
      if (lengthA <= lengthB) mergeLow(baseA, lengthA, baseB, lengthB);
      else mergeHigh(baseA, lengthA, baseB, lengthB);
    };
    let remaining = a.length;
    let minRun = remaining;
    let r = 0;
    while (minRun >= 64) {
      r |= minRun & 1;
      minRun >>= 1;
    }
    minRun += r;
    let low = 0;
    while (remaining !== 0) {
      let run = countAndMakeRun(low, low + remaining);
      if (run < minRun) {
        const forced = minRun < remaining ? minRun : remaining;
        binaryInsertionSort(low, low + run, low + forced);
        run = forced;
      }
      runBase[runBase.length] = low;
      runLen[runLen.length] = run;
      // Merge while the run lengths break the invariants.
      while (runBase.length > 1) {
        let n = runBase.length - 2;
        if ((n >= 1 && runLen[n - 1] <= runLen[n] + runLen[n + 1]) || (n >= 2 && runLen[n - 2] <= runLen[n - 1] + runLen[n])) {
          if (runLen[n - 1] < runLen[n + 1]) n--;
          mergeAt(n);
        } else if (runLen[n] <= runLen[n + 1]) {
          mergeAt(n);
        } else {
          break;
        }
      }
      low += run;
      remaining -= run;
    }
    while (runBase.length > 1) {
      let n = runBase.length - 2;
      if (n > 0 && runLen[n - 1] < runLen[n + 1]) n--;
      mergeAt(n);
    }
    sorted = a;
  }
  let k = 0;
  for (; k < sorted.length; k++) o[k] = sorted[k];
  for (let u = 0; u < undefs; u++) o[k++] = undefined;
  for (; k < n; k++) delete o[k];
  return o;
}

// Array.from builds its result with `this` when it is a constructor (a
// subclass), stepping the iterator itself so that a failing mapper or
// definition closes it. Plain Array.from(x) collects natively.
function Array_from(items, mapFn = undefined, thisArg = undefined) {
  const C = this;
  const plain = __isIntrinsicArray(C) || !__isConstructor(C);
  if (mapFn !== undefined && !__isCallable(mapFn)) throw __typeError(__calleeText(mapFn) + " is not a function");
  // Strings, arrays and nullish values the VM iterates (or refuses) itself.
  if (plain && mapFn === undefined && (items === undefined || items === null || typeof items === "string" || __isArray(items))) return __iterToArray(items);
  if (items === undefined || items === null) {
    throw __typeError(__typedText(items) + " is not iterable (cannot read property Symbol(Symbol.iterator))");
  }
  const usingIterator = __getIteratorMethod(items);
  if (usingIterator !== undefined) {
    // The VM iterates objects itself; a primitive with an iterator of
    // its prototype's (Number.prototype[Symbol.iterator]) goes the
    // general way.
    if (plain && mapFn === undefined && __isObject(items)) return __iterToArray(items);
    const a = plain ? __newArray(0) : new C();
    const iter = __call(usingIterator, items);
    if (!__isObject(iter)) throw __typeError("Result of the Symbol.iterator method is not an object");
    const next = iter.next;
    let k = 0;
    for (;;) {
      const res = __call(next, iter);
      if (!__isObject(res)) throw __typeError("Iterator result " + __inspect(res) + " is not an object");
      if (res.done) {
        __setOrThrow(a, "length", k);
        return a;
      }
      const v = res.value;
      try {
        __createDataProperty(a, k, mapFn === undefined ? v : __call(mapFn, thisArg, v, k));
      } catch (e) {
        try {
          const ret = iter.return;
          if (ret !== undefined && ret !== null) __call(ret, iter);
        } catch (ignored) {
          // The first error wins (IteratorClose with a throw completion).
        }
        throw e;
      }
      k++;
    }
  }
  const o = __toObject(items);
  const n = __length(o);
  const a = plain ? __newArray(n) : new C(n);
  for (let k = 0; k < n; k++) {
    const v = o[k];
    __createDataProperty(a, k, mapFn === undefined ? v : __call(mapFn, thisArg, v, k));
  }
  __setOrThrow(a, "length", n);
  return a;
}

function Array_of(...items) {
  const C = this;
  const n = items.length;
  if (__isIntrinsicArray(C) || !__isConstructor(C)) return items;
  const a = new C(n);
  for (let k = 0; k < n; k++) __createDataProperty(a, k, items[k]);
  __setOrThrow(a, "length", n);
  return a;
}

// NewPromiseCapability(C). For the intrinsic %Promise% the executor is not
// observable, so the VM makes the promise and its resolving functions
// directly. Returns [promise, resolve, reject].
function NewPromiseCapability(C) {
  if (__isIntrinsicPromise(C)) return __newCapability();
  if (!__isConstructor(C)) throw __typeError(__inspect(C) + " is not a constructor");
  let resolve = undefined;
  let reject = undefined;
  const promise = new C((res, rej) => {
    if (resolve !== undefined || reject !== undefined) {
      throw __typeError("Promise executor has already been invoked with non-undefined arguments");
    }
    resolve = res;
    reject = rej;
  });
  if (!__isCallable(resolve) || !__isCallable(reject)) {
    throw __typeError("Promise resolve or reject function is not callable");
  }
  return [promise, resolve, reject];
}

// SpeciesConstructor(O, %Promise%).
function PromiseSpecies(O) {
  const C = O.constructor;
  if (C === undefined) return __intrinsicPromise();
  if (!__isObject(C)) throw __typeError("The .constructor property is not an object");
  const S = __getSpecies(C);
  if (S === undefined || S === null) return __intrinsicPromise();
  if (__isConstructor(S)) return S;
  throw __typeError("object.constructor[Symbol.species] is not a constructor");
}

// PromiseResolve(C, x).
function PromiseResolveWith(C, x) {
  if (__isPromise(x) && x.constructor === C) return x;
  const cap = __lib("NewPromiseCapability")(C);
  __call(cap[1], undefined, x);
  return cap[0];
}

function Promise_resolve(x) {
  if (!__isObject(this)) throw __typeError("PromiseResolve called on non-object");
  return __lib("PromiseResolveWith")(this, x);
}

function Promise_reject(r) {
  if (!__isObject(this)) throw __typeError("PromiseReject called on non-object");
  const cap = __lib("NewPromiseCapability")(this);
  __call(cap[2], undefined, r);
  return cap[0];
}

// Promise.prototype.then when the species constructor is not %Promise%:
// the reaction handlers settle C's capability (the spec's reaction job
// calls the capability's resolve or reject with the handler's outcome).
function Promise_thenSpecies(promise, C, onFulfilled, onRejected) {
  const cap = __lib("NewPromiseCapability")(C);
  __performThen(promise, (v) => {
    let r;
    if (__isCallable(onFulfilled)) {
      try {
        r = __call(onFulfilled, undefined, v);
      } catch (e) {
        __call(cap[2], undefined, e);
        return;
      }
    } else {
      r = v;
    }
    __call(cap[1], undefined, r);
  }, (e) => {
    let r;
    if (__isCallable(onRejected)) {
      try {
        r = __call(onRejected, undefined, e);
      } catch (e2) {
        __call(cap[2], undefined, e2);
        return;
      }
    } else {
      __call(cap[2], undefined, e);
      return;
    }
    __call(cap[1], undefined, r);
  });
  return cap[0];
}

function Promise_finally(onFinally) {
  const promise = this;
  if (!__isObject(promise)) throw __typeError("Promise.prototype.finally called on non-object");
  const C = __lib("PromiseSpecies")(promise);
  if (!__isCallable(onFinally)) return promise.then(onFinally, onFinally);
  const resolveWith = __lib("PromiseResolveWith");
  return promise.then(
    (value) => {
      const p = resolveWith(C, onFinally());
      return p.then(() => value);
    },
    (reason) => {
      const p = resolveWith(C, onFinally());
      return p.then(() => { throw reason; });
    },
  );
}

// The combinators follow PerformPromiseAll and friends: C.resolve is read
// once, each value goes through it and gets `then` invoked on the result,
// and an abrupt step closes the iterator (for-of does) and rejects.
function Promise_all(iterable) {
  const C = this;
  if (!__isObject(C)) throw __typeError("Promise.all called on non-object");
  const cap = __lib("NewPromiseCapability")(C);
  const resolve = cap[1];
  const reject = cap[2];
  try {
    const promiseResolve = C.resolve;
    if (!__isCallable(promiseResolve)) throw __typeError("resolve is not a function");
    const values = __newArray(0);
    let remaining = 1;
    let index = 0;
    for (const next of iterable) {
      const i = index++;
      values[i] = undefined;
      const nextPromise = __call(promiseResolve, C, next);
      let called = false;
      remaining++;
      nextPromise.then((x) => {
        if (called) return undefined;
        called = true;
        values[i] = x;
        if (--remaining === 0) return __call(resolve, undefined, values);
        return undefined;
      }, reject);
    }
    if (--remaining === 0) __call(resolve, undefined, values);
  } catch (e) {
    __call(reject, undefined, e);
  }
  return cap[0];
}

function Promise_allSettled(iterable) {
  const C = this;
  if (!__isObject(C)) throw __typeError("Promise.allSettled called on non-object");
  const cap = __lib("NewPromiseCapability")(C);
  const resolve = cap[1];
  const reject = cap[2];
  try {
    const promiseResolve = C.resolve;
    if (!__isCallable(promiseResolve)) throw __typeError("resolve is not a function");
    const values = __newArray(0);
    let remaining = 1;
    let index = 0;
    for (const next of iterable) {
      const i = index++;
      values[i] = undefined;
      const nextPromise = __call(promiseResolve, C, next);
      let called = false;
      remaining++;
      nextPromise.then((x) => {
        if (called) return undefined;
        called = true;
        values[i] = { status: "fulfilled", value: x };
        if (--remaining === 0) return __call(resolve, undefined, values);
        return undefined;
      }, (x) => {
        if (called) return undefined;
        called = true;
        values[i] = { status: "rejected", reason: x };
        if (--remaining === 0) return __call(resolve, undefined, values);
        return undefined;
      });
    }
    if (--remaining === 0) __call(resolve, undefined, values);
  } catch (e) {
    __call(reject, undefined, e);
  }
  return cap[0];
}

function Promise_race(iterable) {
  const C = this;
  if (!__isObject(C)) throw __typeError("Promise.race called on non-object");
  const cap = __lib("NewPromiseCapability")(C);
  const resolve = cap[1];
  const reject = cap[2];
  try {
    const promiseResolve = C.resolve;
    if (!__isCallable(promiseResolve)) throw __typeError("resolve is not a function");
    for (const next of iterable) {
      __call(promiseResolve, C, next).then(resolve, reject);
    }
  } catch (e) {
    __call(reject, undefined, e);
  }
  return cap[0];
}

function Promise_any(iterable) {
  const C = this;
  if (!__isObject(C)) throw __typeError("Promise.any called on non-object");
  const cap = __lib("NewPromiseCapability")(C);
  const resolve = cap[1];
  const reject = cap[2];
  try {
    const promiseResolve = C.resolve;
    if (!__isCallable(promiseResolve)) throw __typeError("resolve is not a function");
    const errors = __newArray(0);
    let remaining = 1;
    let index = 0;
    for (const next of iterable) {
      const i = index++;
      errors[i] = undefined;
      const nextPromise = __call(promiseResolve, C, next);
      let called = false;
      remaining++;
      nextPromise.then(resolve, (x) => {
        if (called) return undefined;
        called = true;
        errors[i] = x;
        if (--remaining === 0) {
          return __call(reject, undefined, __aggregateError(errors, "All promises were rejected"));
        }
        return undefined;
      });
    }
    if (--remaining === 0) __call(reject, undefined, __aggregateError(errors, "All promises were rejected"));
  } catch (e) {
    __call(reject, undefined, e);
  }
  return cap[0];
}

// forEach walks the live entries (additions during the loop are visited);
// __mapNext returns the iterator itself when done (it never escapes).
function Map_forEach(fn, thisArg = undefined) {
  const it = __mapIterator(this, false, "forEach");
  if (!__isCallable(fn)) throw __typeError(__typedText(fn) + " is not a function");
  for (;;) {
    const e = __mapNext(it);
    if (e === it) return undefined;
    __call(fn, thisArg, e[1], e[0], this);
  }
}

function Set_forEach(fn, thisArg = undefined) {
  const it = __mapIterator(this, true, "forEach");
  if (!__isCallable(fn)) throw __typeError(__typedText(fn) + " is not a function");
  for (;;) {
    const v = __mapNext(it);
    if (v === it) return undefined;
    __call(fn, thisArg, v, v, this);
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
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  // Step the iterator and call fn per item (a non-iterable array-like is a
  // TypeError; a throwing fn closes the iterator).
  const r = __nullObject();
  let i = 0;
  for (const v of items) {
    const k = __toPropertyKey(fn(v, i++));
    const g = __getOwn(r, k);
    if (g === undefined) __setOwn(r, k, [v]);
    else g.push(v);
  }
  return r;
}

function Map_groupBy(items, fn) {
  if (items === null || items === undefined) throw __typeError(__inspect(items) + " is not iterable");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  const r = __newMap();
  let i = 0;
  for (const v of items) {
    const k = fn(v, i++);
    const g = __mapGet(r, k);
    if (g === undefined) __mapSet(r, k, [v]);
    else g.push(v);
  }
  return r;
}

// Promise.try(callback, ...args) (ES2025): a promise of this constructor
// settled by the callback's result, or rejected by what it throws.
function Promise_try(callback, ...args) {
  if (!__isObject(this)) throw __typeError("Promise.try called on non-object");
  const cap = __lib("NewPromiseCapability")(this);
  let r;
  try {
    r = callback(...args);
  } catch (e) {
    __call(cap[2], undefined, e);
    return cap[0];
  }
  __call(cap[1], undefined, r);
  return cap[0];
}

function Promise_withResolvers() {
  if (!__isObject(this)) throw __typeError("Promise.withResolvers called on non-object");
  const cap = __lib("NewPromiseCapability")(this);
  return { promise: cap[0], resolve: cap[1], reject: cap[2] };
}

function queueMicrotask(callback) {
  if (!__isCallable(callback)) {
    throw __typeError('The "callback" argument must be of type function. Received ' + __inspectArg(callback));
  }
  __promiseResolve(undefined).then(() => { callback(); });
}

// The ES2025 Set methods read the other set through its size, has and keys
// (a "set-like"), as the specification's GetSetRecord does, before they
// look at this set's elements (the getters may change them). Its keys
// iterator's next method is read once; each step reads done, then value.
// Where the specification walks this set's live data (intersection,
// isSubsetOf, isDisjointFrom), a native Set iterator does the same: it sees
// elements added meanwhile and skips deleted ones.
function Set_union(other) {
  __setValues(this, "union");
  const rec = __setRecord(other);
  const r = __newSet(__setValues(this, "union"));
  const it = __call(rec.keys, other);
  if (!__isObject(it)) throw __typeError(__inspect(it) + " is not an object");
  const next = it.next;
  for (;;) {
    const n = __call(next, it);
    if (!__isObject(n)) throw __typeError("Iterator result " + __inspect(n) + " is not an object");
    if (n.done) break;
    let v = n.value;
    if (v === 0) v = 0;
    __setAdd(r, v);
  }
  return r;
}

function Set_intersection(other) {
  __setValues(this, "intersection");
  const rec = __setRecord(other);
  const r = __newSet([]);
  if (__setValues(this, "intersection").length <= rec.size) {
    const live = __mapIterator(this, true, "intersection");
    for (;;) {
      const v = __mapNext(live);
      if (v === live) break;
      if (__call(rec.has, other, v)) __setAdd(r, v);
    }
  } else {
    const it = __call(rec.keys, other);
    if (!__isObject(it)) throw __typeError(__inspect(it) + " is not an object");
    const next = it.next;
    for (;;) {
      const n = __call(next, it);
      if (!__isObject(n)) throw __typeError("Iterator result " + __inspect(n) + " is not an object");
      if (n.done) break;
      let v = n.value;
      if (v === 0) v = 0;
      if (__setHas(this, v)) __setAdd(r, v);
    }
  }
  return r;
}

function Set_difference(other) {
  __setValues(this, "difference");
  const rec = __setRecord(other);
  const vals = __setValues(this, "difference");
  const r = __newSet(vals);
  if (vals.length <= rec.size) {
    for (let i = 0; i < vals.length; i++) {
      if (__call(rec.has, other, vals[i])) __setDelete(r, vals[i]);
    }
  } else {
    const it = __call(rec.keys, other);
    if (!__isObject(it)) throw __typeError(__inspect(it) + " is not an object");
    const next = it.next;
    for (;;) {
      const n = __call(next, it);
      if (!__isObject(n)) throw __typeError("Iterator result " + __inspect(n) + " is not an object");
      if (n.done) break;
      let v = n.value;
      if (v === 0) v = 0;
      __setDelete(r, v);
    }
  }
  return r;
}

function Set_symmetricDifference(other) {
  __setValues(this, "symmetricDifference");
  const rec = __setRecord(other);
  const r = __newSet(__setValues(this, "symmetricDifference"));
  const it = __call(rec.keys, other);
  if (!__isObject(it)) throw __typeError(__inspect(it) + " is not an object");
  const next = it.next;
  for (;;) {
    const n = __call(next, it);
    if (!__isObject(n)) throw __typeError("Iterator result " + __inspect(n) + " is not an object");
    if (n.done) break;
    let v = n.value;
    if (v === 0) v = 0;
    if (__setHas(this, v)) __setDelete(r, v);
    else __setAdd(r, v);
  }
  return r;
}

function Set_isSubsetOf(other) {
  __setValues(this, "isSubsetOf");
  const rec = __setRecord(other);
  if (__setValues(this, "isSubsetOf").length > rec.size) return false;
  const live = __mapIterator(this, true, "isSubsetOf");
  for (;;) {
    const v = __mapNext(live);
    if (v === live) return true;
    if (!__call(rec.has, other, v)) return false;
  }
}

function Set_isSupersetOf(other) {
  __setValues(this, "isSupersetOf");
  const rec = __setRecord(other);
  if (__setValues(this, "isSupersetOf").length < rec.size) return false;
  const it = __call(rec.keys, other);
  if (!__isObject(it)) throw __typeError(__inspect(it) + " is not an object");
  const next = it.next;
  for (;;) {
    const n = __call(next, it);
    if (!__isObject(n)) throw __typeError("Iterator result " + __inspect(n) + " is not an object");
    if (n.done) return true;
    if (!__setHas(this, n.value)) {
      const ret = it.return;
      if (ret !== undefined && ret !== null) {
        const x = __call(ret, it);
        if (!__isObject(x)) throw __typeError("Iterator result " + __inspect(x) + " is not an object");
      }
      return false;
    }
  }
}

function Set_isDisjointFrom(other) {
  __setValues(this, "isDisjointFrom");
  const rec = __setRecord(other);
  if (__setValues(this, "isDisjointFrom").length <= rec.size) {
    const live = __mapIterator(this, true, "isDisjointFrom");
    for (;;) {
      const v = __mapNext(live);
      if (v === live) return true;
      if (__call(rec.has, other, v)) return false;
    }
  }
  const it = __call(rec.keys, other);
  if (!__isObject(it)) throw __typeError(__inspect(it) + " is not an object");
  const next = it.next;
  for (;;) {
    const n = __call(next, it);
    if (!__isObject(n)) throw __typeError("Iterator result " + __inspect(n) + " is not an object");
    if (n.done) return true;
    if (__setHas(this, n.value)) {
      const ret = it.return;
      if (ret !== undefined && ret !== null) {
        const x = __call(ret, it);
        if (!__isObject(x)) throw __typeError("Iterator result " + __inspect(x) + " is not an object");
      }
      return false;
    }
  }
}

function URLSearchParams_forEach(fn, thisArg = undefined) {
  const entries = __uspEntries(this);
  if (!__isCallable(fn)) throw __typeError('The "callback" argument must be of type function. Received ' + __inspectArg(fn));
  for (let i = 0; i < entries.length; i++) __call(fn, thisArg, entries[i][1], entries[i][0], this);
}

// TypedArray_* are the %TypedArray% methods that call back into
// JavaScript. __taLength(o, method) is ValidateTypedArray (a TypeError for
// anything but a typed array in bounds) and gives the length; __taSpecies
// is TypedArraySpeciesCreate's constructor, undefined for the built-in one,
// when __taNew(o, n) makes the result; __taCheck(r, n, o, method) checks what a
// constructor made (a typed array in bounds of at least n elements, of o's
// content type; else a TypeError naming the method); __taSetAll(r, vals)
// sets r[i] = vals[i] for each value.
function TypedArray_from(source, mapFn = undefined, thisArg = undefined) {
  const C = this;
  if (!__isConstructor(C)) throw __typeError(__calleeText(C) + " is not a constructor");
  if (mapFn !== undefined && !__isCallable(mapFn)) throw __typeError(__calleeText(mapFn) + " is not a function");
  const vals = __iterToArray(source);
  const n = vals.length;
  const r = __taCheck(new C(n), n, undefined, "%TypedArray%.from");
  if (mapFn === undefined) return __taSetAll(r, vals);
  for (let i = 0; i < n; i++) r[i] = __call(mapFn, thisArg, vals[i], i);
  return r;
}

function TypedArray_of(...items) {
  const C = this;
  if (!__isConstructor(C)) throw __typeError(__calleeText(C) + " is not a constructor");
  const n = items.length;
  const r = __taCheck(new C(n), n, undefined, "%TypedArray%.of");
  for (let i = 0; i < n; i++) r[i] = items[i];
  return r;
}

function TypedArray_map(fn, thisArg = undefined) {
  const n = __taLength(this, "%TypedArray%.prototype.map");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  const C = __taSpecies(this);
  const r = C === undefined ? __taNew(this, n) : __taCheck(new C(n), n, this, "%TypedArray%.prototype.map");
  for (let i = 0; i < n; i++) r[i] = __call(fn, thisArg, this[i], i, this);
  return r;
}

function TypedArray_filter(fn, thisArg = undefined) {
  const n = __taLength(this, "%TypedArray%.prototype.filter");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  const kept = __newArray(0);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const v = this[i];
    if (__call(fn, thisArg, v, i, this)) kept[k++] = v;
  }
  const C = __taSpecies(this);
  const r = C === undefined ? __taNew(this, k) : __taCheck(new C(k), k, this, "%TypedArray%.prototype.filter");
  for (let i = 0; i < k; i++) r[i] = kept[i];
  return r;
}

function TypedArray_forEach(fn, thisArg = undefined) {
  const n = __taLength(this, "%TypedArray%.prototype.forEach");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = 0; i < n; i++) __call(fn, thisArg, this[i], i, this);
}

function TypedArray_some(fn, thisArg = undefined) {
  const n = __taLength(this, "%TypedArray%.prototype.some");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (__call(fn, thisArg, this[i], i, this)) return true;
  }
  return false;
}

function TypedArray_every(fn, thisArg = undefined) {
  const n = __taLength(this, "%TypedArray%.prototype.every");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (!__call(fn, thisArg, this[i], i, this)) return false;
  }
  return true;
}

function TypedArray_find(fn, thisArg = undefined) {
  const n = __taLength(this, "%TypedArray%.prototype.find");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    const v = this[i];
    if (__call(fn, thisArg, v, i, this)) return v;
  }
  return undefined;
}

function TypedArray_findIndex(fn, thisArg = undefined) {
  const n = __taLength(this, "%TypedArray%.prototype.findIndex");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = 0; i < n; i++) {
    if (__call(fn, thisArg, this[i], i, this)) return i;
  }
  return -1;
}

function TypedArray_findLast(fn, thisArg = undefined) {
  const n = __taLength(this, "%TypedArray%.prototype.findLast");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = n - 1; i >= 0; i--) {
    const v = this[i];
    if (__call(fn, thisArg, v, i, this)) return v;
  }
  return undefined;
}

function TypedArray_findLastIndex(fn, thisArg = undefined) {
  const n = __taLength(this, "%TypedArray%.prototype.findLastIndex");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  for (let i = n - 1; i >= 0; i--) {
    if (__call(fn, thisArg, this[i], i, this)) return i;
  }
  return -1;
}

function TypedArray_reduce(fn, ...init) {
  const n = __taLength(this, "%TypedArray%.prototype.reduce");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  let i = 0;
  let acc;
  if (init.length > 0) acc = init[0];
  else if (n === 0) throw __typeError("Reduce of empty array with no initial value");
  else acc = this[i++];
  for (; i < n; i++) acc = __call(fn, undefined, acc, this[i], i, this);
  return acc;
}

function TypedArray_reduceRight(fn, ...init) {
  const n = __taLength(this, "%TypedArray%.prototype.reduceRight");
  if (!__isCallable(fn)) throw __typeError(__calleeText(fn) + " is not a function");
  let i = n - 1;
  let acc;
  if (init.length > 0) acc = init[0];
  else if (n === 0) throw __typeError("Reduce of empty array with no initial value");
  else acc = this[i--];
  for (; i >= 0; i--) acc = __call(fn, undefined, acc, this[i], i, this);
  return acc;
}

// sort and toSorted with a comparator (already checked callable): the
// values are sorted apart, then written back (the comparator may shrink
// the buffer: writes past its end are dropped).
function TypedArray_sort(cmp) {
  const n = __taLength(this, "%TypedArray%.prototype.sort");
  const vals = __newArray(n);
  for (let i = 0; i < n; i++) vals[i] = this[i];
  let buf = __newArray(n);
  for (let w = 1; w < n; w *= 2) {
    for (let lo = 0; lo < n; lo += 2 * w) {
      const mid = lo + w < n ? lo + w : n;
      const hi = lo + 2 * w < n ? lo + 2 * w : n;
      let a = lo, b = mid, k = lo;
      while (a < mid && b < hi) {
        const c = +__call(cmp, undefined, vals[b], vals[a]);
        if (c < 0) buf[k++] = vals[b++];
        else buf[k++] = vals[a++];
      }
      while (a < mid) buf[k++] = vals[a++];
      while (b < hi) buf[k++] = vals[b++];
    }
    for (let i = 0; i < n; i++) vals[i] = buf[i];
  }
  for (let i = 0; i < n; i++) this[i] = vals[i];
  return this;
}

function TypedArray_toLocaleString(locales = undefined, options = undefined) {
  const n = __taLength(this, "%TypedArray%.prototype.toLocaleString");
  let s = "";
  for (let i = 0; i < n; i++) {
    if (i > 0) s += ",";
    const v = this[i];
    if (v !== undefined && v !== null) s += `${v.toLocaleString(locales, options)}`; // ToString, not ToPrimitive
  }
  return s;
}

// slice with a species constructor of the program's: new C(count), then
// the elements (__taSliceInto checks the array it made).
function TypedArray_sliceSpecies(C, start, count) {
  const r = __taCheck(new C(count), count, this, "%TypedArray%.prototype.slice");
  __taSliceInto(this, r, start, count);
  return r;
}

// subarray with a species constructor of the program's: a view of the
// same buffer; length undefined for one that tracks the buffer.
function TypedArray_subarrayCreate(C, buffer, byteOffset, length) {
  const r = length === undefined ? new C(buffer, byteOffset) : new C(buffer, byteOffset, length);
  return __taCheck(r, -1, undefined, "%TypedArray%.prototype.subarray");
}

// ArrayBuffer.prototype.slice with a species constructor of the
// program's.
function ArrayBuffer_sliceSpecies(C, buffer, start, n) {
  const r = new C(n);
  __bufferSliceInto(buffer, r, start, n);
  return r;
}

// ECMA-402 passes locales and options on to each element.
function Array_toLocaleString(locales = undefined, options = undefined) {
  const o = __toObject(this);
  const n = __length(o);
  let s = "";
  for (let i = 0; i < n; i++) {
    if (i > 0) s += ",";
    const v = o[i];
    if (v !== undefined && v !== null) s += v.toLocaleString(locales, options);
  }
  return s;
}

// Construct(C, [rx, flags]): the species constructor of
// RegExp.prototype[Symbol.split] and [Symbol.matchAll] when it is not
// RegExp itself (its own code runs).
function RegExpSpeciesCreate(C, rx, flags) {
  return new C(rx, flags);
}

// ArrayGeneric_* are the Array.prototype methods step for step as the
// specification writes them (Get, HasProperty, Set, DeletePropertyOrThrow
// per index), for receivers whose elements are not all in plain array
// storage: array-likes ({length: n, 0: ...}), arrays with accessor
// elements or a read-only length, and arrays whose prototype has elements.
// Their getters and setters then run in the specified order, and lengths up
// to 2**53-1 work. The native methods handle plain arrays. `this` is
// already an object. __nextIndex(o, k, end) / __prevIndex(o, k, lo) find
// the next present index (HasProperty true) without visiting each absent
// one, so that a search through {length: 2**53-1} ends.
function ArrayGeneric_push(...items) {
  const o = this;
  const len = __lengthOf(o);
  const n = items.length;
  if (len + n > 9007199254740991) {
    throw __typeError("Pushing " + n + " elements on an array-like of length " + len +
      " is disallowed, as the total surpasses 2**53-1");
  }
  for (let i = 0; i < n; i++) o[len + i] = items[i];
  o.length = len + n;
  return len + n;
}

function ArrayGeneric_pop() {
  const o = this;
  const len = __lengthOf(o);
  if (len === 0) {
    o.length = 0;
    return undefined;
  }
  const v = o[len - 1];
  delete o[len - 1];
  o.length = len - 1;
  return v;
}

function ArrayGeneric_shift() {
  const o = this;
  const len = __lengthOf(o);
  if (len === 0) {
    o.length = 0;
    return undefined;
  }
  const first = o[0];
  for (let k = 1; k < len; k++) {
    if (k in o) o[k - 1] = o[k];
    else delete o[k - 1];
  }
  delete o[len - 1];
  o.length = len - 1;
  return first;
}

function ArrayGeneric_unshift(...items) {
  const o = this;
  const len = __lengthOf(o);
  const n = items.length;
  if (n > 0) {
    if (len + n > 9007199254740991) throw __typeError("Invalid array length");
    for (let k = len; k > 0; k--) {
      if (k - 1 in o) o[k + n - 1] = o[k - 1];
      else delete o[k + n - 1];
    }
    for (let j = 0; j < n; j++) o[j] = items[j];
  }
  o.length = len + n;
  return len + n;
}

function ArrayGeneric_slice(start, end) {
  const o = this;
  const len = __lengthOf(o);
  let k = __relIndex(start, len);
  const final = end === undefined ? len : __relIndex(end, len);
  const count = final > k ? final - k : 0;
  const C = __arraySpecies(o);
  const a = C === undefined ? __newArray(count) : new C(count);
  let n = 0;
  for (; k < final; k++, n++) {
    if (k in o) __createDataProperty(a, n, o[k]);
  }
  __setOrThrow(a, "length", n);
  return a;
}

function ArrayGeneric_splice(start, deleteCount, ...items) {
  const o = this;
  const len = __lengthOf(o);
  const actualStart = __relIndex(start, len);
  const itemCount = items.length;
  let dc = 0;
  if (arguments.length === 1) {
    dc = len - actualStart;
  } else if (arguments.length > 1) {
    dc = __toInteger(deleteCount);
    if (dc < 0) dc = 0;
    if (dc > len - actualStart) dc = len - actualStart;
  }
  if (len + itemCount - dc > 9007199254740991) throw __typeError("Invalid array length");
  const C = __arraySpecies(o);
  const a = C === undefined ? __newArray(dc) : new C(dc);
  for (let k = 0; k < dc; k++) {
    if (actualStart + k in o) __createDataProperty(a, k, o[actualStart + k]);
  }
  __setOrThrow(a, "length", dc);
  if (itemCount < dc) {
    for (let k = actualStart; k < len - dc; k++) {
      if (k + dc in o) o[k + itemCount] = o[k + dc];
      else delete o[k + itemCount];
    }
    for (let k = len; k > len - dc + itemCount; k--) delete o[k - 1];
  } else if (itemCount > dc) {
    for (let k = len - dc; k > actualStart; k--) {
      if (k + dc - 1 in o) o[k + itemCount - 1] = o[k + dc - 1];
      else delete o[k + itemCount - 1];
    }
  }
  for (let k = 0; k < itemCount; k++) o[actualStart + k] = items[k];
  o.length = len - dc + itemCount;
  return a;
}

function ArrayGeneric_reverse() {
  const o = this;
  const len = __lengthOf(o);
  const middle = (len - len % 2) / 2;
  for (let lower = 0; lower !== middle; lower++) {
    const upper = len - lower - 1;
    const lowerExists = lower in o;
    const lowerValue = lowerExists ? o[lower] : undefined;
    const upperExists = upper in o;
    const upperValue = upperExists ? o[upper] : undefined;
    if (lowerExists && upperExists) {
      o[lower] = upperValue;
      o[upper] = lowerValue;
    } else if (upperExists) {
      o[lower] = upperValue;
      delete o[upper];
    } else if (lowerExists) {
      delete o[lower];
      o[upper] = lowerValue;
    }
  }
  return o;
}

function ArrayGeneric_indexOf(x, fromIndex) {
  const o = this;
  const len = __lengthOf(o);
  if (len === 0) return -1;
  let n = __toInteger(fromIndex);
  if (n === Infinity) return -1;
  if (n < 0) {
    n = len + n;
    if (n < 0) n = 0;
  }
  for (let k = __nextIndex(o, n, len); k >= 0; k = __nextIndex(o, k + 1, len)) {
    if (o[k] === x) return k;
  }
  return -1;
}

function ArrayGeneric_lastIndexOf(x, fromIndex) {
  const o = this;
  const len = __lengthOf(o);
  if (len === 0) return -1;
  let n = arguments.length > 1 ? __toInteger(fromIndex) : len - 1;
  if (n === -Infinity) return -1;
  if (n >= 0) {
    if (n > len - 1) n = len - 1;
  } else {
    n = len + n;
  }
  for (let k = __prevIndex(o, n, 0); k >= 0; k = __prevIndex(o, k - 1, 0)) {
    if (o[k] === x) return k;
  }
  return -1;
}

function ArrayGeneric_includes(x, fromIndex) {
  const o = this;
  const len = __lengthOf(o);
  if (len === 0) return false;
  let n = __toInteger(fromIndex);
  if (n === Infinity) return false;
  if (n < 0) {
    n = len + n;
    if (n < 0) n = 0;
  }
  if (x === undefined || __reachesProxy(o)) {
    // An absent index reads as undefined (and through a proxy, a get
    // trap sees every read): no skipping.
    for (let k = n; k < len; k++) {
      const v = o[k];
      if (v === x || (v !== v && x !== x)) return true;
    }
    return false;
  }
  for (let k = __nextIndex(o, n, len); k >= 0; k = __nextIndex(o, k + 1, len)) {
    const v = o[k];
    if (v === x || (v !== v && x !== x)) return true;
  }
  return false;
}

function ArrayGeneric_fill(value, start, end) {
  const o = this;
  const len = __lengthOf(o);
  let k = __relIndex(start, len);
  const final = end === undefined ? len : __relIndex(end, len);
  for (; k < final; k++) o[k] = value;
  return o;
}

function ArrayGeneric_copyWithin(target, start, end) {
  const o = this;
  const len = __lengthOf(o);
  let to = __relIndex(target, len);
  let from = __relIndex(start, len);
  const final = end === undefined ? len : __relIndex(end, len);
  let count = final - from < len - to ? final - from : len - to;
  let dir = 1;
  if (from < to && to < from + count) {
    dir = -1;
    from = from + count - 1;
    to = to + count - 1;
  }
  for (; count > 0; count--) {
    if (from in o) o[to] = o[from];
    else delete o[to];
    from += dir;
    to += dir;
  }
  return o;
}

function ArrayGeneric_at(index) {
  const o = this;
  const len = __lengthOf(o);
  const rel = __toInteger(index);
  const k = rel >= 0 ? rel : len + rel;
  if (k < 0 || k >= len) return undefined;
  return o[k];
}

function ArrayGeneric_toReversed() {
  const o = this;
  const len = __lengthOf(o);
  const a = __newArray(len);
  for (let k = 0; k < len; k++) __createDataProperty(a, k, o[len - k - 1]);
  return a;
}

function ArrayGeneric_with(index, value) {
  const o = this;
  const len = __lengthOf(o);
  const given = __toNumber(index);
  const rel = __toInteger(given);
  const actual = rel >= 0 ? rel : len + rel;
  if (actual >= len || actual < 0) throw __rangeError("Invalid index : " + given);
  const a = __newArray(len);
  for (let k = 0; k < len; k++) __createDataProperty(a, k, k === actual ? value : o[k]);
  return a;
}

function ArrayGeneric_toSpliced(start, skipCount, ...items) {
  const o = this;
  const len = __lengthOf(o);
  const actualStart = __relIndex(start, len);
  const insertCount = items.length;
  let skip = 0;
  if (arguments.length === 1) {
    skip = len - actualStart;
  } else if (arguments.length > 1) {
    skip = __toInteger(skipCount);
    if (skip < 0) skip = 0;
    if (skip > len - actualStart) skip = len - actualStart;
  }
  const newLen = len + insertCount - skip;
  if (newLen > 9007199254740991) throw __typeError("Invalid array length");
  const a = __newArray(newLen);
  let i = 0;
  for (; i < actualStart; i++) __createDataProperty(a, i, o[i]);
  for (let j = 0; j < insertCount; j++, i++) __createDataProperty(a, i, items[j]);
  for (let r = actualStart + skip; i < newLen; i++, r++) __createDataProperty(a, i, o[r]);
  return a;
}

// Iterator helpers (ES2025). Iterator.prototype.map, filter, take, drop
// and flatMap return a helper: an object of %IteratorHelperPrototype%
// whose hidden record (__newIteratorObject, __iteratorRecord) holds the
// underlying iterator `it`, its `next` method, the helper's `kind` and its
// state: 0 not started, 1 suspended after a value, 2 running, 3 done. The
// record is what the specification's generator closure keeps in its
// variables. An error thrown by a callback, or a bad argument, closes the
// underlying iterator (its return method, whose own errors are dropped);
// an error from the underlying iterator itself does not.

function Iterator_map(mapper) {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.map called on non-object");
  if (!__isCallable(mapper)) {
    const err = __typeError(__typedText(mapper) + " is not a function");
    try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e) {}
    throw err;
  }
  const h = __nullObject();
  h.kind = "map"; h.it = o; h.next = o.next; h.fn = mapper; h.counter = 0; h.state = 0;
  return __newIteratorObject(false, h);
}

function Iterator_filter(predicate) {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.filter called on non-object");
  if (!__isCallable(predicate)) {
    const err = __typeError(__typedText(predicate) + " is not a function");
    try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e) {}
    throw err;
  }
  const h = __nullObject();
  h.kind = "filter"; h.it = o; h.next = o.next; h.fn = predicate; h.counter = 0; h.state = 0;
  return __newIteratorObject(false, h);
}

function Iterator_flatMap(mapper) {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.flatMap called on non-object");
  if (!__isCallable(mapper)) {
    const err = __typeError(__typedText(mapper) + " is not a function");
    try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e) {}
    throw err;
  }
  const h = __nullObject();
  h.kind = "flatMap"; h.it = o; h.next = o.next; h.fn = mapper; h.counter = 0; h.state = 0;
  h.inner = undefined; h.innerNext = undefined;
  return __newIteratorObject(false, h);
}

// take and drop read their limit before the underlying next method; an
// invalid limit (NaN, negative, a throwing valueOf) closes the iterator.
function Iterator_take(limit) {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.take called on non-object");
  let n;
  try {
    const num = __toNumber(limit);
    if (num !== num) throw __rangeError(__calleeText(limit) + " must be positive");
    n = __toInteger(num);
    if (n < 0 || (n > 9007199254740991 && n !== Infinity)) throw __rangeError(__calleeText(limit) + " must be positive");
  } catch (e) {
    try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e2) {}
    throw e;
  }
  const h = __nullObject();
  h.kind = "take"; h.it = o; h.next = o.next; h.n = n; h.state = 0;
  return __newIteratorObject(false, h);
}

function Iterator_drop(limit) {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.drop called on non-object");
  let n;
  try {
    const num = __toNumber(limit);
    if (num !== num) throw __rangeError(__calleeText(limit) + " must be positive");
    n = __toInteger(num);
    if (n < 0 || (n > 9007199254740991 && n !== Infinity)) throw __rangeError(__calleeText(limit) + " must be positive");
  } catch (e) {
    try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e2) {}
    throw e;
  }
  const h = __nullObject();
  h.kind = "drop"; h.it = o; h.next = o.next; h.n = n; h.state = 0;
  return __newIteratorObject(false, h);
}

function IteratorHelper_next() {
  const h = __iteratorRecord(this, false, "Iterator Helper.prototype.next");
  if (h.state === 2) throw __typeError("Generator is already running");
  if (h.state === 3) return { value: undefined, done: true };
  h.state = 2;
  const it = h.it;
  // A callback's error closes the underlying iterator, dropping the
  // close's own errors.
  function closeOnThrow() {
    try { const ret = it.return; if (ret !== undefined && ret !== null) __call(ret, it); } catch (e) {}
  }
  try {
    for (;;) {
      if (h.inner !== undefined) {
        // flatMap: the values of the current inner iterator first.
        let v;
        try {
          const ir = __call(h.innerNext, h.inner);
          if (!__isObject(ir)) throw __typeError("Iterator result " + __inspect(ir) + " is not an object");
          if (ir.done) {
            h.inner = undefined;
            continue;
          }
          v = ir.value;
        } catch (e) {
          closeOnThrow();
          throw e;
        }
        h.state = 1;
        return { value: v, done: false };
      }
      if (h.kind === "take") {
        if (h.n === 0) {
          h.state = 3;
          const ret = it.return;
          if (ret !== undefined && ret !== null) {
            const r = __call(ret, it);
            if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
          }
          return { value: undefined, done: true };
        }
        if (h.n !== Infinity) h.n--;
      }
      const r = __call(h.next, it);
      if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
      if (r.done) {
        h.state = 3;
        return { value: undefined, done: true };
      }
      if (h.kind === "drop" && h.n > 0) {
        // Values dropped are never read.
        if (h.n !== Infinity) h.n--;
        continue;
      }
      const value = r.value;
      if (h.kind === "take" || h.kind === "drop") {
        h.state = 1;
        return { value, done: false };
      }
      let out;
      try {
        out = __call(h.fn, undefined, value, h.counter);
      } catch (e) {
        closeOnThrow();
        throw e;
      }
      h.counter++;
      if (h.kind === "map") {
        h.state = 1;
        return { value: out, done: false };
      }
      if (h.kind === "filter") {
        if (out) {
          h.state = 1;
          return { value, done: false };
        }
        continue;
      }
      // flatMap: GetIteratorFlattenable(out, reject-primitives).
      try {
        if (!__isObject(out)) throw __typeError("Iterator.prototype.flatMap called on non-object");
        const method = __iteratorMethod(out);
        let inner = out;
        if (method !== undefined) {
          inner = __call(method, out);
          if (!__isObject(inner)) throw __typeError(__calleeText(out) + " is not iterable");
        }
        h.innerNext = inner.next;
        h.inner = inner;
      } catch (e) {
        closeOnThrow();
        throw e;
      }
    }
  } catch (e) {
    h.state = 3;
    throw e;
  }
}

// return closes the underlying iterator (and flatMap's inner one first)
// unless the helper is done; its result is always {value: undefined,
// done: true}.
function IteratorHelper_return() {
  const h = __iteratorRecord(this, false, "Iterator Helper.prototype.return");
  if (h.state === 2) throw __typeError("Generator is already running");
  if (h.state === 3) return { value: undefined, done: true };
  const it = h.it;
  const started = h.state === 1;
  h.state = started ? 2 : 3;
  try {
    if (h.inner !== undefined) {
      const inner = h.inner;
      h.inner = undefined;
      try {
        const ret = inner.return;
        if (ret !== undefined && ret !== null) {
          const r = __call(ret, inner);
          if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
        }
      } catch (e) {
        try { const ret = it.return; if (ret !== undefined && ret !== null) __call(ret, it); } catch (e2) {}
        throw e;
      }
    }
    const ret = it.return;
    if (ret !== undefined && ret !== null) {
      const r = __call(ret, it);
      if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
    }
  } finally {
    h.state = 3;
  }
  return { value: undefined, done: true };
}

// The consuming methods: reduce, toArray, forEach, some, every and find
// step the iterator through its next method (read once, first); a
// callback's error closes it, and so does an early answer of some, every
// and find.
function Iterator_reduce(reducer, initialValue = undefined) {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.reduce called on non-object");
  if (!__isCallable(reducer)) {
    const err = __typeError(__typedText(reducer) + " is not a function");
    try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e) {}
    throw err;
  }
  const next = o.next;
  let acc;
  let counter = 0;
  if (arguments.length < 2) {
    const r = __call(next, o);
    if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
    if (r.done) throw __typeError("Reduce of a done iterator with no initial value");
    acc = r.value;
    counter = 1;
  } else {
    acc = initialValue;
  }
  for (;;) {
    const r = __call(next, o);
    if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
    if (r.done) return acc;
    const v = r.value;
    try {
      acc = __call(reducer, undefined, acc, v, counter);
    } catch (e) {
      try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e2) {}
      throw e;
    }
    counter++;
  }
}

function Iterator_toArray() {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.toArray called on non-object");
  const next = o.next;
  const items = __newArray(0);
  let k = 0;
  for (;;) {
    const r = __call(next, o);
    if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
    if (r.done) return items;
    __createDataProperty(items, k, r.value);
    k++;
  }
}

function Iterator_forEach(fn) {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.forEach called on non-object");
  if (!__isCallable(fn)) {
    const err = __typeError(__typedText(fn) + " is not a function");
    try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e) {}
    throw err;
  }
  const next = o.next;
  let counter = 0;
  for (;;) {
    const r = __call(next, o);
    if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
    if (r.done) return undefined;
    const v = r.value;
    try {
      __call(fn, undefined, v, counter);
    } catch (e) {
      try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e2) {}
      throw e;
    }
    counter++;
  }
}

// some, every and find share one loop: want is the callback's answer that
// ends it (closing the iterator), and found what they return then.
function Iterator_some(predicate) {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.some called on non-object");
  if (!__isCallable(predicate)) {
    const err = __typeError(__typedText(predicate) + " is not a function");
    try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e) {}
    throw err;
  }
  const next = o.next;
  let counter = 0;
  for (;;) {
    const r = __call(next, o);
    if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
    if (r.done) return false;
    const v = r.value;
    let answer;
    try {
      answer = __call(predicate, undefined, v, counter);
    } catch (e) {
      try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e2) {}
      throw e;
    }
    if (answer) {
      const ret = o.return;
      if (ret !== undefined && ret !== null) {
        const rr = __call(ret, o);
        if (!__isObject(rr)) throw __typeError("Iterator result " + __inspect(rr) + " is not an object");
      }
      return true;
    }
    counter++;
  }
}

function Iterator_every(predicate) {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.every called on non-object");
  if (!__isCallable(predicate)) {
    const err = __typeError(__typedText(predicate) + " is not a function");
    try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e) {}
    throw err;
  }
  const next = o.next;
  let counter = 0;
  for (;;) {
    const r = __call(next, o);
    if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
    if (r.done) return true;
    const v = r.value;
    let answer;
    try {
      answer = __call(predicate, undefined, v, counter);
    } catch (e) {
      try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e2) {}
      throw e;
    }
    if (!answer) {
      const ret = o.return;
      if (ret !== undefined && ret !== null) {
        const rr = __call(ret, o);
        if (!__isObject(rr)) throw __typeError("Iterator result " + __inspect(rr) + " is not an object");
      }
      return false;
    }
    counter++;
  }
}

function Iterator_find(predicate) {
  const o = this;
  if (!__isObject(o)) throw __typeError("Iterator.prototype.find called on non-object");
  if (!__isCallable(predicate)) {
    const err = __typeError(__typedText(predicate) + " is not a function");
    try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e) {}
    throw err;
  }
  const next = o.next;
  let counter = 0;
  for (;;) {
    const r = __call(next, o);
    if (!__isObject(r)) throw __typeError("Iterator result " + __inspect(r) + " is not an object");
    if (r.done) return undefined;
    const v = r.value;
    let answer;
    try {
      answer = __call(predicate, undefined, v, counter);
    } catch (e) {
      try { const ret = o.return; if (ret !== undefined && ret !== null) __call(ret, o); } catch (e2) {}
      throw e;
    }
    if (answer) {
      const ret = o.return;
      if (ret !== undefined && ret !== null) {
        const rr = __call(ret, o);
        if (!__isObject(rr)) throw __typeError("Iterator result " + __inspect(rr) + " is not an object");
      }
      return v;
    }
    counter++;
  }
}

// Iterator.from(o): o itself if it is an Iterator already (inherits from
// Iterator.prototype), else a wrapper whose next and return forward to it.
// A string iterates by code points.
function Iterator_from(o) {
  if (typeof o !== "string" && !__isObject(o)) throw __typeError("Iterator.from called on non-object");
  const method = __iteratorMethod(o);
  let iterator = o;
  if (method !== undefined) iterator = __call(method, o);
  if (!__isObject(iterator)) throw __typeError(__calleeText(o) + " is not iterable");
  const next = iterator.next;
  if (__isIteratorInstance(iterator)) return iterator;
  const w = __nullObject();
  w.it = iterator; w.next = next;
  return __newIteratorObject(true, w);
}

function WrapForValidIterator_next() {
  const w = __iteratorRecord(this, true, "%WrapForValidIteratorPrototype%.next");
  return __call(w.next, w.it);
}

function WrapForValidIterator_return() {
  const w = __iteratorRecord(this, true, "%WrapForValidIteratorPrototype%.return");
  const ret = w.it.return;
  if (ret === undefined || ret === null) return { value: undefined, done: true };
  return __call(ret, w.it);
}
