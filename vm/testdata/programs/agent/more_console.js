// value: {"printed":true}
// log: Task {
// log:   id: 1,
// log:   title: 'write report',
// log:   subtasks: [
// log:     Task { id: 2, title: 'outline', subtasks: [], meta: [Object] },
// log:     Urgent {
// log:       id: 3,
// log:       title: 'deadline',
// log:       subtasks: [],
// log:       meta: [Object],
// log:       priority: 'high'
// log:     }
// log:   ],
// log:   meta: { created: 1970-01-01T00:00:00.000Z, tags: Set(1) { 'x' } }
// log: }
// log: [
// log:   Urgent {
// log:     id: 3,
// log:     title: 'deadline',
// log:     subtasks: [],
// log:     meta: { created: 1970-01-01T00:00:00.000Z, tags: [Set] },
// log:     priority: 'high'
// log:   }
// log: ]
// log: { level1: { level2: { level3: [Object] } } }
// log: [ [ 1, [ 2, [Array] ] ] ]
// log: {
// log:   tasks: [ Task { id: 2, title: 'outline', subtasks: [], meta: [Object] } ],
// log:   count: 2
// log: }
// log: Map(2) {
// log:   't' => Task {
// log:     id: 4,
// log:     title: 'm',
// log:     subtasks: [],
// log:     meta: { created: 1970-01-01T00:00:00.000Z, tags: [Set] }
// log:   },
// log:   { k: 1 } => [ 1, 2 ]
// log: }
// log: [class Urgent extends Task] { kind: 'urgent' } [class Task] [class (anonymous)] [class (anonymous) extends Task]
// log: [Object: null prototype] {} [Object: null prototype] { a: 1 } Task {}
// log: {
// log:   query: 'weather in Paris',
// log:   hits: [
// log:     {
// log:       rank: 1,
// log:       url: 'https://example.com/0',
// log:       score: 1,
// log:       snippet: 'Lorem ipsum dolor sit amet 0'
// log:     },
// log:     {
// log:       rank: 2,
// log:       url: 'https://example.com/1',
// log:       score: 0.5,
// log:       snippet: 'Lorem ipsum dolor sit amet 1'
// log:     },
// log:     {
// log:       rank: 3,
// log:       url: 'https://example.com/2',
// log:       score: 0.3333333333333333,
// log:       snippet: 'Lorem ipsum dolor sit amet 2'
// log:     }
// log:   ],
// log:   took: 12.5
// log: }
// log: summary: { ok: true, errors: [], warnings: [ { code: 'W1', msg: 'minor' } ] } [ undefined, null, NaN, -0, 0n ]
// log: [
// log:    0,  3,  6,  9, 12, 15, 18, 21, 24,
// log:   27, 30, 33, 36, 39, 42, 45, 48, 51,
// log:   54, 57, 60, 63, 66, 69, 72, 75, 78,
// log:   81, 84, 87
// log: ]
// log: [
// log:    0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11,
// log:   12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
// log:   24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,
// log:   36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
// log:   48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,
// log:   60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71,
// log:   72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83,
// log:   84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,
// log:   96, 97, 98, 99,
// log:   ... 20 more items
// log: ]
// log: {
// log:   longString: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
// log:   short: 'b'
// log: }
// log: [
// log:   'alpha', 'beta',    'gamma',
// log:   'delta', 'epsilon', 'zeta',
// log:   'eta',   'theta',   'iota',
// log:   'kappa', 'lambda',  'mu',
// log:   'nu',    'xi',      'omicron',
// log:   'pi',    'rho',     'sigma',
// log:   'tau',   'upsilon'
// log: ]
// log: {
// log:   fn: [Function: named],
// log:   arrow: [Function: arrow],
// log:   asyncFn: [AsyncFunction: asyncFn],
// log:   gen: [GeneratorFunction: gen],
// log:   bound: [Function: bound max]
// log: }
// log: 1 boom
// log: {
// log:   '3': 'num',
// log:   date: 2024-01-02T03:04:05.000Z,
// log:   re: /x+/g,
// log:   sym: Symbol(s),
// log:   'key with space': 2,
// log:   [Symbol(key)]: 1
// log: }
// log: Set(2) { [ 1, 2 ], { a: Set(1) { 1 } } } WeakMap { <items unknown> } [ Promise { <pending> }, Promise { 5 }, 0 ]
// log: <ref *1> {
// log:   name: 'root',
// log:   children: [ { name: 'child', parent: [Circular *1] } ]
// log: }
// log: cart has 3 items costing 9.5 (9) [ 1, [length]: 1 ] { a: 1 } 2 %
// log:  styled extra
// log: Uint8Array(3) [ 1, 2, 3 ] [ 1.5, -2, 3e+21 ] { 'a-b': 1, valid_id: 2, '$d': 3, '1x': 4 }
// log: [ 1, 2, 3, label: 'tagged' ] [ <2 empty items>, 1 ] [ <2 empty items> ]
// log: { a: [Getter], b: [Setter], c: [Getter/Setter] }
// log: [ { a: 1, b: { c: [Array] } } ] { x: [ [ [Array] ] ] }
// log: [object Object] 1,2,3 [object Object] {"id":3,"title":"deadline","subtasks":[],"meta":{"created":"1970-01-01T00:00:00.000Z","tags":{}},"priority":"high"}
// log: Point { x: 1 } [ [Boolean: true], [String: 's'], [Number: 1] ]
// log: Object [Custom] {} Q [QQ] {}
// console.log of nested results, class instances and mixed structures as agents print them.
class Task {
  constructor(id, title) {
    this.id = id;
    this.title = title;
    this.subtasks = [];
    this.meta = { created: new Date(0), tags: new Set(["x"]) };
  }
}
class Urgent extends Task {
  priority = "high";
  #secret = 1;
  static kind = "urgent";
}
const t = new Task(1, "write report");
t.subtasks.push(new Task(2, "outline"), new Urgent(3, "deadline"));
console.log(t);
console.log([t.subtasks[1]]);
console.log({ level1: { level2: { level3: { level4: { level5: "deep" } } } } });
console.log([[1, [2, [3, [4, [5]]]]]]);
console.log({ tasks: [t.subtasks[0]], count: 2 });
console.log(new Map([["t", new Task(4, "m")], [{ k: 1 }, [1, 2]]]));
console.log(Urgent, Task, class {}, class extends Task {});
console.log(Object.create(null), Object.assign(Object.create(null), { a: 1 }), Object.create(Task.prototype));
const results = {
  query: "weather in Paris",
  hits: Array.from({ length: 3 }, (_, i) => ({ rank: i + 1, url: `https://example.com/${i}`, score: 1 / (i + 1), snippet: "Lorem ipsum dolor sit amet " + i })),
  took: 12.5,
};
console.log(results);
console.log("summary:", { ok: true, errors: [], warnings: [{ code: "W1", msg: "minor" }] }, [undefined, null, NaN, -0, 0n]);
console.log(Array.from({ length: 30 }, (_, i) => i * 3));
console.log(Array.from({ length: 120 }, (_, i) => i));
console.log({ longString: "a".repeat(100), short: "b" });
console.log(["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon"]);
console.log({ fn: function named() {}, arrow: () => {}, asyncFn: async () => {}, gen: function* () {}, bound: Math.max.bind(null) });
console.log([new Error("in array")].length, { e: new RangeError("boom") }.e.message);
console.log({ date: new Date("2024-01-02T03:04:05Z"), re: /x+/g, sym: Symbol("s"), [Symbol("key")]: 1, "key with space": 2, 3: "num" });
console.log(new Set([[1, 2], { a: new Set([1]) }]), new WeakMap(), [new Promise(() => {}), Promise.resolve(5), Promise.reject(new Error("r")).catch(() => {}) && 0]);
const circ = { name: "root", children: [] };
circ.children.push({ name: "child", parent: circ });
console.log(circ);
console.log("%s has %d items costing %f (%i) %o %O %j %%", "cart", 3, 9.5, 9.9, [1], { a: 1 }, 2);
console.log("%c styled", "color: red", "extra");
console.log(new Uint8Array([1, 2, 3]), [1.5, -2, 3e21], { "a-b": 1, valid_id: 2, $d: 3, "1x": 4 });
const arr = [1, 2, 3];
arr.label = "tagged";
console.log(arr, [, , 1], Object.assign([], { length: 2 }));
console.log({ get a() { return 1; }, set b(v) {}, get c() { return 1; }, set c(v) {} });
console.log([{ a: 1, b: { c: [1, 2, { d: 3 }] } }], { x: [[[[1]]]] });
console.log(String(t), `${[1, [2, 3]]}`, t + "", JSON.stringify(t.subtasks[1]));
console.log(new (class Point { constructor() { this.x = 1; } toString() { return "P"; } })(), [new Boolean(true), new String("s"), new Number(1)]);
console.log(Object.defineProperty({}, Symbol.toStringTag, { value: "Custom" }), new (class Q { get [Symbol.toStringTag]() { return "QQ"; } })());
return { printed: true };
