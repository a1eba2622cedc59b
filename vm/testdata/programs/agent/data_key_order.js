// value: ["0","1","2","10","4294967294","b","a","-1","01","1.5","4294967295","9007199254740993"]
// log: 0,1,2,10,4294967294,b,a,-1,01,1.5,4294967295,9007199254740993
// log: {"0":1,"1":1,"2":1,"10":2,"4294967294":10,"b":1,"a":1,"-1":2,"01":2,"1.5":3,"4294967295":10,"9007199254740993":16}
// log: 1,3,z,y 1,3,z,y,Symbol(meta) 1
// log: 2,own,5,inherited
// log: a,b,c [["a",2],["b",3],["c",4]]
// log: 3=9&20=7&100=5
// log: {"10":0,"a":1,"b":2,"c":3} 10abc
// log: {"1":"y","2":"x","b":2,"a":1} {"0":0,"y":2,"x":1}
// log: 0,1,5,prop [["0","a"],["1","b"],["5","f"],["prop","p"]]
// log: 10,2,a 2,10,a
// log: 0,1,2 0,a;1,b 0 0,1,length
// log: b,a {"b":1,"a":2}
// log: vis vis,hidden {"vis":1} undefined
// Property order: integer-like keys first ascending, then strings in insertion order, then symbols.
const byId = {};
for (const id of ["10", "2", "b", "1", "a", "-1", "01", "1.5", "4294967294", "4294967295", "9007199254740993", "0"]) byId[id] = id.length;
console.log(Object.keys(byId).join(","));
console.log(JSON.stringify(byId));
const s = Symbol("meta");
const mixed = { z: 1, [s]: "sym", 3: "three", y: 2, 1: "one" };
console.log(Object.keys(mixed).join(","), Reflect.ownKeys(mixed).map(String).join(","), Object.getOwnPropertySymbols(mixed).length);
const forIn = [];
const proto = { inherited: 1, 5: "five" };
const child = Object.create(proto);
child.own = 1;
child[2] = "two";
for (const k in child) forIn.push(k);
console.log(forIn.join(","));
const o = { b: 1, a: 2 };
delete o.b;
o.b = 3;
o.c = 4;
console.log(Object.keys(o).join(","), JSON.stringify(Object.entries(o)));
const scoresByUser = { "100": 5, "20": 7, "3": 9 };
console.log(Object.entries(scoresByUser).map(([k, v]) => `${k}=${v}`).join("&"));
const sortedByValue = Object.fromEntries(Object.entries({ c: 3, a: 1, b: 2, 10: 0 }).sort(([, x], [, y]) => x - y));
console.log(JSON.stringify(sortedByValue), Object.keys(sortedByValue).join(""));
const assigned = Object.assign({}, { b: 1, 2: "x" }, { a: 1, 1: "y" }, { b: 2 });
console.log(JSON.stringify(assigned), JSON.stringify({ ...{ y: 1, x: 1 }, ...{ 0: 0, y: 2 } }));
const arr = ["a", "b"];
arr.prop = "p";
arr[5] = "f";
console.log(Object.keys(arr).join(","), JSON.stringify(Object.entries(arr)));
const m = new Map([["10", 1], ["2", 2], ["a", 3]]);
console.log([...m.keys()].join(","), Object.keys(Object.fromEntries(m)).join(","));
const str = Object.keys("hey").join(",");
console.log(str, Object.entries("ab").join(";"), Object.keys(5).length, Object.getOwnPropertyNames("ab").join(","));
const cls = new (class { b = 1; a = 2; static s = 1; m() {} })();
console.log(Object.keys(cls).join(","), JSON.stringify(cls));
const nonEnum = Object.defineProperty({ vis: 1 }, "hidden", { value: 2, enumerable: false });
console.log(Object.keys(nonEnum).join(","), Object.getOwnPropertyNames(nonEnum).join(","), JSON.stringify(nonEnum), { ...nonEnum }.hidden);
return Object.keys(byId);
