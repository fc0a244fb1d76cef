package riffle

import (
	"bytes"
	"fmt"
	"testing"
	"unicode/utf8"
)

// escapeScanWant is escapeScan's definition, a rune at a time: the first byte to
// escape in the well-formed prefix of buf[i:], else the end of that prefix, bad when
// it is not the end of buf.
func escapeScanWant(buf []byte, i int, html bool) (int, bool) {
	for i < len(buf) {
		r, n := utf8.DecodeRune(buf[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			return i, true
		case r < 0x20, r == '"', r == '\\', r == '\u2028', r == '\u2029',
			html && (r == '<' || r == '>' || r == '&'):
			return i, false
		}
		i += n
	}
	return i, false
}

// checkEscapeScan checks the result (k, bad) of a set's escapeScan from i against
// the definition's (wk, wbad). The exact sets must give it; the AVX-512 kernel may
// instead report bad at the start k of the 64-byte block in which an ill-formed
// sequence shows. Then, from j, the start of the sequence that holds k (a block edge
// may cut one), buf[i:j] must be well-formed with nothing to escape and the ill-formed
// sequence must come before k+64: appendEscaped goes on from j with the scalar twin.
func checkEscapeScan(set kernelSet, buf []byte, i, k int, bad bool, wk int, wbad bool) error {
	if k == wk && bad == wbad {
		return nil
	}
	if set.name == "avx512" && bad && k >= i && k <= len(buf) {
		j := utf8SequenceStart(buf, i, k)
		ill := validUTF8EndGeneric(buf, i) // the first ill-formed sequence
		if wk >= j && ill >= j && ill < len(buf) && ill < k+64 {
			return nil
		}
	}
	return fmt.Errorf("%s from %d: got %d, %v; want %d, %v (% x)", set.name, i, k, bad, wk, wbad, buf)
}

// escapeSpecials are the pieces the writer's scan must report (each one alone), put
// into texts by the tests below; the 0xE2 sequences that are not U+2028 or U+2029 and
// '/' must not be reported.
var escapeSpecials = [][]byte{{'"'}, {'\\'}, {0x00}, {'\n'}, {0x1F}, {'<'}, {'>'}, {'&'},
	[]byte("\u2028"), []byte("\u2029"), []byte("\u2027"), []byte("\u202a"), []byte("…"), {'/'}, {0x7F}}

// TestEscapeScanKernels puts each special piece, and each ill-formed sequence, at
// positions of the kernelTexts (every position at two alignments up to 130 bytes) and
// checks every set against the definition, with and without the HTML bytes.
func TestEscapeScanKernels(t *testing.T) {
	sets := supportedKernels()
	pieces := append(append([][]byte(nil), escapeSpecials...), utf8Bad...)
	kernelTexts(pieces, 130, func(buf, what []byte, at, align int) {
		for _, i := range []int{0, 33} {
			if i > len(buf) || i < len(buf) && !utf8.RuneStart(buf[i]) {
				continue
			}
			for _, html := range []bool{false, true} {
				wk, wbad := escapeScanWant(buf, i, html)
				for _, set := range sets {
					k, bad := set.escapeScan(buf, i, html)
					if err := checkEscapeScan(set, buf, i, k, bad, wk, wbad); err != nil {
						t.Fatalf("% x at %d, align %d len %d html=%v: %v", what, at, align, len(buf), html, err)
					}
				}
			}
		}
	})
}

// TestEscapeScanPairs puts two pieces into one text, a byte to escape and an ill-formed
// sequence, each before the other and at offsets on both sides of the kernels' 32- and
// 64-byte steps, and checks every set against the definition from the text's start.
// The AVX2 scan finds the escape before it checks the UTF-8 (up to the escape only),
// so which of the two comes first decides its answer.
func TestEscapeScanPairs(t *testing.T) {
	sets := supportedKernels()
	offsets := []int{0, 3, 17, 30, 33, 62, 66, 95}
	for _, esc := range escapeSpecials {
		for _, bad := range utf8Bad {
			for _, a := range offsets {
				for _, b := range offsets {
					buf := bytes.Repeat([]byte("abcdefgh"), 16) // 128 plain bytes
					if a+len(esc) > b && b+len(bad) > a {
						continue // the pieces would overlap
					}
					copy(buf[a:], esc)
					copy(buf[b:], bad)
					for _, html := range []bool{false, true} {
						wk, wbad := escapeScanWant(buf, 0, html)
						for _, set := range sets {
							k, isBad := set.escapeScan(buf, 0, html)
							if err := checkEscapeScan(set, buf, 0, k, isBad, wk, wbad); err != nil {
								t.Fatalf("% x at %d, % x at %d, html=%v: %v", esc, a, bad, b, html, err)
							}
						}
					}
				}
			}
		}
	}
}
