// value: ["adam","Adam","Ångström","éclair","Émile","eve","Eve","Item1","item2","item10","Ölaf","oscar","zoe","Zoë"]
// log: [
// log:   'Adam',     'Eve',
// log:   'Item1',    'Zoë',
// log:   'adam',     'eve',
// log:   'item10',   'item2',
// log:   'oscar',    'zoe',
// log:   'Ångström', 'Émile',
// log:   'Ölaf',     'éclair'
// log: ]
// log: [
// log:   'adam',     'Adam',
// log:   'Ångström', 'éclair',
// log:   'Émile',    'eve',
// log:   'Eve',      'Item1',
// log:   'item10',   'item2',
// log:   'Ölaf',     'oscar',
// log:   'zoe',      'Zoë'
// log: ]
// log: [
// log:   'adam',     'Adam',
// log:   'Ångström', 'éclair',
// log:   'Émile',    'eve',
// log:   'Eve',      'Item1',
// log:   'item10',   'item2',
// log:   'Ölaf',     'oscar',
// log:   'zoe',      'Zoë'
// log: ]
// log: [
// log:   'adam',     'Adam',
// log:   'Ångström', 'éclair',
// log:   'Émile',    'eve',
// log:   'Eve',      'Item1',
// log:   'item2',    'item10',
// log:   'Ölaf',     'oscar',
// log:   'zoe',      'Zoë'
// log: ]
// log: [ 'file1.txt', 'file2.txt', 'File3.txt', 'file10.txt' ]
// log: -1 -1 -1 0
// log: 1 0
// log: 0
// log: Martin, Zed; Mueller, Anna; muller, Bob; Müller, Jörg
// log: en-US true variant sort
// log: [
// log:   'adam',   'ångström',
// log:   'éclair', 'émile',
// log:   'eve',    'item1',
// log:   'item10', 'item2',
// log:   'ölaf',   'oscar',
// log:   'zoe',    'zoë'
// log: ]
// Sorting names with localeCompare and Intl.Collator.
const names = ["Émile", "zoe", "Zoë", "adam", "Ångström", "Adam", "eve", "Eve", "éclair", "Ölaf", "oscar", "item10", "item2", "Item1"];
console.log([...names].sort());
console.log([...names].sort((a, b) => a.localeCompare(b)));
console.log([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" })));
const numeric = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
console.log([...names].sort(numeric.compare));
console.log(["file10.txt", "file2.txt", "file1.txt", "File3.txt"].sort(new Intl.Collator("en", { numeric: true }).compare));
console.log("a".localeCompare("B"), "a".localeCompare("A"), "a".localeCompare("á"), "a".localeCompare("á", "en", { sensitivity: "base" }));
console.log("résumé".localeCompare("resume", "en", { sensitivity: "accent" }), "Resume".localeCompare("resume", "en", { sensitivity: "accent" }));
console.log(new Intl.Collator("en", { sensitivity: "base" }).compare("Straße", "strasse"));
const people = [
  { last: "Müller", first: "Jörg" },
  { last: "Mueller", first: "Anna" },
  { last: "muller", first: "Bob" },
  { last: "Martin", first: "Zed" },
];
people.sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first));
console.log(people.map(p => `${p.last}, ${p.first}`).join("; "));
const opts = new Intl.Collator("en-US", { numeric: true }).resolvedOptions();
console.log(opts.locale, opts.numeric, opts.sensitivity, opts.usage);
const dedup = [...new Set(names.map(n => n.toLowerCase()))].sort((a, b) => a.localeCompare(b));
console.log(dedup);
return names.slice().sort(numeric.compare);
