package fdlibm

import "math"

// Math.sin, cos, tan, asin and acos with fdlibm's algorithms, as V8 (node
// 20) computes them: reduce x modulo pi/2 into y0 + y1 (remPio2), then
// evaluate a polynomial kernel on [-pi/4, pi/4]. See fdlibm.go
// for why these are not Go's math functions.

func Sin(x float64) float64 {
	ix, _ := words(x)
	ix &= 0x7fffffff
	switch {
	case ix <= 0x3fe921fb: // |x| <= pi/4
		return kernelSin(x, 0, false)
	case ix >= 0x7ff00000:
		return math.NaN()
	}
	n, y0, y1 := remPio2(x)
	switch n & 3 {
	case 0:
		return kernelSin(y0, y1, true)
	case 1:
		return kernelCos(y0, y1)
	case 2:
		return -kernelSin(y0, y1, true)
	}
	return -kernelCos(y0, y1)
}

func Cos(x float64) float64 {
	ix, _ := words(x)
	ix &= 0x7fffffff
	switch {
	case ix <= 0x3fe921fb:
		return kernelCos(x, 0)
	case ix >= 0x7ff00000:
		return math.NaN()
	}
	n, y0, y1 := remPio2(x)
	switch n & 3 {
	case 0:
		return kernelCos(y0, y1)
	case 1:
		return -kernelSin(y0, y1, true)
	case 2:
		return -kernelCos(y0, y1)
	}
	return kernelSin(y0, y1, true)
}

func Tan(x float64) float64 {
	ix, _ := words(x)
	ix &= 0x7fffffff
	switch {
	case ix <= 0x3fe921fb:
		return kernelTan(x, 0, 1)
	case ix >= 0x7ff00000:
		return math.NaN()
	}
	n, y0, y1 := remPio2(x)
	return kernelTan(y0, y1, 1-int((n&1)<<1)) // 1: n even, -1: n odd
}

// kernelSin is sin(x+y) for |x| <= pi/4, y the tail of x (tail: y != 0).
func kernelSin(x, y float64, tail bool) float64 {
	const (
		s1 = -1.66666666666666324348e-01
		s2 = 8.33333333332248946124e-03
		s3 = -1.98412698298579493134e-04
		s4 = 2.75573137070700676789e-06
		s5 = -2.50507602534068634195e-08
		s6 = 1.58969099521155010221e-10
	)
	ix, _ := words(x)
	ix &= 0x7fffffff
	if ix < 0x3e400000 && int(x) == 0 { // |x| < 2^-27
		return x
	}
	z := x * x
	v := z * x
	r := s2 + float64(z*(s3+float64(z*(s4+float64(z*(s5+float64(z*s6)))))))
	if !tail {
		return x + float64(v*(s1+float64(z*r)))
	}
	return x - ((float64(z*(float64(0.5*y)-float64(v*r))) - y) - float64(v*s1))
}

// kernelCos is cos(x+y) for |x| <= pi/4.
func kernelCos(x, y float64) float64 {
	const (
		c1 = 4.16666666666666019037e-02
		c2 = -1.38888888888741095749e-03
		c3 = 2.48015872894767294178e-05
		c4 = -2.75573143513906633035e-07
		c5 = 2.08757232129817482790e-09
		c6 = -1.13596475577881948265e-11
	)
	ix, _ := words(x)
	ix &= 0x7fffffff
	if ix < 0x3e400000 && int(x) == 0 {
		return 1
	}
	z := x * x
	r := z * (c1 + float64(z*(c2+float64(z*(c3+float64(z*(c4+float64(z*(c5+float64(z*c6))))))))))
	if ix < 0x3fd33333 { // |x| < 0.3
		return 1 - (float64(0.5*z) - (float64(z*r) - float64(x*y)))
	}
	var qx float64
	if ix > 0x3fe90000 { // |x| > 0.78125
		qx = 0.28125
	} else {
		qx = math.Float64frombits(uint64(uint32(ix-0x00200000)) << 32) // |x|/4
	}
	iz := float64(0.5*z) - qx
	a := 1 - qx
	return a - (iz - (float64(z*r) - float64(x*y)))
}

// kernelTan is tan(x+y) (k = 1) or -1/tan(x+y) (k = -1) for |x| <= pi/4.
func kernelTan(x, y float64, k int) float64 {
	t := [13]float64{
		3.33333333333334091986e-01, 1.33333333333201242699e-01, 5.39682539762260521377e-02,
		2.18694882948595424599e-02, 8.86323982359930005737e-03, 3.59207910759131235356e-03,
		1.45620945432529025516e-03, 5.88041240820264096874e-04, 2.46463134818469906812e-04,
		7.81794442939557092300e-05, 7.14072491382608190305e-05, -1.85586374855275456654e-05,
		2.59073051863633712884e-05,
	}
	const (
		pio4   = 7.85398163397448278999e-01
		pio4lo = 3.06161699786838301793e-17
	)
	hx, low := words(x)
	ix := hx & 0x7fffffff
	if ix < 0x3e300000 && int(x) == 0 { // |x| < 2^-28
		if (ix|int32(low))|int32(k+1) == 0 {
			return 1 / math.Abs(x)
		}
		if k == 1 {
			return x
		}
		// -1/(x+y), carefully
		w := x + y
		z := withLow(w, 0)
		v := y - (z - x)
		a := -1 / w
		tt := withLow(a, 0)
		s := 1 + float64(tt*z)
		return tt + float64(a*(s+float64(tt*v)))
	}
	if ix >= 0x3fe59428 { // |x| >= 0.6744
		if hx < 0 {
			x, y = -x, -y
		}
		z := pio4 - x
		w := pio4lo - y
		x = z + w
		y = 0
	}
	z := x * x
	w := z * z
	r := t[1] + float64(w*(t[3]+float64(w*(t[5]+float64(w*(t[7]+float64(w*(t[9]+float64(w*t[11])))))))))
	v := z * (t[2] + float64(w*(t[4]+float64(w*(t[6]+float64(w*(t[8]+float64(w*(t[10]+float64(w*t[12]))))))))))
	s := z * x
	r = y + float64(z*(float64(s*(r+v))+y))
	r += float64(t[0] * s)
	w = x + r
	if ix >= 0x3fe59428 {
		v = float64(k)
		return float64(1-((hx>>30)&2)) * (v - float64(2.0*(x-(float64(w*w)/(w+v)-r))))
	}
	if k == 1 {
		return w
	}
	z = withLow(w, 0)
	v = r - (z - x)
	a := -1.0 / w
	tt := withLow(a, 0)
	s = 1.0 + float64(tt*z)
	return tt + float64(a*(s+float64(tt*v)))
}

// twoOverPi holds 2/pi in 24-bit chunks (for remPio2 of huge arguments).
var twoOverPi = [...]int32{
	0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C,
	0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649,
	0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5, 0x2EBB44,
	0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B,
	0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D,
	0x367ECF, 0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5,
	0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330,
	0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3, 0x91615E, 0xE61B08,
	0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA,
	0x73A8C9, 0x60E27B, 0xC08C6B,
}

// npio2Hw are the high words of n*pi/2 for n = 1..32.
var npio2Hw = [...]int32{
	0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C,
	0x4025FDBB, 0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C,
	0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A,
	0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
	0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB,
	0x404858EB, 0x404921FB,
}

// remPio2 returns n and y0 + y1 = x - n*pi/2 with |y0 + y1| <= pi/4.
func remPio2(x float64) (int32, float64, float64) {
	const (
		two24   = 1.67772160000000000000e+07
		invpio2 = 6.36619772367581382433e-01
		pio2_1  = 1.57079632673412561417e+00
		pio2_1t = 6.07710050650619224932e-11
		pio2_2  = 6.07710050630396597660e-11
		pio2_2t = 2.02226624879595063154e-21
		pio2_3  = 2.02226624871116645580e-21
		pio2_3t = 8.47842766036889956997e-32
	)
	hx, low := words(x)
	ix := hx & 0x7fffffff
	if ix <= 0x3fe921fb { // |x| <= pi/4
		return 0, x, 0
	}
	if ix < 0x4002d97c { // |x| < 3pi/4: n = +-1
		if hx > 0 {
			z := x - pio2_1
			if ix != 0x3ff921fb {
				y0 := z - pio2_1t
				return 1, y0, (z - y0) - pio2_1t
			}
			z -= pio2_2
			y0 := z - pio2_2t
			return 1, y0, (z - y0) - pio2_2t
		}
		z := x + pio2_1
		if ix != 0x3ff921fb {
			y0 := z + pio2_1t
			return -1, y0, (z - y0) + pio2_1t
		}
		z += pio2_2
		y0 := z + pio2_2t
		return -1, y0, (z - y0) + pio2_2t
	}
	if ix <= 0x413921fb { // |x| <= 2^19*(pi/2): medium size
		t := math.Abs(x)
		n := int32(float64(t*invpio2) + 0.5)
		fn := float64(n)
		r := t - float64(fn*pio2_1)
		w := fn * pio2_1t
		var y0 float64
		if n < 32 && ix != npio2Hw[n-1] {
			y0 = r - w
		} else {
			j := ix >> 20
			y0 = r - w
			high, _ := words(y0)
			i := j - ((high >> 20) & 0x7ff)
			if i > 16 { // second iteration, good to 118 bits
				t = r
				w = fn * pio2_2
				r = t - w
				w = float64(fn*pio2_2t) - ((t - r) - w)
				y0 = r - w
				high, _ = words(y0)
				i = j - ((high >> 20) & 0x7ff)
				if i > 49 { // third iteration, 151 bits
					t = r
					w = fn * pio2_3
					r = t - w
					w = float64(fn*pio2_3t) - ((t - r) - w)
					y0 = r - w
				}
			}
		}
		y1 := (r - y0) - w
		if hx < 0 {
			return -n, -y0, -y1
		}
		return n, y0, y1
	}
	if ix >= 0x7ff00000 {
		return 0, math.NaN(), math.NaN()
	}
	// Large arguments: split |x| into three 24-bit pieces.
	e0 := (ix >> 20) - 1046 // ilogb(|x|) - 23
	z := math.Float64frombits(uint64(uint32(ix-e0<<20))<<32 | uint64(low))
	var tx [3]float64
	for i := 0; i < 2; i++ {
		tx[i] = float64(int32(z))
		z = (z - tx[i]) * two24
	}
	tx[2] = z
	nx := 3
	for tx[nx-1] == 0 {
		nx--
	}
	n, y0, y1 := kernelRemPio2(tx[:nx], int(e0))
	if hx < 0 {
		return -n, -y0, -y1
	}
	return n, y0, y1
}

// kernelRemPio2 reduces x (24-bit pieces scaled by 2^e0) modulo pi/2 in
// double precision (fdlibm's __kernel_rem_pio2 with prec 2, as V8 calls it).
func kernelRemPio2(x []float64, e0 int) (int32, float64, float64) {
	pio2 := [8]float64{
		1.57079625129699707031e+00, 7.54978941586159635335e-08, 5.39030252995776476554e-15,
		3.28200341580791294123e-22, 1.27065575308067607349e-29, 1.22933308981111328932e-36,
		2.73370053816464559624e-44, 2.16741683877804819444e-51,
	}
	const (
		two24  = 1.67772160000000000000e+07
		twon24 = 5.96046447753906250000e-08
	)
	var iq [20]int32
	var f, fq, q [20]float64
	jk := 4 // prec 2 (64 bits)
	jp := jk
	jx := len(x) - 1
	jv := (e0 - 3) / 24
	if jv < 0 {
		jv = 0
	}
	q0 := e0 - 24*(jv+1)
	j := jv - jx
	m := jx + jk
	for i := 0; i <= m; i, j = i+1, j+1 {
		if j >= 0 {
			f[i] = float64(twoOverPi[j])
		}
	}
	for i := 0; i <= jk; i++ {
		fw := 0.0
		for j := 0; j <= jx; j++ {
			fw += float64(x[j] * f[jx+i-j])
		}
		q[i] = fw
	}
	jz := jk
	var z float64
	var n, ih int32
	for {
		// distill q[] into iq[] in reverse
		i := 0
		z = q[jz]
		for j := jz; j > 0; i, j = i+1, j-1 {
			fw := float64(int32(twon24 * z))
			iq[i] = int32(z - float64(two24*fw))
			z = q[j-1] + fw
		}
		z = math.Ldexp(z, q0)
		z -= float64(8.0 * math.Floor(z*0.125))
		n = int32(z)
		z -= float64(n)
		ih = 0
		switch {
		case q0 > 0:
			i := iq[jz-1] >> uint(24-q0)
			n += i
			iq[jz-1] -= i << uint(24-q0)
			ih = iq[jz-1] >> uint(23-q0)
		case q0 == 0:
			ih = iq[jz-1] >> 23
		case z >= 0.5:
			ih = 2
		}
		carry := int32(0)
		if ih > 0 { // q > 0.5
			n++
			for i := 0; i < jz; i++ { // 1 - q
				j := iq[i]
				if carry == 0 {
					if j != 0 {
						carry = 1
						iq[i] = 0x1000000 - j
					}
				} else {
					iq[i] = 0xffffff - j
				}
			}
			switch q0 {
			case 1:
				iq[jz-1] &= 0x7fffff
			case 2:
				iq[jz-1] &= 0x3fffff
			}
			if ih == 2 {
				z = 1 - z
				if carry != 0 {
					z -= math.Ldexp(1, q0)
				}
			}
		}
		if z != 0 {
			break
		}
		j := int32(0)
		for i := jz - 1; i >= jk; i-- {
			j |= iq[i]
		}
		if j != 0 {
			break
		}
		// recompute with more terms of 2/pi
		k := 1
		for ; jk >= k && iq[jk-k] == 0; k++ {
		}
		for i := jz + 1; i <= jz+k; i++ {
			f[jx+i] = float64(twoOverPi[jv+i])
			fw := 0.0
			for j := 0; j <= jx; j++ {
				fw += float64(x[j] * f[jx+i-j])
			}
			q[i] = fw
		}
		jz += k
	}
	// chop off zero terms
	if z == 0 {
		jz--
		q0 -= 24
		for iq[jz] == 0 {
			jz--
			q0 -= 24
		}
	} else { // break z into 24-bit pieces if needed
		z = math.Ldexp(z, -q0)
		if z >= two24 {
			fw := float64(int32(twon24 * z))
			iq[jz] = int32(z - float64(two24*fw))
			jz++
			q0 += 24
			iq[jz] = int32(fw)
		} else {
			iq[jz] = int32(z)
		}
	}
	fw := math.Ldexp(1, q0)
	for i := jz; i >= 0; i-- {
		q[i] = fw * float64(iq[i])
		fw *= twon24
	}
	for i := jz; i >= 0; i-- {
		fw := 0.0
		for k := 0; k <= jp && k <= jz-i; k++ {
			fw += float64(pio2[k] * q[i+k])
		}
		fq[jz-i] = fw
	}
	fw = 0.0
	for i := jz; i >= 0; i-- {
		fw += fq[i]
	}
	y0 := fw
	if ih != 0 {
		y0 = -fw
	}
	fw = fq[0] - fw
	for i := 1; i <= jz; i++ {
		fw += fq[i]
	}
	y1 := fw
	if ih != 0 {
		y1 = -fw
	}
	return n & 7, y0, y1
}

// Asin is Math.asin.
func Asin(x float64) float64 {
	const (
		pio2Hi = 1.57079632679489655800e+00
		pio2Lo = 6.12323399573676603587e-17
		pio4Hi = 7.85398163397448278999e-01
	)
	hx, lx := words(x)
	ix := hx & 0x7fffffff
	if ix >= 0x3ff00000 { // |x| >= 1
		if (ix-0x3ff00000)|int32(lx) == 0 {
			return float64(x*pio2Hi) + float64(x*pio2Lo)
		}
		return math.NaN()
	}
	if ix < 0x3fe00000 { // |x| < 0.5
		t := 0.0
		if ix < 0x3e400000 { // |x| < 2^-27
			return x
		}
		t = x * x
		p, q := asinPQ(t)
		w := p / q
		return x + float64(x*w)
	}
	w := 1 - math.Abs(x)
	t := w * 0.5
	p, q := asinPQ(t)
	s := math.Sqrt(t)
	if ix >= 0x3fef3333 { // |x| > 0.975
		w = p / q
		t = pio2Hi - (float64(2.0*(s+float64(s*w))) - pio2Lo)
	} else {
		w = withLow(s, 0)
		c := (t - float64(w*w)) / (s + w)
		r := p / q
		p = float64(2.0*s*r) - (pio2Lo - float64(2.0*c))
		q = pio4Hi - float64(2.0*w)
		t = pio4Hi - (p - q)
	}
	if hx > 0 {
		return t
	}
	return -t
}

// Acos is Math.acos.
func Acos(x float64) float64 {
	const (
		pi     = 3.14159265358979311600e+00
		pio2Hi = 1.57079632679489655800e+00
		pio2Lo = 6.12323399573676603587e-17
	)
	hx, lx := words(x)
	ix := hx & 0x7fffffff
	if ix >= 0x3ff00000 { // |x| >= 1
		if (ix-0x3ff00000)|int32(lx) == 0 {
			if hx > 0 {
				return 0
			}
			return pi + float64(2.0*pio2Lo)
		}
		return math.NaN()
	}
	if ix < 0x3fe00000 { // |x| < 0.5
		if ix <= 0x3c600000 {
			return pio2Hi + pio2Lo
		}
		z := x * x
		p, q := asinPQ(z)
		r := p / q
		return pio2Hi - (x - (pio2Lo - float64(x*r)))
	}
	if hx < 0 { // x < -0.5
		z := (1 + x) * 0.5
		p, q := asinPQ(z)
		s := math.Sqrt(z)
		r := p / q
		w := float64(r*s) - pio2Lo
		return pi - float64(2.0*(s+w))
	}
	z := (1 - x) * 0.5
	s := math.Sqrt(z)
	df := withLow(s, 0)
	c := (z - float64(df*df)) / (s + df)
	p, q := asinPQ(z)
	r := p / q
	w := float64(r*s) + c
	return 2.0 * (df + w)
}

// asinPQ is the rational approximation p/q shared by asin and acos.
func asinPQ(z float64) (float64, float64) {
	const (
		pS0 = 1.66666666666666657415e-01
		pS1 = -3.25565818622400915405e-01
		pS2 = 2.01212532134862925881e-01
		pS3 = -4.00555345006794114027e-02
		pS4 = 7.91534994289814532176e-04
		pS5 = 3.47933107596021167570e-05
		qS1 = -2.40339491173441421878e+00
		qS2 = 2.02094576023350569471e+00
		qS3 = -6.88283971605453293030e-01
		qS4 = 7.70381505559019352791e-02
	)
	p := z * (pS0 + float64(z*(pS1+float64(z*(pS2+float64(z*(pS3+float64(z*(pS4+float64(z*pS5))))))))))
	q := 1 + float64(z*(qS1+float64(z*(qS2+float64(z*(qS3+float64(z*qS4)))))))
	return p, q
}

// Sinh, Cosh and Tanh are Math.sinh, cosh and tanh (V8's versions,
// built on exp and expm1).
func Sinh(x float64) float64 {
	const (
		kSinhOverflow = 710.4758600739439
		twoM28        = 3.725290298461914e-9
		logMaxD       = 709.7822265625
	)
	h := 0.5
	if x < 0 {
		h = -0.5
	}
	ax := math.Abs(x)
	if ax < 22 {
		if ax < twoM28 {
			return x
		}
		t := math.Expm1(ax)
		if ax < 1 {
			return h * (float64(2*t) - float64(t*t)/(t+1))
		}
		return h * (t + t/(t+1))
	}
	if ax < logMaxD {
		return h * Exp(ax)
	}
	if ax <= kSinhOverflow {
		w := Exp(0.5 * ax)
		t := h * w
		return t * w
	}
	return x * 1.0e307 // overflow to +-Infinity, or NaN
}

func Cosh(x float64) float64 {
	const kCoshOverflow = 710.4758600739439
	ix, _ := words(x)
	ix &= 0x7fffffff
	if ix < 0x3fd62e43 { // |x| < 0.5 ln2
		t := math.Expm1(math.Abs(x))
		w := 1 + t
		if ix < 0x3c800000 {
			return w
		}
		return 1 + float64(t*t)/(w+w)
	}
	if ix < 0x40360000 { // |x| < 22
		t := Exp(math.Abs(x))
		return float64(0.5*t) + 0.5/t
	}
	if ix < 0x40862e42 {
		return 0.5 * Exp(math.Abs(x))
	}
	if math.Abs(x) <= kCoshOverflow {
		w := Exp(0.5 * math.Abs(x))
		t := 0.5 * w
		return t * w
	}
	if ix >= 0x7ff00000 {
		return x * x
	}
	return math.Inf(1)
}

func Tanh(x float64) float64 {
	jx, _ := words(x)
	ix := jx & 0x7fffffff
	if ix >= 0x7ff00000 {
		if jx >= 0 {
			return 1/x + 1
		}
		return 1/x - 1
	}
	var z float64
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3e300000 { // |x| < 2^-28
			return x
		}
		if ix >= 0x3ff00000 { // |x| >= 1
			t := math.Expm1(2 * math.Abs(x))
			z = 1 - 2/(t+2)
		} else {
			t := math.Expm1(-2 * math.Abs(x))
			z = -t / (t + 2)
		}
	} else {
		z = 1
	}
	if jx >= 0 {
		return z
	}
	return -z
}

// Asinh and Acosh are Math.asinh and acosh (V8's versions, built on
// Log and log1p).
func Asinh(x float64) float64 {
	const ln2 = 6.93147180559945286227e-01
	hx, _ := words(x)
	ix := hx & 0x7fffffff
	if ix >= 0x7ff00000 {
		return x + x
	}
	if ix < 0x3e300000 { // |x| < 2^-28
		return x
	}
	var w float64
	switch {
	case ix > 0x41b00000: // |x| > 2^28
		w = Log(math.Abs(x)) + ln2
	case ix > 0x40000000: // 2 < |x| <= 2^28
		t := math.Abs(x)
		w = Log(float64(2.0*t) + 1/(math.Sqrt(float64(x*x)+1)+t))
	default:
		t := x * x
		w = math.Log1p(math.Abs(x) + t/(1+math.Sqrt(1+t)))
	}
	if hx > 0 {
		return w
	}
	return -w
}

func Acosh(x float64) float64 {
	const ln2 = 6.93147180559945286227e-01
	hx, lx := words(x)
	switch {
	case hx < 0x3ff00000: // x < 1
		return math.NaN()
	case hx >= 0x41b00000: // x > 2^28
		if hx >= 0x7ff00000 {
			return x + x
		}
		return Log(x) + ln2
	case (hx-0x3ff00000)|int32(lx) == 0:
		return 0
	case hx > 0x40000000: // 2 < x <= 2^28
		t := x * x
		return Log(float64(2.0*x) - 1/(x+math.Sqrt(t-1)))
	}
	t := x - 1
	return math.Log1p(t + math.Sqrt(float64(2.0*t)+float64(t*t)))
}
