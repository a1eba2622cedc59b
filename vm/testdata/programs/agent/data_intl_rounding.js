// value: ["$5","$5.50","$20","$0","-$0","$1,234.50","$7.12","-$7.12"]
// log: $5 $5.50 $20 $0.01 -$0.01 $1,234.50 $7.13 -$7.13
// log: ceil       $5.00 $5.50 $20.00 $0.01 -$0.00 $1,234.50 $7.13 -$7.12
// log: floor      $5.00 $5.50 $19.99 $0.00 -$0.01 $1,234.50 $7.12 -$7.13
// log: expand     $5.00 $5.50 $20.00 $0.01 -$0.01 $1,234.50 $7.13 -$7.13
// log: trunc      $5.00 $5.50 $19.99 $0.00 -$0.00 $1,234.50 $7.12 -$7.12
// log: halfCeil   $5.00 $5.50 $20.00 $0.01 -$0.00 $1,234.50 $7.13 -$7.12
// log: halfFloor  $5.00 $5.50 $20.00 $0.00 -$0.01 $1,234.50 $7.12 -$7.13
// log: halfExpand $5.00 $5.50 $20.00 $0.01 -$0.01 $1,234.50 $7.13 -$7.13
// log: halfTrunc  $5.00 $5.50 $20.00 $0.00 -$0.00 $1,234.50 $7.12 -$7.12
// log: halfEven   $5.00 $5.50 $20.00 $0.00 -$0.00 $1,234.50 $7.12 -$7.12
// log: 1.00 1.05 1.05 1.05 -1.10 0.00 {"locale":"en-US","numberingSystem":"latn","style":"decimal","minimumIntegerDigits":1,"minimumFractionDigits":2,"maximumFractionDigits":2,"useGrouping":"auto","notation":"standard","signDisplay":"auto","roundingMode":"halfExpand","roundingIncrement":5,"trailingZeroDisplay":"auto","roundingPriority":"auto"}
// log: 50 50 50 100 1,250 -150
// log: 1.23/1.2 123.5/123 0.000123/0 98,765.4/98,800
// log: 1.23E-4 123E-6 | 1E0 1E0 | 4.2E1 42E0 | 6.02E23 602.214E21 | -1.6E-19 -160E-21 | 1E6 999.999E3
// log: [{"type":"minusSign","value":"-"},{"type":"integer","value":"4"},{"type":"decimal","value":"."},{"type":"fraction","value":"2"},{"type":"exponentSeparator","value":"E"},{"type":"exponentMinusSign","value":"-"},{"type":"exponentInteger","value":"4"}]
// log: short 1,234.5 ms, 87.3 MB/s, 100%, 1 km, 1 day, 2 days, -3.5°C, 1,536 GB
// log: narrow 1,234.5ms, 87.3MB/s, 100%, 1km, 1d, 2d, -3.5°C, 1,536GB
// log: long 1,234.5 milliseconds, 87.3 megabytes per second, 100 percent, 1 kilometer, 1 day, 2 days, -3.5 degrees Celsius, 1,536 gigabytes
// log: 5.3BB 0.42 liters
// log: RangeError roundingIncrement value is out of range.
// log: RangeError maximumFractionDigits not equal to minimumFractionDigits
// log: TypeError RoundingType is not fractionDigits
// log: RangeError Value up out of range for Intl.NumberFormat options property roundingMode
// log: TypeError Invalid unit argument for Intl.NumberFormat() ''
// log: RangeError Invalid unit argument for Intl.NumberFormat() 'furlong'
// log: RangeError Value fancy out of range for Intl.NumberFormat options property notation
// Dashboard formatting with the newer NumberFormat options: roundingMode, roundingIncrement, trailingZeroDisplay,
// roundingPriority, plus scientific/engineering notation and unit styles for metrics.
const prices = [5, 5.5, 19.999, 0.005, -0.005, 1234.5, 7.125, -7.125];
const money = (opts) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", ...opts });
console.log(prices.map((p) => money({ trailingZeroDisplay: "stripIfInteger" }).format(p)).join(" "));
for (const roundingMode of ["ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"]) {
  console.log(roundingMode.padEnd(10), prices.map((p) => money({ roundingMode }).format(p)).join(" "));
}
const nickel = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingIncrement: 5 });
console.log([1.02, 1.025, 1.03, 1.074, -1.075, 0.004].map((v) => nickel.format(v)).join(" "), JSON.stringify(nickel.resolvedOptions()));
const fifty = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0, roundingIncrement: 50, roundingMode: "ceil" });
console.log([1, 49, 50, 51, 1234, -175].map((v) => fifty.format(v)).join(" "));
const both = (roundingPriority) => new Intl.NumberFormat("en-US", { roundingPriority, maximumSignificantDigits: 3, maximumFractionDigits: 1 });
console.log([1.23456, 123.456, 0.000123456, 98765.4321].map((v) => `${both("morePrecision").format(v)}/${both("lessPrecision").format(v)}`).join(" "));
const sci = new Intl.NumberFormat("en-US", { notation: "scientific", maximumFractionDigits: 2 });
const eng = new Intl.NumberFormat("en-US", { notation: "engineering" });
console.log([0.000123, 1, 42, 6.02214076e23, -1.6e-19, 999999].map((v) => `${sci.format(v)} ${eng.format(v)}`).join(" | "));
console.log(JSON.stringify(sci.formatToParts(-0.00042)));
const metrics = [["millisecond", 1234.5], ["megabyte-per-second", 87.25], ["percent", 99.95], ["kilometer", 1], ["day", 1], ["day", 2], ["celsius", -3.5], ["gigabyte", 1536]];
for (const display of ["short", "narrow", "long"]) {
  console.log(display, metrics.map(([unit, v]) => new Intl.NumberFormat("en-US", { style: "unit", unit, unitDisplay: display, maximumFractionDigits: 1 }).format(v)).join(", "));
}
console.log(new Intl.NumberFormat("en-US", { style: "unit", unit: "byte", notation: "compact", unitDisplay: "narrow" }).format(5.3e9), (0.42).toLocaleString("en-US", { style: "unit", unit: "liter", unitDisplay: "long" }));
const errors = [{ roundingIncrement: 3 }, { roundingIncrement: 5, maximumFractionDigits: 2 }, { roundingIncrement: 5, maximumSignificantDigits: 2 }, { roundingMode: "up" }, { style: "unit" }, { style: "unit", unit: "furlong" }, { notation: "fancy" }];
for (const o of errors) {
  try {
    new Intl.NumberFormat("en-US", o);
    console.log("ok", JSON.stringify(o));
  } catch (e) {
    console.log(e.name, e.message);
  }
}
return prices.map((p) => money({ roundingMode: "halfEven", trailingZeroDisplay: "stripIfInteger" }).format(p));
