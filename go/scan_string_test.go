package riffle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf16"
	"unicode/utf8"
)

// TestStringScanLongRuns checks the string scanner around its kernel calls: plain runs
// past plainHead's reach, long multi-byte runs handed to the UTF-8 kernel, and one bad
// byte (control, ill-formed UTF-8, bad escape) at every position, as a member value,
// an element and a member name, from a slice and from a reader feeding one byte at a
// time. The kind and offset are fixed by the input; the pointer must agree between the
// input modes.
func TestStringScanLongRuns(t *testing.T) {
	units := map[string]string{
		"ascii": "abcdefgh", "latin": "é", "cyrillic": "Лф", "cjk": "日本",
		"emoji": "😀", "mixed": "a日é😀 ",
	}
	bads := []struct {
		name, bytes string
		kind        ErrorKind
	}{
		{"control", "\x01", KindInvalidCharacter},
		{"ff", "\xff", KindInvalidUTF8},
		{"stray continuation", "\x80", KindInvalidUTF8},
		{"cut sequence", "\xe6\x97", KindInvalidUTF8},
		{"surrogate", "\xed\xa0\x80", KindInvalidUTF8},
		{"overlong", "\xc0\xaf", KindInvalidUTF8},
		{"bad escape", `\x`, KindInvalidEscape},
	}
	wraps := []struct{ before, after string }{
		{`{"k":"`, `"}`}, {`[1,"`, `"]`}, {`{"`, `":1}`}, {`"`, `"`},
	}
	for unitName, unit := range units {
		for _, n := range []int{0, 1, 7, 23, 24, 25, 31, 40, 63, 64, 65, 100, 200} {
			content := strings.Repeat(unit, n/len(unit)+1)
			for _, w := range wraps {
				good := w.before + content + w.after
				if err := Validate([]byte(good)); err != nil {
					t.Fatalf("%s %d %q: %v", unitName, n, good, err)
				}
				if err := Validate([]byte(w.before + content + `\n\"` + content + w.after)); err != nil {
					t.Fatalf("%s %d with an escape: %v", unitName, n, err)
				}
				// The length limit: one byte more than allowed, on either side of it.
				limited := Config{MaxStringBytes: len(content) - 1}
				if len(content) > 1 {
					var e *Error
					if !errors.As(limited.Validate([]byte(good)), &e) || e.Kind != KindLimitExceeded ||
						e.Offset != int64(len(w.before)-1) {
						t.Fatalf("%s %d %q: limit error %v", unitName, n, good, e)
					}
				}
				for _, bad := range bads {
					// Insert at every unit boundary up to n bytes in.
					for at := 0; at <= len(content) && at <= n; at += len(unit) {
						doc := w.before + content[:at] + bad.bytes + content[at:] + w.after
						checkStringError(t, doc, bad.kind, len(w.before)+at)
					}
				}
			}
		}
	}
}

// checkStringError checks that doc fails with kind at offset, from a slice and from a
// one-byte reader, with the same pointer; and that InvalidUTF8Replace accepts ill-formed
// UTF-8.
func checkStringError(t *testing.T, doc string, kind ErrorKind, offset int) {
	t.Helper()
	var e *Error
	if !errors.As(Validate([]byte(doc)), &e) || e.Kind != kind || e.Offset != int64(offset) {
		t.Fatalf("%q: got %v, want %v at %d", doc, e, kind, offset)
	}
	it := NewIteratorReader(iotest.OneByteReader(bytes.NewReader([]byte(doc))))
	it.Skip()
	var r *Error
	if !errors.As(it.Finish(), &r) || r.Kind != e.Kind || r.Offset != e.Offset || r.Pointer != e.Pointer {
		t.Fatalf("%q: from a reader %v, from a slice %v", doc, r, e)
	}
	if kind == KindInvalidUTF8 {
		if err := (Config{InvalidUTF8: InvalidUTF8Replace}).Validate([]byte(doc)); err != nil {
			t.Fatalf("%q under replace: %v", doc, err)
		}
	}
}

// FuzzStringScan puts the input inside long strings (where the scanner calls the
// vector kernels on a slice) and checks that a one-byte reader, whose buffer ends at
// every byte so that the kernels see only short runs and take their twins, finds the
// same result: no error, or the same kind, offset and pointer. Where encoding/json's
// contract agrees (well-formed UTF-8, which it does not check, and no surrogate
// escapes), the two also agree on validity.
func FuzzStringScan(f *testing.F) {
	f.Add([]byte("plain"))
	f.Add([]byte("日本語のテキスト、かなり長いもの。"))
	f.Add([]byte("Леонард Никитин \xff"))
	f.Add([]byte(`a\u00e9\ud83d\ude00\x`))
	f.Add([]byte("\xe6\x97\xa5\xe6\x97"))
	f.Add([]byte("日本語のテキスト、かなり長いもの。 and more \xed\xa0\x80"))
	f.Add([]byte("日本語のテキスト、かなり長いもの。\x01"))
	f.Fuzz(func(t *testing.T, content []byte) {
		long := strings.Repeat("x", 30)
		for _, doc := range []string{
			`["` + long + string(content) + `"]`,
			`{"` + string(content) + long + string(content) + `":"` + string(content) + string(content) + `"}`,
		} {
			sliceErr := Validate([]byte(doc))
			it := NewIteratorReader(iotest.OneByteReader(bytes.NewReader([]byte(doc))))
			it.Skip()
			readerErr := it.Finish()
			var s, r *Error
			errors.As(sliceErr, &s)
			errors.As(readerErr, &r)
			if (s == nil) != (r == nil) || s != nil && (s.Kind != r.Kind || s.Offset != r.Offset || s.Pointer != r.Pointer) {
				t.Fatalf("%q: slice %v, reader %v", doc, sliceErr, readerErr)
			}
			if utf8.ValidString(doc) && !surrogateEscape.MatchString(doc) && (s == nil) != json.Valid([]byte(doc)) {
				t.Fatalf("%q: Validate %v, encoding/json.Valid %v", doc, sliceErr, json.Valid([]byte(doc)))
			}
		}
	})
}

// TestReadStringNeeds checks that a string read decodes exactly as the full decoding
// pass (appendDecoded with the replacement of ill-formed UTF-8 always on, under the
// replace policy) whatever the scanner reported it needs: strings with escapes,
// ill-formed UTF-8, both and neither, as values (ReadString, ReadStringAsSlice) and as
// member names, under each UTF-8 policy and input kind. Under the reject policy a
// string with ill-formed UTF-8 or an unpaired surrogate escape is an error.
func TestReadStringNeeds(t *testing.T) {
	inputs := []string{`"plain"`, `"caf\u00e9 \n"`, "\"caf\xc3\xa9\\t\"", "\"bad \xff\"", "\"bad \xff \\n\"",
		`"\ud800 lone"`, `"\ud83d\ude00"`, "\"\xe2\x82\"", `""`, "\"\xed\xa0\x80\\n\"",
		"\"\xc0\xaf \\/\"", "\"\xf4\x90\x80\x80\"", `"\\\"\/\b\f\n\r\t"`}
	for _, policy := range []InvalidUTF8Policy{InvalidUTF8Replace, InvalidUTF8Reject} {
		cfg := Config{InvalidUTF8: policy}
		for _, in := range inputs {
			content := []byte(in[1 : len(in)-1])
			want := string(appendDecoded(nil, content, policy == InvalidUTF8Replace))
			lone := strings.Contains(in, `\ud800 `) // an unpaired surrogate escape
			wantErr := policy == InvalidUTF8Reject && (!utf8.Valid(content) || lone)
			for _, str := range []bool{false, true} {
				iter := func(s string) *Iterator {
					if str {
						return cfg.NewIteratorString(s)
					}
					return cfg.NewIterator([]byte(s))
				}
				check := func(how, got string, err error) {
					t.Helper()
					if (err != nil) != wantErr || err == nil && got != want {
						t.Errorf("policy %v, %q, %s: %q (%v); want %q (error: %v)", policy, in, how, got, err, want, wantErr)
					}
				}
				it := iter(in)
				s := it.ReadString()
				check("ReadString", s, it.Err())
				it = iter(in)
				b := it.ReadStringAsSlice()
				check("ReadStringAsSlice", string(b), it.Err())
				it = iter("{" + in + ":1}")
				name, _ := it.ReadObject()
				check("ReadObject", string(name), it.Err())
			}
		}
	}
}

// TestEscapeFastPartsAgree checks the inlined parts of the escape grammar and of the
// \u decoder against their cold remainders, which alone still decide every escape:
// wherever commonEscapeLen decides (n > 0), escapeLenRest gives the same length, and
// wherever decodeU's common case answers, decodeURest gives the same rune and length.
// Every byte after the backslash, every \u value in upper and lower case, and the
// escape cut at each length are tried.
func TestEscapeFastPartsAgree(t *testing.T) {
	check := func(b []byte) {
		t.Helper()
		if n := commonEscapeLen(b, 0); n > 0 {
			if m, _ := escapeLenRest(b, 0, false); m != n {
				t.Fatalf("%q: commonEscapeLen %d, escapeLenRest %d", b, n, m)
			}
		}
		r, n := decodeU(b)
		if r2, n2 := decodeURest(b); n > 0 && (r != r2 || n != n2) {
			t.Fatalf("%q: decodeU %U/%d, decodeURest %U/%d", b, r, n, r2, n2)
		}
	}
	for c := 0; c < 256; c++ {
		check([]byte{'\\', byte(c), '0', '0', '4', '1', 'x'})
	}
	decided := 0
	for v := 0; v < 0x10000; v++ {
		for _, f := range []string{`\u%04x"`, `\u%04X"`, `\u%04x\u%04x`} {
			b := []byte(fmt.Sprintf(f, v, 0xDC00+v%0x400))
			for cut := 2; cut <= len(b); cut++ {
				check(b[:cut])
			}
			if commonEscapeLen(b, 0) > 0 {
				decided++
			}
		}
	}
	if want := 3 * (0x10000 - 0x800); decided != want { // all but the surrogates
		t.Fatalf("commonEscapeLen decided %d \\u escapes, want %d", decided, want)
	}
}

// TestReplaceSkipAgreesWithDecoding checks Skip under the replace policy (where no
// byte sequence is an error): Skip and Validate give the verdict of a walk that
// decodes every string, on every input form, with the default string limit and with
// one of 8 bytes, for strings and member names mixing ASCII, well-formed and
// ill-formed UTF-8, escapes, control bytes and truncation. (It was written for a skip
// that passed multi-byte text over unchecked under this policy; that measured within
// noise on the Unmarshal rows and was dropped.)
func TestReplaceSkipAgreesWithDecoding(t *testing.T) {
	pieces := []string{"a", "abcdefgh", "é", "日本語", "😀", "\xff", "\xe2\x82", "\xed\xa0\x80", "\xf0\x9f",
		`\n`, `\u00e9`, `\uD800`, `\x`, "\x01", "\x7f", " "}
	rnd := rand.New(rand.NewPCG(7, 26))
	docs := []string{}
	for range 400 {
		var b strings.Builder
		for n := rnd.IntN(6); n >= 0; n-- {
			b.WriteString(pieces[rnd.IntN(len(pieces))])
		}
		s := b.String()
		docs = append(docs, `["`+s+`","x"]`, `{"`+s+`":1,"b":"`+s+`"}`, `["`+s)
	}
	for _, cfg := range []Config{{InvalidUTF8: InvalidUTF8Replace}, {InvalidUTF8: InvalidUTF8Replace, MaxStringBytes: 8}} {
		for _, doc := range docs {
			var out bytes.Buffer
			w := cfg.NewIterator([]byte(doc))
			walk(w, &out)
			want := errSummary(w.Finish())
			if got := errSummary(cfg.Validate([]byte(doc))); got != want {
				t.Fatalf("%+v %q: Validate %s, the decoding walk %s", cfg, doc, got, want)
			}
			for _, m := range inputModes {
				it := m.make(cfg, []byte(doc))
				it.Skip()
				if got := errSummary(it.Finish()); got != want {
					t.Fatalf("%+v %q %s: Skip %s, the decoding walk %s", cfg, doc, m.name, got, want)
				}
			}
		}
	}
}

// TestAppendDecodedEveryUEscape decodes \uXXXX for every code point of the BMP outside
// the surrogates (each UTF-8 length the decoder encodes itself), every surrogate pair's
// corners, and lone surrogates, in upper- and lower-case hex, against utf8.AppendRune.
func TestAppendDecodedEveryUEscape(t *testing.T) {
	for r := rune(0); r < 0x10000; r++ {
		var want []byte
		if r >= 0xD800 && r < 0xE000 {
			want = utf8.AppendRune(nil, utf8.RuneError) // a lone surrogate (replace policy)
		} else {
			want = utf8.AppendRune(nil, r)
		}
		for _, f := range []string{`\u%04x`, `\u%04X`} {
			raw := []byte("a" + fmt.Sprintf(f, r) + "b")
			if got := appendDecoded(nil, raw, false); string(got) != "a"+string(want)+"b" {
				t.Fatalf("%s: got %q, want %q", raw, got, "a"+string(want)+"b")
			}
		}
	}
	for _, p := range [][2]rune{{0xD800, 0xDC00}, {0xD800, 0xDFFF}, {0xDBFF, 0xDC00}, {0xDBFF, 0xDFFF}, {0xD83D, 0xDE00}} {
		raw := []byte(fmt.Sprintf(`\u%04x\u%04x`, p[0], p[1]))
		want := string(utf16.DecodeRune(p[0], p[1]))
		if got := appendDecoded(nil, raw, false); string(got) != want {
			t.Fatalf("%s: got %q, want %q", raw, got, want)
		}
	}
}
