// value: ["a return","target","b return","target","c next","c return","target","d next","d return","TypeError","e next","e return","{\"value\":7,\"done\":true}","f next","f return","TypeError","g next","g return","TypeError","target, key, get, key string, set 1, target, key, default, key string, set 2","TypeError: Cannot read properties of null","TypeError: Cannot read properties of null","TypeError: Cannot read properties of null (reading 'k')","TypeError: Cannot read properties of undefined","TypeError: Cannot read properties of undefined","TypeError: Cannot read properties of undefined (reading 'k')"]
// Array destructuring closes its iterator when binding an element throws,
// and when a generator paused inside the pattern is returned; an error of
// the return method replaces a return but not a throw.
const log = [];
function iterable(name, ret) {
  return {
    [Symbol.iterator]() {
      return {
        next() { log.push(name + " next"); return { done: false, value: undefined }; },
        return() { log.push(name + " return"); return ret; },
      };
    },
  };
}
const thrower = () => { throw new Error("target"); };
try { [{}[thrower()]] = iterable("a", {}); } catch (e) { log.push(e.message); }
try { [...{}[thrower()]] = iterable("b", {}); } catch (e) { log.push(e.message); }
try { const [x = thrower()] = iterable("c", {}); } catch (e) { log.push(e.message); }
try { const [[y]] = iterable("d", {}); } catch (e) { log.push(e.constructor.name); }
function* g(src) { let v; [v = yield] = src; log.push("unreachable"); }
let it = g(iterable("e", {}));
it.next();
log.push(JSON.stringify(it.return(7)));
it = g(iterable("f", null));
it.next();
try { it.return(); } catch (e) { log.push(e.constructor.name); }
function* h(src) { for (const x of src) yield x; }
it = h(iterable("g", 1));
it.next();
try { it.return(); } catch (e) { log.push(e.constructor.name); }
// The target reference is evaluated before the value it receives.
const order = [];
const src = { get p() { order.push("get"); return 1; } };
const tgt = () => { order.push("target"); return { set q(v) { order.push("set " + v); } }; };
const key = () => { order.push("key"); return { toString() { order.push("key string"); return "q"; } }; };
({ p: tgt()[key()] } = src);
[tgt()[key()] = (order.push("default"), 2)] = [undefined];
log.push(order.join(", "));
// A compound assignment checks the base before converting the key.
const badKey = { toString() { throw new Error("key converted"); } };
for (const base of [null, undefined]) {
  try { base[badKey] += 1; } catch (e) { log.push(e.constructor.name + ": " + e.message); }
  try { base[badKey]++; } catch (e) { log.push(e.constructor.name + ": " + e.message); }
  try { base["k"] ??= 1; } catch (e) { log.push(e.constructor.name + ": " + e.message); }
}
return log;
