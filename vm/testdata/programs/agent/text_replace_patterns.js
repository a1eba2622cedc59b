// value: {"camel":"userFirstName","filled":"Hi Zoë, your order A-17 ships \u003cwhen?\u003e.","snake":"user_first_name_id"}
// log: Smith John, Doe Jane, Turing Alan
// log: Smith, John, Doe, Jane, Turing, Alan
// log: [John] Smith, Jane Doe, Alan Turing
// log: John Smith, John Smith, | Doe, Alan Turing Doe, Alan Turing
// log: price: $10
// log: a/b/c
// log: a/b.c
// log: X0-X2-X4
// log: 05/03/2024 @0 in 10
// log: 05.03.2024
// log: -a-a-a-
// log: a[]c
// log: a$0 $1 $10 $<x>c
// log: helloo woorld
// log: Hi Zoë, your order A-17 ships <when?>.
// log: userFirstName user_first_name_id
// log: a\+b\(c\)\? true
// log: TypeError String.prototype.replaceAll called with a non-global RegExp argument
// replace / replaceAll with $-patterns, named groups and callbacks.
const s = "John Smith, Jane Doe, Alan Turing";
console.log(s.replace(/(\w+) (\w+)/g, "$2 $1"));
console.log(s.replace(/(?<first>\w+) (?<last>\w+)/g, "$<last>, $<first>"));
console.log(s.replace(/\w+/, "[$&]"));
console.log(s.replace(/Jane/, "$`|$'"));
console.log("price: 10".replace("10", "$$10"));
console.log("a.b.c".replaceAll(".", "/"));
console.log("a.b.c".replace(".", "/"));
console.log("x-x-x".replaceAll("x", (m, off) => m.toUpperCase() + off));
console.log("2024-03-05".replace(/(\d+)-(\d+)-(\d+)/, (m, y, mo, d, off, str) => `${d}/${mo}/${y} @${off} in ${str.length}`));
console.log("2024-03-05".replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, (...args) => {
  const groups = args.at(-1);
  return `${groups.d}.${groups.m}.${groups.y}`;
}));
console.log("aaa".replace(/a*?/g, "-"));
console.log("abc".replace(/(z)?b/, "[$1]"));
console.log("abc".replace(/b/, "$0 $1 $10 $<x>"));
console.log("hello world".replace(/o/g, "$&$&"));
const template = "Hi {{name}}, your order {{ order.id }} ships {{when}}.";
const data = { name: "Zoë", order: { id: "A-17" } };
const filled = template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key) => {
  const v = key.split(".").reduce((o, k) => o?.[k], data);
  return v === undefined ? `<${key}?>` : String(v);
});
console.log(filled);
const camel = "user_first_name".replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const snake = "userFirstNameID".replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase();
console.log(camel, snake);
const escaped = "a+b(c)?".replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
console.log(escaped, new RegExp(escaped).test("xa+b(c)?y"));
try {
  "abc".replaceAll(/b/, "x");
} catch (e) {
  console.log(e.name, e.message);
}
return { filled, camel, snake };
