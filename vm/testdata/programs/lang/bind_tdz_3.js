// log: ReferenceError Cannot access 'x' before initialization
// log: 1
{
  try { x = 5; } catch (e) { console.log(e.name, e.message); }
  let x = 1;
  console.log(x);
}
