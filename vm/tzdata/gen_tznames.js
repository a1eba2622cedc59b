// Writes vm/builtin_intl_tzdata.go from node (the oracle): cd vm && node tzdata/gen_tznames.js > builtin_intl_tzdata.go && gofmt -w builtin_intl_tzdata.go
const zones = require('child_process').execSync('unzip -Z1 ' + __dirname + '/zoneinfo.zip', { encoding: 'utf8' }).trim().split('\n');
const jan = new Date(Date.UTC(2024, 0, 15, 12)), jul = new Date(Date.UTC(2024, 6, 15, 12));
function offset(d, z) {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: z, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(d).map(x => [x.type, x.value]));
  return (Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - d.getTime()) / 60000;
}
function name(d, z, style) {
  return new Intl.DateTimeFormat('en-US', { timeZone: z, timeZoneName: style }).formatToParts(d).find(p => p.type === 'timeZoneName').value;
}
function gmtShort(off) { if (off === 0) return 'GMT'; const s = off < 0 ? '-' : '+'; const a = Math.abs(off); return 'GMT' + s + Math.floor(a / 60) + (a % 60 ? ':' + String(a % 60).padStart(2, '0') : ''); }
function gmtLong(off) { if (off === 0) return 'GMT'; const s = off < 0 ? '-' : '+'; const a = Math.abs(off); return 'GMT' + s + String(Math.floor(a / 60)).padStart(2, '0') + ':' + String(a % 60).padStart(2, '0'); }
const canon = [], names = [], bad = [];
for (const z of zones) {
  let r;
  try { r = new Intl.DateTimeFormat('en-US', { timeZone: z }).resolvedOptions().timeZone; } catch (e) { bad.push(z); continue; }
  if (r !== z) canon.push([z, r]);
  if (r !== z) continue;
  const ent = [];
  for (const d of [jan, jul]) {
    const off = offset(d, z), s = name(d, z, 'short'), l = name(d, z, 'long');
    ent.push([off, s === gmtShort(off) ? '' : s, l === gmtLong(off) ? '' : l]);
  }
  if (ent[0][1] || ent[0][2] || ent[1][1] || ent[1][2]) names.push([z, ent]);
}
const q = JSON.stringify;
let out = `// Code generated from node ${process.version} (ICU ${process.versions.icu}, tz ${process.versions.tz}) by querying Intl.DateTimeFormat; DO NOT EDIT.\n\npackage vm\n\n`;
out += `// tzCanonical maps a zone name (as in the embedded zoneinfo) to the name\n// ICU resolves it to, when they differ (CLDR keeps older names).\nvar tzCanonical = map[string]string{\n`;
for (const [a, b] of canon) out += `\t${q(a)}: ${q(b)},\n`;
out += `}\n\n// tzNotInICU lists zoneinfo names ICU refuses.\nvar tzNotInICU = map[string]bool{\n`;
for (const z of bad) out += `\t${q(z)}: true,\n`;
out += `}\n\n// tzNames gives each zone's en-US names at its January and July 2024\n// offsets (minutes east of UTC): short and long, "" where ICU shows the\n// GMT offset form.\nvar tzNames = map[string][2]tzNameSet{\n`;
for (const [z, e] of names) out += `\t${q(z)}: {{${e[0][0]}, ${q(e[0][1])}, ${q(e[0][2])}}, {${e[1][0]}, ${q(e[1][1])}, ${q(e[1][2])}}},\n`;
out += `}\n`;
process.stdout.write(out);
