// An MCP client no one here wrote: the TypeScript SDK's, driven by the
// TestMCPServerTypeScript* tests. It prints what it saw as one JSON document.
//
// CODEMODE_MCP_MODE=basic: start `codemode mcp` (command and arguments as
// JSON in CODEMODE_MCP_COMMAND) on stdio, list the tools, run two programs
// and a search.
// CODEMODE_MCP_MODE=durable: execute CODEMODE_MCP_PROGRAM with runId
// CODEMODE_MCP_RUN_ID at the streamable HTTP endpoint CODEMODE_MCP_URL; when
// the server goes away in the middle, connect again and execute with the
// same runId until an answer comes (for up to a minute).
import { pathToFileURL } from "node:url";
import path from "node:path";

const sdk = process.env.CODEMODE_MCP_SDK; // the installed @modelcontextprotocol/sdk
const load = (p) => import(pathToFileURL(path.join(sdk, "dist", "esm", p)).href);
const { Client } = await load("client/index.js");

const newClient = () => new Client({ name: "codemode-ts-test", version: "1.0.0" });
const call = async (client, name, args) => {
  const res = await client.callTool({ name, arguments: args });
  return { isError: !!res.isError, structured: res.structuredContent, text: res.content[0].text };
};

const out = {};
if (process.env.CODEMODE_MCP_MODE === "durable") {
  const { StreamableHTTPClientTransport } = await load("client/streamableHttp.js");
  const args = { code: process.env.CODEMODE_MCP_PROGRAM, runId: process.env.CODEMODE_MCP_RUN_ID };
  out.failures = 0;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = newClient();
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(process.env.CODEMODE_MCP_URL)));
      out.result = await call(client, "execute", args);
      await client.close();
      break;
    } catch (e) {
      out.failures++;
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
} else {
  const { StdioClientTransport } = await load("client/stdio.js");
  const [command, ...args] = JSON.parse(process.env.CODEMODE_MCP_COMMAND);
  const client = newClient();
  await client.connect(new StdioClientTransport({ command, args, env: process.env, stderr: "inherit" }));
  out.instructions = client.getInstructions();
  out.tools = (await client.listTools()).tools.map((t) => t.name).sort();
  out.ok = await call(client, "execute", {
    code: "const [x, y] = await Promise.all([tools.testkit.add({a: 20, b: 1}), tools.testkit.add({a: 20, b: 1})]); return x.sum + y.sum",
  });
  out.bad = await call(client, "execute", { code: "const = ;" });
  out.search = await call(client, "search", { query: "add" });
  await client.close();
}
console.log(JSON.stringify(out));
