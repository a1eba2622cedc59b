package jsdate

import "math"

// MsPerDay is the number of milliseconds in a day.
const MsPerDay = 86400000

// FloorDiv is floor(a / b).
func FloorDiv(a, b float64) float64 { return math.Floor(a / b) }

// PosMod is a modulo b with the sign of b (the specification's "modulo").
func PosMod(a, b float64) float64 {
	r := math.Mod(a, b)
	if r < 0 {
		r += b
	}
	return r
}

func daysInYear(y float64) float64 {
	if math.Mod(y, 4) != 0 {
		return 365
	}
	if math.Mod(y, 100) != 0 {
		return 366
	}
	if math.Mod(y, 400) != 0 {
		return 365
	}
	return 366
}

func dayFromYear(y float64) float64 {
	return 365*(y-1970) + FloorDiv(y-1969, 4) - FloorDiv(y-1901, 100) + FloorDiv(y-1601, 400)
}

func yearFromTime(t float64) float64 {
	day := FloorDiv(t, MsPerDay)
	y := math.Floor(day/365.2425) + 1970
	for dayFromYear(y) > day {
		y--
	}
	for dayFromYear(y+1) <= day {
		y++
	}
	return y
}

var monthStarts = [2][13]float64{
	{0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365},
	{0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366},
}

// YMD splits a time value into year, month (0-11) and day of month.
func YMD(t float64) (y, mon, d float64) {
	y = yearFromTime(t)
	inYear := FloorDiv(t, MsPerDay) - dayFromYear(y)
	leap := 0
	if daysInYear(y) == 366 {
		leap = 1
	}
	for i := 0; i < 12; i++ {
		if inYear < monthStarts[leap][i+1] {
			return y, float64(i), inYear - monthStarts[leap][i] + 1
		}
	}
	return y, 11, inYear - monthStarts[leap][11] + 1
}

func isFiniteNum(f float64) bool { return f == f && !math.IsInf(f, 0) }

// MakeTime is the specification's MakeTime.
func MakeTime(h, mi, s, ms float64) float64 {
	if !isFiniteNum(h) || !isFiniteNum(mi) || !isFiniteNum(s) || !isFiniteNum(ms) {
		return math.NaN()
	}
	return math.Trunc(h)*3600000 + math.Trunc(mi)*60000 + math.Trunc(s)*1000 + math.Trunc(ms)
}

// MakeDay is the specification's MakeDay (month 0-11).
func MakeDay(y, mon, d float64) float64 {
	if !isFiniteNum(y) || !isFiniteNum(mon) || !isFiniteNum(d) {
		return math.NaN()
	}
	y, mon, d = math.Trunc(y), math.Trunc(mon), math.Trunc(d)
	ym := y + math.Floor(mon/12)
	if math.Abs(ym) > 400000 {
		return math.NaN()
	}
	mn := PosMod(mon, 12)
	leap := 0
	if daysInYear(ym) == 366 {
		leap = 1
	}
	return dayFromYear(ym) + monthStarts[leap][int(mn)] + d - 1
}

// MakeDate is the specification's MakeDate.
func MakeDate(day, tm float64) float64 {
	if !isFiniteNum(day) || !isFiniteNum(tm) {
		return math.NaN()
	}
	return day*MsPerDay + tm
}

// TimeClip is the specification's TimeClip.
func TimeClip(f float64) float64 {
	if f != f || math.Abs(f) > 8.64e15 {
		return math.NaN()
	}
	return math.Trunc(f) + 0
}
