// log: after debugger
debugger;
console.log('after debugger');
