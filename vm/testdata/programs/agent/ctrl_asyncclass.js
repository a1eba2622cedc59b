// value: {"instances":3,"results":["/n1","/n2","/n3"]}
// log: true {"path":"/users","body":{"limit":2},"auth":"tok-main"}
// log: not authenticated false
// log: [ '/page/1', '/page/2', '/page/3' ] 4 2
// log: tok-main
// log: true {"path":"/s","auth":"tok-sub","sub":true}
// log: function true function
// Async methods, static async factories, async arrow fields and promises from getters.
class Client {
  static #instances = 0;
  #token = null;
  calls = [];
  constructor(name) {
    this.name = name;
    Client.#instances++;
  }
  static async connect(name) {
    const c = new Client(name);
    await c.#authenticate();
    return c;
  }
  async #authenticate() {
    await null;
    this.#token = `tok-${this.name}`;
  }
  get ready() {
    return Promise.resolve(this.#token !== null);
  }
  request = async (path, body) => {
    if (!this.#token) throw new Error("not authenticated");
    this.calls.push(path);
    await null;
    return { path, body, auth: this.#token };
  };
  async *paginate(n) {
    for (let i = 1; i <= n; i++) yield await this.request(`/page/${i}`);
  }
  static get instances() {
    return Client.#instances;
  }
}
const c = await Client.connect("main");
console.log(await c.ready, JSON.stringify(await c.request("/users", { limit: 2 })));
const raw = new Client("raw");
try {
  await raw.request("/x");
} catch (e) {
  console.log(e.message, await raw.ready);
}
const paths = [];
for await (const page of c.paginate(3)) paths.push(page.path);
console.log(paths, c.calls.length, Client.instances);
const { request } = c;
console.log((await request("/detached")).auth);
class Sub extends Client {
  async request2(p) {
    const r = await this.request(p);
    return { ...r, sub: true };
  }
  static async connect(name) {
    const base = await super.connect(name);
    return Object.setPrototypeOf(base, Sub.prototype);
  }
}
const s = await Sub.connect("sub");
console.log(s instanceof Sub, JSON.stringify(await s.request2("/s")));
console.log(typeof c.request, c.request.constructor === Client.connect.constructor, typeof c.paginate(1)[Symbol.asyncIterator]);
const results = await Promise.all([1, 2, 3].map(async (n) => (await c.request("/n" + n)).path));
return { results, instances: Client.instances };
