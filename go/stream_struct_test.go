package riffle

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// writeTree writes v (nil, bool, float64, int64, string, []any, map[string]any) with
// the Stream's structure helpers, members in sorted order as encoding/json writes a map.
func writeTree(s *Stream, v any) {
	switch v := v.(type) {
	case nil:
		s.WriteNil()
	case bool:
		s.WriteBool(v)
	case float64:
		s.WriteFloat64(v)
	case int64:
		s.WriteInt64(v)
	case string:
		s.WriteString(v)
	case []any:
		if len(v) == 0 && len(s.Buffer())%2 == 0 {
			s.WriteEmptyArray() // both ways of writing [] must give the same text
			return
		}
		s.WriteArrayStart()
		for _, e := range v {
			writeTree(s, e)
		}
		s.WriteArrayEnd()
	case map[string]any:
		if len(v) == 0 && len(s.Buffer())%2 == 0 {
			s.WriteEmptyObject()
			return
		}
		s.WriteObjectStart()
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for i, k := range keys {
			if i%2 == 0 {
				s.WriteObjectField(k)
			} else {
				c := Config{EscapeHTML: s.escapeHTML}
				s.WriteObjectEncodedField(c.NewEncodedName(k))
			}
			writeTree(s, v[k])
		}
		s.WriteObjectEnd()
	}
}

// randomTree returns a random value of writeTree's types, depth at most d.
func randomTree(rng interface {
	IntN(int) int
	Uint64() uint64
}, d int) any {
	k := rng.IntN(8)
	if d == 0 {
		k %= 6
	}
	switch k {
	case 0:
		return nil
	case 1:
		return rng.IntN(2) == 0
	case 2:
		f := math.Float64frombits(rng.Uint64())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return 0.5
		}
		return f
	case 3:
		return int64(rng.Uint64()) >> rng.IntN(64)
	case 4, 5:
		return randomString(rng)
	case 6:
		a := make([]any, rng.IntN(5))
		for i := range a {
			a[i] = randomTree(rng, d-1)
		}
		return a
	default:
		m := map[string]any{}
		for range rng.IntN(5) {
			m[randomString(rng)+strconv.Itoa(rng.IntN(3))] = randomTree(rng, d-1)
		}
		return m
	}
}

// randomString returns a short valid UTF-8 string with bytes that need escaping.
func randomString(rng interface{ IntN(int) int }) string {
	const alphabet = "ab\"\\\n<é€\u2028/~"
	b := make([]byte, rng.IntN(12))
	for i := range b {
		b[i] = alphabet[rng.IntN(len(alphabet))]
	}
	return strings.ToValidUTF8(string(b), "?")
}

// The structure helpers, compact and indented, give encoding/json's text.
func TestStreamTreesLikeEncodingJSON(t *testing.T) {
	rng := newTestRand(4)
	fixed := []any{
		map[string]any{"a": []any{1.0, map[string]any{}, []any{}, "x"}, "b": map[string]any{"c": nil}},
		[]any{[]any{[]any{}}, map[string]any{"": []any{true, false}}},
		[]any{},
		map[string]any{},
		"top",
	}
	for i := range 3000 {
		var v any
		if i < len(fixed) {
			v = fixed[i]
		} else {
			v = randomTree(rng, 4)
		}
		for _, indent := range []string{"", "  ", "\t"} {
			for _, html := range []bool{false, true} {
				got, err := streamOut(Config{Indent: indent, EscapeHTML: html}, func(s *Stream) { writeTree(s, v) })
				if want := encodingJSON(t, v, html, indent); err != nil || got != want {
					t.Fatalf("indent %q html %v: got\n%s\n%v\nencoding/json\n%s", indent, html, got, err, want)
				}
				checkValid(t, got)
			}
		}
	}
}

// streamMisuseCases are calls out of order: each gives its error and leaves only
// the valid prefix written before it. They also seed FuzzStream.
var streamMisuseCases = []struct {
	name   string
	write  func(s *Stream)
	out    string
	kind   ErrorKind
	ptr    string
	offset int64
}{
	{"two top-level values", func(s *Stream) { s.WriteInt(1); s.WriteInt(2) }, `1`, KindInvalidValue, ``, 1},
	{"value after top-level container", func(s *Stream) { s.WriteEmptyArray(); s.WriteObjectStart() }, `[]`, KindInvalidValue, ``, 2},
	{"array end at top", func(s *Stream) { s.WriteArrayEnd() }, ``, KindInvalidValue, ``, 0},
	{"object end at top", func(s *Stream) { s.WriteObjectEnd() }, ``, KindInvalidValue, ``, 0},
	{"name at top", func(s *Stream) { s.WriteObjectField("a") }, ``, KindInvalidValue, ``, 0},
	{"encoded name at top", func(s *Stream) { s.WriteObjectEncodedField(NewEncodedName("a")) }, ``, KindInvalidValue, ``, 0},
	{"name in array", func(s *Stream) { s.WriteArrayStart(); s.WriteInt(1); s.WriteObjectField("a") }, `[1`, KindInvalidValue, ``, 2},
	{"value without name", func(s *Stream) { s.WriteObjectStart(); s.WriteInt(1) }, `{`, KindInvalidValue, ``, 1},
	{"value without name after member", func(s *Stream) {
		s.WriteObjectStart()
		s.WriteObjectField("a")
		s.WriteInt(1)
		s.WriteString("b")
	}, `{"a":1`, KindInvalidValue, ``, 6},
	{"two names", func(s *Stream) { s.WriteObjectStart(); s.WriteObjectField("a"); s.WriteObjectField("b") }, `{"a":`, KindInvalidValue, `/a`, 5},
	{"object end after name", func(s *Stream) { s.WriteObjectStart(); s.WriteObjectField("a"); s.WriteObjectEnd() }, `{"a":`, KindInvalidValue, `/a`, 5},
	{"array end in object", func(s *Stream) { s.WriteObjectStart(); s.WriteArrayEnd() }, `{`, KindInvalidValue, ``, 1},
	{"object end in array", func(s *Stream) {
		s.WriteObjectStart()
		s.WriteObjectField("x")
		s.WriteArrayStart()
		s.WriteNil()
		s.WriteObjectEnd()
	}, `{"x":[null`, KindInvalidValue, `/x`, 10},
	{"empty raw", func(s *Stream) { s.WriteArrayStart(); s.WriteRaw(nil) }, `[`, KindInvalidValue, `/0`, 1},
	{"nested pointer", func(s *Stream) {
		s.WriteArrayStart()
		s.WriteNil()
		s.WriteObjectStart()
		s.WriteObjectField("a~b")
		s.WriteArrayStart()
		s.WriteEmptyObject()
		s.WriteFloat64(math.NaN())
	}, `[null,{"a~b":[{}`, KindInvalidValue, `/1/a~0b/1`, 16},
	{"writes after error do nothing", func(s *Stream) {
		s.WriteArrayStart()
		s.WriteArrayEnd()
		s.WriteArrayEnd()
		s.WriteInt(1)
		s.WriteArrayStart()
		s.WriteObjectField("a")
		s.WriteObjectEncodedField(NewEncodedName("b"))
		s.WriteString("x")
		s.WriteFloat64(math.Inf(1))
	}, `[]`, KindInvalidValue, ``, 2},
}

func TestStreamMisuse(t *testing.T) {
	for _, tc := range streamMisuseCases {
		t.Run(tc.name, func(t *testing.T) {
			for _, indent := range []string{"", " "} {
				s := Config{Indent: indent}.NewStream(nil)
				tc.write(s)
				var e *Error
				if !errors.As(s.Err(), &e) || e.Kind != tc.kind || e.Pointer != tc.ptr {
					t.Fatalf("error %#v, want %v at %q", s.Err(), tc.kind, tc.ptr)
				}
				if !errors.Is(s.Flush(), s.Err()) {
					t.Fatal("Flush does not return the sticky error")
				}
				if indent != "" {
					continue // the indented prefix differs; the error is the same
				}
				if got := string(s.Buffer()); got != tc.out || e.Offset != tc.offset {
					t.Fatalf("output %q offset %d, want %q offset %d", got, e.Offset, tc.out, tc.offset)
				}
			}
		})
	}
}

func TestStreamDepthLimit(t *testing.T) {
	// [] and {} open a level like WriteArrayStart does: the Stream counts depth as the
	// reader does, so a reader with the same limit accepts everything the Stream writes.
	rows := []struct {
		name    string
		limit   int
		write   func(s *Stream)
		out     string
		pointer string
	}{
		{"empty object one too deep", 1, func(s *Stream) { s.WriteArrayStart(); s.WriteEmptyObject() }, `[`, `/0`},
		{"start one too deep", 2, func(s *Stream) { s.WriteArrayStart(); s.WriteArrayStart(); s.WriteObjectStart() }, `[[`, `/0/0`},
		{"after an allowed empty array", 3, func(s *Stream) {
			s.WriteArrayStart()
			s.WriteArrayStart()
			s.WriteEmptyArray() // level 3: allowed
			s.WriteArrayStart() // level 3 again, element 1
			s.WriteEmptyObject()
		}, `[[[],[`, `/0/1/0`},
	}
	for _, r := range rows {
		s := Config{MaxDepth: r.limit}.NewStream(nil)
		r.write(s)
		var e *Error
		if !errors.As(s.Err(), &e) || e.Kind != KindLimitExceeded || e.Pointer != r.pointer {
			t.Fatalf("%s: %#v, want limit-exceeded at %q", r.name, s.Err(), r.pointer)
		}
		if got := string(s.Buffer()); got != r.out {
			t.Fatalf("%s: output %q, want %q", r.name, got, r.out)
		}
	}
	// The default limit is DefaultMaxDepth; a negative one means none.
	s := NewStream(nil)
	for range DefaultMaxDepth {
		s.WriteArrayStart()
	}
	if s.Err() != nil {
		t.Fatal(s.Err())
	}
	s.WriteArrayStart()
	if s.Err() == nil {
		t.Fatal("no error past DefaultMaxDepth")
	}
	s = Config{MaxDepth: -1}.NewStream(nil)
	for range DefaultMaxDepth + 10 {
		s.WriteArrayStart()
	}
	for range DefaultMaxDepth + 10 {
		s.WriteArrayEnd()
	}
	want := strings.Repeat("[", DefaultMaxDepth+10) + strings.Repeat("]", DefaultMaxDepth+10)
	if s.Err() != nil || string(s.Buffer()) != want {
		t.Fatalf("no limit: %v, output of %d bytes", s.Err(), len(s.Buffer()))
	}
}
