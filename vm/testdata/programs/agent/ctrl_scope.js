// value: {"count":2,"defaults":[100,4,104]}
// log: function undefined undefined
// log: [ 'planner:a', 'planner:b' ] [ 'planner/a/false', 'planner/b/false' ] object
// log: detached: Cannot read properties of undefined (reading 'map')
// log: [ 'bound:1' ] bound describe 0
// log: Hi, Ann! Yo, Bob? Hey, Cy.
// log: 2 -1
// log: string undefined
// log: block
// log: undefined
// log: inner
// log: outer
// log: [ 100, 2, 102 ] [ 100, 5, 105 ]
// log: [ 3, '1-x-', 'object' ]
// log: 11
// log: init ran
// log: 6 6
// Hoisting, block functions, this binding with arrows, bind/call/apply, closures.
console.log(typeof hoisted, typeof notYet, hoistedVar);
function hoisted() {
  return "hoisted";
}
var hoistedVar = "assigned";
var notYet = () => 1;
const agent = {
  name: "planner",
  steps: ["a", "b"],
  describe() {
    return this.steps.map((s) => `${this.name}:${s}`);
  },
  describeLegacy() {
    const self = this;
    return this.steps.map(function (s) {
      return `${self.name}/${s}/${this === undefined}`;
    });
  },
  arrowMethod: () => typeof agent,
};
console.log(agent.describe(), agent.describeLegacy(), agent.arrowMethod());
const detached = agent.describe;
try {
  detached();
} catch (e) {
  console.log("detached:", e.message);
}
const bound = agent.describe.bind({ name: "bound", steps: [1] });
console.log(bound(), bound.name, bound.length);
function greet(greeting, punct) {
  return `${greeting}, ${this.who}${punct}`;
}
console.log(greet.call({ who: "Ann" }, "Hi", "!"), greet.apply({ who: "Bob" }, ["Yo", "?"]), greet.bind({ who: "Cy" }, "Hey")("."));
function makeCounter() {
  let count = 0;
  return { inc: () => ++count, dec: () => --count, get value() { return count; } };
}
const c1 = makeCounter(), c2 = makeCounter();
c1.inc(); c1.inc(); c2.dec();
console.log(c1.value, c2.value);
const result = (function () {
  var inner = "iife";
  return typeof inner;
})();
console.log(result, typeof inner);
{
  const blockConst = () => "block";
  console.log(blockConst());
}
console.log(typeof blockConst);
let shadow = "outer";
{
  let shadow = "inner";
  console.log(shadow);
}
console.log(shadow);
function defaults(a, b = a * 2, c = () => a + b) {
  a = 100;
  return [a, b, c()];
}
console.log(defaults(1), defaults(1, 5));
function args() {
  return [arguments.length, Array.from(arguments).join("-"), typeof arguments];
}
console.log(args(1, "x", null));
const compose = (...fns) => (x) => fns.reduceRight((acc, f) => f(acc), x);
console.log(compose((x) => x + 1, (x) => x * 2)(5));
function once(fn) {
  let done = false, value;
  return function (...a) {
    if (!done) {
      done = true;
      value = fn.apply(this, a);
    }
    return value;
  };
}
const init = once((x) => (console.log("init ran"), x * 3));
console.log(init(2), init(10));
return { count: c1.value, defaults: defaults(2) };
