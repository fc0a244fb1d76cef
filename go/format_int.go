package riffle

import (
	"encoding/binary"
	"math/bits"
)

// The one integer formatter of the package: the Stream's integers, the integral
// floats and the array indexes of writer pointers all go through appendDigits.

// digitPairs holds "00" to "99": integers are written two digits per division.
const digitPairs = "00010203040506070809" +
	"10111213141516171819" +
	"20212223242526272829" +
	"30313233343536373839" +
	"40414243444546474849" +
	"50515253545556575859" +
	"60616263646566676869" +
	"70717273747576777879" +
	"80818283848586878889" +
	"90919293949596979899"

// pow10 holds 10^0 .. 10^19.
var pow10 = func() (t [20]uint64) {
	t[0] = 1
	for i := 1; i < len(t); i++ {
		t[i] = t[i-1] * 10
	}
	return
}()

// decimalLen returns the number of decimal digits of v.
func decimalLen(v uint64) int {
	n := (bits.Len64(v) * 1233) >> 12 // about log10(2) times the bit length
	if n < len(pow10) && v >= pow10[n] {
		n++
	}
	return max(n, 1)
}

// appendUint64 appends v in decimal without allocating.
func appendUint64(dst []byte, v uint64) []byte { return appendDigits(dst, v, false) }

// appendDigits appends v in decimal, after a minus sign when negative, without
// allocating: the digits are written in place from the end, eight at a time
// (formatEightDigits) while more than eight are left, then two per division.
func appendDigits(dst []byte, v uint64, negative bool) []byte {
	if negative {
		dst = append(dst, '-')
	}
	if v < 10 {
		return append(dst, byte('0'+v))
	}
	if v < 100 {
		return append(dst, digitPairs[v*2], digitPairs[v*2+1])
	}
	m, n := len(dst), decimalLen(v)
	if cap(dst)-m < n {
		dst = append(dst[:cap(dst)], make([]byte, n)...)[:m]
	}
	dst = dst[:m+n]
	d := dst[m:]
	i := n
	for v >= 1e8 {
		q := v / 1e8
		i -= 8
		binary.LittleEndian.PutUint64(d[i:i+8], formatEightDigits(uint32(v-q*1e8)))
		v = q
	}
	// The leading one to eight digits, two per division: for a short number this is
	// faster than formatEightDigits and a shifted store.
	w := uint32(v)
	for w >= 100 {
		q := w / 100
		r := (w - q*100) * 2
		i -= 2
		d[i], d[i+1] = digitPairs[r], digitPairs[r+1]
		w = q
	}
	if w >= 10 {
		d[0], d[1] = digitPairs[w*2], digitPairs[w*2+1]
	} else {
		d[0] = byte('0' + w)
	}
	return dst
}

// formatEightDigits returns r < 10^8 as eight ASCII digits, leading zeros included, the
// first digit in the lowest byte (for a little-endian store): one division into two
// halves of four digits, each looked up in fourDigits.
func formatEightDigits(r uint32) uint64 {
	hi := r / 10000
	return uint64(fourDigits[hi]) | uint64(fourDigits[r-hi*10000])<<32
}

// fourDigits holds the four ASCII digits of 0 to 9999, leading zeros included, the first
// in the lowest byte (40 KB, built at start-up, never written after).
var fourDigits = func() (t [10000]uint32) {
	for i := range t {
		t[i] = uint32('0'+i/1000) | uint32('0'+i/100%10)<<8 | uint32('0'+i/10%10)<<16 | uint32('0'+i%10)<<24
	}
	return
}()

// appendInt64 appends v in decimal without allocating. It is small enough to be
// inlined: one call to appendDigits.
func appendInt64(dst []byte, v int64) []byte {
	u := uint64(v)
	if v < 0 {
		u = -u // also right for math.MinInt64
	}
	return appendDigits(dst, u, v < 0)
}
