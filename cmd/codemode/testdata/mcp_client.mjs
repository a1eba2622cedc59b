// An MCP client no one here wrote: the TypeScript SDK's, driven by
// TestMCPServerTypeScriptClient. It starts `codemode mcp` (the command and
// arguments come as JSON in CODEMODE_MCP_COMMAND), lists the tools, runs
// two programs and a search, and prints what it saw as one JSON document.
import { pathToFileURL } from "node:url";
import path from "node:path";

const sdk = process.env.CODEMODE_MCP_SDK; // the installed @modelcontextprotocol/sdk
const load = (p) => import(pathToFileURL(path.join(sdk, "dist", "esm", p)).href);
const { Client } = await load("client/index.js");
const { StdioClientTransport } = await load("client/stdio.js");

const [command, ...args] = JSON.parse(process.env.CODEMODE_MCP_COMMAND);
const transport = new StdioClientTransport({ command, args, env: process.env, stderr: "inherit" });
const client = new Client({ name: "codemode-ts-test", version: "1.0.0" });
await client.connect(transport);

const out = {};
out.instructions = client.getInstructions();
out.tools = (await client.listTools()).tools.map((t) => t.name).sort();
const call = async (name, args) => {
  const res = await client.callTool({ name, arguments: args });
  return { isError: !!res.isError, structured: res.structuredContent, text: res.content[0].text };
};
out.ok = await call("execute", {
  code: "const [x, y] = await Promise.all([tools.testkit.add({a: 20, b: 1}), tools.testkit.add({a: 20, b: 1})]); return x.sum + y.sum",
});
out.bad = await call("execute", { code: "const = ;" });
out.search = await call("search", { query: "add" });
await client.close();
console.log(JSON.stringify(out));
