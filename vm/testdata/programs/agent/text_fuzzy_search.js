// value: ["Apple iPhone 15 Pro","Samsung Galaxy S24","Apple MacBook Air M3","Sony WH-1000XM5 Headphones","Café Racer Jacket","Résumé Template Pack"]
// log: 3 3 1
// log: [ 'Apple iPhone 15 Pro', 'Apple MacBook Air M3' ] [ 'Café Racer Jacket' ] [ 'Résumé Template Pack' ] []
// log: <mark>Apple</mark> MacBook Air <mark>M3</mark>
// log: price <mark>(USD)</mark> <mark>$5</mark>
// log: [ 'Google Pixel 8' ] [ 'Sony WH-1000XM5 Headphones' ]
// log: [ 'Samsung Galaxy S24', 2 ] [ 'Google Pixel 8', 1 ]
// log: [
// log:   'AI1P', 'SGS',
// log:   'GP8',  'AMAM',
// log:   'SW1H', 'CRJ',
// log:   'RTP'
// log: ]
// Fuzzy matching and highlighting over a product list.
const products = ["Apple iPhone 15 Pro", "Samsung Galaxy S24", "Google Pixel 8", "Apple MacBook Air M3", "Sony WH-1000XM5 Headphones", "Café Racer Jacket", "Résumé Template Pack"];
const fold = s => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
function levenshtein(a, b) {
  const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) dp[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      dp[i][j] = Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return dp[a.length][b.length];
}
console.log(levenshtein("kitten", "sitting"), levenshtein("", "abc"), levenshtein("café", "cafe"));
const search = q => {
  const terms = fold(q).split(/\s+/).filter(Boolean);
  return products
    .map(p => ({ p, f: fold(p) }))
    .filter(({ f }) => terms.every(t => f.includes(t)))
    .map(({ p }) => p);
};
console.log(search("apple"), search("cafe"), search("resume pack"), search("xyz"));
const escapeRe = s => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const highlight = (text, q) => text.replace(new RegExp(`(${q.split(/\s+/).map(escapeRe).join("|")})`, "gi"), "<mark>$1</mark>");
console.log(highlight("Apple MacBook Air M3", "apple m3"));
console.log(highlight("price (USD) $5", "(usd) $5"));
const subseq = (q, s) => { let i = 0; for (const c of s) if (c === q[i]) i++; return i === q.length; };
console.log(products.filter(p => subseq("gpx", fold(p))), products.filter(p => subseq("wh1000", fold(p).replace(/-/g, ""))));
const closest = q => products.map(p => [p, levenshtein(fold(q), fold(p.split(" ")[0]))]).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0];
console.log(closest("Samsnug"), closest("goggle"));
const initials = products.map(p => p.split(/[\s-]+/).map(w => w[0]).join("").toUpperCase());
console.log(initials);
return search("a");
