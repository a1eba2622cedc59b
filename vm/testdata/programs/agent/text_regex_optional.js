// value: ""
// log: [
// log:   { key: 'a', value: '1' },
// log:   { key: 'b', value: '' },
// log:   { key: 'c', value: '(none)' },
// log:   { key: 'd', value: 'spaced  ' }
// log: ]
// log: ["c",null,null] [":",null,null]
// log: ["key=","key",null] ["b",null] ["b",""]
// log: [
// log:   '"1" - - -',
// log:   '"1" "" - -',
// log:   '"1" "2" "3" -',
// log:   '"2" "0" "" ""',
// log:   '"3" "4" "5" "beta.1"',
// log:   '"1" "2" "3" ""'
// log: ]
// log: ["http","a.com",null,null,null,null]
// log: ["https","a.com","","/x","",null]
// log: ["http","h","80","/p","q=1",""]
// log: ["https","x.y",null,"/",null,"frag"]
// log: "a[]" ["a",null,"b"] [null]
// log: {} ["!",null] ["y",null]
// log: ["",null] ["\"",null] ["z",null]
// log: ["b","ob@example.org"]
// log: ["Zoë M","zoe@example.com"]
// log: ["Ann Smith","ann@x.io"]
// log: [null,"solo@x.io"]
// log: [";",null] [" ;",""] ["",null,null]
// log: {} ["abc"] ["a","b"]
// log: ["x=1","y","z="] [["x","1"],["y",null],["z",""]]
// Optional groups that can match nothing: JavaScript leaves them undefined.
const kv = line => {
  const m = line.match(/^\s*([\w.-]+)\s*(?:=\s*(.*))?$/);
  return m ? { key: m[1], value: m[2] ?? "(none)" } : null;
};
console.log(["a=1", "b=", "c", "  d = spaced  "].map(kv));
console.log(JSON.stringify(/(a)?(b*)?c/.exec("c")), JSON.stringify(/^(\w*)?:(\d*)?$/.exec(":")));
console.log(JSON.stringify("key=".match(/^(\w+)=(.*)?$/)), JSON.stringify(/(a*)*b/.exec("b")), JSON.stringify(/(a*)+b/.exec("b")));
const parseVersion = v => { const m = /^v?(\d+)(?:\.(\d*))?(?:\.(\d*))?(?:-([\w.]*))?$/.exec(v); return m && m.slice(1).map(x => x === undefined ? "-" : JSON.stringify(x)).join(" "); };
console.log(["1", "1.", "1.2.3", "v2.0.-", "3.4.5-beta.1", "1.2.3-"].map(parseVersion));
const url = /^(https?):\/\/([^/:]+)(?::(\d*))?(\/[^?#]*)?(?:\?([^#]*))?(?:#(.*))?$/;
for (const u of ["http://a.com", "https://a.com:/x?", "http://h:80/p?q=1#", "https://x.y/#frag"]) console.log(JSON.stringify(url.exec(u).slice(1)));
console.log(JSON.stringify("ab".replace(/(x*)?b/, "[$1]")), JSON.stringify("ab".split(/(z*)?/)), JSON.stringify([..."a-b".matchAll(/(\d*)?-/g)].map(m => m[1])));
console.log(JSON.stringify(/(?<opt>\d*)?x/.exec("x").groups), JSON.stringify(/([a-z]*?)?!/.exec("!")), JSON.stringify(/(\s{0,2})?y/.exec("y")));
console.log(JSON.stringify(/(?:(\w)*)?$/.exec("")), JSON.stringify(/([^"]*)?"/.exec('"')), JSON.stringify(/(\.?)*z/.exec("z")));
const addr = /(?:"?([^"<]*?)"?\s*)?<?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)>?/;
for (const a of ['bob@example.org', '"Zoë M" <zoe@example.com>', 'Ann Smith <ann@x.io>', '<solo@x.io>']) console.log(JSON.stringify(addr.exec(a).slice(1)));
console.log(JSON.stringify(/(?:\s*(\w*))?;/.exec(";")), JSON.stringify(/(?:\s*(\w*))?;/.exec(" ;")), JSON.stringify(/^(?:(\d*)\.?(\d*))?$/.exec("")));
console.log(JSON.stringify(/(?:(?<int>\d*)(?<frac>\.\d+)?)?x/.exec("x").groups), JSON.stringify(/(?:a?b?)??c/.exec("abc")), JSON.stringify(/(?:^\s*|,)?(\w+)/g[Symbol.match]("a, b")));
console.log(JSON.stringify("x=1; y; z=".match(/(\w+)(?:\s*=\s*(\w*))?/g)), JSON.stringify([..."x=1; y; z=".matchAll(/(\w+)(?:\s*=\s*(\w*))?/g)].map(m => [m[1], m[2]])));
return kv("x=").value;
