package state

import (
	"encoding/binary"
	"errors"
	"math"

	"github.com/x448/float16"
)

// ValueState has its own compact CBOR form (values are most of a state):
//
//	undefined, null, false, true   the CBOR simple values
//	number                         an unsigned integer when it is one (not -0),
//	                               else a CBOR float in its shortest exact form
//	string                         a text string (WTF-8)
//	object                         a negative integer -1-ref: the object ref
//	anything else                  an array [kind] or [kind, ref | key | text]
//	                               (a long string: [VStrRef, string index])
//
// The output follows the Core Deterministic rules (shortest heads and
// floats, definite lengths), so encoding stays deterministic.

// MarshalCBOR implements cbor.Marshaler.
func (v ValueState) MarshalCBOR() ([]byte, error) {
	switch v.K {
	case VUndefined:
		return []byte{0xf7}, nil
	case VNull:
		return []byte{0xf6}, nil
	case VFalse:
		return []byte{0xf4}, nil
	case VTrue:
		return []byte{0xf5}, nil
	case VNumber:
		if IsUintNumber(v.N) {
			return AppendHead(nil, 0, uint64(v.N)), nil
		}
		return appendFloat(nil, v.N), nil
	case VNegZero:
		return []byte{0xf9, 0x80, 0x00}, nil
	case VString:
		b := AppendHead(make([]byte, 0, len(v.S)+9), 3, uint64(len(v.S)))
		return append(b, v.S...), nil
	case VObject:
		if v.R < 0 {
			return nil, errors.New("negative object ref")
		}
		return AppendHead(nil, 1, uint64(v.R)), nil
	case VEmpty:
		return []byte{0x81, VEmpty}, nil
	case VCell, VIter, VStrRef, VBigRef:
		if v.R < 0 {
			return nil, errors.New("negative ref")
		}
		return AppendHead([]byte{0x82, v.K}, 0, uint64(v.R)), nil
	case VSymbol, VBigInt:
		b := AppendHead([]byte{0x82, v.K}, 3, uint64(len(v.S)))
		return append(b, v.S...), nil
	}
	return nil, errors.New("bad value kind")
}

var errBadValue = errors.New("malformed value")

// UnmarshalCBOR implements cbor.Unmarshaler; data is one well-formed item.
func (v *ValueState) UnmarshalCBOR(data []byte) error {
	*v = ValueState{}
	if len(data) == 0 {
		return errBadValue
	}
	switch data[0] {
	case 0xf7:
		return nil
	case 0xf6:
		v.K = VNull
		return nil
	case 0xf4:
		v.K = VFalse
		return nil
	case 0xf5:
		v.K = VTrue
		return nil
	case 0xf9:
		if len(data) != 3 {
			return errBadValue
		}
		f := float64(float16.Frombits(binary.BigEndian.Uint16(data[1:])).Float32())
		v.K, v.N = VNumber, f
		if f == 0 && math.Signbit(f) {
			v.K, v.N = VNegZero, 0
		}
		return nil
	case 0xfa:
		if len(data) != 5 {
			return errBadValue
		}
		v.K, v.N = VNumber, float64(math.Float32frombits(binary.BigEndian.Uint32(data[1:])))
		return nil
	case 0xfb:
		if len(data) != 9 {
			return errBadValue
		}
		v.K, v.N = VNumber, math.Float64frombits(binary.BigEndian.Uint64(data[1:]))
		if v.N == 0 && math.Signbit(v.N) {
			v.K, v.N = VNegZero, 0
		}
		return nil
	}
	major, n, rest, ok := ReadHead(data)
	if !ok {
		return errBadValue
	}
	switch major {
	case 0:
		if len(rest) != 0 {
			return errBadValue
		}
		v.K, v.N = VNumber, float64(n)
		return nil
	case 1:
		if n > math.MaxInt32 || len(rest) != 0 {
			return errBadValue
		}
		v.K, v.R = VObject, int32(n)
		return nil
	case 3:
		if uint64(len(rest)) != n {
			return errBadValue
		}
		v.K, v.S = VString, string(rest)
		return nil
	case 4:
		if n < 1 || n > 2 || len(rest) < 1 || rest[0] > 0x17 {
			return errBadValue
		}
		v.K = rest[0]
		rest = rest[1:]
		switch {
		case v.K == VEmpty && n == 1 && len(rest) == 0:
			return nil
		case (v.K == VCell || v.K == VIter || v.K == VStrRef || v.K == VBigRef) && n == 2:
			m, r, tail, ok := ReadHead(rest)
			if !ok || m != 0 || r > math.MaxInt32 || len(tail) != 0 {
				return errBadValue
			}
			v.R = int32(r)
			return nil
		case (v.K == VSymbol || v.K == VBigInt) && n == 2:
			m, l, tail, ok := ReadHead(rest)
			if !ok || m != 3 || uint64(len(tail)) != l {
				return errBadValue
			}
			v.S = string(tail)
			return nil
		}
	}
	return errBadValue
}

// AppendHead appends a CBOR head of major type major and argument n in
// its shortest form.
func AppendHead(b []byte, major byte, n uint64) []byte {
	m := major << 5
	switch {
	case n < 24:
		return append(b, m|byte(n))
	case n <= math.MaxUint8:
		return append(b, m|24, byte(n))
	case n <= math.MaxUint16:
		return binary.BigEndian.AppendUint16(append(b, m|25), uint16(n))
	case n <= math.MaxUint32:
		return binary.BigEndian.AppendUint32(append(b, m|26), uint32(n))
	}
	return binary.BigEndian.AppendUint64(append(b, m|27), n)
}

// ReadHead reads a definite-length head.
func ReadHead(b []byte) (major byte, n uint64, rest []byte, ok bool) {
	if len(b) == 0 {
		return 0, 0, nil, false
	}
	major, info := b[0]>>5, b[0]&31
	b = b[1:]
	switch {
	case info < 24:
		return major, uint64(info), b, true
	case info == 24 && len(b) >= 1:
		return major, uint64(b[0]), b[1:], true
	case info == 25 && len(b) >= 2:
		return major, uint64(binary.BigEndian.Uint16(b)), b[2:], true
	case info == 26 && len(b) >= 4:
		return major, uint64(binary.BigEndian.Uint32(b)), b[4:], true
	case info == 27 && len(b) >= 8:
		return major, binary.BigEndian.Uint64(b), b[8:], true
	}
	return 0, 0, nil, false
}

// appendFloat appends f as the shortest CBOR float that holds it exactly
// (NaN as the canonical half-precision quiet NaN), as Core Deterministic
// encoding requires.
func appendFloat(b []byte, f float64) []byte {
	if f != f {
		return append(b, 0xf9, 0x7e, 0x00)
	}
	f32 := float32(f)
	if float64(f32) == f {
		if h := float16.Fromfloat32(f32); h.Float32() == f32 {
			return binary.BigEndian.AppendUint16(append(b, 0xf9), h.Bits())
		}
		return binary.BigEndian.AppendUint32(append(b, 0xfa), math.Float32bits(f32))
	}
	return binary.BigEndian.AppendUint64(append(b, 0xfb), math.Float64bits(f))
}

// IsUintNumber reports a number that is a non-negative integer below 2^64
// (and not -0): it is written as a CBOR unsigned integer, which converts
// back exactly.
func IsUintNumber(f float64) bool {
	return f >= 0 && f < 1<<64 && f == math.Trunc(f) && !math.Signbit(f)
}
