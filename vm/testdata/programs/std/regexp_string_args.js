// value: [0,0,1,[""],["b"],2,1]
return [
  "abc".search(),
  "abc".search(undefined),
  "abc".search("b"),
  "abc".match(),
  "abc".match("b").slice(),
  [..."a.b.c".matchAll(".")].length > 2 ? 2 : 0,
  [..."aXbXc".matchAll(/X/g)].length - 1,
]
