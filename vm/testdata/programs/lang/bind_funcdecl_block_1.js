// log: inner
// log: true
{
  function inner() { return 'inner'; }
  console.log(inner());
}
console.log(typeof inner === 'function' || typeof inner === 'undefined');
