// value: ["high=h","high2=42","low=l","silent=s"]
// log: second drain: already draining
// log: [ 'high=h', 'high2=42', 'low=l', 'silent=s' ]
// log: [
// log:   '+low',
// log:   '+high',
// log:   '+mid',
// log:   '+high2',
// log:   'done high',
// log:   'done high2',
// log:   'fail mid: mid broke (true)',
// log:   'done low',
// log:   'done silent'
// log: ]
// A priority task queue with an event emitter and async drain.
class Emitter {
  #handlers = {};
  on(event, fn) {
    (this.#handlers[event] ??= []).push(fn);
    return () => {
      this.#handlers[event] = this.#handlers[event].filter((h) => h !== fn);
    };
  }
  emit(event, ...args) {
    for (const h of this.#handlers[event] ?? []) h.apply(this, args);
    return (this.#handlers[event] ?? []).length;
  }
}
class TaskQueue extends Emitter {
  #tasks = [];
  #running = false;
  #seq = 0;
  add(name, priority, fn) {
    this.#tasks.push({ name, priority, fn, seq: this.#seq++ });
    this.#tasks.sort((a, b) => b.priority - a.priority || a.seq - b.seq);
    this.emit("added", name);
    return this;
  }
  async drain() {
    if (this.#running) throw new Error("already draining");
    this.#running = true;
    const done = [];
    try {
      while (this.#tasks.length) {
        const task = this.#tasks.shift();
        try {
          const v = await task.fn();
          done.push(`${task.name}=${v}`);
          this.emit("done", task.name, v);
        } catch (e) {
          this.emit("failed", task.name, e);
        }
      }
    } finally {
      this.#running = false;
    }
    return done;
  }
}
const q = new TaskQueue();
const events = [];
const off = q.on("added", (n) => events.push("+" + n));
q.on("done", (n, v) => events.push(`done ${n}`));
q.on("failed", function (n, e) {
  events.push(`fail ${n}: ${e.message} (${this instanceof TaskQueue})`);
});
q.add("low", 1, async () => "l")
  .add("high", 5, async () => {
    await null;
    return "h";
  })
  .add("mid", 3, () => Promise.reject(new Error("mid broke")))
  .add("high2", 5, () => 42);
off();
q.add("silent", 0, async () => "s");
const drain = q.drain();
try {
  await q.drain();
} catch (e) {
  console.log("second drain:", e.message);
}
const done = await drain;
console.log(done);
console.log(events);
return done;
