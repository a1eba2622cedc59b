// value: ["hello-world","creme-brulee-recipe-2024","unicode-deja-vu","already-a-slug","multiple-spacesand-dashes","financial-123-report","","que-pasa"]
// log: "  Hello, World!  " -> "hello-world"
// log: "Crème Brûlée Recipe (2024)" -> "creme-brulee-recipe-2024"
// log: "Ünïcödé — Déjà vu" -> "unicode-deja-vu"
// log: "Already-a-slug" -> "already-a-slug"
// log: "Multiple   spaces___and--dashes" -> "multiple-spacesand-dashes"
// log: "ﬁnancial ①②③ report" -> "financial-123-report"
// log: "" -> ""
// log: "¿Qué pasa?" -> "que-pasa"
// log: post, post-1, post-1-1, post-2
// Slugify titles for URLs, the way an agent cleans up user-provided names.
function slugify(title) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const titles = [
  "  Hello, World!  ",
  "Crème Brûlée Recipe (2024)",
  "Ünïcödé — Déjà vu",
  "Already-a-slug",
  "Multiple   spaces___and--dashes",
  "ﬁnancial ①②③ report",
  "",
  "¿Qué pasa?",
];
const slugs = titles.map(slugify);
for (let i = 0; i < titles.length; i++) {
  console.log(JSON.stringify(titles[i]), "->", JSON.stringify(slugs[i]));
}
const unique = new Map();
for (const s of ["post", "post", "post-1", "post"]) {
  let candidate = s;
  let n = 1;
  while (unique.has(candidate)) candidate = `${s}-${n++}`;
  unique.set(candidate, true);
}
console.log([...unique.keys()].join(", "));
return slugs;
