// log: ["1.00 US dollars","CHF 1,234.50","-USD 1.00","($1.00)","1M","0.12","1.2 million","1.005","1.01","1.50 euros","1235T"]
// log: $1,234.50 26% 1,234.6 -0.001 005 123,000 0.500
// log: auto -1|0|-0|1|-0|NaN
// log: always -1|+0|-0|+1|-0|+NaN
// log: exceptZero -1|0|0|+1|0|NaN
// log: negative -1|0|0|1|0|NaN
// log: never 1|0|0|1|0|NaN
// log: 1K|12K|1M|1.5B|-2.5K|1K|100K|0
// log: 1234567.891|1000000000000000000000|0|123.456
// log: [{"type":"minusSign","value":"-"},{"type":"currency","value":"¥"},{"type":"integer","value":"1"},{"type":"group","value":","},{"type":"integer","value":"235"}]
// log: {"locale":"en-US","numberingSystem":"latn","style":"percent","minimumIntegerDigits":1,"minimumFractionDigits":0,"maximumFractionDigits":0,"useGrouping":"auto","notation":"standard","signDisplay":"auto","roundingMode":"halfExpand","roundingIncrement":1,"trailingZeroDisplay":"auto","roundingPriority":"auto"}
// log: {"locale":"en-US","numberingSystem":"latn","style":"currency","currency":"USD","currencyDisplay":"symbol","currencySign":"standard","minimumIntegerDigits":1,"minimumSignificantDigits":2,"maximumSignificantDigits":21,"useGrouping":"min2","notation":"compact","compactDisplay":"short","signDisplay":"auto","roundingMode":"halfExpand","roundingIncrement":1,"trailingZeroDisplay":"auto","roundingPriority":"auto"}
// log: -$1,234.57/1.00 US dollars -€1,234.57/1.00 euros -£1,234.57/1.00 British pounds -¥1,235/1 Japanese yen -CA$1,234.57/1.00 Canadian dollars -A$1,234.57/1.00 Australian dollars -CHF 1,234.57/1.00 Swiss francs -CN¥1,234.57/1.00 Chinese yuan -₹1,234.57/1.00 Indian rupees
// log: 1 2 1,234.5 1,000,000,000,000,000,000,000 ∞ -∞%
const n=(o,x)=>new Intl.NumberFormat("en-US",o).format(x);
console.log(JSON.stringify([n({style:"currency",currency:"USD",currencyDisplay:"name"},1),n({style:"currency",currency:"CHF"},1234.5),n({style:"currency",currency:"USD",currencyDisplay:"code"},-1),n({style:"currency",currency:"USD",currencySign:"accounting"},-1), n({notation:"compact"},999999), n({notation:"compact"},0.1234),n({notation:"compact",compactDisplay:"long"},1234567),n({},1.005),n({maximumFractionDigits:2},1.005),n({style:"currency",currency:"EUR",currencyDisplay:"name"},1.5),n({notation:"compact"},1234567890123456)]));
console.log((1234.5).toLocaleString('en-US', {style:'currency', currency:'USD'}), (0.256).toLocaleString('en-US',{style:'percent'}), (1234.5678).toLocaleString(undefined,{maximumFractionDigits:1}), (-0.001).toLocaleString(), (5).toLocaleString('en',{minimumIntegerDigits:3}), (123456.789).toLocaleString('en',{maximumSignificantDigits:3}), (0.5).toLocaleString('en',{minimumSignificantDigits:3}));
for (const sd of ["auto","always","exceptZero","negative","never"]) console.log(sd, [-1, 0, -0, 1, -0.0001, NaN].map(x=>n({signDisplay:sd},x)).join("|"));
console.log([1000,12345,1e6,1.5e9,-2500,999.9, 99999,0].map(x=>n({notation:"compact"},x)).join("|"));
console.log([1234567.891, 1e21, 1e-7, 123.456].map(x=>n({useGrouping:false},x)).join("|"));
console.log(JSON.stringify(new Intl.NumberFormat("en",{style:"currency",currency:"JPY"}).formatToParts(-1234.5)));
console.log(JSON.stringify(new Intl.NumberFormat("en-US",{style:"percent"}).resolvedOptions()));
console.log(JSON.stringify(new Intl.NumberFormat("en-US",{style:"currency",currency:"usd",notation:"compact",minimumSignificantDigits:2}).resolvedOptions(), new Intl.NumberFormat("en-US",{notation:"compact"}).resolvedOptions()));
console.log(["USD","EUR","GBP","JPY","CAD","AUD","CHF","CNY","INR"].map(c=>n({style:"currency",currency:c},-1234.567)+"/"+n({style:"currency",currency:c,currencyDisplay:"name"},1)).join(" "));
console.log([1,2,1234.5].map(new Intl.NumberFormat().format).join(" "), (1e21).toLocaleString(), (Infinity).toLocaleString(), n({style:"percent"},-Infinity));
