package riffle

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"
)

// wantMisuse checks that err is a KindInvalidValue *Error whose detail contains detail.
func wantMisuse(t *testing.T, err error, detail string) *Error {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindInvalidValue || !strings.Contains(e.Detail, detail) {
		t.Fatalf("error %v, want a KindInvalidValue error about %q", err, detail)
	}
	return e
}

func TestAppenderOlderCopy(t *testing.T) {
	s := NewStreamBytes(nil)
	s.WriteArrayStart()
	w := s.BeginAppend()
	w = w.WriteObjectStart()
	old := w
	w = w.WriteMemberInt64(&[]EncodedName{NewEncodedName("a")}[0], 1)
	old = old.WriteMemberInt64(&[]EncodedName{NewEncodedName("b")}[0], 2) // an older copy
	e := wantMisuse(t, s.Err(), "after a later call")
	if e.Pointer != "" || e.Offset != 1 {
		t.Errorf("error at %d %q, want at 1 \"\" (the array the Appender writes into)", e.Offset, e.Pointer)
	}
	if got := string(s.Buffer()); got != "[" {
		t.Errorf("output %q, want the text before the Appender's value", got)
	}
	w = w.WriteObjectEnd() // the lease is over: a no-op
	if err := w.End(); err != s.Err() {
		t.Errorf("End: %v, want the sticky error", err)
	}
	if err := old.End(); err != s.Err() {
		t.Errorf("End of the older copy: %v, want the sticky error", err)
	}
}

func TestAppenderSameBufferCopyIsTheAppender(t *testing.T) {
	// A copy taken with no call in between is the same Appender (its state is the
	// Stream's): either may go on.
	s := NewStreamBytes(nil)
	w := s.BeginAppend()
	w = w.WriteArrayStart()
	c := w
	c = c.WriteInt64(1)
	if err := c.WriteArrayEnd().End(); err != nil || string(s.Buffer()) != "[1]" {
		t.Fatalf("%q, %v", s.Buffer(), err)
	}
}

func TestAppenderStreamCallWhileOut(t *testing.T) {
	for name, call := range map[string]func(s *Stream){
		"WriteInt64":       func(s *Stream) { s.WriteInt64(1) },
		"WriteObjectField": func(s *Stream) { s.WriteObjectField("a") },
		"WriteArrayEnd":    func(s *Stream) { s.WriteArrayEnd() },
		"WriteObjectEnd":   func(s *Stream) { s.WriteObjectEnd() },
		"BeginAppend":      func(s *Stream) { s.BeginAppend() },
		"Flush":            func(s *Stream) { s.Flush() },
		"Close":            func(s *Stream) { s.Close() },
		"MarshalTo":        func(s *Stream) { Compatible().MarshalTo(s, 1) },
		"WriteRaw":         func(s *Stream) { s.WriteRaw([]byte("1")) },
	} {
		t.Run(name, func(t *testing.T) {
			var out bytes.Buffer
			s := NewStream(&out)
			s.WriteArrayStart()
			w := s.BeginAppend()
			w = w.WriteString("x")
			call(s)
			wantMisuse(t, s.Err(), "while an Appender")
			if err := w.End(); err != s.Err() {
				t.Errorf("End: %v, want the sticky error", err)
			}
			s.Flush()
			if got := out.String(); got != "[" {
				t.Errorf("output %q, want %q", got, "[")
			}
		})
	}
}

func TestAppenderResetWhileOut(t *testing.T) {
	s := NewStreamBytes(nil)
	w := s.BeginAppend().WriteArrayStart()
	s.Reset(nil)
	s.WriteInt64(7)
	w.WriteInt64(1) // an Appender of the output before the Reset
	wantMisuse(t, s.Err(), "after its End")
	if got := string(s.Buffer()); got != "7" {
		t.Errorf("output %q, want %q", got, "7")
	}
}

func TestAppenderOfAnEarlierOutput(t *testing.T) {
	// An Appender of an earlier output with the same length as the current one is
	// told apart by its buffer.
	s := NewStreamBytes(make([]byte, 0, 64))
	w0 := s.BeginAppend()
	if err := w0.WriteInt64(1).End(); err != nil {
		t.Fatal(err)
	}
	s.ResetBytes(make([]byte, 0, 64))
	w1 := s.BeginAppend()
	w0.WriteInt64(2)
	wantMisuse(t, s.Err(), "after its End")
	if err := w1.WriteInt64(3).End(); err != s.Err() || len(s.Buffer()) != 0 {
		t.Errorf("End: %v, output %q; want the sticky error and no output", err, s.Buffer())
	}
}

func TestAppenderOfAnEarlierOutputMember(t *testing.T) {
	// The same for a member call, whose fast path checks the buffer itself.
	n := NewEncodedName("n")
	s := NewStreamBytes(make([]byte, 0, 64))
	w0 := s.BeginAppend().WriteObjectStart()
	if err := w0.WriteObjectEnd().End(); err != nil {
		t.Fatal(err)
	}
	s.ResetBytes(make([]byte, 0, 64))
	w1 := s.BeginAppend().WriteObjectStart()
	w0.WriteMemberString(&n, "x") // as long as w1, in an object too
	wantMisuse(t, s.Err(), "after its End")
	w1.WriteObjectEnd().End()
	if len(s.Buffer()) != 0 {
		t.Errorf("output %q, want none", s.Buffer())
	}
}

func TestAppenderAfterDeepFailure(t *testing.T) {
	// A value that fails with level words spilled leaves none for the next one.
	s := Config{MaxDepth: -1}.NewStreamBytes(nil)
	w := s.BeginAppend()
	for range 3 * apLevelsPerWord {
		w = w.WriteArrayStart()
	}
	w.WriteFloat64(math.NaN()).End()
	s.Reset(nil)
	if err := s.BeginAppend().WriteArrayStart().WriteArrayStart().WriteArrayEnd().WriteArrayEnd().End(); err != nil {
		t.Fatal(err)
	}
	if string(s.Buffer()) != "[[]]" {
		t.Errorf("output %q", s.Buffer())
	}
}

func TestAppenderZero(t *testing.T) {
	var w Appender
	w = w.WriteObjectStart().WriteMemberString(&EncodedName{}, "x").WriteObjectEnd().WriteFloat64(1).WriteNil()
	wantMisuse(t, w.End(), "zero Appender")
}

func TestAppenderAfterFailure(t *testing.T) {
	s := NewStreamBytes(nil)
	s.WriteObjectEnd() // misuse
	first := s.Err()
	w := s.BeginAppend().WriteInt64(1)
	if err := w.End(); err != first || string(s.Buffer()) != "" {
		t.Errorf("End: %v, output %q; want the first error and no output", err, s.Buffer())
	}
}

func TestAppenderValuesInSequence(t *testing.T) {
	id := NewEncodedName("id")
	var out bytes.Buffer
	s := NewStream(&out)
	if err := s.SetTopLevelSeparator("\n"); err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	for i := range 1000 {
		w := s.BeginAppend()
		w = w.WriteObjectStart().WriteMemberInt64(&id, int64(i)).WriteObjectField("tags").WriteArrayStart()
		for j := range i % 4 {
			w = w.WriteString(strings.Repeat("t", j))
		}
		if err := w.WriteArrayEnd().WriteObjectEnd().End(); err != nil {
			t.Fatal(err)
		}
		if i > 0 {
			want.WriteByte('\n')
		}
		want.WriteString(`{"id":` + itoa(int64(i)) + `,"tags":[`)
		for j := range i % 4 {
			if j > 0 {
				want.WriteByte(',')
			}
			want.WriteString(`"` + strings.Repeat("t", j) + `"`)
		}
		want.WriteString("]}")
		if s.Buffer() != nil && len(s.Buffer()) > StreamFlushThreshold+1024 {
			t.Fatalf("buffer of %d bytes after End: End does not flush", len(s.Buffer()))
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if out.String() != want.String() {
		t.Fatalf("output differs from the expected JSON Lines")
	}
}

func TestAppenderBuffersWholeValueUntilEnd(t *testing.T) {
	var out bytes.Buffer
	s := NewStream(&out)
	w := s.BeginAppend().WriteArrayStart()
	long := strings.Repeat("x", 100)
	for range 200 { // 20 KB, past the flush threshold
		w = w.WriteString(long)
	}
	if out.Len() != 0 {
		t.Fatalf("%d bytes flushed while the Appender writes", out.Len())
	}
	if err := w.WriteArrayEnd().End(); err != nil {
		t.Fatal(err)
	}
	if out.Len() == 0 {
		t.Fatal("End did not flush past the threshold")
	}
	if err := s.Close(); err != nil || !Valid(out.Bytes()) || out.Len() != 2+200*103-1 {
		t.Fatalf("Close: %v, %d bytes", err, out.Len())
	}
}

func TestAppenderAllocs(t *testing.T) {
	names := [3]EncodedName{NewEncodedName("name"), NewEncodedName("age"), NewEncodedName("tags")}
	s := NewStreamBytes(nil)
	run := func() {
		s.ResetBytes(s.Buffer()[:0])
		w := s.BeginAppend().WriteObjectStart()
		w = w.WriteMemberString(&names[0], "Ann").WriteMemberInt64(&names[1], 30)
		w = w.WriteObjectEncodedField(&names[2]).WriteArrayStart().WriteString("a").WriteBool(true).WriteArrayEnd()
		if err := w.WriteObjectEnd().End(); err != nil {
			t.Fatal(err)
		}
	}
	run()
	if got := string(s.Buffer()); got != `{"name":"Ann","age":30,"tags":["a",true]}` {
		t.Fatalf("output %s", got)
	}
	if n := testing.AllocsPerRun(100, run); n != 0 {
		t.Errorf("%.1f allocations per value with a reused Stream, want 0", n)
	}
}
