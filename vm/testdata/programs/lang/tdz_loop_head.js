// value: "Cannot access 'x' before initialization"
try {
  for (const x of [() => x]) x();
} catch (e) {
  return e.message;
}
