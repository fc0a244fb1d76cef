package riffle

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// TestFieldNames checks the member-name table against a plain search: every name is
// found at its first index, names that differ by one byte anywhere, by length or only
// by case are not found exactly, and lookupFold falls back to the first EqualFold match.
func TestFieldNames(t *testing.T) {
	sets := map[string][]string{
		"empty":     {},
		"one":       {"id"},
		"same-hash": {"ab", "aab", "abb", "acb", "ba", "a_b", "a-b"}, // same first and last bytes
		"dups":      {"x", "y", "x", "Y"},
		"blank":     {"", "a"},
		"unicode":   {"ſ", "K", "straße", "kelvin"},
		// Lengths past the length filter's last bit (63), and first bytes around the
		// ASCII letters (the filter lowers letters only).
		"long":  {strings.Repeat("l", 62), strings.Repeat("l", 63), strings.Repeat("m", 64), strings.Repeat("n", 100)},
		"first": {"@x", "`x", "[x", "{x", "Ax", "zx", "0x", "_x", "~x", "\x7fx"},
	}
	var many []string
	for i := range 300 {
		many = append(many, fmt.Sprintf("field%d", i), fmt.Sprintf("f%dx", i))
	}
	sets["many"] = many
	// Names over 16 bytes alike in their first and last eight bytes (the words the
	// exact table keeps): only the bytes between tell them apart.
	var sameWords []string
	for i := range 20 {
		sameWords = append(sameWords, fmt.Sprintf("collide-%02d-riffle!", i), fmt.Sprintf("collide-%04d-riffle!", i))
	}
	sets["same-words"] = sameWords
	// Every length from 0 to 40 (around the 8- and 16-byte boundaries that a
	// word-based compare would have), and for some, names that differ in one byte at
	// each position: the probes below then differ from a name in one byte anywhere.
	var lengths []string
	for n := range 41 {
		lengths = append(lengths, strings.Repeat("a", n))
		if n%4 == 1 || n == 8 || n == 16 || n == 17 {
			for i := range n {
				b := []byte(strings.Repeat("a", n))
				b[i] = 'b'
				lengths = append(lengths, string(b))
			}
		}
	}
	sets["lengths"] = lengths
	for name, names := range sets {
		t.Run(name, func(t *testing.T) {
			f := newFieldNames(names)
			exact := func(s string) int {
				for i, n := range names {
					if n == s {
						return i
					}
				}
				return -1
			}
			probes := append([]string{"", "zz", "ID", "Id", "s", "k", "STRASSE", "KELVIN", "field", "field3000"}, names...)
			for _, n := range names {
				probes = append(probes, n+"q", "q"+n, n[:len(n)/2])
				for i := range len(n) { // one byte changed at each position
					b := []byte(n)
					b[i] ^= 0x04
					probes = append(probes, string(b))
				}
			}
			for _, p := range probes {
				if got, want := f.lookup([]byte(p)), exact(p); got != want {
					t.Errorf("lookup(%q) = %d, want %d", p, got, want)
				}
				want := exact(p)
				if want < 0 {
					want = firstEqualFold(names, p)
				}
				if got := f.lookupFold([]byte(p)); got != want {
					t.Errorf("lookupFold(%q) = %d, want %d", p, got, want)
				}
			}
		})
	}
}

// firstEqualFold is the reference for lookupFold's second step: the index of the first
// name equal to p under strings.EqualFold, or -1.
func firstEqualFold(names []string, p string) int {
	for i, n := range names {
		if strings.EqualFold(n, p) {
			return i
		}
	}
	return -1
}

// TestFieldNamesFold checks lookupFold's ASCII table against strings.EqualFold on
// names that differ only in case, in letters and in the bytes that bit 5 maps onto
// letters ('@' and '`', '[' and '{').
func TestFieldNamesFold(t *testing.T) {
	names := []string{"id", "ID", "Name", "a@b", "a[b", "x_y", "url", "URLs", "k", "s"}
	f := newFieldNames(names)
	if f.foldSlots == nil {
		t.Fatal("ASCII names got no fold table")
	}
	for _, p := range []string{"Id", "iD", "NAME", "nAmE", "A@B", "a`b", "A{B", "a{b", "X_Y", "x_Y", "URL", "Url", "urls", "K", "S", "\u212a", "\u017f", "nam", "names"} {
		want := -1
		for i, n := range names {
			if n == p {
				want = i
				break
			}
		}
		if want < 0 {
			want = firstEqualFold(names, p)
		}
		if got := f.lookupFold([]byte(p)); got != want {
			t.Errorf("lookupFold(%q) = %d, want %d", p, got, want)
		}
	}
}

// TestIntAtPos checks the fast integer read: it takes plain integers that fit and end
// inside the buffer, and leaves everything else (consuming nothing) to the general read.
func TestIntAtPos(t *testing.T) {
	for _, c := range []struct {
		in   string
		bits int
		want int64
		ok   bool
	}{
		{"[12,", 64, 12, true}, {"[-7]", 8, -7, true}, {"[0 ", 64, 0, true}, {"[-0]", 64, 0, true},
		{"[127]", 8, 127, true}, {"[128]", 8, 0, false}, {"[-128]", 8, -128, true}, {"[-129]", 8, 0, false},
		{"[123456789012345678]", 64, 123456789012345678, true}, {"[1234567890123456789]", 64, 0, false},
		{"[1.5]", 64, 0, false}, {"[1e2]", 64, 0, false}, {"[01]", 64, 0, false}, {"[-]", 64, 0, false},
		{"[12", 64, 0, false}, {`["1"]`, 64, 0, false}, {"[ 1]", 64, 1, true},
	} {
		it := NewIterator([]byte(c.in))
		it.ReadArray()
		pos := it.pos
		n, ok := it.intAtPos(c.bits)
		if n != c.want || ok != c.ok || (!ok && it.pos != pos) || (ok && it.pos == pos) {
			t.Errorf("%s: intAtPos(%d) = %d, %v (pos %d -> %d), want %d, %v", c.in, c.bits, n, ok, pos, it.pos, c.want, c.ok)
		}
	}
}

// TestIntAtPosDigits checks intAtPos on integers of every length it takes, with
// every digit in every place, against strconv.
func TestIntAtPosDigits(t *testing.T) {
	for length := 1; length <= 19; length++ {
		for d := range 10 {
			digits := make([]byte, length)
			for i := range digits {
				digits[i] = byte('0' + (d+i*7)%10)
			}
			if length > 1 && digits[0] == '0' {
				digits[0] = '9'
			}
			for _, sign := range []string{"", "-"} {
				in := "[" + sign + string(digits) + "]"
				want, err := strconv.ParseInt(sign+string(digits), 10, 64)
				it := NewIterator([]byte(in))
				it.ReadArray()
				n, ok := it.intAtPos(64)
				if ok != (length <= 18 && err == nil) || (ok && n != want) {
					t.Errorf("%s: intAtPos = %d, %v; strconv %d, %v", in, n, ok, want, err)
				}
			}
		}
	}
	for _, c := range []struct {
		w  string
		ok bool
	}{{"1234567a", false}, {"12345/78", false}, {"1234567:", false}, {"0000000\x00", false},
		{" 1234567", false}, {"98765432", true}, {"\xff1234567", false}, {"00000000", true}} {
		v, ok := eightDigits(binary.LittleEndian.Uint64([]byte(c.w)))
		if want, _ := strconv.ParseUint(c.w, 10, 64); ok != c.ok || v != want {
			t.Errorf("eightDigits(%q) = %d, %v", c.w, v, ok)
		}
	}
}

// TestNameGuess checks a guessed name against every name of 1 to 40 bytes that
// differs from it in one byte (its closing quote included), and that names that
// would need a scan are never guessed.
func TestNameGuess(t *testing.T) {
	for n := 1; n <= 40; n++ {
		name := make([]byte, n)
		for i := range name {
			name[i] = byte('a' + (i*7+n)%26)
		}
		if n%5 == 0 && n >= 3 {
			copy(name[n-3:], "é_") // a two-byte sequence
		}
		g, ok := newNameGuess(string(name))
		if !ok || g.n != n {
			t.Fatalf("%q: no guess", name)
		}
		text := append(append([]byte(nil), name...), '"', ':', ' ')
		text = append(text, make([]byte, g.need)...) // room to compare, as readObject checks
		if !g.at(text) {
			t.Errorf("%q: its own name is not matched", name)
		}
		for i := 0; i <= n; i++ {
			for _, c := range []byte{'"', 'x', 0, 0xC3} {
				if c == text[i] {
					continue
				}
				other := append([]byte(nil), text...)
				other[i] = c
				if g.at(other) {
					t.Errorf("%q: matched %q", name, other[:n+1])
				}
			}
		}
	}
	for _, name := range []string{"", `a"b`, `a\b`, "a\x01", "\xff", "caf\xc3"} {
		if _, ok := newNameGuess(name); ok {
			t.Errorf("%q: guessed", name)
		}
	}
}

// guessTarget has names of the lengths where nameGuess compares one, two, three words
// and the bytes between (8, 15, 16, 23, 24 and 31 bytes), and a non-ASCII one.
type guessTarget struct {
	A int    `json:"abcdefgh"`
	B int    `json:"abcdefghijklmno"`
	C int    `json:"abcdefghijklmnop"`
	D int    `json:"abcdefghijklmnopqrstuvw"`
	E int    `json:"abcdefghijklmnopqrstuvwx"`
	F string `json:"abcdefghijklmnopqrstuvwxyz01234"`
	G bool   `json:"café"`
}

// TestUnmarshalGuessedNames decodes members in field order, each also written with an
// escape, one byte more or less, a byte changed in the middle or at byte 16, or in
// another case, and at the end of the input, against encoding/json: a guess compares
// the whole name.
func TestUnmarshalGuessedNames(t *testing.T) {
	names := []string{"abcdefgh", "abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmnopqrstuvw",
		"abcdefghijklmnopqrstuvwx", "abcdefghijklmnopqrstuvwxyz01234", "café"}
	values := []string{"1", "2", "3", "4", "5", `"f"`, "true"}
	variants := []func(string) string{
		func(n string) string { return n },
		func(n string) string { return `\u0061` + n[1:] },
		func(n string) string { return n[:len(n)-1] },
		func(n string) string { return n + "z" },
		func(n string) string { return n[:len(n)/2] + "#" + n[len(n)/2+1:] },
		func(n string) string { // a byte between the words compared (from byte 16)
			if len(n) <= 16 {
				return n
			}
			return n[:16] + "#" + n[17:]
		},
		func(n string) string { return strings.ToUpper(n[:1]) + n[1:] },
	}
	for k, variant := range variants {
		for skip := range names {
			var members []string
			for i, n := range names {
				if i == skip {
					n = variant(n)
				}
				members = append(members, `"`+n+`":`+values[i])
			}
			for _, doc := range []string{
				"{" + strings.Join(members, ",") + "}",
				"{\n  " + strings.Join(members, ",\n  ") + "\n}",
				"{" + members[skip] + "}", // the member alone, at the end of the input
			} {
				checkUnmarshal(t, Compatible(), []byte(doc), newOf[guessTarget]())
				if k != len(variants)-1 { // Fastest matches case-sensitively, encoding/json does not
					checkUnmarshal(t, Fastest(), []byte(doc), newOf[guessTarget]())
				}
			}
		}
	}
}
