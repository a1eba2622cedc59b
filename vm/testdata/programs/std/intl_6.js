// log: 0.35515404846519233 {} 0.355
// log: 58317206.50196075 {"maximumFractionDigits":4} 58,317,206.502
// log: 0.002798715651035309 {"minimumFractionDigits":3} 0.003
// log: 1703874886.0359192 {"maximumSignificantDigits":2} 1,700,000,000
// log: 11.926896572113039 {"minimumSignificantDigits":2} 11.926896572113039
// log: 20449734926223.758 {"style":"percent"} 2,044,973,492,622,376%
// log: 0.5189367055892944 {"style":"currency","currency":"USD"} $0.52
// log: -20787482.261657715 {"notation":"compact"} -21M
// log: 11819107532501.223 {"notation":"compact","compactDisplay":"long"} 12 trillion
// log: -0.2945068359375 {"style":"currency","currency":"JPY","notation":"compact"} -¥0.29
// log: 238241267204.28467 {"minimumIntegerDigits":2} 238,241,267,204.285
// log: 21086556.911468506 {} 21,086,556.911
// log: 606261.682510376 {"maximumFractionDigits":0} 606,262
// log: 0.38557000160217286 {"minimumFractionDigits":3} 0.386
// log: 373002839088.43994 {"maximumSignificantDigits":1} 400,000,000,000
// log: -5.6764382123947135 {"minimumSignificantDigits":2} -5.6764382123947135
// log: 10.89711904525757 {"style":"percent"} 1,090%
// log: 697304.7971725464 {"style":"currency","currency":"USD"} $697,304.80
// log: 34700269.69909668 {"notation":"compact"} 35M
// log: -169614.1242980957 {"notation":"compact","compactDisplay":"long"} -170 thousand
// log: 5.554528236389161 {"style":"currency","currency":"JPY","notation":"compact"} ¥5.6
// log: 4005.9502124786377 {"minimumIntegerDigits":2} 4,005.95
// log: -164134192466.73584 {} -164,134,192,466.736
// log: -0.00001691358268260956 {"maximumFractionDigits":0} -0
// log: -813.4405612945556 {"minimumFractionDigits":1} -813.441
// log: 0.006834009408950806 {"maximumSignificantDigits":5} 0.006834
// log: 5044651031.494152 {"minimumSignificantDigits":3} 5,044,651,031.494152
// log: 0.0038353509902954103 {"style":"percent"} 0%
// log: 16.303558349609375 {"style":"currency","currency":"USD"} $16.30
// log: 133572.76916503906 {"notation":"compact"} 134K
// log: 0.005853797912597656 {"notation":"compact","compactDisplay":"long"} 0.0059
// log: -26.787166595458984 {"style":"currency","currency":"JPY","notation":"compact"} -¥27
// log: 41765065193176.27 {"minimumIntegerDigits":2} 41,765,065,193,176.27
// log: 483247.2324371338 {} 483,247.232
// log: -27486007.21359253 {"maximumFractionDigits":1} -27,486,007.2
// log: 0.005872076272964477 {"minimumFractionDigits":0} 0.006
// log: 23189258575.439465 {"maximumSignificantDigits":4} 23,190,000,000
// log: 5231962919.2352295 {"minimumSignificantDigits":2} 5,231,962,919.2352295
// log: 1782.1640968322754 {"style":"percent"} 178,216%
// log: -0.0025809540152549743 {"style":"currency","currency":"USD"} -$0.00
// log: 50.93085587024688 {"notation":"compact"} 51
// log: 2523388385.772705 {"notation":"compact","compactDisplay":"long"} 2.5 billion
// log: -0.0006538872718811034 {"style":"currency","currency":"JPY","notation":"compact"} -¥0.00065
// log: 3743.1211471557617 {"minimumIntegerDigits":3} 3,743.121
// log: -0.00012559223175048818 {} -0
// log: -0.00002956662654876709 {"maximumFractionDigits":4} -0
// log: 421277236938.47656 {"minimumFractionDigits":2} 421,277,236,938.477
// log: 5575044.155120851 {"maximumSignificantDigits":3} 5,580,000
// log: -0.000018054442405700683 {"minimumSignificantDigits":1} -0.000018054442405700683
// log: 138853.62148284912 {"style":"percent"} 13,885,362%
// log: 4.247743904590607e-7 {"style":"currency","currency":"USD"} $0.00
// log: -0.000003689210414886474 {"notation":"compact"} -0.0000037
// log: -0.00022728461027145375 {"notation":"compact","compactDisplay":"long"} -0.00023
// log: -1952.1360397338867 {"style":"currency","currency":"JPY","notation":"compact"} -¥2K
// log: -0.000028680806159973144 {"minimumIntegerDigits":1} -0
// log: 0.0018150792717933656 {} 0.002
// log: 12.295157909393312 {"maximumFractionDigits":0} 12
// log: 6370816946.029663 {"minimumFractionDigits":0} 6,370,816,946.03
// log: 5342955589294.435 {"maximumSignificantDigits":2} 5,300,000,000,000
// log: 1515.3915882110596 {"minimumSignificantDigits":3} 1,515.3915882110596
// log: 456888866424.56055 {"style":"percent"} 45,688,886,642,456%
// log: 1714120626.449585 {"style":"currency","currency":"USD"} $1,714,120,626.45
// log: 8.857161998748781 {"notation":"compact"} 8.9
// log: -175606.17923736572 {"notation":"compact","compactDisplay":"long"} -176 thousand
// log: -2.495162487030028e-8 {"style":"currency","currency":"JPY","notation":"compact"} -¥0.000000025
// log: -1485633850.097645 {"minimumIntegerDigits":2} -1,485,633,850.098
// log: -9.393458366394041 {} -9.393
// log: 6275895357.131958 {"maximumFractionDigits":1} 6,275,895,357.1
// log: 1.4304895401000978e-7 {"minimumFractionDigits":2} 0.00
// log: 441302.37102508545 {"maximumSignificantDigits":1} 400,000
// log: 0.00000846402168273926 {"minimumSignificantDigits":4} 0.00000846402168273926
// log: -294588971138.0005 {"style":"percent"} -29,458,897,113,800%
// log: -0.000022965853214263917 {"style":"currency","currency":"USD"} -$0.00
// log: 5.76922845840454e-7 {"notation":"compact"} 0.00000058
// log: 0.6100004434585571 {"notation":"compact","compactDisplay":"long"} 0.61
// log: -0.27394990921020507 {"style":"currency","currency":"JPY","notation":"compact"} -¥0.27
// log: 502989244461.0595 {"minimumIntegerDigits":1} 502,989,244,461.06
// log: 3646215021.61026 {} 3,646,215,021.61
// log: -81570553779.60204 {"maximumFractionDigits":1} -81,570,553,779.6
// log: -279370832443.2373 {"minimumFractionDigits":3} -279,370,832,443.237
// log: -0.10360156297683715 {"maximumSignificantDigits":4} -0.1036
// log: 329322.5288391113 {"minimumSignificantDigits":2} 329,322.5288391113
// log: 63627214.43176269 {"style":"percent"} 6,362,721,443%
// log: 4.1444594860076905e-7 {"style":"currency","currency":"USD"} $0.00
// log: -12710409.16442871 {"notation":"compact"} -13M
// log: -28800134658813.477 {"notation":"compact","compactDisplay":"long"} -29 trillion
// log: 0.05499703884124757 {"style":"currency","currency":"JPY","notation":"compact"} ¥0.055
// log: 4507074.95212555 {"minimumIntegerDigits":4} 4,507,074.952
// log: 5985507488.250732 {} 5,985,507,488.251
// log: 0.000019508976936340334 {"maximumFractionDigits":3} 0
// log: 4.4912607669830323e-7 {"minimumFractionDigits":2} 0.00
// log: 22.495339512825012 {"maximumSignificantDigits":3} 22.5
// log: 392726403474.80774 {"minimumSignificantDigits":4} 392,726,403,474.80774
// log: 0.02095956802368165 {"style":"percent"} 2%
// log: 0.006232659637928009 {"style":"currency","currency":"USD"} $0.01
// log: 666568231582.6416 {"notation":"compact"} 667B
// log: 0.49154932498931886 {"notation":"compact","compactDisplay":"long"} 0.49
// log: 29393322467803.957 {"style":"currency","currency":"JPY","notation":"compact"} ¥29T
// log: 66962827.0715475 {"minimumIntegerDigits":4} 66,962,827.072
// log: 4290.990352630615 {} 4,290.99
// log: -2980.1180139184 {"maximumFractionDigits":2} -2,980.12
// log: 0.49806584119796754 {"minimumFractionDigits":0} 0.498
// log: 9769688.24863434 {"maximumSignificantDigits":3} 9,770,000
// log: 3825.9453773498535 {"minimumSignificantDigits":3} 3,825.9453773498535
// log: 0.01526005268096925 {"style":"percent"} 2%
// log: 6365.959167480469 {"style":"currency","currency":"USD"} $6,365.96
// log: -0.22335152626037597 {"notation":"compact"} -0.22
// log: -239874.17221069336 {"notation":"compact","compactDisplay":"long"} -240 thousand
// log: 167135.2207660675 {"style":"currency","currency":"JPY","notation":"compact"} ¥167K
// log: -1.6471450328826903e-7 {"minimumIntegerDigits":3} -000
// log: 37201030.25436401 {} 37,201,030.254
// log: -1.784687519073486e-7 {"maximumFractionDigits":0} -0
// log: -2.878735276870429e-7 {"minimumFractionDigits":2} -0.00
// log: 19731469.15435791 {"maximumSignificantDigits":4} 19,730,000
// log: -1891057968.1396484 {"minimumSignificantDigits":1} -1,891,057,968.1396484
// log: 5946.582078933716 {"style":"percent"} 594,658%
// log: 65.28794288635254 {"style":"currency","currency":"USD"} $65.29
// log: -25366442.20352173 {"notation":"compact"} -25M
// log: -91028690.33813466 {"notation":"compact","compactDisplay":"long"} -91 million
// log: 364024025201.7975 {"style":"currency","currency":"JPY","notation":"compact"} ¥364B
// log: 6350637197.494507 {"minimumIntegerDigits":4} 6,350,637,197.495
// log: 657141399383.5449 {} 657,141,399,383.545
// log: 3.8622386455535886e-7 {"maximumFractionDigits":2} 0
// log: -0.013893532752990712 {"minimumFractionDigits":0} -0.014
// log: 36166961193084.72 {"maximumSignificantDigits":1} 40,000,000,000,000
// log: -0.000012286539673805236 {"minimumSignificantDigits":4} -0.000012286539673805236
// log: 360761.4755630493 {"style":"percent"} 36,076,148%
// log: 0.005809037506580353 {"style":"currency","currency":"USD"} $0.01
// log: 0.0012059326171875002 {"notation":"compact"} 0.0012
// log: 6069080352.783203 {"notation":"compact","compactDisplay":"long"} 6.1 billion
// log: 3.100577116012573e-7 {"style":"currency","currency":"JPY","notation":"compact"} ¥0.00000031
// log: 32043201.92337036 {"minimumIntegerDigits":2} 32,043,201.923
// log: 319084.0005874634 {} 319,084.001
// log: 3.382107734680176e-7 {"maximumFractionDigits":3} 0
// log: -2315526485.443115 {"minimumFractionDigits":0} -2,315,526,485.443
// log: 713.5267257690431 {"maximumSignificantDigits":1} 700
// log: -109101.22394561766 {"minimumSignificantDigits":3} -109,101.22394561766
// log: 3.6129612922668457e-7 {"style":"percent"} 0%
// log: 33.28922510147095 {"style":"currency","currency":"USD"} $33.29
// log: 1.6830463409423828e-7 {"notation":"compact"} 0.00000017
// log: 0.0018863697052001955 {"notation":"compact","compactDisplay":"long"} 0.0019
// log: 10466725.82626343 {"style":"currency","currency":"JPY","notation":"compact"} ¥10M
// log: 0.623744112253189 {"minimumIntegerDigits":2} 00.624
// log: 485453.79638671875 {} 485,453.796
// log: 48.785133361816406 {"maximumFractionDigits":2} 48.79
// log: 67710143327.71302 {"minimumFractionDigits":0} 67,710,143,327.713
// log: -270483779907.22656 {"maximumSignificantDigits":5} -270,480,000,000
// log: 244983893632.8888 {"minimumSignificantDigits":1} 244,983,893,632.8888
// log: 153982.11479187012 {"style":"percent"} 15,398,211%
// log: 53.44788253307342 {"style":"currency","currency":"USD"} $53.45
// NumberFormat on pseudo-random numbers and digit options (en-US) against node.
let seed = 12345;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const lines = [];
for (let i = 0; i < 150; i++) {
  const scales = [1e-6, 1e-4, 0.01, 1, 100, 1e4, 1e6, 1e8, 1e10, 1e12, 1e14];
  const x = (rnd() - 0.3) * scales[Math.floor(rnd() * scales.length)];
  const opts = [{}, { maximumFractionDigits: Math.floor(rnd() * 5) }, { minimumFractionDigits: Math.floor(rnd() * 4) },
    { maximumSignificantDigits: 1 + Math.floor(rnd() * 5) }, { minimumSignificantDigits: 1 + Math.floor(rnd() * 5) },
    { style: "percent" }, { style: "currency", currency: "USD" }, { notation: "compact" }, { notation: "compact", compactDisplay: "long" },
    { style: "currency", currency: "JPY", notation: "compact" }, { minimumIntegerDigits: 1 + Math.floor(rnd() * 4) }][i % 11];
  lines.push(x + " " + JSON.stringify(opts) + " " + new Intl.NumberFormat("en-US", opts).format(x));
}
console.log(lines.join("\n"));
