package riffle

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestMessageBoundedDeepPointer: an error 100,000 levels deep has a pointer of 200,000
// bytes; the message cuts it in the middle (errors.md, "Messages") and stays short, while
// the Pointer field keeps it whole. Every input form gives the same message.
func TestMessageBoundedDeepPointer(t *testing.T) {
	const depth = 100_000
	in := []byte(strings.Repeat("[", depth) + "x")
	cfg := Config{MaxDepth: -1}
	wantPtr := strings.Repeat("/0", depth)
	wantMsg := `riffle: invalid-character: expected a value, found 'x' at offset 100000, pointer "` +
		strings.Repeat("/0", 50) + "…" + strings.Repeat("/0", 50) + `"`
	for _, m := range inputModes {
		it := m.make(cfg, in)
		it.Skip()
		e := asError(t, it.Err())
		if e.Pointer != wantPtr {
			t.Fatalf("%s: pointer of %d bytes, want the whole %d", m.name, len(e.Pointer), len(wantPtr))
		}
		msg := e.Error()
		if len(msg) >= 400 || msg != wantMsg {
			t.Fatalf("%s: message of %d bytes:\n%s\nwant\n%s", m.name, len(msg), msg, wantMsg)
		}
	}
}

// TestQuotedBounded checks the cut at its boundary (200 characters are kept whole, 201
// are cut), on code points (a multi-byte character is never split), and the escapes.
func TestQuotedBounded(t *testing.T) {
	q := func(s string) string { return string(appendQuotedBounded(nil, s)) }
	s200 := strings.Repeat("a", 99) + "é" + strings.Repeat("b", 100)
	if got := q(s200); got != `"`+s200+`"` {
		t.Fatalf("200 characters were changed: %s", got)
	}
	s201 := strings.Repeat("a", 99) + "é😀" + strings.Repeat("b", 99) + "c"
	want := `"` + strings.Repeat("a", 99) + "é…" + strings.Repeat("b", 99) + `c"`
	if got := q(s201); got != want || !utf8.ValidString(got) {
		t.Fatalf("201 characters: %s, want %s", got, want)
	}
	if got, want := q("a\"\\\b\f\n\r\t\x01\x1f\x7f\u2028é"), `"a\"\\\b\f\n\r\t\u0001\u001f\u007f`+"\u2028é\""; got != want {
		t.Fatalf("escapes: %s, want %s", got, want)
	}
	if got := q("a\xffb"); got != "\"a\uFFFDb\"" {
		t.Fatalf("invalid UTF-8: %q", got)
	}
}
