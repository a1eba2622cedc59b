// log: [ 'boot', 'a', 'b' ]
class Registry {
  static items = [];
  static add = (x) => { this.items.push(x); return this; };
  static { this.add('boot'); }
}
Registry.add('a').add('b');
console.log(Registry.items);
