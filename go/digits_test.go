package riffle

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"
	"unicode/utf8"
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

// TestUTF8Run checks the run scanner against utf8.Valid on random mixes of well-formed
// and ill-formed sequences: the run it returns is well-formed, ends at a sequence
// boundary, and stops only where the next sequence is not a complete, well-formed one.
func TestUTF8Run(t *testing.T) {
	pieces := [][]byte{
		[]byte("ж"), []byte("я"), []byte("\u0080"), []byte("\u07ff"), []byte("日"), []byte("本"),
		[]byte("\u0800"), []byte("\ud7ff"), []byte("\ue000"), []byte("\uffff"), []byte("😀"),
		{0xC0, 0x80}, {0xC1, 0xBF}, {0xE0, 0x80, 0x80}, {0xED, 0xA0, 0x80}, {0xF4, 0x90, 0x80, 0x80},
		{0xE0, 0xA0, 0x80}, {0xED, 0x9F, 0xBF}, {0x80}, {0xC3}, {0xE3, 0x81}, []byte("a"), []byte("\""),
	}
	r := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 200000; n++ {
		var b []byte
		for k := r.IntN(12); k >= 0; k-- {
			b = append(b, pieces[r.IntN(len(pieces))]...)
		}
		end := utf8Run(b, 0)
		if !utf8.Valid(b[:end]) {
			t.Fatalf("utf8Run(% x) = %d: ill-formed prefix", b, end)
		}
		// The slow scanner: sequences one at a time while all four bytes are there. The
		// run may go further (a word of whole sequences), never less far, and where it
		// stops the slow scanner stops too.
		slow := func(i int) int {
			for i+4 <= len(b) && b[i] >= 0x80 {
				rn, size := utf8.DecodeRune(b[i:])
				if rn == utf8.RuneError && size == 1 {
					break
				}
				i += size
			}
			return i
		}
		if want := slow(0); end < want || slow(end) != end {
			t.Fatalf("utf8Run(% x) = %d, slow scanner %d", b, end, want)
		}
	}
}
