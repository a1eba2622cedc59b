// value: {"cagr":0.139852,"km":344,"nearest":"Paris"}
// log: Paris:343.55606034104164 | Berlin:931.5694204688525 | New York:5570.222179737958 | Tokyo:9558.561370806638 | Sydney:16993.933459795906
// log: Paris:343.6km, Berlin:931.6km, New York:5570.2km, Tokyo:9558.6km, Sydney:16993.9km
// log: 148.11561687105325 77.75776906139367 288.3297015936049 31.726450518712397 60.71338628250163
// log: [{"years":1,"value":1050},{"years":2,"value":1102.5},{"years":5,"value":1276.2815625000003},{"years":10,"value":1628.8946267774422},{"years":30,"value":4321.942375150667}] 1050.00 1102.50 1276.28 1628.89 4321.94
// log: 0.13985228104759662 13.985% 0.000009999999999999999 1.4142135623730951 1.3310000000000004
// log: 0.0022974762173042984 0.00031092959459825875 0.006245187852815099 0.00031092959459825875 0.016976180655620447 0.926868058425326 0.0008451942669265845 0.04614604339281102
// log: 1.0986122886681096 0 1.3862943611198906 0 1.6094379124341003 2.1972245773362196 0.6931471805599453 1.791759469228055 1.584962500721156 0 2 0 2.321928094887362 3.169925001442312 1 2.584962500721156
// log: [[0,1],[0.9542425094393249,1],[1,2],[2.9995654882259823,3],[3,4],[4.091491094267951,5],[-3,-2],[-0.3010299956639812,0],[21,22]]
// log: 2.9953451699808022 4.641588833612779 0.46211715726000974 3.626860407847019 3.7621956910836314 0.3046926540153975 1.2661036727794992 1.1071487177940904 2.712465305184344 2.941657314651186
// log: 0.0066928509242848554 0.2689414213699951 0.5 0.6224593312018546 0.9525741268224334
// log: 4503599627370497 -4503599627370497 9007199254740991 -2 3 -0 0
// log: [[0,1,0],[0.49999999999999994,0.8660254037844387,0.5773502691896257],[0.7071067811865475,0.7071067811865476,0.9999999999999999],[0.8660254037844386,0.5000000000000001,1.7320508075688767],[1,6.123233995736766e-17,16331239353195370],[1.2246467991473532e-16,-1,-1.2246467991473532e-16],[-1,-1.8369701987210297e-16,5443746451065123],[-2.4492935982947064e-16,1,-2.4492935982947064e-16],[-0.9848077530125356,0.17364817766507232,-5.671281819680279]]
// Numeric helpers agent code runs over results: haversine distances, compound growth, softmax, log scales, rounding.
const toRad = (d) => (d * Math.PI) / 180;
function haversine([lat1, lon1], [lat2, lon2]) {
  const R = 6371;
  const dLat = toRad(lat2 - lat1), dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}
const stores = [
  { id: "s1", name: "Paris", at: [48.8566, 2.3522] },
  { id: "s2", name: "Berlin", at: [52.52, 13.405] },
  { id: "s3", name: "New York", at: [40.7128, -74.006] },
  { id: "s4", name: "Tokyo", at: [35.6762, 139.6503] },
  { id: "s5", name: "Sydney", at: [-33.8688, 151.2093] },
];
const me = [51.5074, -0.1278];
const byDistance = stores.map((s) => ({ ...s, km: haversine(me, s.at) })).sort((a, b) => a.km - b.km);
console.log(byDistance.map((s) => `${s.name}:${s.km}`).join(" | "));
console.log(byDistance.map((s) => `${s.name}:${s.km.toFixed(1)}km`).join(", "));
const bearing = ([lat1, lon1], [lat2, lon2]) => {
  const y = Math.sin(toRad(lon2 - lon1)) * Math.cos(toRad(lat2));
  const x = Math.cos(toRad(lat1)) * Math.sin(toRad(lat2)) - Math.sin(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.cos(toRad(lon2 - lon1));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
};
console.log(stores.map((s) => bearing(me, s.at)).join(" "));
const balance = [1, 2, 5, 10, 30].map((years) => ({ years, value: 1000 * Math.pow(1.05, years) }));
console.log(JSON.stringify(balance), balance.map((b) => b.value.toFixed(2)).join(" "));
const cagr = Math.pow(2500 / 1000, 1 / 7) - 1;
console.log(cagr, (cagr * 100).toFixed(3) + "%", Math.pow(10, -5), Math.pow(2, 0.5), Math.pow(1.1, 3));
const scores = [3, 1, 4, 1, 5, 9, 2, 6];
const exps = scores.map((v) => Math.exp(v));
const sum = exps.reduce((a, b) => a + b, 0);
console.log(exps.map((e) => e / sum).join(" "));
console.log(scores.map((v) => Math.log(v)).join(" "), scores.map((v) => Math.log2(v)).join(" "));
const magnitudes = [1, 9, 10, 999, 1000, 12345, 0.001, 0.5, 1e21].map((x) => [Math.log10(x), Math.floor(Math.log10(x)) + 1]);
console.log(JSON.stringify(magnitudes));
const geoMean = Math.exp(scores.reduce((s, v) => s + Math.log(v), 0) / scores.length);
console.log(geoMean, Math.cbrt(100), Math.tanh(0.5), Math.sinh(2), Math.cosh(2), Math.asin(0.3), Math.acos(0.3), Math.atan(2), Math.asinh(7.5), Math.acosh(9.5));
const sigmoid = (x) => 1 / (1 + Math.exp(-x));
console.log([-5, -1, 0, 0.5, 3].map(sigmoid).join(" "));
console.log(Math.round(4503599627370497), Math.round(-4503599627370497), Math.round(2 ** 53 - 1), Math.round(-2.5), Math.round(2.5), Math.round(-0.2), Math.round(0.49999999999999994));
const angles = [0, 30, 45, 60, 90, 180, 270, 360, 1e6].map((d) => [Math.sin(toRad(d)), Math.cos(toRad(d)), Math.tan(toRad(d))]);
console.log(JSON.stringify(angles));
return { nearest: byDistance[0].name, km: Math.round(byDistance[0].km), cagr: +cagr.toFixed(6) };
