// log: 100%%
// log: a % b 1
// log: x %
// log: %% %s
// log: % x
// A lone string is printed as is; with arguments, %% is a percent sign.
console.log("100%%")
console.log("a %% b", 1)
console.log("%s %%", "x")
console.log("%% %s")
console.log("%%", "x")
