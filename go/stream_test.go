package riffle

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"
)

// streamOut runs write on a buffer-only Stream with c and returns the output and error.
func streamOut(c Config, write func(s *Stream)) (string, error) {
	s := c.NewStream(nil)
	write(s)
	return string(s.Buffer()), s.Err()
}

// encodingJSON returns encoding/json's text for v, with the given HTML escaping and
// indentation, without the Encoder's trailing newline.
func encodingJSON(t testing.TB, v any, html bool, indent string) string {
	t.Helper()
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(html)
	e.SetIndent("", indent)
	if err := e.Encode(v); err != nil {
		t.Fatalf("encoding/json: %v", err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// checkValid fails t unless out is one valid JSON text for both encoding/json and
// Riffle's own validator.
func checkValid(t testing.TB, out string) {
	t.Helper()
	if !json.Valid([]byte(out)) {
		t.Fatalf("output is not valid JSON (encoding/json): %q", out)
	}
	if err := Validate([]byte(out)); err != nil {
		t.Fatalf("output is not valid JSON (riffle: %v): %q", err, out)
	}
}

// streamValueCases is every Write* value method with its exact output; the rows
// also seed FuzzStream.
var streamValueCases = []struct {
	name  string
	write func(s *Stream)
	want  string
}{
	{"nil", func(s *Stream) { s.WriteNil() }, `null`},
	{"true", func(s *Stream) { s.WriteBool(true) }, `true`},
	{"false", func(s *Stream) { s.WriteBool(false) }, `false`},
	{"int", func(s *Stream) { s.WriteInt(-42) }, `-42`},
	{"int zero", func(s *Stream) { s.WriteInt(0) }, `0`},
	{"int8 min", func(s *Stream) { s.WriteInt8(math.MinInt8) }, `-128`},
	{"int16 min", func(s *Stream) { s.WriteInt16(math.MinInt16) }, `-32768`},
	{"int32 min", func(s *Stream) { s.WriteInt32(math.MinInt32) }, `-2147483648`},
	{"int64 min", func(s *Stream) { s.WriteInt64(math.MinInt64) }, `-9223372036854775808`},
	{"int64 max", func(s *Stream) { s.WriteInt64(math.MaxInt64) }, `9223372036854775807`},
	{"uint", func(s *Stream) { s.WriteUint(7) }, `7`},
	{"uint8 max", func(s *Stream) { s.WriteUint8(math.MaxUint8) }, `255`},
	{"uint16 max", func(s *Stream) { s.WriteUint16(math.MaxUint16) }, `65535`},
	{"uint32 max", func(s *Stream) { s.WriteUint32(math.MaxUint32) }, `4294967295`},
	{"uint64 max", func(s *Stream) { s.WriteUint64(math.MaxUint64) }, `18446744073709551615`},
	{"float64", func(s *Stream) { s.WriteFloat64(1.5) }, `1.5`},
	{"float64 neg zero", func(s *Stream) { s.WriteFloat64(math.Copysign(0, -1)) }, `-0`},
	{"float64 1e21", func(s *Stream) { s.WriteFloat64(1e21) }, `1e+21`},
	{"float64 1e-7", func(s *Stream) { s.WriteFloat64(1e-7) }, `1e-7`},
	{"float32", func(s *Stream) { s.WriteFloat32(0.1) }, `0.1`},
	{"string", func(s *Stream) { s.WriteString("a\"b\\c\n") }, `"a\"b\\c\n"`},
	{"string empty", func(s *Stream) { s.WriteString("") }, `""`},
	{"string bytes", func(s *Stream) { s.WriteStringBytes([]byte("h\u00e9\u2028")) }, `"h` + "\u00e9" + `\u2028"`},
	{"raw", func(s *Stream) { s.WriteRaw([]byte(`{"a":[1]}`)) }, `{"a":[1]}`},
	{"raw string", func(s *Stream) { s.WriteRawString(`12.5e3`) }, `12.5e3`},
	{"empty array", func(s *Stream) { s.WriteEmptyArray() }, `[]`},
	{"empty object", func(s *Stream) { s.WriteEmptyObject() }, `{}`},
	{"array", func(s *Stream) {
		s.WriteArrayStart()
		s.WriteInt(1)
		s.WriteString("x")
		s.WriteNil()
		s.WriteArrayEnd()
	}, `[1,"x",null]`},
	{"object", func(s *Stream) {
		s.WriteObjectStart()
		s.WriteObjectField("a")
		s.WriteInt(1)
		s.WriteObjectEncodedField(NewEncodedName("b<"))
		s.WriteEmptyArray()
		s.WriteObjectField("")
		s.WriteObjectStart()
		s.WriteObjectEnd()
		s.WriteObjectEnd()
	}, `{"a":1,"b<":[],"":{}}`},
	{"zero encoded name", func(s *Stream) {
		s.WriteObjectStart()
		s.WriteObjectEncodedField(EncodedName{})
		s.WriteBool(true)
		s.WriteObjectEnd()
	}, `{"":true}`},
}

func TestStreamValues(t *testing.T) {
	for _, tc := range streamValueCases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := streamOut(Config{}, tc.write)
			if err != nil {
				t.Fatalf("error %v", err)
			}
			if got != tc.want {
				t.Fatalf("got %s, want %s", got, tc.want)
			}
			checkValid(t, got)
		})
	}
}

// Every value method also works as an array element and a member value, with the
// separators the Stream inserts.
func TestStreamValuesInContainers(t *testing.T) {
	for _, tc := range streamValueCases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := streamOut(Config{}, func(s *Stream) {
				s.WriteArrayStart()
				tc.write(s)
				tc.write(s)
				s.WriteArrayEnd()
			})
			if want := "[" + tc.want + "," + tc.want + "]"; err != nil || got != want {
				t.Fatalf("array: got %s, %v; want %s", got, err, want)
			}
			got, err = streamOut(Config{}, func(s *Stream) {
				s.WriteObjectStart()
				s.WriteObjectField("k")
				tc.write(s)
				s.WriteObjectField("l")
				tc.write(s)
				s.WriteObjectEnd()
			})
			if want := `{"k":` + tc.want + `,"l":` + tc.want + "}"; err != nil || got != want {
				t.Fatalf("object: got %s, %v; want %s", got, err, want)
			}
		})
	}
}

func TestStreamIntsVsStrconv(t *testing.T) {
	ints := []int64{0, 1, -1, 9, 10, 99, 100, 101, 999, 1000, -1000, 12345, 1e9, 1e18, -1e18,
		math.MaxInt32, math.MinInt32, math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1}
	for p := int64(1); p < 1e18; p *= 10 {
		ints = append(ints, p-1, p, p+1, -p+1, -p, -p-1)
	}
	for _, v := range ints {
		if got, want := string(appendInt64(nil, v)), strconv.FormatInt(v, 10); got != want {
			t.Errorf("appendInt64(%d) = %s, want %s", v, got, want)
		}
	}
	uints := []uint64{0, 9, 10, math.MaxUint64, math.MaxUint64 - 1, 1 << 63, math.MaxUint32 + 1}
	for p := uint64(1); p < 1e19; p *= 10 {
		uints = append(uints, p-1, p, p+1)
	}
	rng := newTestRand(1)
	for range 100000 {
		u := rng.Uint64() >> (rng.Uint64() % 64)
		uints = append(uints, u)
		ints = append(ints, int64(u))
	}
	for _, v := range uints {
		if got, want := string(appendUint64(nil, v)), strconv.FormatUint(v, 10); got != want {
			t.Fatalf("appendUint64(%d) = %s, want %s", v, got, want)
		}
	}
	for _, v := range ints {
		if got, want := string(appendInt64(nil, v)), strconv.FormatInt(v, 10); got != want {
			t.Fatalf("appendInt64(%d) = %s, want %s", v, got, want)
		}
	}
}

func TestStreamIntsDoNotAllocate(t *testing.T) {
	s := NewStream(nil)
	allocs := testing.AllocsPerRun(100, func() {
		s.Reset(nil)
		s.WriteArrayStart()
		s.WriteInt64(math.MinInt64)
		s.WriteUint64(math.MaxUint64)
		s.WriteFloat64(3.25)
		s.WriteFloat64(123456.789)
		s.WriteString("abc\n")
		s.WriteArrayEnd()
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per run, want 0", allocs)
	}
}

func TestStreamTopLevelSeparator(t *testing.T) {
	s := NewStream(nil)
	for _, bad := range []string{"", ",", " x", "\v"} {
		err := s.SetTopLevelSeparator(bad)
		var e *Error
		if !errors.As(err, &e) || e.Kind != KindInvalidValue {
			t.Fatalf("SetTopLevelSeparator(%q) = %v, want KindInvalidValue", bad, err)
		}
	}
	if err := s.SetTopLevelSeparator("\n"); err != nil {
		t.Fatal(err)
	}
	s.WriteInt(1)
	s.WriteObjectStart()
	s.WriteObjectField("a")
	s.WriteNil()
	s.WriteObjectEnd()
	s.WriteString("x")
	if got, want := string(s.Buffer()), "1\n{\"a\":null}\n\"x\""; got != want || s.Err() != nil {
		t.Fatalf("got %q, %v; want %q", got, s.Err(), want)
	}
	// Reset keeps the separator.
	s.Reset(nil)
	s.WriteInt(2)
	s.WriteInt(3)
	if got := string(s.Buffer()); got != "2\n3" {
		t.Fatalf("after Reset got %q", got)
	}
}

func TestStreamWrittenAndReset(t *testing.T) {
	var w bytes.Buffer
	s := NewStream(&w)
	s.WriteArrayStart()
	for i := range 3000 {
		s.WriteInt(i)
	}
	s.WriteArrayEnd()
	total := s.Written()
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	if int64(w.Len()) != total || s.Written() != total || len(s.Buffer()) != 0 {
		t.Fatalf("Written %d, writer got %d, buffered %d", total, w.Len(), len(s.Buffer()))
	}
	checkValid(t, w.String())
	s.Reset(nil)
	if s.Written() != 0 || s.Err() != nil || len(s.Buffer()) != 0 {
		t.Fatal("Reset did not clear the stream")
	}
	s.WriteInt(5)
	if string(s.Buffer()) != "5" {
		t.Fatalf("after Reset got %q", s.Buffer())
	}
	if err := s.Flush(); err != nil || string(s.Buffer()) != "5" {
		t.Fatalf("Flush without a writer: %v, %q", err, s.Buffer())
	}
}

func TestStreamBadIndent(t *testing.T) {
	s := Config{Indent: "--"}.NewStream(nil)
	s.WriteArrayStart()
	s.WriteInt(1)
	var e *Error
	if !errors.As(s.Err(), &e) || e.Kind != KindInvalidValue || len(s.Buffer()) != 0 {
		t.Fatalf("bad indent: %v, output %q", s.Err(), s.Buffer())
	}
	s.Reset(nil)
	if s.Err() == nil {
		t.Fatal("Reset cleared the bad-indent error")
	}
	if out, err := streamOut(Config{Indent: " \t\r\n"}, func(s *Stream) { s.WriteEmptyArray() }); err != nil || out != "[]" {
		t.Fatalf("whitespace indent: %q, %v", out, err)
	}
}

func TestStreamEscapeHTMLAccessor(t *testing.T) {
	for _, html := range []bool{false, true} {
		c := Config{EscapeHTML: html}
		if got := c.NewStream(nil).EscapeHTML(); got != html {
			t.Errorf("NewStream: EscapeHTML() = %v, want %v", got, html)
		}
		if got := c.NewStreamBytes(nil).EscapeHTML(); got != html {
			t.Errorf("NewStreamBytes: EscapeHTML() = %v, want %v", got, html)
		}
	}
}
