package riffle

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"testing"
)

// Completeness (Close), no lost data after a failed call, exact numbers, raw values
// and the byte-slice target (issues 12 and 13, writer side).

func TestCloseNamesTheOpenContainer(t *testing.T) {
	cases := []struct {
		name    string
		write   func(s *Stream)
		pointer string
		detail  string
	}{
		{"array", func(s *Stream) { s.WriteArrayStart() }, "", "an array"},
		{"object in array", func(s *Stream) { s.WriteArrayStart(); s.WriteInt(1); s.WriteObjectStart() }, "/1", "an object"},
		{"member value due", func(s *Stream) { s.WriteObjectStart(); s.WriteObjectField("a") }, "/a", "an object"},
		{"nested array", func(s *Stream) {
			s.WriteObjectStart()
			s.WriteObjectField("a")
			s.WriteArrayStart()
			s.WriteNil()
		}, "/a", "an array"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var w bytes.Buffer
			s := NewStream(&w)
			tc.write(s)
			if err := s.Flush(); err != nil { // Flush allows an open structure
				t.Fatal(err)
			}
			err := s.Close()
			var e *Error
			if !errors.As(err, &e) || e.Kind != KindInvalidValue || e.Pointer != tc.pointer ||
				e.Offset != int64(w.Len()) || !bytes.Contains([]byte(e.Detail), []byte(tc.detail)) {
				t.Fatalf("Close: %v, want invalid-value naming %s at %q", err, tc.detail, tc.pointer)
			}
			if s.Err() != err || s.Close() != err {
				t.Fatal("the completeness error is not sticky")
			}
		})
	}
}

func TestCloseCompleteOutput(t *testing.T) {
	var w bytes.Buffer
	s := NewStream(&w)
	if err := s.Close(); err != nil { // nothing written: complete (an empty JSON Lines stream)
		t.Fatal(err)
	}
	s.WriteArrayStart()
	s.WriteInt(1)
	s.WriteArrayEnd()
	if err := s.Close(); err != nil || w.String() != "[1]" || len(s.Buffer()) != 0 {
		t.Fatalf("Close: %v, wrote %q", err, w.String())
	}
}

// A value that cannot be written fails alone: everything before it reaches the writer
// on Flush and Close, and Written counts exactly that.
func TestFailedValueKeepsEarlierOutput(t *testing.T) {
	bad := map[string]func(s *Stream){
		"NaN":         func(s *Stream) { s.WriteFloat64(math.NaN()) },
		"+Inf32":      func(s *Stream) { s.WriteFloat32(float32(math.Inf(1))) },
		"bad UTF-8":   func(s *Stream) { s.WriteString("a\xffb") },
		"bad number":  func(s *Stream) { s.WriteNumber("01") },
		"bad raw":     func(s *Stream) { s.WriteRawString(`[1,]`) },
		"misplaced":   func(s *Stream) { s.WriteObjectEnd() },
		"bad name":    func(s *Stream) { s.WriteObjectField("\xc0") },
		"deep raw":    func(s *Stream) { s.WriteRawString(`[[[]]]`) },
		"deep array2": func(s *Stream) { s.WriteArrayStart(); s.WriteArrayStart(); s.WriteArrayStart() },
	}
	for name, write := range bad {
		for _, close := range []bool{false, true} {
			var w bytes.Buffer
			s := Config{MaxDepth: 3}.NewStream(&w)
			s.WriteArrayStart()
			s.WriteString("good")
			s.WriteFloat64(1.5)
			good := s.Written()
			write(s)
			var err error
			if close {
				err = s.Close()
			} else {
				err = s.Flush()
			}
			var e *Error
			if !errors.As(err, &e) || e.Offset != good && name != "deep array2" {
				t.Fatalf("%s: error %v, want one at offset %d", name, err, good)
			}
			if got := w.String(); !bytes.HasPrefix([]byte(got), []byte(`["good",1.5`)) || int64(len(got)) != s.Written() {
				t.Fatalf("%s: writer holds %q, Written %d", name, got, s.Written())
			}
		}
	}
}

func TestWriteNumber(t *testing.T) {
	good := []string{"0", "-0", "1.5", "-12.5e+10", "1E400", "123456789012345678901234567890.000000000000000000001"}
	for _, text := range good {
		out, err := streamOut(Config{}, func(s *Stream) { s.WriteArrayStart(); s.WriteNumber(text); s.WriteArrayEnd() })
		if err != nil || out != "["+text+"]" {
			t.Fatalf("%q: %q, %v", text, out, err)
		}
	}
	bad := []string{"", "-", "01", "+1", "1.", ".5", "1e", "1e+", " 1", "1 ", "NaN", "Infinity", "0x10", "1_000", "\"1\"", "1,2"}
	for _, text := range bad {
		out, err := streamOut(Config{}, func(s *Stream) { s.WriteArrayStart(); s.WriteNumber(text) })
		var e *Error
		if !errors.As(err, &e) || e.Kind != KindInvalidValue || e.Offset != 1 || e.Pointer != "/0" || out != "[" {
			t.Fatalf("%q: %q, %v", text, out, err)
		}
	}
}

func TestWriteRawCompacts(t *testing.T) {
	cases := []struct{ raw, want string }{
		{` {"a" : [ 1 , 2 ] , "b\" c" : "x \\\" y" } `, `{"a":[1,2],"b\" c":"x \\\" y"}`},
		{"\t\n\r true", `true`},
		{`"\\\\"`, `"\\\\"`},
		{`[ ]`, `[]`},
		{`"\u00e9 é"`, `"\u00e9 é"`},
	}
	for _, tc := range cases {
		out, err := streamOut(Config{}, func(s *Stream) { s.WriteRawString(tc.raw) })
		if err != nil || out != tc.want {
			t.Fatalf("%q: %q, %v; want %q", tc.raw, out, err, tc.want)
		}
	}
}

// Under Indent a raw value is laid out as json.MarshalIndent lays out a RawMessage.
func TestWriteRawIndented(t *testing.T) {
	raws := []string{`{"a" : [ 1 , {} , [ ] , {"b":null} ] , "c":"x"}`, `[]`, `[ 1 ]`, `"s"`, `{ }`}
	for _, raw := range raws {
		want, err := json.MarshalIndent(map[string]any{"k": []any{json.RawMessage(raw)}}, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		out, err := streamOut(Config{Indent: "  "}, func(s *Stream) {
			s.WriteObjectStart()
			s.WriteObjectField("k")
			s.WriteArrayStart()
			s.WriteRawString(raw)
			s.WriteArrayEnd()
			s.WriteObjectEnd()
		})
		if err != nil || out != string(want) {
			t.Fatalf("%q:\n%s\nwant\n%s (%v)", raw, out, want, err)
		}
	}
}

func TestWriteRawRejects(t *testing.T) {
	cases := []struct {
		raw  string
		kind ErrorKind
	}{
		{``, KindInvalidValue},
		{`   `, KindInvalidValue},
		{`[1,]`, KindInvalidValue},
		{`1 2`, KindInvalidValue},
		{`{"a":1}}`, KindInvalidValue},
		{`'a'`, KindInvalidValue},
		{"\"\xff\"", KindInvalidValue}, // ill-formed UTF-8, also under the replace policy
		{`NaN`, KindInvalidValue},
		{`[[[[]]]]`, KindLimitExceeded}, // 2 open + 4 > MaxDepth 5
	}
	for _, tc := range cases {
		for _, c := range []Config{{MaxDepth: 5}, {MaxDepth: 5, InvalidUTF8: InvalidUTF8Replace}} {
			out, err := streamOut(c, func(s *Stream) {
				s.WriteArrayStart()
				s.WriteArrayStart()
				s.WriteInt(7)
				s.WriteRawString(tc.raw)
			})
			var e *Error
			if !errors.As(err, &e) || e.Kind != tc.kind || e.Offset != 3 || e.Pointer != "/0/1" || out != "[[7" {
				t.Fatalf("%q: %q, %v", tc.raw, out, err)
			}
		}
	}
	// The depth limit counts from the Stream's own depth: exactly MaxDepth is fine.
	out, err := streamOut(Config{MaxDepth: 5}, func(s *Stream) {
		s.WriteArrayStart()
		s.WriteRawString(`[[[[]]]]`)
		s.WriteArrayEnd()
	})
	if err != nil || out != "[[[[[]]]]]" {
		t.Fatalf("%q, %v", out, err)
	}
}

func TestStreamBytesAppendsToCallerSlice(t *testing.T) {
	dst := append(make([]byte, 0, 64), "prefix:"...)
	s := NewStreamBytes(dst)
	s.WriteArrayStart()
	s.WriteString("a")
	s.WriteFloat64(math.NaN())
	if got := string(s.Buffer()); got != `prefix:["a"` || s.Written() != 4 {
		t.Fatalf("Buffer %q, Written %d", got, s.Written())
	}
	var e *Error
	if !errors.As(s.Err(), &e) || e.Offset != 4 || e.Pointer != "/1" {
		t.Fatalf("error %v", s.Err())
	}
	if &s.Buffer()[0] != &dst[:1][0] {
		t.Fatal("the output did not stay in the caller's slice")
	}
	// Reset and a pool never write into the caller's slice again.
	s.Reset(nil)
	s.WriteInt(5)
	if string(dst[:cap(dst)][7:8]) != "[" || string(s.Buffer()) != "5" {
		t.Fatalf("Reset wrote into the caller's slice: %q", dst[:cap(dst)])
	}
	p := NewStreamPool(Config{})
	s = p.Get(nil)
	s.ResetBytes(dst[:0])
	p.Put(s)
	s = p.Get(nil)
	s.WriteInt(9)
	if dst[:1][0] != 'p' {
		t.Fatal("a pooled Stream wrote into a caller's slice")
	}
	// A grown output is returned by Buffer, like append.
	s = Config{}.NewStreamBytes(nil)
	for range 100 {
		s.WriteArrayStart()
	}
	if len(s.Buffer()) != 100 || s.Close() == nil {
		t.Fatal("growing the caller's slice failed, or Close missed the open arrays")
	}
}

// After a value error, Flush still hands the good bytes to the writer; if that write
// fails, Flush returns the io error and Err keeps the first error.
func TestFlushAfterValueErrorWhenTheWriterFails(t *testing.T) {
	boom := errors.New("boom")
	w := &failWriter{ok: 3, err: boom}
	s := NewStream(w)
	s.WriteArrayStart()
	s.WriteString("abc")
	s.WriteFloat64(math.Inf(-1))
	first := s.Err()
	err := s.Flush()
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindIO || !errors.Is(err, boom) || e.Offset != 3 {
		t.Fatalf("Flush: %v, want the io error at offset 3", err)
	}
	if s.Err() != first || w.got.String() != `["a` || string(s.Buffer()) != `bc"` || s.Written() != 6 {
		t.Fatalf("Err %v, writer %q, buffer %q, Written %d", s.Err(), w.got.String(), s.Buffer(), s.Written())
	}
	if again := s.Flush(); again != err || w.got.Len() != 3 { // the writer is not tried again
		t.Fatalf("second Flush: %v", again)
	}
}
