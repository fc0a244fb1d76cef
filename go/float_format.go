package riffle

import (
	"math"
	"strconv"
)

// appendFloat64 appends the finite f as encoding/json writes a float64: the shortest
// decimal that parses back to f ('f' notation, or 'e' when |f| < 1e-6 or |f| >= 1e21,
// with a one-digit negative exponent unpadded: 1e-7, not 1e-07).
func appendFloat64(dst []byte, f float64) []byte {
	// Integers up to 2^53 are exact and their shortest form is their digits.
	if f >= -(1<<53) && f <= 1<<53 {
		if i := int64(f); float64(i) == f && (i != 0 || !math.Signbit(f)) {
			return appendInt64(dst, i)
		}
	}
	abs := math.Abs(f)
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		return cleanExponent(strconv.AppendFloat(dst, f, 'e', -1, 64))
	}
	return strconv.AppendFloat(dst, f, 'f', -1, 64)
}

// appendFloat32 appends the finite f as encoding/json writes a float32: shortest for
// 32 bits, with the cutoffs compared in float32.
func appendFloat32(dst []byte, f float32) []byte {
	if f >= -(1<<24) && f <= 1<<24 {
		if i := int32(f); float32(i) == f && (i != 0 || !math.Signbit(float64(f))) {
			return appendInt64(dst, int64(i))
		}
	}
	abs := float32(math.Abs(float64(f)))
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		return cleanExponent(strconv.AppendFloat(dst, float64(f), 'e', -1, 32))
	}
	return strconv.AppendFloat(dst, float64(f), 'f', -1, 32)
}

// cleanExponent turns a two-digit negative exponent with a leading zero (e-07) into
// one digit (e-7), as encoding/json does.
func cleanExponent(b []byte) []byte {
	n := len(b)
	if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1]
		b = b[:n-1]
	}
	return b
}
