package riffle

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

// TestDigitsEnd checks the eight-at-a-time digit scan against a byte loop, with the
// first non-digit at every position of a word and every byte value, plus random words.
func TestDigitsEnd(t *testing.T) {
	slow := func(b []byte, i int) int {
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
		return i
	}
	check := func(b []byte) {
		t.Helper()
		for i := 0; i <= len(b); i++ {
			if got, want := digitsEnd(b, i), slow(b, i); got != want {
				t.Fatalf("digitsEnd(%q, %d) = %d, want %d", b, i, got, want)
			}
		}
	}
	for c := 0; c < 256; c++ {
		for k := 0; k < 17; k++ {
			b := []byte("1234567890123456789")
			b[k] = byte(c)
			check(b)
			check(b[:k+1])
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 20000; n++ {
		b := make([]byte, r.IntN(20))
		for k := range b {
			if r.IntN(4) == 0 {
				b[k] = byte(r.IntN(256))
			} else {
				b[k] = byte('0' + r.IntN(10))
			}
		}
		check(b)
		if len(b) >= 8 {
			w := binary.LittleEndian.Uint64(b)
			if got, want := allDigits(w), slow(b[:8], 0) == 8; got != want {
				t.Fatalf("allDigits(%q) = %v", b[:8], got)
			}
		}
	}
}
