// log: RangeError Invalid string length
// log: RangeError Invalid string length
// log: 536870888
// value: "alive"
for (const f of [() => "a".padStart(2 ** 29), () => "a".padEnd(2 ** 29 - 23, "xy")]) {
  try {
    f();
  } catch (e) {
    console.log(e.name, e.message);
  }
}
console.log("".padEnd(2 ** 29 - 24, "").length + 2 ** 29 - 24);
return "alive";
