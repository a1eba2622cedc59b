// value: {"failed":["read@2","translate@3","search@0"],"ok":3,"summary":"contents of  / missing"}
// log: [{"i":0,"tool":"search","ok":true},{"i":1,"tool":"read","ok":true},{"i":2,"tool":"read","ok":false,"error":"[read] timeout reading doc2","retryable":true},{"i":3,"tool":"translate","ok":false,"error":"[translate] unknown tool","retryable":false},{"i":4,"tool":"summarize","ok":true}]
// log: contents of  / missing [ 'hits', 'doc1', 'summary' ]
// log: step 0 failed <- [search] query must be a non-empty string true ToolError
// A small planner/executor: tool registry, argument validation, step results and a final report.
class ToolError extends Error {
  constructor(tool, message, { retryable = false, cause } = {}) {
    super(`[${tool}] ${message}`, cause ? { cause } : undefined);
    this.name = "ToolError";
    this.tool = tool;
    this.retryable = retryable;
  }
}
const registry = {
  async search({ query }) {
    if (typeof query !== "string" || !query) throw new ToolError("search", "query must be a non-empty string");
    await null;
    return [`${query} result 1`, `${query} result 2`];
  },
  async read({ url }) {
    await null;
    if (url.endsWith("2")) throw new ToolError("read", `timeout reading ${url}`, { retryable: true });
    return `contents of ${url}`;
  },
  summarize: async ({ texts }) => texts.map((t) => t.slice(0, 12)).join(" / "),
};
async function callTool(name, args, attempts = 2) {
  const fn = registry[name];
  if (!fn) throw new ToolError(name, "unknown tool");
  let lastError;
  for (let i = 1; i <= attempts; i++) {
    try {
      return await fn(args);
    } catch (e) {
      lastError = e;
      if (!(e instanceof ToolError) || !e.retryable) break;
    }
  }
  throw lastError;
}
const steps = [];
async function execute(plan) {
  const ctx = {};
  for (const [i, step] of plan.entries()) {
    const args = typeof step.args === "function" ? step.args(ctx) : step.args;
    try {
      ctx[step.save] = await callTool(step.tool, args);
      steps.push({ i, tool: step.tool, ok: true });
    } catch (e) {
      steps.push({ i, tool: step.tool, ok: false, error: e.message, retryable: e.retryable ?? null });
      if (step.required) throw new Error(`step ${i} failed`, { cause: e });
    }
  }
  return ctx;
}
const ctx = await execute([
  { tool: "search", args: { query: "codemode" }, save: "hits", required: true },
  { tool: "read", args: (c) => ({ url: c.hits[0].replace(/ /g, "_") + "1" }), save: "doc1" },
  { tool: "read", args: (c) => ({ url: "doc2" }), save: "doc2" },
  { tool: "translate", args: {}, save: "t" },
  { tool: "summarize", args: (c) => ({ texts: [c.doc1, c.doc2 ?? "missing"].filter(Boolean) }), save: "summary" },
]);
console.log(JSON.stringify(steps));
console.log(ctx.summary, Object.keys(ctx));
try {
  await execute([{ tool: "search", args: { query: "" }, save: "x", required: true }]);
} catch (e) {
  console.log(e.message, "<-", e.cause.message, e.cause instanceof ToolError, e.cause.name);
}
const report = {
  ok: steps.filter((s) => s.ok).length,
  failed: steps.filter((s) => !s.ok).map((s) => `${s.tool}@${s.i}`),
  summary: ctx.summary,
};
return report;
