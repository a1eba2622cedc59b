// ERROR: 3:27: Unexpected reserved word
// goal: script
async function f() {} for await (x of y);
