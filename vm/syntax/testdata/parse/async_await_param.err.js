// ERROR: 3:8: Unexpected reserved word
// goal: script
async (await) => 1;
