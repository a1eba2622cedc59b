// Opens a page of the web UI in Chromium with Playwright (driven by
// TestWebUIShowsTheRun) and prints, as one JSON document, the text of the
// page and of every frame in it: the UI renders summaries in frames of
// their own. Waits until every string of CODEMODE_EXPECT (JSON) appears,
// or 60 seconds.
import { pathToFileURL } from "node:url";
import path from "node:path";

const pw = await import(pathToFileURL(path.join(process.env.CODEMODE_PLAYWRIGHT, "index.mjs")).href);
const browser = await pw.chromium.launch({
  executablePath: process.env.CODEMODE_CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
});
const page = await browser.newPage();
await page.goto(process.env.CODEMODE_PAGE);
const expect = JSON.parse(process.env.CODEMODE_EXPECT);
let texts = [];
const deadline = Date.now() + 60_000;
for (;;) {
  texts = [];
  for (const frame of page.frames()) {
    try {
      texts.push(await frame.evaluate(() => document.body ? document.body.innerText : ""));
    } catch {
      // a frame that went away while we read it
    }
  }
  const all = texts.join("\n").replace(/[“”]/g, '"');
  if (expect.every((s) => all.includes(s)) || Date.now() > deadline) break;
  await page.waitForTimeout(500);
}
await browser.close();
console.log(JSON.stringify({ texts }));
