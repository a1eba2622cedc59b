package fdlibm

import "math"

// Math functions as node 20 computes them. V8 implements Math.exp, log,
// log2, log10, cbrt, atan and atan2 with fdlibm's algorithms (its
// ieee754 namespace), which are accurate to within one ulp but not
// correctly rounded; Go's math package uses other algorithms (or
// assembly), so the last bit often differs, and that shows in printed
// results (Math.log10(1000) style magnitudes, exp in statistics). These
// take the same steps with the same constants. float64(a*b) keeps Go from
// fusing a multiply and an add (see Pow).

// Log is Math.log.
func Log(x float64) float64 {
	const (
		ln2Hi = 6.93147180369123816490e-01
		ln2Lo = 1.90821492927058770002e-10
		two54 = 1.80143985094819840000e+16
		lg1   = 6.666666666666735130e-01
		lg2   = 3.999999999940941908e-01
		lg3   = 2.857142874366239149e-01
		lg4   = 2.222219843214978396e-01
		lg5   = 1.818357216161805012e-01
		lg6   = 1.531383769920937332e-01
		lg7   = 1.479819860511658591e-01
	)
	hx, lx := words(x)
	k := int32(0)
	if hx < 0x00100000 { // x < 2^-1022
		if (hx&0x7fffffff)|int32(lx) == 0 {
			return math.Inf(-1)
		}
		if hx < 0 {
			return math.NaN()
		}
		k -= 54
		x *= two54 // subnormal: scale up
		hx, _ = words(x)
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	k += (hx >> 20) - 1023
	hx &= 0x000fffff
	i := (hx + 0x95f64) & 0x100000
	x = withHigh(x, hx|(i^0x3ff00000)) // normalize x or x/2
	k += i >> 20
	f := x - 1.0
	dk := float64(k)
	if (0x000fffff & (2 + hx)) < 3 { // -2^-20 <= f < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			return float64(dk*ln2Hi) + float64(dk*ln2Lo)
		}
		r := float64(f*f) * (0.5 - float64(0.33333333333333333*f))
		if k == 0 {
			return f - r
		}
		return float64(dk*ln2Hi) - ((r - float64(dk*ln2Lo)) - f)
	}
	s := f / (2.0 + f)
	z := s * s
	i = hx - 0x6147a
	w := z * z
	j := 0x6b851 - hx
	t1 := w * (lg2 + float64(w*(lg4+float64(w*lg6))))
	t2 := z * (lg1 + float64(w*(lg3+float64(w*(lg5+float64(w*lg7))))))
	i |= j
	r := t2 + t1
	if i > 0 {
		hfsq := 0.5 * f * f
		if k == 0 {
			return f - (hfsq - float64(s*(hfsq+r)))
		}
		return float64(dk*ln2Hi) - ((hfsq - (float64(s*(hfsq+r)) + float64(dk*ln2Lo))) - f)
	}
	if k == 0 {
		return f - float64(s*(f-r))
	}
	return float64(dk*ln2Hi) - ((float64(s*(f-r)) - float64(dk*ln2Lo)) - f)
}

// Log10 is Math.log10: n*log10(2) + log(m)/ln(10), split so that
// log10(10^n) is exactly n.
func Log10(x float64) float64 {
	const (
		two54    = 1.80143985094819840000e+16
		ivln10   = 4.34294481903251816668e-01
		log102Hi = 3.01029995663611771306e-01
		log102Lo = 3.69423907715893078616e-13
	)
	hx, lx := words(x)
	k := int32(0)
	if hx < 0x00100000 {
		if (hx&0x7fffffff)|int32(lx) == 0 {
			return math.Inf(-1)
		}
		if hx < 0 {
			return math.NaN()
		}
		k -= 54
		x *= two54
		hx, lx = words(x)
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	if hx == 0x3ff00000 && lx == 0 {
		return 0
	}
	k += (hx >> 20) - 1023
	i := int32(uint32(k) & 0x80000000 >> 31)
	hx = (hx & 0x000fffff) | ((0x3ff - i) << 20)
	y := float64(k + i)
	x = math.Float64frombits(uint64(uint32(hx))<<32 | uint64(lx))
	z := float64(y*log102Lo) + float64(ivln10*Log(x))
	return z + float64(y*log102Hi)
}

// Log2 is Math.log2 (FreeBSD's e_log2.c, which V8 uses).
func Log2(x float64) float64 {
	const (
		two54   = 1.80143985094819840000e+16
		ivln2hi = 1.44269504072144627571e+00
		ivln2lo = 1.67517131648865118353e-10
	)
	hx, lx := words(x)
	k := int32(0)
	if hx < 0x00100000 {
		if (hx&0x7fffffff)|int32(lx) == 0 {
			return math.Inf(-1)
		}
		if hx < 0 {
			return math.NaN()
		}
		k -= 54
		x *= two54
		hx, _ = words(x)
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	if hx == 0x3ff00000 && lx == 0 {
		return 0
	}
	k += (hx >> 20) - 1023
	hx &= 0x000fffff
	i := (hx + 0x95f64) & 0x100000
	x = withHigh(x, hx|(i^0x3ff00000))
	k += i >> 20
	y := float64(k)
	f := x - 1.0
	hfsq := 0.5 * f * f
	r := kLog1p(f)
	hi := withLow(f-hfsq, 0)
	lo := (f - hi) - hfsq + r
	valHi := hi * ivln2hi
	valLo := float64((lo+hi)*ivln2lo) + float64(lo*ivln2hi)
	w := y + valHi
	valLo += (y - w) + valHi
	valHi = w
	return valLo + valHi
}

// kLog1p is log(1+f) - f for 1+f in [sqrt(2)/2, sqrt(2)] (without the
// f - f*f/2 terms, which the callers add in extra precision).
func kLog1p(f float64) float64 {
	const (
		lg1 = 6.666666666666735130e-01
		lg2 = 3.999999999940941908e-01
		lg3 = 2.857142874366239149e-01
		lg4 = 2.222219843214978396e-01
		lg5 = 1.818357216161805012e-01
		lg6 = 1.531383769920937332e-01
		lg7 = 1.479819860511658591e-01
	)
	s := f / (2.0 + f)
	z := s * s
	w := z * z
	t1 := w * (lg2 + float64(w*(lg4+float64(w*lg6))))
	t2 := z * (lg1 + float64(w*(lg3+float64(w*(lg5+float64(w*lg7))))))
	r := t2 + t1
	hfsq := 0.5 * f * f
	return s * (hfsq + r)
}

// Exp is Math.exp.
func Exp(x float64) float64 {
	const (
		oThreshold = 7.09782712893383973096e+02
		uThreshold = -7.45133219101941108420e+02
		invln2     = 1.44269504088896338700e+00
		p1         = 1.66666666666666019037e-01
		p2         = -2.77777777770155933842e-03
		p3         = 6.61375632143793436117e-05
		p4         = -1.65339022054652515390e-06
		p5         = 4.13813679705723846039e-08
		e          = 2.718281828459045
		twom1000   = 9.33263618503218878990e-302 // 2^-1000
		two1023    = 8.988465674311579539e307
	)
	halF := [2]float64{0.5, -0.5}
	ln2HI := [2]float64{6.93147180369123816490e-01, -6.93147180369123816490e-01}
	ln2LO := [2]float64{1.90821492927058770002e-10, -1.90821492927058770002e-10}

	h, _ := words(x)
	hx := uint32(h)
	xsb := int(hx >> 31 & 1)
	hx &= 0x7fffffff
	if hx >= 0x40862e42 { // |x| >= 709.78...
		if hx >= 0x7ff00000 {
			_, lx := words(x)
			if (hx&0xfffff)|lx != 0 {
				return x + x // NaN
			}
			if xsb == 0 {
				return x
			}
			return 0
		}
		if x > oThreshold {
			return math.Inf(1)
		}
		if x < uThreshold {
			return 0
		}
	}
	var hi, lo float64
	k := 0
	switch {
	case hx > 0x3fd62e42: // |x| > 0.5 ln2
		if hx < 0x3ff0a2b2 { // and |x| < 1.5 ln2
			if x == 1.0 {
				return e
			}
			hi = x - ln2HI[xsb]
			lo = ln2LO[xsb]
			k = 1 - xsb - xsb
		} else {
			k = int(float64(invln2*x) + halF[xsb])
			t := float64(k)
			hi = x - float64(t*ln2HI[0])
			lo = t * ln2LO[0]
		}
		x = hi - lo
	case hx < 0x3e300000: // |x| < 2^-28
		return 1 + x
	}
	t := x * x
	var twopk float64
	if k >= -1021 {
		twopk = math.Float64frombits(uint64(uint32(0x3ff00000+int32(uint32(k)<<20))) << 32)
	} else {
		twopk = math.Float64frombits(uint64(uint32(0x3ff00000+int32(uint32(k+1000)<<20))) << 32)
	}
	c := x - float64(t*(p1+float64(t*(p2+float64(t*(p3+float64(t*(p4+float64(t*p5)))))))))
	if k == 0 {
		return 1 - (float64(x*c)/(c-2.0) - x)
	}
	y := 1 - ((lo - float64(x*c)/(2.0-c)) - hi)
	if k >= -1021 {
		if k == 1024 {
			return y * 2.0 * two1023
		}
		return y * twopk
	}
	return y * twopk * twom1000
}

// Cbrt is Math.cbrt (FreeBSD's s_cbrt.c).
func Cbrt(x float64) float64 {
	const (
		b1 = 715094163 // (1023-1023/3-0.03306235651)*2^20
		b2 = 696219795 // (1023-1023/3-54/3-0.03306235651)*2^20
		p0 = 1.87595182427177009643
		p1 = -1.88497979543377169875
		p2 = 1.621429720105354466140
		p3 = -0.758397934778766047437
		p4 = 0.145996192886612446982
	)
	h, low := words(x)
	hx := uint32(h)
	sign := hx & 0x80000000
	hx ^= sign
	if hx >= 0x7ff00000 {
		return x + x
	}
	var t float64
	if hx < 0x00100000 { // zero or subnormal
		if hx|low == 0 {
			return x
		}
		t = math.Float64frombits(0x43500000<<32) * x // 2^54 * x
		high, _ := words(t)
		t = math.Float64frombits(uint64(sign|((uint32(high)&0x7fffffff)/3+b2)) << 32)
	} else {
		t = math.Float64frombits(uint64(sign|(hx/3+b1)) << 32)
	}
	// cbrt to 23 bits: t*P(t^3/x)
	r := (t * t) * (t / x)
	t = t * ((p0 + float64(r*(p1+float64(r*p2)))) + float64(((r*r)*r)*(p3+float64(r*p4))))
	// round t away from zero to 23 bits
	t = math.Float64frombits((math.Float64bits(t) + 0x80000000) & 0xffffffffc0000000)
	// one Newton step to 53 bits
	s := t * t
	r = x / s
	w := t + t
	r = (r - t) / (w + r)
	return t + float64(t*r)
}

// Atan is Math.atan.
func Atan(x float64) float64 {
	atanhi := [4]float64{4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01, 1.57079632679489655800e+00}
	atanlo := [4]float64{2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17, 6.12323399573676603587e-17}
	aT := [11]float64{
		3.33333333333329318027e-01, -1.99999999998764832476e-01, 1.42857142725034663711e-01,
		-1.11111104054623557880e-01, 9.09088713343650656196e-02, -7.69187620504482999495e-02,
		6.66107313738753120669e-02, -5.83357013379057348645e-02, 4.97687799461593236017e-02,
		-3.65315727442169155270e-02, 1.62858201153657823623e-02,
	}
	hx, low := words(x)
	ix := hx & 0x7fffffff
	if ix >= 0x44100000 { // |x| >= 2^66
		if ix > 0x7ff00000 || ix == 0x7ff00000 && low != 0 {
			return x + x // NaN
		}
		if hx > 0 {
			return atanhi[3] + atanlo[3]
		}
		return -atanhi[3] - atanlo[3]
	}
	id := -1
	if ix < 0x3fdc0000 { // |x| < 0.4375
		if ix < 0x3e400000 { // |x| < 2^-27
			return x
		}
	} else {
		x = math.Abs(x)
		switch {
		case ix < 0x3fe60000: // 7/16 <= |x| < 11/16
			id = 0
			x = (float64(2.0*x) - 1.0) / (2.0 + x)
		case ix < 0x3ff30000: // 11/16 <= |x| < 19/16
			id = 1
			x = (x - 1.0) / (x + 1.0)
		case ix < 0x40038000: // |x| < 2.4375
			id = 2
			x = (x - 1.5) / (1.0 + float64(1.5*x))
		default: // 2.4375 <= |x| < 2^66
			id = 3
			x = -1.0 / x
		}
	}
	z := x * x
	w := z * z
	s1 := z * (aT[0] + float64(w*(aT[2]+float64(w*(aT[4]+float64(w*(aT[6]+float64(w*(aT[8]+float64(w*aT[10]))))))))))
	s2 := w * (aT[1] + float64(w*(aT[3]+float64(w*(aT[5]+float64(w*(aT[7]+float64(w*aT[9]))))))))
	if id < 0 {
		return x - float64(x*(s1+s2))
	}
	z = atanhi[id] - ((float64(x*(s1+s2)) - atanlo[id]) - x)
	if hx < 0 {
		return -z
	}
	return z
}

// Atan2 is Math.atan2(y, x).
func Atan2(y, x float64) float64 {
	const (
		piO4 = 7.8539816339744827900e-01
		piO2 = 1.5707963267948965580e+00
		pi   = 3.1415926535897931160e+00
		piLo = 1.2246467991473531772e-16
	)
	if x != x || y != y {
		return x + y
	}
	hx, lx := words(x)
	ix := hx & 0x7fffffff
	hy, ly := words(y)
	iy := hy & 0x7fffffff
	if (hx-0x3ff00000)|int32(lx) == 0 {
		return Atan(y) // x is 1
	}
	m := int((hy>>31)&1) | int((hx>>30)&2) // 2*sign(x) + sign(y)
	if iy|int32(ly) == 0 {                 // y is +-0
		switch m {
		case 0, 1:
			return y
		case 2:
			return pi
		}
		return -pi
	}
	if ix|int32(lx) == 0 { // x is +-0
		if hy < 0 {
			return -piO2
		}
		return piO2
	}
	if ix == 0x7ff00000 {
		if iy == 0x7ff00000 {
			switch m {
			case 0:
				return piO4
			case 1:
				return -piO4
			case 2:
				return 3.0 * piO4
			}
			return -3.0 * piO4
		}
		switch m {
		case 0:
			return 0
		case 1:
			return math.Copysign(0, -1)
		case 2:
			return pi
		}
		return -pi
	}
	if iy == 0x7ff00000 {
		if hy < 0 {
			return -piO2
		}
		return piO2
	}
	var z float64
	k := (iy - ix) >> 20
	switch {
	case k > 60: // |y/x| > 2^60
		z = piO2 + 0.5*piLo
		m &= 1
	case hx < 0 && k < -60: // 0 > |y|/x > -2^-60
		z = 0
	default:
		z = Atan(math.Abs(y / x))
	}
	switch m {
	case 0:
		return z
	case 1:
		return -z
	case 2:
		return pi - (z - piLo)
	}
	return (z - piLo) - pi
}
