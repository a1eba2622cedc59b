// value: ["value","key","set 1","value threw"]
// super[k] = v evaluates v before converting k to a property key.
const log = [];
const key = { toString() { log.push("key"); return "p"; } };
class Base { set p(v) { log.push("set " + v); } }
class C extends Base {
  assign() { super[key] = (log.push("value"), 1); }
  failing() {
    try { super[key] = (() => { throw new Error("value threw"); })(); } catch (e) { log.push(e.message); }
  }
}
new C().assign();
new C().failing();
return log;
