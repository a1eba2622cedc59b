package vm

import "strings"

// The en-US data of Intl.NumberFormat (node 20's ICU 73): currencies and
// the units of style "unit" (ECMA-402's sanctioned simple units and their
// "-per-" compounds). Generated from node's own output.

// currencyInfo is a currency's en-US symbol, narrow symbol, singular and
// plural names, and its number of minor digits (ISO 4217).
type currencyInfo struct {
	symbol, narrow, one, other string
	digits                     int
}

// currencies are the codes node 20 lists in Intl.supportedValuesOf("currency");
// other well-formed codes show as the code with two digits.
var currencies = map[string]currencyInfo{
	"AED": {"AED", "AED", "UAE dirham", "UAE dirhams", 2},
	"AFN": {"AFN", "؋", "Afghan Afghani", "Afghan Afghanis", 0},
	"ALL": {"ALL", "ALL", "Albanian lek", "Albanian lekë", 0},
	"AMD": {"AMD", "֏", "Armenian dram", "Armenian drams", 2},
	"ANG": {"ANG", "ANG", "Netherlands Antillean guilder", "Netherlands Antillean guilders", 2},
	"AOA": {"AOA", "Kz", "Angolan kwanza", "Angolan kwanzas", 2},
	"ARS": {"ARS", "$", "Argentine peso", "Argentine pesos", 2},
	"AUD": {"A$", "$", "Australian dollar", "Australian dollars", 2},
	"AWG": {"AWG", "AWG", "Aruban florin", "Aruban florin", 2},
	"AZN": {"AZN", "₼", "Azerbaijani manat", "Azerbaijani manats", 2},
	"BAM": {"BAM", "KM", "Bosnia-Herzegovina convertible mark", "Bosnia-Herzegovina convertible marks", 2},
	"BBD": {"BBD", "$", "Barbadian dollar", "Barbadian dollars", 2},
	"BDT": {"BDT", "৳", "Bangladeshi taka", "Bangladeshi takas", 2},
	"BGN": {"BGN", "BGN", "Bulgarian lev", "Bulgarian leva", 2},
	"BHD": {"BHD", "BHD", "Bahraini dinar", "Bahraini dinars", 3},
	"BIF": {"BIF", "BIF", "Burundian franc", "Burundian francs", 0},
	"BMD": {"BMD", "$", "Bermudan dollar", "Bermudan dollars", 2},
	"BND": {"BND", "$", "Brunei dollar", "Brunei dollars", 2},
	"BOB": {"BOB", "Bs", "Bolivian boliviano", "Bolivian bolivianos", 2},
	"BRL": {"R$", "R$", "Brazilian real", "Brazilian reals", 2},
	"BSD": {"BSD", "$", "Bahamian dollar", "Bahamian dollars", 2},
	"BTN": {"BTN", "BTN", "Bhutanese ngultrum", "Bhutanese ngultrums", 2},
	"BWP": {"BWP", "P", "Botswanan pula", "Botswanan pulas", 2},
	"BYN": {"BYN", "BYN", "Belarusian ruble", "Belarusian rubles", 2},
	"BZD": {"BZD", "$", "Belize dollar", "Belize dollars", 2},
	"CAD": {"CA$", "$", "Canadian dollar", "Canadian dollars", 2},
	"CDF": {"CDF", "CDF", "Congolese franc", "Congolese francs", 2},
	"CHF": {"CHF", "CHF", "Swiss franc", "Swiss francs", 2},
	"CLP": {"CLP", "$", "Chilean peso", "Chilean pesos", 0},
	"CNY": {"CN¥", "¥", "Chinese yuan", "Chinese yuan", 2},
	"COP": {"COP", "$", "Colombian peso", "Colombian pesos", 0},
	"CRC": {"CRC", "₡", "Costa Rican colón", "Costa Rican colóns", 2},
	"CUC": {"CUC", "$", "Cuban convertible peso", "Cuban convertible pesos", 2},
	"CUP": {"CUP", "$", "Cuban peso", "Cuban pesos", 2},
	"CVE": {"CVE", "CVE", "Cape Verdean escudo", "Cape Verdean escudos", 2},
	"CZK": {"CZK", "Kč", "Czech koruna", "Czech korunas", 2},
	"DJF": {"DJF", "DJF", "Djiboutian franc", "Djiboutian francs", 0},
	"DKK": {"DKK", "kr", "Danish krone", "Danish kroner", 2},
	"DOP": {"DOP", "$", "Dominican peso", "Dominican pesos", 2},
	"DZD": {"DZD", "DZD", "Algerian dinar", "Algerian dinars", 2},
	"EGP": {"EGP", "E£", "Egyptian pound", "Egyptian pounds", 2},
	"ERN": {"ERN", "ERN", "Eritrean nakfa", "Eritrean nakfas", 2},
	"ETB": {"ETB", "ETB", "Ethiopian birr", "Ethiopian birrs", 2},
	"EUR": {"€", "€", "euro", "euros", 2},
	"FJD": {"FJD", "$", "Fijian dollar", "Fijian dollars", 2},
	"FKP": {"FKP", "£", "Falkland Islands pound", "Falkland Islands pounds", 2},
	"GBP": {"£", "£", "British pound", "British pounds", 2},
	"GEL": {"GEL", "₾", "Georgian lari", "Georgian laris", 2},
	"GHS": {"GHS", "GH₵", "Ghanaian cedi", "Ghanaian cedis", 2},
	"GIP": {"GIP", "£", "Gibraltar pound", "Gibraltar pounds", 2},
	"GMD": {"GMD", "GMD", "Gambian dalasi", "Gambian dalasis", 2},
	"GNF": {"GNF", "FG", "Guinean franc", "Guinean francs", 0},
	"GTQ": {"GTQ", "Q", "Guatemalan quetzal", "Guatemalan quetzals", 2},
	"GYD": {"GYD", "$", "Guyanaese dollar", "Guyanaese dollars", 2},
	"HKD": {"HK$", "$", "Hong Kong dollar", "Hong Kong dollars", 2},
	"HNL": {"HNL", "L", "Honduran lempira", "Honduran lempiras", 2},
	"HRK": {"HRK", "kn", "Croatian kuna", "Croatian kunas", 2},
	"HTG": {"HTG", "HTG", "Haitian gourde", "Haitian gourdes", 2},
	"HUF": {"HUF", "Ft", "Hungarian forint", "Hungarian forints", 0},
	"IDR": {"IDR", "Rp", "Indonesian rupiah", "Indonesian rupiahs", 0},
	"ILS": {"₪", "₪", "Israeli new shekel", "Israeli new shekels", 2},
	"INR": {"₹", "₹", "Indian rupee", "Indian rupees", 2},
	"IQD": {"IQD", "IQD", "Iraqi dinar", "Iraqi dinars", 0},
	"IRR": {"IRR", "IRR", "Iranian rial", "Iranian rials", 0},
	"ISK": {"ISK", "kr", "Icelandic króna", "Icelandic krónur", 0},
	"JMD": {"JMD", "$", "Jamaican dollar", "Jamaican dollars", 2},
	"JOD": {"JOD", "JOD", "Jordanian dinar", "Jordanian dinars", 3},
	"JPY": {"¥", "¥", "Japanese yen", "Japanese yen", 0},
	"KES": {"KES", "KES", "Kenyan shilling", "Kenyan shillings", 2},
	"KGS": {"KGS", "⃀", "Kyrgyz som", "Kyrgyz soms", 2},
	"KHR": {"KHR", "៛", "Cambodian riel", "Cambodian riels", 2},
	"KMF": {"KMF", "CF", "Comorian franc", "Comorian francs", 0},
	"KPW": {"KPW", "₩", "North Korean won", "North Korean won", 0},
	"KRW": {"₩", "₩", "South Korean won", "South Korean won", 0},
	"KWD": {"KWD", "KWD", "Kuwaiti dinar", "Kuwaiti dinars", 3},
	"KYD": {"KYD", "$", "Cayman Islands dollar", "Cayman Islands dollars", 2},
	"KZT": {"KZT", "₸", "Kazakhstani tenge", "Kazakhstani tenges", 2},
	"LAK": {"LAK", "₭", "Laotian kip", "Laotian kips", 0},
	"LBP": {"LBP", "L£", "Lebanese pound", "Lebanese pounds", 0},
	"LKR": {"LKR", "Rs", "Sri Lankan rupee", "Sri Lankan rupees", 2},
	"LRD": {"LRD", "$", "Liberian dollar", "Liberian dollars", 2},
	"LSL": {"LSL", "LSL", "Lesotho loti", "Lesotho lotis", 2},
	"LYD": {"LYD", "LYD", "Libyan dinar", "Libyan dinars", 3},
	"MAD": {"MAD", "MAD", "Moroccan dirham", "Moroccan dirhams", 2},
	"MDL": {"MDL", "MDL", "Moldovan leu", "Moldovan lei", 2},
	"MGA": {"MGA", "Ar", "Malagasy ariary", "Malagasy ariaries", 0},
	"MKD": {"MKD", "MKD", "Macedonian denar", "Macedonian denari", 2},
	"MMK": {"MMK", "K", "Myanmar kyat", "Myanmar kyats", 0},
	"MNT": {"MNT", "₮", "Mongolian tugrik", "Mongolian tugriks", 2},
	"MOP": {"MOP", "MOP", "Macanese pataca", "Macanese patacas", 2},
	"MRU": {"MRU", "MRU", "Mauritanian ouguiya", "Mauritanian ouguiyas", 2},
	"MUR": {"MUR", "Rs", "Mauritian rupee", "Mauritian rupees", 2},
	"MVR": {"MVR", "MVR", "Maldivian rufiyaa", "Maldivian rufiyaas", 2},
	"MWK": {"MWK", "MWK", "Malawian kwacha", "Malawian kwachas", 2},
	"MXN": {"MX$", "$", "Mexican peso", "Mexican pesos", 2},
	"MYR": {"MYR", "RM", "Malaysian ringgit", "Malaysian ringgits", 2},
	"MZN": {"MZN", "MZN", "Mozambican metical", "Mozambican meticals", 2},
	"NAD": {"NAD", "$", "Namibian dollar", "Namibian dollars", 2},
	"NGN": {"NGN", "₦", "Nigerian naira", "Nigerian nairas", 2},
	"NIO": {"NIO", "C$", "Nicaraguan córdoba", "Nicaraguan córdobas", 2},
	"NOK": {"NOK", "kr", "Norwegian krone", "Norwegian kroner", 2},
	"NPR": {"NPR", "Rs", "Nepalese rupee", "Nepalese rupees", 2},
	"NZD": {"NZ$", "$", "New Zealand dollar", "New Zealand dollars", 2},
	"OMR": {"OMR", "OMR", "Omani rial", "Omani rials", 3},
	"PAB": {"PAB", "PAB", "Panamanian balboa", "Panamanian balboas", 2},
	"PEN": {"PEN", "PEN", "Peruvian sol", "Peruvian soles", 2},
	"PGK": {"PGK", "PGK", "Papua New Guinean kina", "Papua New Guinean kina", 2},
	"PHP": {"₱", "₱", "Philippine peso", "Philippine pesos", 2},
	"PKR": {"PKR", "Rs", "Pakistani rupee", "Pakistani rupees", 0},
	"PLN": {"PLN", "zł", "Polish zloty", "Polish zlotys", 2},
	"PYG": {"PYG", "₲", "Paraguayan guarani", "Paraguayan guaranis", 0},
	"QAR": {"QAR", "QAR", "Qatari riyal", "Qatari riyals", 2},
	"RON": {"RON", "lei", "Romanian leu", "Romanian lei", 2},
	"RSD": {"RSD", "RSD", "Serbian dinar", "Serbian dinars", 2},
	"RUB": {"RUB", "₽", "Russian ruble", "Russian rubles", 2},
	"RWF": {"RWF", "RF", "Rwandan franc", "Rwandan francs", 0},
	"SAR": {"SAR", "SAR", "Saudi riyal", "Saudi riyals", 2},
	"SBD": {"SBD", "$", "Solomon Islands dollar", "Solomon Islands dollars", 2},
	"SCR": {"SCR", "SCR", "Seychellois rupee", "Seychellois rupees", 2},
	"SDG": {"SDG", "SDG", "Sudanese pound", "Sudanese pounds", 2},
	"SEK": {"SEK", "kr", "Swedish krona", "Swedish kronor", 2},
	"SGD": {"SGD", "$", "Singapore dollar", "Singapore dollars", 2},
	"SHP": {"SHP", "£", "St. Helena pound", "St. Helena pounds", 2},
	"SLE": {"SLE", "SLE", "Sierra Leonean leone", "Sierra Leonean leones", 2},
	"SLL": {"SLL", "SLL", "Sierra Leonean leone (1964—2022)", "Sierra Leonean leones (1964—2022)", 0},
	"SOS": {"SOS", "SOS", "Somali shilling", "Somali shillings", 0},
	"SRD": {"SRD", "$", "Surinamese dollar", "Surinamese dollars", 2},
	"SSP": {"SSP", "£", "South Sudanese pound", "South Sudanese pounds", 2},
	"STN": {"STN", "Db", "São Tomé & Príncipe dobra", "São Tomé & Príncipe dobras", 2},
	"SVC": {"SVC", "SVC", "Salvadoran colón", "Salvadoran colones", 2},
	"SYP": {"SYP", "£", "Syrian pound", "Syrian pounds", 0},
	"SZL": {"SZL", "SZL", "Swazi lilangeni", "Swazi emalangeni", 2},
	"THB": {"THB", "฿", "Thai baht", "Thai baht", 2},
	"TJS": {"TJS", "TJS", "Tajikistani somoni", "Tajikistani somonis", 2},
	"TMT": {"TMT", "TMT", "Turkmenistani manat", "Turkmenistani manat", 2},
	"TND": {"TND", "TND", "Tunisian dinar", "Tunisian dinars", 3},
	"TOP": {"TOP", "T$", "Tongan paʻanga", "Tongan paʻanga", 2},
	"TRY": {"TRY", "₺", "Turkish lira", "Turkish Lira", 2},
	"TTD": {"TTD", "$", "Trinidad & Tobago dollar", "Trinidad & Tobago dollars", 2},
	"TWD": {"NT$", "$", "New Taiwan dollar", "New Taiwan dollars", 2},
	"TZS": {"TZS", "TZS", "Tanzanian shilling", "Tanzanian shillings", 2},
	"UAH": {"UAH", "₴", "Ukrainian hryvnia", "Ukrainian hryvnias", 2},
	"UGX": {"UGX", "UGX", "Ugandan shilling", "Ugandan shillings", 0},
	"USD": {"$", "$", "US dollar", "US dollars", 2},
	"UYU": {"UYU", "$", "Uruguayan peso", "Uruguayan pesos", 2},
	"UZS": {"UZS", "UZS", "Uzbekistani som", "Uzbekistani som", 2},
	"VES": {"VES", "VES", "Venezuelan bolívar", "Venezuelan bolívars", 2},
	"VND": {"₫", "₫", "Vietnamese dong", "Vietnamese dong", 0},
	"VUV": {"VUV", "VUV", "Vanuatu vatu", "Vanuatu vatus", 0},
	"WST": {"WST", "WST", "Samoan tala", "Samoan tala", 2},
	"XAF": {"FCFA", "FCFA", "Central African CFA franc", "Central African CFA francs", 0},
	"XCD": {"EC$", "$", "East Caribbean dollar", "East Caribbean dollars", 2},
	"XCG": {"Cg.", "Cg.", "Caribbean guilder", "Caribbean guilders", 2},
	"XDR": {"XDR", "XDR", "special drawing rights", "special drawing rights", 2},
	"XOF": {"F CFA", "F CFA", "West African CFA franc", "West African CFA francs", 0},
	"XPF": {"CFPF", "CFPF", "CFP franc", "CFP francs", 0},
	"XSU": {"XSU", "XSU", "Sucre", "Sucres", 2},
	"YER": {"YER", "YER", "Yemeni rial", "Yemeni rials", 0},
	"ZAR": {"ZAR", "R", "South African rand", "South African rand", 2},
	"ZMW": {"ZMW", "ZK", "Zambian kwacha", "Zambian kwachas", 2},
	"ZWG": {"ZWG", "ZWG", "Zimbabwean gold", "Zimbabwean gold", 2},
	"ZWL": {"ZWL", "ZWL", "Zimbabwean dollar (2009–2024)", "Zimbabwean dollars (2009–2024)", 2},
}

func currencyDigits(code string) int {
	if c, ok := currencies[code]; ok {
		return c.digits
	}
	return 2
}

// unitForms are a unit's suffixes after the number: short, long and narrow,
// each for the plural categories one and other, then the suffixes it takes
// as the denominator of a compound ("/h", " per hour", "/h").
type unitForms struct {
	shortOne, shortOther, longOne, longOther, narrowOne, narrowOther string
	perShort, perLong, perNarrow                                     string
}

var simpleUnits = map[string]unitForms{
	"acre":              {" ac", " ac", " acre", " acres", "ac", "ac", "/ac", " per acre", "/ac"},
	"bit":               {" bit", " bit", " bit", " bits", "bit", "bit", "/bit", " per bit", "/bit"},
	"byte":              {" byte", " byte", " byte", " bytes", "B", "B", "/byte", " per byte", "/B"},
	"celsius":           {"°C", "°C", " degree Celsius", " degrees Celsius", "°C", "°C", "/°C", " per degree Celsius", "/°C"},
	"centimeter":        {" cm", " cm", " centimeter", " centimeters", "cm", "cm", "/cm", " per centimeter", "/cm"},
	"day":               {" day", " days", " day", " days", "d", "d", "/d", " per day", "/d"},
	"degree":            {" deg", " deg", " degree", " degrees", "°", "°", "/deg", " per degree", "/°"},
	"fahrenheit":        {"°F", "°F", " degree Fahrenheit", " degrees Fahrenheit", "°", "°", "/°F", " per degree Fahrenheit", "/°"},
	"fluid-ounce":       {" fl oz", " fl oz", " fluid ounce", " fluid ounces", "fl oz", "fl oz", "/fl oz", " per fluid ounce", "/fl oz"},
	"foot":              {" ft", " ft", " foot", " feet", "′", "′", "/ft", " per foot", "/ft"},
	"gallon":            {" gal", " gal", " gallon", " gallons", "gal", "gal", "/gal US", " per gallon", "/gal"},
	"gigabit":           {" Gb", " Gb", " gigabit", " gigabits", "Gb", "Gb", "/Gb", " per gigabit", "/Gb"},
	"gigabyte":          {" GB", " GB", " gigabyte", " gigabytes", "GB", "GB", "/GB", " per gigabyte", "/GB"},
	"gram":              {" g", " g", " gram", " grams", "g", "g", "/g", " per gram", "/g"},
	"hectare":           {" ha", " ha", " hectare", " hectares", "ha", "ha", "/ha", " per hectare", "/ha"},
	"hour":              {" hr", " hr", " hour", " hours", "h", "h", "/h", " per hour", "/h"},
	"inch":              {" in", " in", " inch", " inches", "″", "″", "/in", " per inch", "/in"},
	"kilobit":           {" kb", " kb", " kilobit", " kilobits", "kb", "kb", "/kb", " per kilobit", "/kb"},
	"kilobyte":          {" kB", " kB", " kilobyte", " kilobytes", "kB", "kB", "/kB", " per kilobyte", "/kB"},
	"kilogram":          {" kg", " kg", " kilogram", " kilograms", "kg", "kg", "/kg", " per kilogram", "/kg"},
	"kilometer":         {" km", " km", " kilometer", " kilometers", "km", "km", "/km", " per kilometer", "/km"},
	"liter":             {" L", " L", " liter", " liters", "L", "L", "/L", " per liter", "/L"},
	"megabit":           {" Mb", " Mb", " megabit", " megabits", "Mb", "Mb", "/Mb", " per megabit", "/Mb"},
	"megabyte":          {" MB", " MB", " megabyte", " megabytes", "MB", "MB", "/MB", " per megabyte", "/MB"},
	"meter":             {" m", " m", " meter", " meters", "m", "m", "/m", " per meter", "/m"},
	"microsecond":       {" μs", " μs", " microsecond", " microseconds", "μs", "μs", "/μs", " per microsecond", "/μs"},
	"mile":              {" mi", " mi", " mile", " miles", "mi", "mi", "/mi", " per mile", "/mi"},
	"mile-scandinavian": {" smi", " smi", " mile-scandinavian", " miles-scandinavian", "smi", "smi", "/smi", " per mile-scandinavian", "/smi"},
	"milliliter":        {" mL", " mL", " milliliter", " milliliters", "mL", "mL", "/mL", " per milliliter", "/mL"},
	"millimeter":        {" mm", " mm", " millimeter", " millimeters", "mm", "mm", "/mm", " per millimeter", "/mm"},
	"millisecond":       {" ms", " ms", " millisecond", " milliseconds", "ms", "ms", "/ms", " per millisecond", "/ms"},
	"minute":            {" min", " min", " minute", " minutes", "m", "m", "/min", " per minute", "/min"},
	"month":             {" mth", " mths", " month", " months", "m", "m", "/m", " per month", "/m"},
	"nanosecond":        {" ns", " ns", " nanosecond", " nanoseconds", "ns", "ns", "/ns", " per nanosecond", "/ns"},
	"ounce":             {" oz", " oz", " ounce", " ounces", "oz", "oz", "/oz", " per ounce", "/oz"},
	"percent":           {"%", "%", " percent", " percent", "%", "%", "/%", " per percent", "/%"},
	"petabyte":          {" PB", " PB", " petabyte", " petabytes", "PB", "PB", "/PB", " per petabyte", "/PB"},
	"pound":             {" lb", " lb", " pound", " pounds", "#", "#", "/lb", " per pound", "/lb"},
	"second":            {" sec", " sec", " second", " seconds", "s", "s", "/s", " per second", "/s"},
	"stone":             {" st", " st", " stone", " stones", "st", "st", "/st", " per stone", "/st"},
	"terabit":           {" Tb", " Tb", " terabit", " terabits", "Tb", "Tb", "/Tb", " per terabit", "/Tb"},
	"terabyte":          {" TB", " TB", " terabyte", " terabytes", "TB", "TB", "/TB", " per terabyte", "/TB"},
	"week":              {" wk", " wks", " week", " weeks", "w", "w", "/w", " per week", "/w"},
	"yard":              {" yd", " yd", " yard", " yards", "yd", "yd", "/yd", " per yard", "/yd"},
	"year":              {" yr", " yrs", " year", " years", "y", "y", "/y", " per year", "/y"}}

// unitSpecial are the compounds CLDR names as a whole (short, narrow).
var unitSpecial = map[string][2]string{
	"mile-per-gallon": {" mpg", "mpg"},
	"mile-per-hour":   {" mph", "mph"},
}

// validUnit reports whether u is a simple unit or a compound of two.
func validUnit(u string) bool {
	if _, ok := simpleUnits[u]; ok {
		return true
	}
	num, den, ok := strings.Cut(u, "-per-")
	_, okNum := simpleUnits[num]
	_, okDen := simpleUnits[den]
	return ok && okNum && okDen
}

// unitSuffix is what follows the formatted number: for example " km/h" or
// " kilometers per hour" (one selects the singular form).
func unitSuffix(unit, display string, one bool) string {
	num, den, compound := strings.Cut(unit, "-per-")
	if compound && display != "long" {
		if sp, ok := unitSpecial[unit]; ok {
			if display == "narrow" {
				return sp[1]
			}
			return sp[0]
		}
	}
	f := simpleUnits[num]
	var s string
	switch display {
	case "long":
		s = f.longOther
		if one {
			s = f.longOne
		}
	case "narrow":
		s = f.narrowOther
		if one {
			s = f.narrowOne
		}
	default:
		s = f.shortOther
		if one {
			s = f.shortOne
		}
	}
	if !compound {
		return s
	}
	d := simpleUnits[den]
	switch {
	case display == "long":
		return s + d.perLong
	case num == "percent":
		return s // ICU drops the denominator of a short or narrow percent compound
	case display == "narrow":
		return s + d.perNarrow
	}
	return s + d.perShort
}
