package riffle

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

// appendUint64 appends v in decimal without allocating.
func appendUint64(dst []byte, v uint64) []byte {
	if v < 10 {
		return append(dst, byte('0'+v))
	}
	var a [20]byte
	i := len(a)
	for v >= 100 {
		q := v / 100
		r := (v - q*100) * 2
		i -= 2
		a[i], a[i+1] = digitPairs[r], digitPairs[r+1]
		v = q
	}
	if v >= 10 {
		i -= 2
		a[i], a[i+1] = digitPairs[v*2], digitPairs[v*2+1]
	} else {
		i--
		a[i] = byte('0' + v)
	}
	return append(dst, a[i:]...)
}

// appendInt64 appends v in decimal without allocating.
func appendInt64(dst []byte, v int64) []byte {
	u := uint64(v)
	if v < 0 {
		dst = append(dst, '-')
		u = -u // also right for math.MinInt64
	}
	return appendUint64(dst, u)
}
