package riffle

import (
	"strconv"
	"unsafe"
)

// Numbers as encoding/json converts them: strconv's ParseInt, ParseUint and ParseFloat
// on the token, then a range check against the target's size. The common short
// integers take a direct path that gives the same results.

// parseIntToken converts a JSON number token to an integer of the given bit size; ok
// is false when the token has a fraction or exponent or does not fit.
func parseIntToken(tok []byte, bits int) (int64, bool) {
	if n, ok := shortInt(tok); ok {
		return n, fitsInt(n, bits)
	}
	n, err := strconv.ParseInt(tokenString(tok), 10, 64)
	return n, err == nil && fitsInt(n, bits)
}

// parseUintToken converts a JSON number token to an unsigned integer of the given bit
// size; ok is false for a negative number (but -0), a fraction, an exponent or
// overflow.
func parseUintToken(tok []byte, bits int) (uint64, bool) {
	if n, ok := shortInt(tok); ok && n >= 0 && tok[0] != '-' {
		return uint64(n), bits == 64 || uint64(n)>>uint(bits) == 0
	}
	n, err := strconv.ParseUint(tokenString(tok), 10, 64)
	return n, err == nil && (bits == 64 || n>>uint(bits) == 0)
}

// parseFloatToken converts a JSON number token to the nearest float of the given bit
// size, exactly as strconv.ParseFloat does (the reader's fast paths first, as in
// ReadFloat64 and ReadFloat32); ok is false when it rounds to infinity.
func parseFloatToken(tok []byte, bits int) (float64, bool) {
	if m, e10, ok := decimalParts(tok); ok {
		neg := tok[0] == '-'
		if bits == 32 {
			if f, ok := exactFloat(m, e10, neg, 24, 10); ok {
				return f, true
			}
		} else if f, ok := decimalToFloat64(m, e10, neg); ok {
			return f, true
		}
	}
	f, err := strconv.ParseFloat(tokenString(tok), bits)
	return f, err == nil
}

// shortInt converts a token of at most 18 digits (and an optional '-') with no
// fraction or exponent; ok is false for any other token.
func shortInt(tok []byte) (int64, bool) {
	digits := tok
	neg := len(tok) > 0 && tok[0] == '-'
	if neg {
		digits = tok[1:]
	}
	if len(digits) == 0 || len(digits) > 18 {
		return 0, false
	}
	var n int64
	for _, c := range digits {
		if !isDigit(c) {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// fitsInt reports whether n fits a signed integer of the given bit size.
func fitsInt(n int64, bits int) bool {
	if bits == 64 {
		return true
	}
	shift := 64 - uint(bits)
	return n<<shift>>shift == n
}

// tokenString views a token as a string without copying (for strconv; not kept).
func tokenString(tok []byte) string { return unsafe.String(unsafe.SliceData(tok), len(tok)) }
