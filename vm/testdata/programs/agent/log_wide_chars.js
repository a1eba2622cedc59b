// log: [
// log:   '日本', '中文',
// log:   '한국', 'abc',
// log:   'de',   'fg',
// log:   'hi',   'jk'
// log: ]
// log: [
// log:   '😀', '🚀', 'ok',
// log:   '✓',  'é',  'é',
// log:   'x',  'y',  'z'
// log: ]
// log: {
// log:   cities: [
// log:     '東京', '大阪',
// log:     '京都', '札幌',
// log:     '福岡', '神戸',
// log:     '横浜', '名古屋',
// log:     '仙台', '広島'
// log:   ]
// log: }
// log: [ -0, '日本', undefined, 44n, 0n, true, 82n, undefined ]
// log: { '名前': '太郎', 'clé': 'valeur', emoji: '🎉 done' }
// Node measures grouped array cells in terminal columns: wide characters count twice.
console.log(["日本", "中文", "한국", "abc", "de", "fg", "hi", "jk"]);
console.log(["😀", "🚀", "ok", "✓", "é", "e\u0301", "x", "y", "z"]);
console.log({ cities: ["東京", "大阪", "京都", "札幌", "福岡", "神戸", "横浜", "名古屋", "仙台", "広島"] });
console.log([-0, "日本", undefined, 44n, 0n, true, 82n, undefined]);
console.log({ 名前: "太郎", "clé": "valeur", emoji: "🎉 done" });
