// log: Found 5 documents
// log: Top result: {
// log:   id: 'doc-0',
// log:   score: 1,
// log:   title: 'Intro',
// log:   meta: { words: 100, lang: 'fr', authors: [ [Object], [Object] ] }
// log: }
// log: [ 1, 0.83, 0.66, 0.49, 0.32 ]
// log: [ 'doc-0', 'doc-1', 'doc-2', 'doc-3', 'doc-4' ]
// log: [
// log:   { id: 'doc-0', score: 1 },
// log:   { id: 'doc-1', score: 0.83 },
// log:   { id: 'doc-2', score: 0.66 },
// log:   { id: 'doc-3', score: 0.49 },
// log:   { id: 'doc-4', score: 0.32 }
// log: ]
// log: {
// log:   query: 'install',
// log:   total: 5,
// log:   results: [
// log:     { id: 'doc-0', score: 1, title: 'Intro', meta: [Object] },
// log:     { id: 'doc-1', score: 0.83, title: 'Setup guide', meta: [Object] },
// log:     {
// log:       id: 'doc-2',
// log:       score: 0.66,
// log:       title: 'API reference',
// log:       meta: [Object]
// log:     },
// log:     { id: 'doc-3', score: 0.49, title: 'FAQ', meta: [Object] },
// log:     {
// log:       id: 'doc-4',
// log:       score: 0.32,
// log:       title: 'Changelog for release 2.3.0 with many entries',
// log:       meta: [Object]
// log:     }
// log:   ]
// log: }
// log: By language: { fr: [ 'doc-0', 'doc-2', 'doc-4' ], en: [ 'doc-1', 'doc-3' ] }
// log: Stats {
// log:   min: 0.32,
// log:   max: 1,
// log:   mean: 0.66,
// log:   p50: 0.66,
// log:   p90: 0.932,
// log:   count: 5,
// log:   histogram: [
// log:     1, 0, 2, 0, 1,
// log:     0, 0, 1, 0, 0
// log:   ]
// log: }
// log: Errors: [
// log:   {
// log:     tool: 'fetch',
// log:     error: 'Request failed with status code 503: Service Unavailable (retry after 30s)'
// log:   }
// log: ]
// log: {"ok":true,"n":5}
// log: Done in 1234.5ms with 2 retries (ok)
// log: [ [ 1, 0, 0 ], [ 0, 1, 0 ], [ 0, 0, 1 ] ]
// log: {
// log:   csv: 'id,name\n1,alpha\n2,beta\n3,gamma with a longer name to make the string long'
// log: }
// log: Map(5) {
// log:   'doc-0' => 1,
// log:   'doc-1' => 0.83,
// log:   'doc-2' => 0.66,
// log:   'doc-3' => 0.49,
// log:   'doc-4' => 0.32
// log: }
// log: Set(2) { 'fr', 'en' }
// A typical agent program: progress lines, tool results, summaries.
const results = [];
for (let i = 0; i < 5; i++) {
  results.push({
    id: `doc-${i}`,
    score: Math.round((1 - i * 0.17) * 1000) / 1000,
    title: ["Intro", "Setup guide", "API reference", "FAQ", "Changelog for release 2.3.0 with many entries"][i],
    meta: { words: 100 * (i + 1), lang: i % 2 ? "en" : "fr", authors: [{ name: "A" }, { name: "B" }] },
  });
}
console.log(`Found ${results.length} documents`);
console.log("Top result:", results[0]);
console.log(results.map((r) => r.score));
console.log(results.map((r) => r.id));
console.log(results.map(({ id, score }) => ({ id, score })));
console.log({ query: "install", total: results.length, results });
const byLang = {};
for (const r of results) (byLang[r.meta.lang] ??= []).push(r.id);
console.log("By language:", byLang);
const stats = { min: 0.32, max: 1, mean: 0.66, p50: 0.66, p90: 0.932, count: 5, histogram: [1, 0, 2, 0, 1, 0, 0, 1, 0, 0] };
console.log("Stats", stats);
const errors = [{ tool: "fetch", error: "Request failed with status code 503: Service Unavailable (retry after 30s)" }];
console.log("Errors:", errors);
console.log(JSON.stringify({ ok: true, n: results.length }));
console.log("Done in %dms with %i retries (%s)", 1234.5, 2.9, "ok");
const matrix = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
console.log(matrix);
const csv = "id,name\n1,alpha\n2,beta\n3,gamma with a longer name to make the string long";
console.log({ csv });
console.log(new Map(results.map((r) => [r.id, r.score])));
console.log(new Set(results.map((r) => r.meta.lang)));
