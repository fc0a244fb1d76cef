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

// TestSkipBOMForms: the skip-BOM option on every input form, a reused Iterator (the
// pending check is reset), and an I/O error right after the BOM (reported at offset 3).
func TestSkipBOMForms(t *testing.T) {
	in := []byte("\xEF\xBB\xBF[1]")
	cfg := Config{SkipBOM: true}
	for _, m := range inputModes {
		it := m.make(cfg, in)
		it.Skip()
		if err := it.Finish(); err != nil {
			t.Fatalf("%s: %v", m.name, err)
		}
		if off := it.InputOffset(); off != int64(len(in)) {
			t.Fatalf("%s: offset %d after the value, want %d", m.name, off, len(in))
		}
	}
	it := cfg.NewIteratorReader(&chunkReader{b: in, n: 1})
	it.Skip()
	it.ResetReader(&chunkReader{b: []byte("\xEF\xBB\xBF"), n: 1})
	if it.Skip(); errMessageSummary(it.Err()) != `unexpected-end@3  | riffle: unexpected-end: unexpected end of input at offset 3, pointer ""` {
		t.Fatalf("reused: %v", it.Err())
	}
	it.Reset([]byte("\xEF\xBB\xBF\xEF\xBB\xBF"))
	if it.Skip(); errSummary(it.Err()) != "invalid-character@3 " {
		t.Fatalf("second BOM: %v", it.Err())
	}
	it = cfg.NewIteratorReader(&failReader{b: []byte("\xEF\xBB\xBF"), err: errBoom})
	it.Skip()
	if e := asError(t, it.Err()); e.Kind != KindIO || e.Offset != 3 {
		t.Fatalf("I/O error after the BOM: %v", e)
	}
	// Strict: the BOM is named even when the reader hands it over one byte at a time.
	it = NewIteratorReader(&chunkReader{b: in, n: 1})
	it.Skip()
	if e := asError(t, it.Err()); !strings.Contains(e.Error(), "found a UTF-8 byte order mark (BOM)") {
		t.Fatalf("strict: %v", e)
	}
}
