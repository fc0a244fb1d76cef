package riffle

import (
	"strings"
	"testing"
)

// TestWsEnd compares wsEnd (and spacesEnd after a newline) with a byte-by-byte loop on
// runs of 0 to 40 spaces after a newline, ended by a token, other whitespace, a
// control byte or the end of the buffer, at every start offset.
func TestWsEnd(t *testing.T) {
	naive := func(buf []byte, i int) int {
		for i < len(buf) && isWS[buf[i]] {
			i++
		}
		return i
	}
	for n := 0; n <= 40; n++ {
		for _, tail := range []string{"", "\"a\"", "}", "\t\"x\"", "\n  1", "\r\n", "\x01", " "} {
			for _, head := range []string{"", ",", "\r", " \t"} {
				buf := []byte(head + "\n" + strings.Repeat(" ", n) + tail)
				for i := 0; i <= len(buf); i++ {
					if got, want := wsEnd(buf, i), naive(buf, i); got != want {
						t.Fatalf("wsEnd(%q, %d) = %d, want %d", buf, i, got, want)
					}
				}
			}
		}
	}
}
