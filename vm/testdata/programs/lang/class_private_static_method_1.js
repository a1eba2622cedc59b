// log: { id: 1 } { id: 2 } [ 'create', 'prototype' ]
class Id {
  static #next = 1;
  static #take() { return Id.#next++; }
  static create() { return { id: Id.#take() }; }
}
console.log(Id.create(), Id.create(), Object.getOwnPropertyNames(Id).filter(k => k !== 'length' && k !== 'name').sort());
