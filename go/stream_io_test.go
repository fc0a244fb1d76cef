package riffle

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
)

// failWriter accepts ok bytes in total, then fails.
type failWriter struct {
	ok  int
	got bytes.Buffer
	err error
}

func (w *failWriter) Write(p []byte) (int, error) {
	n := min(len(p), w.ok-w.got.Len())
	w.got.Write(p[:n])
	if n < len(p) {
		return n, w.err
	}
	return n, nil
}

// oneByteWriter accepts one byte per call and reports no error.
type oneByteWriter struct {
	got   bytes.Buffer
	calls int
}

func (w *oneByteWriter) Write(p []byte) (int, error) {
	w.calls++
	if len(p) == 0 {
		return 0, nil
	}
	w.got.WriteByte(p[0])
	return 1, nil
}

// zeroWriter accepts nothing and reports no error.
type zeroWriter struct{}

func (zeroWriter) Write(p []byte) (int, error) { return 0, nil }

// chunkWriter records the size of every write.
type chunkWriter struct {
	got    bytes.Buffer
	chunks []int
}

func (w *chunkWriter) Write(p []byte) (int, error) {
	w.chunks = append(w.chunks, len(p))
	return w.got.Write(p)
}

// writeBig writes an array of n members, each about 30 bytes.
func writeBig(s *Stream, n int) {
	s.WriteArrayStart()
	for i := range n {
		s.WriteObjectStart()
		s.WriteObjectField("id")
		s.WriteInt(i)
		s.WriteObjectField("name")
		s.WriteString("value\n")
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
}

func TestStreamWriterFails(t *testing.T) {
	boom := errors.New("boom")
	for _, ok := range []int{0, 1, 100, StreamFlushThreshold - 1, StreamFlushThreshold + 5, 3 * StreamFlushThreshold} {
		w := &failWriter{ok: ok, err: boom}
		s := NewStream(w)
		writeBig(s, 1000)
		err := s.Flush()
		var e *Error
		if !errors.As(err, &e) || e.Kind != KindIO || !errors.Is(err, boom) || e.Offset != int64(ok) {
			t.Fatalf("ok=%d: error %#v, want KindIO wrapping boom at offset %d", ok, err, ok)
		}
		if s.Err() != err {
			t.Fatalf("ok=%d: Err() %v differs from Flush's %v", ok, s.Err(), err)
		}
		// Sticky: later writes and flushes do nothing and return the same error.
		before := w.got.Len()
		s.WriteInt(1)
		if s.Flush() != err || w.got.Len() != before {
			t.Fatalf("ok=%d: error not sticky", ok)
		}
		// What the writer accepted is the start of the full output.
		full, _ := streamOut(Config{}, func(s *Stream) { writeBig(s, 1000) })
		if !strings.HasPrefix(full, w.got.String()) {
			t.Fatalf("ok=%d: writer got bytes that are not a prefix of the output", ok)
		}
	}
}

func TestStreamShortWriters(t *testing.T) {
	full, _ := streamOut(Config{}, func(s *Stream) { writeBig(s, 500) })
	w := &oneByteWriter{}
	s := NewStream(w)
	writeBig(s, 500)
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	if w.got.String() != full || s.Written() != int64(len(full)) {
		t.Fatalf("one-byte writer got %d bytes, want %d", w.got.Len(), len(full))
	}
	if w.calls != len(full) {
		t.Fatalf("%d calls for %d bytes", w.calls, len(full))
	}

	s = NewStream(zeroWriter{})
	s.WriteString("x")
	err := s.Flush()
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindIO || !errors.Is(err, io.ErrShortWrite) {
		t.Fatalf("zero writer: %v, want KindIO wrapping io.ErrShortWrite", err)
	}
	if string(s.Buffer()) != `"x"` {
		t.Fatalf("unflushed bytes %q", s.Buffer())
	}
}

// The Stream flushes once its buffer passes the threshold, so it never holds more
// than the threshold plus one value.
func TestStreamFlushThreshold(t *testing.T) {
	w := &chunkWriter{}
	s := NewStream(w)
	long := strings.Repeat("y", 3*StreamFlushThreshold)
	s.WriteArrayStart()
	for i := range 2000 {
		s.WriteInt(i)
		if len(s.Buffer()) >= StreamFlushThreshold {
			t.Fatalf("after a small value %d bytes stay buffered", len(s.Buffer()))
		}
		if i == 1000 {
			s.WriteString(long)
			if len(s.Buffer()) != 0 {
				t.Fatalf("after a long string %d bytes stay buffered", len(s.Buffer()))
			}
		}
	}
	s.WriteArrayEnd()
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	if len(w.chunks) < 3 {
		t.Fatalf("only %d writes", len(w.chunks))
	}
	for _, c := range w.chunks {
		if c > StreamFlushThreshold+len(long)+2+1 {
			t.Fatalf("a write of %d bytes", c)
		}
	}
	checkValid(t, w.got.String())
	if cap(s.Buffer()) > 2*(StreamFlushThreshold+len(long)) {
		t.Fatalf("buffer grew to %d", cap(s.Buffer()))
	}
}

func TestStreamPool(t *testing.T) {
	p := NewStreamPool(Config{EscapeHTML: true})
	var b bytes.Buffer
	s := p.Get(&b)
	s.WriteString("<")
	if err := s.Flush(); err != nil || b.String() != `"\u003c"` {
		t.Fatalf("pooled stream wrote %q, %v", b.String(), err)
	}
	_ = s.SetTopLevelSeparator(" ")
	s.WriteInt(1)
	p.Put(s)
	p.Put(nil)

	// Whether or not the pool hands back the same Stream, it is reset.
	s = p.Get(nil)
	if s.Written() != 0 || s.Err() != nil || s.sep != "" || !s.escapeHTML {
		t.Fatalf("Get returned a dirty stream: written %d, err %v, sep %q", s.Written(), s.Err(), s.sep)
	}
	s.WriteInt(1)
	s.WriteInt(2)
	if s.Err() == nil {
		t.Fatal("the separator survived Put")
	}
	p.Put(s)

	// A Stream that grew past StreamPoolMaxBuffer loses its buffer when put back.
	big := NewStream(nil)
	big.WriteString(strings.Repeat("z", 2*StreamPoolMaxBuffer))
	for range 10000 {
		big.stack = append(big.stack, frame{})
	}
	big.recycle(&Config{})
	if cap(big.buf) > StreamPoolMaxBuffer || cap(big.stack) > streamPoolMaxStack {
		t.Fatalf("recycle kept a buffer of %d bytes and a stack of %d", cap(big.buf), cap(big.stack))
	}
	small := NewStream(nil)
	small.WriteString("keep")
	c := cap(small.buf)
	small.recycle(&Config{})
	if cap(small.buf) != c || len(small.buf) != 0 {
		t.Fatalf("recycle dropped a small buffer: cap %d -> %d", c, cap(small.buf))
	}
	// Through the pool: Get after Put of a big Stream never yields a big buffer.
	for range 20 {
		s := p.Get(nil)
		s.WriteString(strings.Repeat("z", 2*StreamPoolMaxBuffer))
		p.Put(s)
		if s2 := p.Get(nil); cap(s2.Buffer()) > StreamPoolMaxBuffer {
			t.Fatalf("pool kept a buffer of %d bytes", cap(s2.Buffer()))
		} else {
			p.Put(s2)
		}
	}
}

// Streams from one pool used concurrently (run with -race).
func TestStreamPoolConcurrent(t *testing.T) {
	p := NewStreamPool(Config{})
	done := make(chan string)
	for g := range 4 {
		go func() {
			var out string
			for i := range 200 {
				s := p.Get(nil)
				s.WriteArrayStart()
				s.WriteInt(g)
				s.WriteInt(i)
				s.WriteArrayEnd()
				out = string(s.Buffer())
				p.Put(s)
			}
			done <- out
		}()
	}
	for range 4 {
		if out := <-done; !strings.HasSuffix(out, ",199]") {
			t.Errorf("goroutine ended with %q", out)
		}
	}
}
