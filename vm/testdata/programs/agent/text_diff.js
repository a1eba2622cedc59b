// value: {" ":4,"+":4,"-":3}
// log: --- a/config.yml
// log: +++ b/config.yml
// log: @@ -1,7 +1,8 @@
// log:  name: app
// log: -version: 1.2.0
// log: +version: 1.3.0
// log:  dependencies:
// log: -  lodash: ^4.17.0
// log: -  express: ^4.18.0
// log: +  express: ^4.19.2
// log: +  zod: ^3.22.0
// log:  scripts:
// log:    test: jest
// log: +  lint: eslint .
// log: 4 insertions(+), 3 deletions(-)
// log: the [-quick-]{+slow+} brown [-fox-]{+dog+}
// A line diff (LCS) rendered as a unified-style patch.
const a = `name: app
version: 1.2.0
dependencies:
  lodash: ^4.17.0
  express: ^4.18.0
scripts:
  test: jest`.split("\n");
const b = `name: app
version: 1.3.0
dependencies:
  express: ^4.19.2
  zod: ^3.22.0
scripts:
  test: jest
  lint: eslint .`.split("\n");
function diff(x, y) {
  const n = x.length, m = y.length;
  const L = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) L[i][j] = x[i] === y[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
  const out = [];
  let i = 0, j = 0;
  while (i < n && j < m) {
    if (x[i] === y[j]) { out.push(" " + x[i]); i++; j++; }
    else if (L[i + 1][j] >= L[i][j + 1]) out.push("-" + x[i++]);
    else out.push("+" + y[j++]);
  }
  while (i < n) out.push("-" + x[i++]);
  while (j < m) out.push("+" + y[j++]);
  return out;
}
const d = diff(a, b);
console.log(["--- a/config.yml", "+++ b/config.yml", `@@ -1,${a.length} +1,${b.length} @@`, ...d].join("\n"));
const stats = d.reduce((s, l) => (s[l[0]] = (s[l[0]] ?? 0) + 1, s), {});
console.log(`${stats["+"]} insertions(+), ${stats["-"]} deletions(-)`);
const wordDiff = (s1, s2) => diff(s1.split(/(\s+)/), s2.split(/(\s+)/)).map(t => t[0] === " " ? t.slice(1) : t[0] === "-" ? `[-${t.slice(1)}-]` : `{+${t.slice(1)}+}`).join("");
console.log(wordDiff("the quick brown fox", "the slow brown dog"));
return stats;
