// value: ["idle-\u003eplanning","planning-\u003eacting","acting-\u003eplanning","planning-\u003eacting","acting-\u003eplanning","planning-\u003eacting","acting-\u003edone"]
// log: done in 3 idle->planning planning->acting acting->planning planning->acting acting->planning planning->acting acting->done
// log: failed Symbol(failed) true
// log: InvalidTransition: cannot go from failed to planning true
// log: true Cannot assign to read only property 'Idle' of object '#<Object>'
// log: idle symbol 5 Symbol(acting)
// log: true shared undefined false
// log: [ 'plain' ] {"plain":1} sym prop 1
// log: TypeError Cannot convert a Symbol value to a string
// log: Cannot convert a Symbol value to a string
// An agent state machine with async transitions, symbols and frozen enums.
const State = Object.freeze({
  Idle: Symbol("idle"),
  Planning: Symbol("planning"),
  Acting: Symbol("acting"),
  Done: Symbol("done"),
  Failed: Symbol("failed"),
});
const transitions = new Map([
  [State.Idle, [State.Planning]],
  [State.Planning, [State.Acting, State.Failed]],
  [State.Acting, [State.Planning, State.Done, State.Failed]],
]);
class InvalidTransition extends Error {
  constructor(from, to) {
    super(`cannot go from ${from.description} to ${to.description}`);
    this.name = "InvalidTransition";
  }
}
class Agent {
  state = State.Idle;
  log = [];
  #steps = 0;
  async to(next) {
    const allowed = transitions.get(this.state) ?? [];
    if (!allowed.includes(next)) throw new InvalidTransition(this.state, next);
    await null;
    this.log.push(`${this.state.description}->${next.description}`);
    this.state = next;
  }
  async run(plan) {
    await this.to(State.Planning);
    for (const action of plan) {
      await this.to(State.Acting);
      this.#steps++;
      if (action === "crash") {
        await this.to(State.Failed);
        return "failed";
      }
      if (action !== plan.at(-1)) await this.to(State.Planning);
    }
    await this.to(State.Done);
    return `done in ${this.#steps}`;
  }
}
const a1 = new Agent();
console.log(await a1.run(["search", "read", "write"]), a1.log.join(" "));
const a2 = new Agent();
console.log(await a2.run(["search", "crash"]), a2.state.toString(), a2.state === State.Failed);
try {
  await a2.to(State.Planning);
} catch (e) {
  console.log(String(e), e instanceof InvalidTransition);
}
console.log(Object.isFrozen(State), (() => { "use strict"; try { State.Idle = 1; } catch (e) { return e.message; } })());
console.log(State.Idle.description, typeof State.Done, Object.keys(State).length, String(State.Acting));
const s1 = Symbol.for("shared"), s2 = Symbol.for("shared");
console.log(s1 === s2, Symbol.keyFor(s1), Symbol.keyFor(State.Idle), Symbol("x") === Symbol("x"));
const withSym = { [State.Done]: "sym prop", plain: 1 };
console.log(Object.keys(withSym), JSON.stringify(withSym), withSym[State.Done], Object.getOwnPropertySymbols(withSym).length);
try {
  `${State.Idle}`;
} catch (e) {
  console.log(e.constructor.name, e.message);
}
try {
  State.Idle + "";
} catch (e) {
  console.log(e.message);
}
return a1.log;
