declare namespace tools {
  const users: { list(q: { limit: number }): Promise<string[]> };
}
declare global {
  interface Window { app: unknown }
}
namespace Geometry {
  export const unit = 1;
  export function double(x: number): number { return x * 2 * unit; }
}
module Legacy.Inner { export let v = 2; }
const names: string[] = await tools.users.list({ limit: 1 });
return [Geometry.double(names.length), Legacy.Inner.v];
