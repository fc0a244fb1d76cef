package riffle

import (
	"encoding/binary"
	"math"
	"strconv"
	"unsafe"
)

// Numbers: integers are computed straight from the digits; floats are exact (a
// fast path where float64 arithmetic is exact, else strconv.ParseFloat on the token).

// readNumberToken checks the next value is a number and returns its token bounds.
func (it *Iterator) readNumberToken() (int, int, uint8, bool) {
	i := it.begin()
	if i < 0 {
		return 0, 0, 0, false
	}
	if c := it.buf[i]; c != '-' && !isDigit(c) {
		it.failValueStart(i, "a number")
		return 0, 0, 0, false
	}
	start, end, flags := it.scanNumber(i)
	if end < 0 {
		return 0, 0, 0, false
	}
	return start, end, flags, true
}

// readUint64 reads an integer as magnitude and sign. It fails (type-mismatch) on a
// fraction or exponent and (number-range) when the magnitude exceeds max.
func (it *Iterator) readInteger(posMax, negMax uint64, what string) (uint64, bool, bool) {
	// Fast path: up to 19 digits followed, inside the buffer, by a byte that ends a number.
	if it.err == nil && valueExpected(it.state) {
		if i := it.next(); i >= 0 {
			u, neg, k, ok := plainInteger(it.buf, i, 19, it.maxNumberBytes)
			if ok && (!neg && u <= posMax || neg && u <= negMax) {
				it.done(k)
				return u, neg, true
			}
		}
	}
	start, end, flags, ok := it.readNumberToken()
	if !ok {
		return 0, false, false
	}
	if flags&(numFrac|numExp) != 0 {
		it.valueError(KindTypeMismatch, start, "expected an integer, found a number with a fraction or exponent")
		return 0, false, false
	}
	neg := flags&numNeg != 0
	j := start
	if neg {
		j++
	}
	digits := it.buf[j:end]
	var u uint64
	if len(digits) > 20 {
		it.valueError(KindNumberRange, start, numberRangeDetail(what))
		return 0, false, false
	}
	for k, c := range digits {
		d := uint64(c - '0')
		if k == 19 && (u > (math.MaxUint64-d)/10) {
			it.valueError(KindNumberRange, start, numberRangeDetail(what))
			return 0, false, false
		}
		u = u*10 + d
	}
	if (!neg && u > posMax) || (neg && u > negMax) {
		it.valueError(KindNumberRange, start, numberRangeDetail(what))
		return 0, false, false
	}
	it.done(end)
	return u, neg, true
}

func (it *Iterator) readSigned(bits uint, what string) int64 {
	max := uint64(1)<<(bits-1) - 1
	u, neg, ok := it.readInteger(max, max+1, what)
	if !ok {
		return 0
	}
	if neg {
		return -int64(u) // u == max+1 wraps to the minimum, as intended
	}
	return int64(u)
}

func (it *Iterator) readUnsigned(bits uint, what string) uint64 {
	max := uint64(math.MaxUint64) >> (64 - bits)
	u, _, ok := it.readInteger(max, 0, what)
	if !ok {
		return 0
	}
	return u
}

// ReadInt reads an integer that fits an int. A fraction or exponent is a
// type-mismatch error; a value out of range is a number-range error.
func (it *Iterator) ReadInt() int { return int(it.readSigned(strconv.IntSize, "int")) }

// ReadInt8 reads an integer that fits an int8.
func (it *Iterator) ReadInt8() int8 { return int8(it.readSigned(8, "int8")) }

// ReadInt16 reads an integer that fits an int16.
func (it *Iterator) ReadInt16() int16 { return int16(it.readSigned(16, "int16")) }

// ReadInt32 reads an integer that fits an int32.
func (it *Iterator) ReadInt32() int32 { return int32(it.readSigned(32, "int32")) }

// ReadInt64 reads an integer that fits an int64.
func (it *Iterator) ReadInt64() int64 { return it.readSigned(64, "int64") }

// ReadUint reads a non-negative integer that fits a uint ("-0" reads as 0).
func (it *Iterator) ReadUint() uint { return uint(it.readUnsigned(strconv.IntSize, "uint")) }

// ReadUint8 reads a non-negative integer that fits a uint8.
func (it *Iterator) ReadUint8() uint8 { return uint8(it.readUnsigned(8, "uint8")) }

// ReadUint16 reads a non-negative integer that fits a uint16.
func (it *Iterator) ReadUint16() uint16 { return uint16(it.readUnsigned(16, "uint16")) }

// ReadUint32 reads a non-negative integer that fits a uint32.
func (it *Iterator) ReadUint32() uint32 { return uint32(it.readUnsigned(32, "uint32")) }

// ReadUint64 reads a non-negative integer that fits a uint64.
func (it *Iterator) ReadUint64() uint64 { return it.readUnsigned(64, "uint64") }

// ReadNumber reads a number and returns its text exactly as written: a copy, or for
// string input a substring of the input.
func (it *Iterator) ReadNumber() string {
	start, end, _, ok := it.readNumberToken()
	if !ok {
		return ""
	}
	it.done(end)
	if it.isStr {
		return unsafe.String(&it.buf[start], end-start)
	}
	return string(it.buf[start:end])
}

// ReadFloat64 reads a number as the float64 nearest to it, exactly as
// strconv.ParseFloat(text, 64) does. A number whose magnitude rounds to infinity is a
// number-range error.
func (it *Iterator) ReadFloat64() float64 {
	// Fast path: the number is read and converted in one pass (float64At).
	if it.err == nil && valueExpected(it.state) {
		if i := it.next(); i >= 0 {
			if f, end, ok := it.float64At(i); ok {
				it.done(end)
				return f
			}
		}
	}
	return it.readFloat64Token()
}

// float64At converts the number at buf[i] in one pass when it is plain: well formed,
// ended by a byte that cannot continue it (or by the end of a whole-input buffer, which
// no refill extends), within the length limit, with at most 19 significant digits, and
// decided by Clinger's fast path or Eisel-Lemire. It returns the float and the number's
// end; false for anything else, which the caller reads the general way (scanNumber).
func (it *Iterator) float64At(i int) (float64, int, bool) {
	buf := it.buf
	m, e10, end, ok := decimalAt(buf, i)
	if !ok || end-i > it.maxNumberBytes {
		return 0, 0, false
	}
	if end < len(buf) {
		if numCont[buf[end]] {
			return 0, 0, false
		}
	} else if it.rd != nil {
		return 0, 0, false
	}
	f, ok := decimalToFloat64(m, e10, buf[i] == '-')
	return f, end, ok
}

// readFloat64Token is ReadFloat64 the general way: the token scanned across refills
// and checked (scanNumber), then converted by decimalToFloat64 when it decides, else
// by strconv.ParseFloat.
//
//go:noinline
func (it *Iterator) readFloat64Token() float64 {
	start, end, _, ok := it.readNumberToken()
	if !ok {
		return 0
	}
	tok := it.buf[start:end]
	if m, e10, ok := decimalParts(tok); ok {
		if f, ok := decimalToFloat64(m, e10, tok[0] == '-'); ok {
			it.done(end)
			return f
		}
	}
	f, err := strconv.ParseFloat(unsafe.String(unsafe.SliceData(tok), len(tok)), 64)
	if err != nil || math.IsInf(f, 0) {
		it.valueError(KindNumberRange, start, numberRangeDetail("float64"))
		return 0
	}
	it.done(end)
	return f
}

// ReadFloat32 reads a number as the float32 nearest to it, exactly as
// strconv.ParseFloat(text, 32) does; overflow to infinity is a number-range error.
func (it *Iterator) ReadFloat32() float32 {
	start, end, _, ok := it.readNumberToken()
	if !ok {
		return 0
	}
	tok := it.buf[start:end]
	if m, e10, ok := decimalParts(tok); ok {
		if f, ok := exactFloat(m, e10, tok[0] == '-', 24, 10); ok {
			it.done(end)
			return float32(f)
		}
	}
	f, err := strconv.ParseFloat(unsafe.String(unsafe.SliceData(tok), len(tok)), 32)
	if err != nil || math.IsInf(f, 0) {
		it.valueError(KindNumberRange, start, numberRangeDetail("float32"))
		return 0
	}
	it.done(end)
	return float32(f)
}

// plainInteger is the fast path of the integer reads (readInteger and the binder's
// intAtPos): at buf[i], an optional '-' and 1 to maxDigits digits (maxDigits <= 19,
// no leading zero) followed, inside buf, by a byte that ends a number, within maxBytes
// bytes. It returns the digits' value, whether a '-' came first and the number's end;
// ok is false for anything else, which the caller reads the general way.
func plainInteger(buf []byte, i, maxDigits, maxBytes int) (u uint64, neg bool, end int, ok bool) {
	j := i
	if j < len(buf) && buf[j] == '-' {
		j++
	}
	k := j
	// Eight digits at a time while they fit in maxDigits; a short number's eighth byte
	// is no digit, so the test on buf[k+7] keeps it out of the word path.
	for k+8 <= len(buf) && k-j+8 <= maxDigits && isDigit(buf[k+7]) {
		v, ok := eightDigits(binary.LittleEndian.Uint64(buf[k:]))
		if !ok {
			break
		}
		u = u*100_000_000 + v
		k += 8
	}
	for k < len(buf) && k-j < maxDigits && isDigit(buf[k]) {
		u = u*10 + uint64(buf[k]-'0')
		k++
	}
	if k == j || k >= len(buf) || numCont[buf[k]] || (buf[j] == '0' && k > j+1) || k-i > maxBytes {
		return 0, false, 0, false
	}
	return u, j > i, k, true
}

// eightDigits returns the value of the eight ASCII digits of w (the first in its
// lowest byte) by the SWAR method of simdjson's parse_eight_digits_unrolled, or false
// when a byte of w is not a digit.
func eightDigits(w uint64) (uint64, bool) {
	if !allDigits(w) {
		return 0, false
	}
	return eightDigitsValue(w), true
}

// eightDigitsValue returns the value of w's eight bytes, each an ASCII digit (the
// first in the lowest byte); eightDigits checks them first.
func eightDigitsValue(w uint64) uint64 {
	w -= swarLo * '0'
	w = w*10 + w>>8 // each even byte: the value of a pair of digits
	return ((w&0x000000FF000000FF)*(100+1000000<<32) + (w>>16&0x000000FF000000FF)*(1+10000<<32)) >> 32
}
