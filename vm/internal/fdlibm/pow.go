package fdlibm

import "math"

// Pow is x ** y exactly as node computes it. V8 does not use the C
// library's pow: it uses fdlibm's algorithm (V8's ieee754::legacy::pow),
// which is not always correctly rounded, and Go's math.Pow is a different
// algorithm again. 10 ** -5 is 0.000009999999999999999 in node, and
// compound growth like 1.05 ** 10 differs in the last bit, which shows in
// printed results. So the same steps are taken here, in float64 with the
// same constants:
//
//  1. write |x| = 2^n * (1+f) and compute log2(|x|) as t1 + t2, where t1
//     has its low 32 bits zero;
//  2. multiply by y in simulated extra precision: y*log2(|x|) = p_h + p_l;
//  3. return 2^(p_h+p_l) as 2^m * exp(r*ln2) with |r| <= 0.5.
//
// ECMAScript's special cases (NaN exponent, (+-1) ** +-Infinity is NaN,
// signed zeros and infinities, negative bases) fall out of the same code.
// The float64(a*b) conversions keep Go from fusing a product and a sum
// into one FMA instruction (arm64 does), which would change the exact
// error terms the algorithm relies on.
func Pow(x, y float64) float64 {
	const (
		two53   = 9007199254740992.0
		huge    = 1.0e300
		tiny    = 1.0e-300
		lg1     = 5.99999999999994648725e-01 // coefficients of (3/2)*(log(x)-2s-2/3*s**3)
		lg2c    = 4.28571428578550184252e-01
		lg3     = 3.33333329818377432918e-01
		lg4     = 2.72728123808534006489e-01
		lg5     = 2.30660745775561754067e-01
		lg6     = 2.06975017800338417784e-01
		ep1     = 1.66666666666666019037e-01 // coefficients of exp's remainder
		ep2     = -2.77777777770155933842e-03
		ep3     = 6.61375632143793436117e-05
		ep4     = -1.65339022054652515390e-06
		ep5     = 4.13813679705723846039e-08
		ln2     = 6.93147180559945286227e-01
		ln2Hi   = 6.93147182464599609375e-01
		ln2Lo   = -1.90465429995776804525e-09
		ovt     = 8.0085662595372944372e-17  // -(1024-log2(ovfl+.5ulp))
		cp      = 9.61796693925975554329e-01 // 2/(3 ln2)
		cpHi    = 9.61796700954437255859e-01
		cpLo    = -7.02846165095275826516e-09
		invLn2  = 1.44269504088896338700e+00
		invLn2H = 1.44269502162933349609e+00
		invLn2L = 1.92596299112661746887e-08
	)
	bp := [2]float64{1.0, 1.5}
	dpHi := [2]float64{0.0, 5.84962487220764160156e-01}
	dpLo := [2]float64{0.0, 1.35003920212974897128e-08}

	hx, lx := words(x)
	hy, ly := words(y)
	ix := hx & 0x7fffffff
	iy := hy & 0x7fffffff

	if iy|int32(ly) == 0 { // x ** 0 is 1, even for NaN
		return 1
	}
	if ix > 0x7ff00000 || ix == 0x7ff00000 && lx != 0 || iy > 0x7ff00000 || iy == 0x7ff00000 && ly != 0 {
		return x + y // NaN
	}

	// yIsInt: 0 when y is not an integer, 1 when odd, 2 when even
	// (only needed for a negative x).
	yIsInt := int32(0)
	if hx < 0 {
		switch {
		case iy >= 0x43400000:
			yIsInt = 2 // |y| >= 2^53: even
		case iy >= 0x3ff00000:
			k := (iy >> 20) - 0x3ff
			if k > 20 {
				j := ly >> uint(52-k)
				if j<<uint(52-k) == ly {
					yIsInt = 2 - int32(j&1)
				}
			} else if ly == 0 {
				j := iy >> uint(20-k)
				if j<<uint(20-k) == iy {
					yIsInt = 2 - j&1
				}
			}
		}
	}

	if ly == 0 {
		switch {
		case iy == 0x7ff00000: // y is +-Infinity
			switch {
			case (ix-0x3ff00000)|int32(lx) == 0:
				return math.NaN() // (+-1) ** +-Infinity
			case ix >= 0x3ff00000:
				if hy >= 0 {
					return y
				}
				return 0
			default:
				if hy < 0 {
					return -y
				}
				return 0
			}
		case iy == 0x3ff00000: // y is +-1
			if hy < 0 {
				return 1 / x
			}
			return x
		case hy == 0x40000000: // y is 2
			return x * x
		case hy == 0x3fe00000 && hx >= 0: // y is 0.5, x >= +0
			return math.Sqrt(x)
		}
	}

	ax := math.Abs(x)
	if lx == 0 && (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000) {
		// x is +-0, +-Infinity or +-1.
		z := ax
		if hy < 0 {
			z = 1 / z
		}
		if hx < 0 {
			if (ix-0x3ff00000)|yIsInt == 0 {
				z = math.NaN() // (-1) ** non-integer
			} else if yIsInt == 1 {
				z = -z
			}
		}
		return z
	}

	n := (hx >> 31) + 1 // 0 for a negative x
	if n|yIsInt == 0 {
		return math.NaN() // negative ** non-integer
	}
	s := 1.0 // the sign of the result
	if n|(yIsInt-1) == 0 {
		s = -1
	}

	var t1, t2 float64
	if iy > 0x41e00000 { // |y| > 2^31
		if iy > 0x43f00000 { // |y| > 2^64: must overflow or underflow
			if ix <= 0x3fefffff {
				if hy < 0 {
					return math.Inf(1)
				}
				return 0
			}
			if ix >= 0x3ff00000 {
				if hy > 0 {
					return math.Inf(1)
				}
				return 0
			}
		}
		if ix < 0x3fefffff {
			if hy < 0 {
				return s * huge * huge
			}
			return s * tiny * tiny
		}
		if ix > 0x3ff00000 {
			if hy > 0 {
				return s * huge * huge
			}
			return s * tiny * tiny
		}
		// |1-x| <= 2^-20: log(x) by x - x^2/2 + x^3/3 - x^4/4.
		t := ax - 1
		w := (t * t) * (0.5 - float64(t*(0.3333333333333333333333-float64(t*0.25))))
		u := invLn2H * t
		v := float64(t*invLn2L) - float64(w*invLn2)
		t1 = withLow(u+v, 0)
		t2 = v - (t1 - u)
	} else {
		n = 0
		if ix < 0x00100000 { // subnormal x
			ax *= two53
			n -= 53
			ix, _ = words(ax)
		}
		n += (ix >> 20) - 0x3ff
		j := ix & 0x000fffff
		ix = j | 0x3ff00000 // normalize
		k := 0
		switch {
		case j <= 0x3988E: // |x| < sqrt(3/2)
		case j < 0xBB67A: // |x| < sqrt(3)
			k = 1
		default:
			n++
			ix -= 0x00100000
		}
		ax = withHigh(ax, ix)

		// ss = s_h + s_l = (x-1)/(x+1) or (x-1.5)/(x+1.5)
		u := ax - bp[k]
		v := 1 / (ax + bp[k])
		ss := u * v
		sHi := withLow(ss, 0)
		tHi := withHigh(0, ((ix>>1)|0x20000000)+0x00080000+int32(k)<<18)
		tLo := ax - (tHi - bp[k])
		sLo := v * ((u - float64(sHi*tHi)) - float64(sHi*tLo))
		// log(ax)
		s2 := ss * ss
		r := s2 * s2 * (lg1 + float64(s2*(lg2c+float64(s2*(lg3+float64(s2*(lg4+float64(s2*(lg5+float64(s2*lg6))))))))))
		r += float64(sLo * (sHi + ss))
		s2 = sHi * sHi
		tHi = withLow(3.0+s2+r, 0)
		tLo = r - ((tHi - 3.0) - s2)
		u = sHi * tHi
		v = float64(sLo*tHi) + float64(tLo*ss)
		pHi := withLow(u+v, 0)
		pLo := v - (pHi - u)
		zHi := cpHi * pHi
		zLo := float64(cpLo*pHi) + float64(pLo*cp) + dpLo[k]
		// log2(ax) = n + dp_h + z_h + z_l
		t := float64(n)
		t1 = withLow(((zHi+zLo)+dpHi[k])+t, 0)
		t2 = zLo - (((t1 - t) - dpHi[k]) - zHi)
	}

	// (y1 + y2) * (t1 + t2) with y1 the high part of y.
	y1 := withLow(y, 0)
	pLo := float64((y-y1)*t1) + float64(y*t2)
	pHi := y1 * t1
	z := pLo + pHi
	j, i := words(z)
	if j >= 0x40900000 { // z >= 1024
		if (j-0x40900000)|int32(i) != 0 || pLo+ovt > z-pHi {
			return s * huge * huge // overflow
		}
	} else if j&0x7fffffff >= 0x4090cc00 { // z <= -1075
		if (j-int32(-1064252416))|int32(i) != 0 || pLo <= z-pHi { // -1064252416 is 0xc090cc00
			return s * tiny * tiny // underflow
		}
	}

	// 2^(p_h+p_l)
	hi := j & 0x7fffffff
	k := (hi >> 20) - 0x3ff
	n = 0
	if hi > 0x3fe00000 { // |z| > 0.5: n = [z+0.5]
		n = j + (0x00100000 >> uint(k+1))
		k = ((n & 0x7fffffff) >> 20) - 0x3ff
		t := withHigh(0, n&^(0x000fffff>>uint(k)))
		n = ((n & 0x000fffff) | 0x00100000) >> uint(20-k)
		if j < 0 {
			n = -n
		}
		pHi -= t
	}
	t := withLow(pLo+pHi, 0)
	u := t * ln2Hi
	v := float64((pLo-(t-pHi))*ln2) + float64(t*ln2Lo)
	z = u + v
	w := v - (z - u)
	t = z * z
	t1 = z - float64(t*(ep1+float64(t*(ep2+float64(t*(ep3+float64(t*(ep4+float64(t*ep5)))))))))
	r := (z * t1) / ((t1 - 2) - (w + float64(z*w)))
	z = 1 - (r - z)
	zh, _ := words(z)
	if (zh+int32(uint32(n)<<20))>>20 <= 0 {
		z = math.Ldexp(z, int(n)) // subnormal result
	} else {
		z = withHigh(z, zh+int32(uint32(n)<<20))
	}
	return s * z
}

// words splits a float64 into its high (signed) and low 32 bits.
func words(f float64) (int32, uint32) {
	b := math.Float64bits(f)
	return int32(b >> 32), uint32(b)
}

// withLow replaces the low 32 bits of f.
func withLow(f float64, lo uint32) float64 {
	return math.Float64frombits(math.Float64bits(f)&0xffffffff00000000 | uint64(lo))
}

// withHigh replaces the high 32 bits of f.
func withHigh(f float64, hi int32) float64 {
	return math.Float64frombits(math.Float64bits(f)&0xffffffff | uint64(uint32(hi))<<32)
}
