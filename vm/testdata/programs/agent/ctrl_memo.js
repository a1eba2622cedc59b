// value: {"computeCount":3,"hits":3,"trail":["a\u003e","b\u003e","handler(ann)","\u003cb","\u003ca"]}
// log: [ 9, 16, 9, 9, 25, 16 ] 3 3
// log: 1548008755920 58
// log: a> b> handler(ann) <b <a
// log: next() called multiple times
// log: sync throw in middleware
// log: true false
// log: [ 'add:1', 'add:2' ] { items: [] }
// Closures for memoization, debouncing counters and middleware chains.
function memoize(fn, keyFn = (...args) => JSON.stringify(args)) {
  const cache = new Map();
  const memo = function (...args) {
    const key = keyFn(...args);
    if (cache.has(key)) {
      memo.hits++;
      return cache.get(key);
    }
    const value = fn.apply(this, args);
    cache.set(key, value);
    return value;
  };
  memo.hits = 0;
  memo.clear = () => cache.clear();
  return memo;
}
let computeCount = 0;
const slowSquare = memoize((n) => {
  computeCount++;
  return n * n;
});
console.log([3, 4, 3, 3, 5, 4].map((n) => slowSquare(n)), computeCount, slowSquare.hits);
const fib = memoize((n) => (n < 2 ? n : fib(n - 1) + fib(n - 2)));
console.log(fib(60), fib.hits);
function compose(middlewares) {
  return function run(ctx) {
    let index = -1;
    function dispatch(i) {
      if (i <= index) return Promise.reject(new Error("next() called multiple times"));
      index = i;
      const fn = middlewares[i];
      if (!fn) return Promise.resolve();
      try {
        return Promise.resolve(fn(ctx, () => dispatch(i + 1)));
      } catch (err) {
        return Promise.reject(err);
      }
    }
    return dispatch(0);
  };
}
const trail = [];
const app = compose([
  async (ctx, next) => {
    trail.push("a>");
    await next();
    trail.push("<a");
  },
  async (ctx, next) => {
    trail.push("b>");
    ctx.user = "ann";
    await next();
    trail.push("<b");
  },
  (ctx) => {
    trail.push(`handler(${ctx.user})`);
  },
]);
await app({});
console.log(trail.join(" "));
const broken = compose([
  async (ctx, next) => {
    await next();
    await next();
  },
]);
console.log(await broken({}).catch((e) => e.message));
const throwing = compose([() => { throw new Error("sync throw in middleware"); }]);
console.log(await throwing({}).catch((e) => e.message));
function createStore(reducer, initial) {
  let state = initial;
  const listeners = new Set();
  return {
    getState: () => state,
    dispatch(action) {
      state = reducer(state, action);
      listeners.forEach((l) => l(state, action));
      return action;
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
const store = createStore((s, a) => {
  switch (a.type) {
    case "add":
      return { ...s, items: [...s.items, a.item] };
    case "clear":
      return { ...s, items: [] };
    default:
      return s;
  }
}, { items: [] });
const seen = [];
const unsub = store.subscribe((s, a) => seen.push(`${a.type}:${s.items.length}`));
store.dispatch({ type: "add", item: 1 });
store.dispatch({ type: "add", item: 2 });
console.log(unsub(), unsub());
store.dispatch({ type: "clear" });
console.log(seen, store.getState());
return { computeCount, hits: slowSquare.hits, trail };
