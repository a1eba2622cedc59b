// log: 12,345,678,901,234,567,890 -1,234 0 integer:1|group:,|integer:234
// log: $12,345.00 5.00
// log: 1.2M 300%
// log: 1,208,925,819,614,629,174,706,176 988,000,000,000,000,000
const nf = new Intl.NumberFormat("en-US");
console.log(nf.format(12345678901234567890n), nf.format(-1234n), nf.format(0n), nf.formatToParts(1234n).map(p => p.type + ":" + p.value).join("|"));
console.log((12345n).toLocaleString("en-US", { style: "currency", currency: "USD" }), new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(5n));
console.log(new Intl.NumberFormat("en-US", { notation: "compact" }).format(1234567n), new Intl.NumberFormat("en-US", { style: "percent" }).format(3n));
console.log((2n ** 80n).toLocaleString("en-US"), new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 }).format(987654321987654321n));
