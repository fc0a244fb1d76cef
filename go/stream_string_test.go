package riffle

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// stringCases are strings with their exact compact output (no HTML escaping); they
// also seed FuzzStream.
var stringCases = []struct {
	name, in, want string
}{
	{"empty", "", `""`},
	{"plain", "hello", `"hello"`},
	{"quote", `a"b`, `"a\"b"`},
	{"backslash", `a\b`, `"a\\b"`},
	{"short escapes", "\b\f\n\r\t", `"\b\f\n\r\t"`},
	{"control", "\x00\x01\x1f", `"\u0000\u0001\u001f"`},
	{"del", "\x7f", "\"\x7f\""},
	{"html unescaped", "<a>&", `"<a>&"`},
	{"slash", "/", `"/"`},
	{"two byte", "é", `"é"`},
	{"three byte", "€", `"€"`},
	{"four byte", "😀", `"😀"`},
	{"line separator", "a\u2028b", `"a\u2028b"`},
	{"paragraph separator", "\u2029", `"\u2029"`},
	{"replacement char valid", "\uFFFD", "\"\uFFFD\""},
	{"long clean", strings.Repeat("abcdefgh", 9) + "x", `"` + strings.Repeat("abcdefgh", 9) + `x"`},
	{"escape at word end", "abcdefg\n", `"abcdefg\n"`},
	{"escape after word", "abcdefgh\"", `"abcdefgh\""`},
	{"multibyte across word", "abcdefgé", `"abcdefgé"`},
}

func TestStreamStrings(t *testing.T) {
	for _, tc := range stringCases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := streamOut(Config{}, func(s *Stream) { s.WriteString(tc.in) })
			if err != nil || got != tc.want {
				t.Fatalf("got %s, %v; want %s", got, err, tc.want)
			}
			if want := encodingJSON(t, tc.in, false, ""); got != want {
				t.Fatalf("got %s, encoding/json %s", got, want)
			}
		})
	}
}

// checkStringLikeEncodingJSON writes in under every option and compares with
// encoding/json: byte for byte when the UTF-8 is valid or the policy replaces, an
// error with nothing written when it rejects ill-formed UTF-8.
func checkStringLikeEncodingJSON(t *testing.T, in []byte) {
	t.Helper()
	for _, html := range []bool{false, true} {
		// encoding/json writes a []byte as base64, so compare through a string.
		want := encodingJSON(t, string(in), html, "")
		for _, policy := range []InvalidUTF8Policy{InvalidUTF8Reject, InvalidUTF8Replace} {
			c := Config{EscapeHTML: html, InvalidUTF8: policy}
			got, err := streamOut(c, func(s *Stream) { s.WriteStringBytes(in) })
			if policy == InvalidUTF8Reject && !utf8.Valid(in) {
				var e *Error
				if !errors.As(err, &e) || e.Kind != KindInvalidValue || got != "" {
					t.Fatalf("%q html=%v reject: got %q, %v; want KindInvalidValue and no output", in, html, got, err)
				}
				continue
			}
			if err != nil || got != want {
				t.Fatalf("%q html=%v policy=%d: got %s, %v; encoding/json %s", in, html, policy, got, err, want)
			}
			name, err := streamOut(c, func(s *Stream) {
				s.WriteObjectStart()
				s.WriteObjectField(string(in))
				s.WriteInt(1)
				s.WriteObjectEnd()
			})
			if err != nil || name != "{"+want+":1}" {
				t.Fatalf("%q as name: got %s, %v", in, name, err)
			}
			if enc := c.NewEncodedName(string(in)); enc.enc != ","+want+":" {
				t.Fatalf("%q EncodedName: got %s", in, enc.enc)
			}
		}
	}
}

// Every byte alone, and inside runs of clean bytes at every alignment modulo 8 (so
// the SWAR scan meets it in every lane and at every word boundary).
func TestStreamStringEveryByte(t *testing.T) {
	for b := range 256 {
		checkStringLikeEncodingJSON(t, []byte{byte(b)})
		for pre := range 9 {
			for _, post := range []int{0, 1, 7, 8, 9} {
				in := append(bytes.Repeat([]byte{'a'}, pre), byte(b))
				in = append(in, bytes.Repeat([]byte{'z'}, post)...)
				checkStringLikeEncodingJSON(t, in)
				// A run of the byte itself.
				checkStringLikeEncodingJSON(t, bytes.Repeat([]byte{byte(b)}, pre+post+1))
			}
		}
	}
}

// Every two-byte sequence with a non-ASCII lead byte, and three- and four-byte
// sequences at the edges of the UTF-8 ranges (overlongs, surrogates, > U+10FFFF,
// truncation), each at every alignment.
func TestStreamStringUTF8Sequences(t *testing.T) {
	for b0 := 0x80; b0 < 0x100; b0++ {
		for b1 := range 256 {
			checkStringLikeEncodingJSON(t, []byte{byte(b0), byte(b1)})
		}
	}
	edges := []byte{0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc2, 0xe0, 0xed, 0xf0, 0xf4, 0xf5, 0xff}
	for b0 := 0xe0; b0 < 0x100; b0++ {
		for _, b1 := range edges {
			for _, b2 := range edges {
				checkStringLikeEncodingJSON(t, []byte{byte(b0), b1, b2})
				for _, b3 := range edges {
					in := []byte{byte(b0), b1, b2, b3}
					checkStringLikeEncodingJSON(t, in)
				}
			}
		}
	}
	for _, s := range []string{"\u2028", "\u2029", "\u2027", "\u202a", "\U0010FFFF", "\uFFFD", "\u0800", "\uD7FF", "\uE000"} {
		for pre := range 8 {
			checkStringLikeEncodingJSON(t, []byte(strings.Repeat("x", pre)+s+"<&>"+s))
		}
	}
}

// Random byte strings drawn mostly from the bytes that need care.
func TestStreamStringRandom(t *testing.T) {
	alphabet := []byte("abc\"\\<>&/\x00\x1f\n\t\x7f\x80\xbf\xc3\xa9\xe2\x80\xa8\xf0\x9f\x98\x80\xed\xa0\xff")
	rng := newTestRand(3)
	n := 30000
	if testing.Short() {
		n = 3000
	}
	for range n {
		in := make([]byte, rng.IntN(40))
		for i := range in {
			if rng.IntN(3) == 0 {
				in[i] = byte(rng.IntN(256))
			} else {
				in[i] = alphabet[rng.IntN(len(alphabet))]
			}
		}
		checkStringLikeEncodingJSON(t, in)
	}
}

func TestStreamStringHTML(t *testing.T) {
	got, err := streamOut(Config{EscapeHTML: true}, func(s *Stream) { s.WriteString("<script>&amp;</script>") })
	want := `"\u003cscript\u003e\u0026amp;\u003c/script\u003e"`
	if err != nil || got != want {
		t.Fatalf("got %s, %v; want %s", got, err, want)
	}
}

func TestStreamStringInvalidUTF8(t *testing.T) {
	cases := []struct {
		name       string
		write      func(s *Stream)
		out, ptr   string
		offset     int64
		replaceOut string
	}{
		{"top string", func(s *Stream) { s.WriteString("ab\xffc") }, ``, ``, 0, `"ab\ufffdc"`},
		{"element", func(s *Stream) {
			s.WriteArrayStart()
			s.WriteInt(1)
			s.WriteStringBytes([]byte("\xc3"))
			s.WriteArrayEnd()
		}, `[1`, `/1`, 2, `[1,"\ufffd"]`},
		{"member value", func(s *Stream) {
			s.WriteObjectStart()
			s.WriteObjectField("a/b")
			s.WriteString("\xed\xa0\x80")
			s.WriteObjectEnd()
		}, `{"a/b":`, `/a~1b`, 7, `{"a/b":"\ufffd\ufffd\ufffd"}`},
		{"member name", func(s *Stream) {
			s.WriteObjectStart()
			s.WriteObjectField("a")
			s.WriteNil()
			s.WriteObjectField("\xe2\x82")
			s.WriteNil()
			s.WriteObjectEnd()
		}, `{"a":null`, ``, 9, `{"a":null,"\ufffd\ufffd":null}`},
		{"encoded name", func(s *Stream) {
			s.WriteArrayStart()
			s.WriteObjectStart()
			s.WriteObjectField("a")
			s.WriteNil()
			s.WriteObjectEncodedField(NewEncodedName("\x80"))
			s.WriteNil()
			s.WriteObjectEnd()
			s.WriteArrayEnd()
		}, `[{"a":null`, `/0`, 10, `[{"a":null,"\ufffd":null}]`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, err := streamOut(Config{}, tc.write)
			var e *Error
			if !errors.As(err, &e) || e.Kind != KindInvalidValue || e.Pointer != tc.ptr || e.Offset != tc.offset {
				t.Fatalf("error %#v, want KindInvalidValue at %q offset %d", err, tc.ptr, tc.offset)
			}
			if out != tc.out {
				t.Fatalf("output %q, want %q", out, tc.out)
			}
			if tc.name == "encoded name" {
				return // the name was encoded with the default (reject) policy
			}
			out, err = streamOut(Config{InvalidUTF8: InvalidUTF8Replace}, tc.write)
			if err != nil || out != tc.replaceOut {
				t.Fatalf("replace: got %s, %v; want %s", out, err, tc.replaceOut)
			}
		})
	}
	rep := Config{InvalidUTF8: InvalidUTF8Replace}.NewEncodedName("\x80")
	if out, err := streamOut(Config{}, func(s *Stream) {
		s.WriteObjectStart()
		s.WriteObjectEncodedField(rep)
		s.WriteNil()
		s.WriteObjectEnd()
	}); err != nil || out != `{"\ufffd":null}` {
		t.Fatalf("replacing EncodedName: %s, %v", out, err)
	}
}

// Strings of every length up to 40 with one byte that needs a look at every position:
// the short-string paths check 1 to 3 bytes one by one, 4 to 7 and 8 to 24 bytes with
// overlapping words, so each byte of each word must be seen.
func TestStreamStringEveryPosition(t *testing.T) {
	for n := 1; n <= 40; n++ {
		for pos := range n {
			for _, b := range []byte{'"', '\\', 0x00, 0x1f, '<', '>', '&', '=', 0xc3, 0xff, 0xe2} {
				in := bytes.Repeat([]byte{'m'}, n)
				in[pos] = b
				checkStringLikeEncodingJSON(t, in)
			}
		}
		checkStringLikeEncodingJSON(t, bytes.Repeat([]byte{'m'}, n))
	}
}

// Long strings of non-ASCII text (where the escaper checks UTF-8 a whole stretch at a
// time and looks for the next byte to escape eight bytes at a time, or with the
// kernels from 32 bytes on) with one special piece at every position: an escape, an
// HTML byte, U+2028/U+2029 (E2 80 A8/A9 among other E2 sequences), an ill-formed
// byte or a cut sequence.
func TestStreamStringLongMixed(t *testing.T) {
	text := []byte(strings.Repeat("日本語のテキスト“引用”…", 4)) // E2 80 9C, E2 80 9D, E2 80 A6
	// Text, then a run of ASCII longer than a 64-byte block: a sequence cut just
	// before the run leaves an all-ASCII block to find it.
	text = append(text, strings.Repeat("plain ascii ", 12)...)
	for _, prefix := range [][]byte{nil, []byte("ascii first, then text: ")} {
		for _, special := range []string{"\"", "\\", "\x01", "\n", "<", ">", "&", "\u2028", "\u2029", "\xff", "\xe2\x82", "\xed\xa0\x80"} {
			for pos := 0; pos <= len(text); pos++ {
				in := append(append(append(append([]byte(nil), prefix...), text[:pos]...), special...), text[pos:]...)
				checkStringLikeEncodingJSON(t, in)
			}
		}
	}
}

// A sequence cut by the end of the string, after text of every length up to 200 (so
// the string ends at, and just around, each edge of the escaper's 64-byte blocks).
func TestStreamStringCutAtEnd(t *testing.T) {
	for n := 0; n <= 200; n++ {
		for _, cut := range []string{"\xe2\x82", "\xf0\x9d\x84", "\xc3"} {
			checkStringLikeEncodingJSON(t, []byte(strings.Repeat("é", n/2)+strings.Repeat("a", n%2)+cut))
			checkStringLikeEncodingJSON(t, []byte(strings.Repeat("a", n)+cut))
		}
	}
}
