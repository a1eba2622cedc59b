// log: Cannot access 'v' before initialization
switch (1) {
  case 0: let v = 'zero';
  case 1:
    try { console.log(v); } catch (e) { console.log(e.message); }
}
