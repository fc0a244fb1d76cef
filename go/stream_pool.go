package riffle

import (
	"io"
	"sync"
)

// StreamPoolMaxBuffer is the largest buffer capacity a [StreamPool] keeps: a Stream
// put back with a bigger buffer (after one huge value) loses the buffer, so the pool
// does not hold that memory forever.
const StreamPoolMaxBuffer = 64 << 10

// streamPoolMaxStack is the largest structure stack (in levels) a StreamPool keeps.
const streamPoolMaxStack = 1024

// StreamPool recycles Streams of one Config. It is safe for concurrent use; each
// StreamPool has its own sync.Pool (there is no global pool).
type StreamPool struct {
	cfg  Config
	pool sync.Pool
}

// NewStreamPool returns a pool of Streams with the options of c.
func NewStreamPool(c Config) *StreamPool { return &StreamPool{cfg: c} }

// Get returns a Stream with the pool's Config, reset to write to w (nil: buffer
// only), with no error, no structure and no top-level separator.
func (p *StreamPool) Get(w io.Writer) *Stream {
	if s, ok := p.pool.Get().(*Stream); ok {
		s.Reset(w)
		return s
	}
	return p.cfg.NewStream(w)
}

// Put returns s to the pool. s must not be used afterwards; unflushed bytes are
// dropped. Put(nil) does nothing.
func (p *StreamPool) Put(s *Stream) {
	if s == nil {
		return
	}
	s.recycle(&p.cfg)
	p.pool.Put(s)
}

// recycle empties s for reuse with c, dropping oversized memory.
func (s *Stream) recycle(c *Config) {
	if cap(s.buf) > StreamPoolMaxBuffer || !s.owned { // never keep a caller's slice
		s.buf, s.owned = nil, true
	}
	if cap(s.stack) > streamPoolMaxStack {
		s.stack = nil
	}
	if cap(s.lend.scratch) > StreamPoolMaxBuffer || cap(s.lend.spill)*apLevelsPerWord > streamPoolMaxStack {
		s.lend.scratch, s.lend.spill = nil, nil // an Appender's memory: an indented value, deep nesting
	}
	s.configure(c)
	s.Reset(nil)
}
