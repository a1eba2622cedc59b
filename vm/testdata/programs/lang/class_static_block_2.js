// log: 3 1 undefined
let secret;
class S {
  static #count = 3;
  static { secret = () => S.#count; }
  static { var local = 1; this.local = local; }
}
console.log(secret(), S.local, typeof local);
