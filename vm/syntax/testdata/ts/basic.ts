// Types everywhere, with top-level await and return.
interface User {
  id: number;
  name: string;
  email?: string;
}
type Id = User["id"];

const users: User[] = (await tools.users.list({ limit: 10 })) as User[];
const first = users[0]!;
const ids: Id[] = users.map((u: User): Id => u.id);

function pick<T extends { id: number }>(xs: readonly T[], n: number = 2): T[] {
  return xs.slice(0, n);
}

let config = { retries: 3, verbose: false } satisfies Record<string, unknown>;
const total = <number>ids.length + (config.retries as number);

if (!first) {
  return null;
}
return { first: first.name, picked: pick<User>(users).length, total };
