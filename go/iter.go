package riffle

import (
	"errors"
	"io"
	"unsafe"
)

// ValueType is the kind of JSON value that comes next, as told by [Iterator.WhatIsNext].
type ValueType uint8

// The kinds of value [Iterator.WhatIsNext] reports.
const (
	// InvalidValue: no value can start here (end of input, a separator, a bad byte,
	// or the Iterator has stopped on an error).
	InvalidValue ValueType = iota
	// StringValue: the next value is a string.
	StringValue
	// NumberValue: the next value is a number.
	NumberValue
	// NilValue: the next value is null.
	NilValue
	// BoolValue: the next value is true or false.
	BoolValue
	// ArrayValue: the next value is an array.
	ArrayValue
	// ObjectValue: the next value is an object.
	ObjectValue
)

var valueTypeNames = [...]string{
	InvalidValue: "invalid", StringValue: "string", NumberValue: "number", NilValue: "null",
	BoolValue: "bool", ArrayValue: "array", ObjectValue: "object",
}

// String returns the type's name as the shared vectors write it: "string", "number",
// "object", "array", "bool", "null" or "invalid".
func (v ValueType) String() string {
	if int(v) < len(valueTypeNames) {
		return valueTypeNames[v]
	}
	return "ValueType(" + string(appendInt64(nil, int64(v))) + ")"
}

// Parser states of the innermost open level, as seen by the Iterator's Read* calls.
const (
	stTop      uint8 = iota // top level, value expected
	stTopDone               // top-level value complete
	stArrValue              // in an array, an element is expected
	stArrAfter              // in an array, after an element: ',' or ']'
	stObjValue              // in an object, after ':': a member value is expected
	stObjAfter              // in an object, after a member value: ',' or '}'
	stObjColon              // in an object, after a member name: ':' is expected
)

// afterState maps a value-expecting state to the state once that value is complete.
var afterState = [...]uint8{
	stTop: stTopDone, stTopDone: stTopDone,
	stArrValue: stArrAfter, stArrAfter: stArrAfter,
	stObjValue: stObjAfter, stObjAfter: stObjAfter, stObjColon: stObjAfter,
}

// valueExpected reports whether a state wants a value next.
func valueExpected(st uint8) bool {
	return 1<<st&(1<<stTop|1<<stArrValue|1<<stObjValue) != 0
}

// Iterator is a forward-only pull parser over one JSON text held in a []byte, a string
// or read from an io.Reader. The caller says what it expects next (ReadInt, ReadString,
// ReadObject, ReadArray, Skip...); each call consumes that value. All inputs share one
// buffered cursor: for a slice or string the buffer is the input itself and refilling
// is a no-op; for a reader the buffer is refilled in chunks of Config.ReadBufferSize.
//
// The first error stops the Iterator: every later read returns the zero value and
// [Iterator.Err] keeps returning that *Error. The contract:
// https://github.com/riffle-json/riffle/blob/main/docs/design/iterator.md.
//
// An Iterator is not safe for concurrent use. Reuse one with Reset, ResetString or
// ResetReader; after warm-up a Reset allocates nothing.
type Iterator struct {
	buf  []byte // the window of input in memory; buf[pos:] is unread
	pos  int
	base int64 // absolute input offset of buf[0]

	rd    *readerInput // reader input; nil for a slice or a string
	spare *readerInput // kept across resets, so that ResetReader reuses its buffer
	eof   bool         // the reader has reported io.EOF
	mark  int          // while >= 0, refill keeps buf[mark:] (a borrowed name)
	isStr bool         // input was a string (buf is a read-only view)
	bom   bool         // Config.SkipBOM over a reader whose first bytes are not read yet

	err    *Error
	state  uint8   // the state of the innermost caller level (st* constants)
	inName bool    // a member name is being scanned inside a Skip (for the pointer)
	levels []level // open containers: the caller's plus those inside a running Skip
	copied int     // levels below this index have had their names copied if needed

	cfg            Config
	maxDepth       int
	maxStringBytes int
	maxNumberBytes int
	replace        bool
	unchecked      bool // Config.UncheckedSkip: Skip takes skipUnchecked for containers

	scratch []byte // decoded strings and names
	// pack: strings are copied into strBlock, a shared block (BindConfig.PackStrings),
	// rather than allocated each; the bind layer sets it on the Iterators it owns.
	pack     bool
	strBlock []byte
	marks    []savePoint // live save points (Mark), oldest first

	// fast is the structural fast path's state for an in-memory Skip, kept here so that
	// a Skip does not zero it (fastRun sets what it reads).
	fast fastStack
}

// readerInput is what only reader input needs. It sits behind a pointer so that the
// io.Reader call, which Go's escape analysis must assume keeps whatever it is handed,
// is two pointers away from the Iterator's other buffers: Config.Validate's Iterator
// and its level stack then stay off the heap.
type readerInput struct {
	r    io.Reader
	rbuf []byte // the owned buffer behind buf
	rerr error  // a read error to report at the next refill
	// names holds copies of the names of levels[:copied] whose bytes left the buffer
	// (only reader input ever drops bytes).
	names []byte
}

// NewIterator returns an Iterator over data with the default Config. The Iterator
// reads data in place and never changes it; data must not change while in use.
func NewIterator(data []byte) *Iterator { return Config{}.NewIterator(data) }

// NewIteratorString returns an Iterator over s with the default Config, without copying s.
func NewIteratorString(s string) *Iterator { return Config{}.NewIteratorString(s) }

// NewIteratorReader returns an Iterator that reads r in chunks of DefaultReadBufferSize.
func NewIteratorReader(r io.Reader) *Iterator { return Config{}.NewIteratorReader(r) }

// NewIterator returns an Iterator over data that applies c.
func (c Config) NewIterator(data []byte) *Iterator {
	it := &Iterator{}
	it.setConfig(c)
	it.Reset(data)
	return it
}

// NewIteratorString returns an Iterator over s that applies c, without copying s.
func (c Config) NewIteratorString(s string) *Iterator {
	it := &Iterator{}
	it.setConfig(c)
	it.ResetString(s)
	return it
}

// NewIteratorReader returns an Iterator that reads r in chunks of c.ReadBufferSize.
func (c Config) NewIteratorReader(r io.Reader) *Iterator {
	it := &Iterator{}
	it.setConfig(c)
	it.ResetReader(r)
	return it
}

func (it *Iterator) setConfig(c Config) {
	it.cfg = c
	it.applyConfig()
}

// applyConfig resolves it.cfg's limits into the fields the scanners read.
func (it *Iterator) applyConfig() {
	it.maxDepth = it.cfg.maxDepth()
	it.maxStringBytes = it.cfg.maxStringBytes()
	it.maxNumberBytes = it.cfg.maxNumberBytes()
	it.replace = it.cfg.InvalidUTF8 == InvalidUTF8Replace
	it.unchecked = it.cfg.UncheckedSkip
}

func (it *Iterator) resetState() {
	if it.maxDepth == 0 { // a zero Iterator: apply the zero Config
		it.applyConfig()
	}
	it.pos = 0
	it.base = 0
	it.eof = false
	it.mark = -1
	it.bom = false
	it.err = nil
	it.state = stTop
	it.inName = false
	it.levels = it.levels[:0]
	it.copied = 0
	it.marks = it.marks[:0]
}

// Reset makes the Iterator read data from its start, keeping its Config and buffers.
func (it *Iterator) Reset(data []byte) {
	it.resetState()
	it.rd = nil
	it.isStr = false
	it.buf = data
	it.skipLeadingBOM()
}

// ResetString makes the Iterator read s from its start, without copying s.
func (it *Iterator) ResetString(s string) {
	it.resetState()
	it.rd = nil
	it.isStr = true
	// A read-only view: the Iterator never writes to buf when r is nil.
	it.buf = unsafe.Slice(unsafe.StringData(s), len(s))
	it.skipLeadingBOM()
}

// ResetReader makes the Iterator read r from its current position, reusing its buffer.
func (it *Iterator) ResetReader(r io.Reader) {
	it.resetState()
	if it.spare == nil {
		it.spare = &readerInput{}
	}
	rd := it.spare
	rd.r, rd.rerr, rd.names = r, nil, rd.names[:0]
	it.rd = rd
	it.isStr = false
	size := it.cfg.readBufferSize()
	if cap(rd.rbuf) < size || cap(rd.rbuf) > 4*size {
		rd.rbuf = make([]byte, 0, size)
	}
	it.buf = rd.rbuf[:0]
	it.bom = it.cfg.SkipBOM
}

// Err returns the first error the Iterator met, or nil. The result is nil or an *Error.
func (it *Iterator) Err() error {
	if it.err == nil || it.err == errStopped {
		return nil
	}
	return it.err
}

// InputOffset returns the absolute byte offset of the next unread byte.
func (it *Iterator) InputOffset() int64 { return it.base + int64(it.pos) }

// Finish checks that only whitespace remains after the top-level value and returns
// the Iterator's first error, if any. A top-level value must have been read completely.
func (it *Iterator) Finish() error {
	if it.err != nil {
		return it.Err()
	}
	if it.state == stTopDone && it.pos == len(it.buf) && it.rd == nil {
		return nil // the value ends the input in memory: nothing to look at
	}
	if it.cfg.MultipleValues && it.state == stTop && len(it.levels) == 0 {
		if _, ok := it.skipWS(it.pos); !ok && it.err == nil {
			return nil // the clean end of a sequence of texts
		}
	}
	if it.state != stTopDone {
		// The value (or a container) is unfinished: find out why.
		i, ok := it.skipWS(it.pos)
		if it.err != nil {
			return it.err
		}
		if !ok {
			it.failEOF()
		} else {
			it.fail(KindTypeMismatch, i, "Finish called before the top-level value was read to its end")
		}
		return it.err
	}
	i, ok := it.skipWS(it.pos)
	if ok {
		it.fail(KindTrailingData, i, "data after the top-level value")
	}
	it.pos = i
	if it.err != nil {
		return it.err
	}
	return nil
}

// refill pulls more input into buf, keeping buf[keep:] and dropping what is before it.
// It returns how far the kept bytes moved toward the start (subtract it from every
// index into buf) and whether buf grew. For slice and string input it does nothing.
func (it *Iterator) refill(keep int) (int, bool) {
	if it.rd == nil || it.err != nil {
		return 0, false
	}
	return it.refillReader(keep)
}

const maxEmptyReads = 100

func (it *Iterator) refillReader(keep int) (int, bool) {
	if it.mark >= 0 && it.mark < keep {
		keep = it.mark
	}
	keep = it.keepFrom(keep)
	if it.eof {
		return 0, false
	}
	rd := it.rd
	if rd.rerr != nil {
		it.failIO(rd.rerr)
		return 0, false
	}
	shift := 0
	if keep > 0 {
		it.saveNames(keep)
		n := copy(rd.rbuf[:cap(rd.rbuf)], it.buf[keep:])
		it.base += int64(keep)
		it.buf = rd.rbuf[:n]
		if it.pos -= keep; it.pos < 0 {
			it.pos = 0
		}
		if it.mark >= 0 {
			it.mark -= keep
		}
		shift = keep
	}
	if len(it.buf) == cap(rd.rbuf) {
		nb := make([]byte, len(it.buf), 2*cap(rd.rbuf)+1)
		copy(nb, it.buf)
		rd.rbuf = nb
		it.buf = nb
	}
	for empty := 0; ; {
		n, err := rd.r.Read(rd.rbuf[len(it.buf):cap(rd.rbuf)])
		if n < 0 || n > cap(rd.rbuf)-len(it.buf) {
			n, err = 0, errors.New("riffle: reader returned an invalid count")
		}
		it.buf = rd.rbuf[:len(it.buf)+n]
		if err == io.EOF {
			it.eof = true
		} else if err != nil {
			if n > 0 {
				rd.rerr = err
			} else {
				it.failIO(err)
				return shift, false
			}
		}
		if n > 0 {
			if it.bom {
				return shift, it.skipReaderBOM()
			}
			return shift, true
		}
		if it.eof {
			return shift, false
		}
		if empty++; empty >= maxEmptyReads {
			it.failIO(io.ErrNoProgress)
			return shift, false
		}
	}
}

// skipWS returns the index of the next non-whitespace byte at or after i, refilling
// as needed, and false when the input ends first (or an I/O error stopped it).
func (it *Iterator) skipWS(i int) (int, bool) {
	for {
		if i = wsEnd(it.buf, i); i < len(it.buf) {
			return i, true
		}
		it.pos = i
		shift, ok := it.refill(i)
		i -= shift
		if !ok {
			return i, false
		}
	}
}

// next returns the index of the next non-whitespace byte, or -1 after setting the
// unexpected-end error. Inlinable fast path for the common no-whitespace case.
func (it *Iterator) next() (i int) {
	if i = it.pos; i < len(it.buf) && it.buf[i] > ' ' {
		return
	}
	return it.nextSlow()
}

// nextSlow is next when whitespace, or the end of the buffer, is at it.pos. The
// usual runs between tokens are taken here without a call: one space before a token
// ("1, 2") and, in indented text, a line feed (or "\r\n") with its spaces or tabs
// before a token. Anything else goes to wsEnd, and then to a refill.
//
//go:noinline
func (it *Iterator) nextSlow() int {
	if buf, i := it.buf, it.pos; i+17 <= len(buf) {
		switch buf[i] {
		case '\n':
			j := indentEnd(buf, i)
			if j < 0 && buf[i+1] == '\t' {
				j = lineEnd(buf, i, swarLo*'\t')
			}
			if j >= 0 {
				it.pos = j
				return j
			}
		case ' ':
			if buf[i+1] > ' ' {
				it.pos = i + 1
				return i + 1
			}
		case '\r':
			// "\r\n": the line feed's case from i+1, written out again. Sharing it (i
			// moved to the line feed before the switch, or one case for both) cost the
			// tab-indented twitter.json 1.4-1.9 % and Record2 up to 143 instructions.
			j := indentEnd(buf, i+1)
			if j < 0 && buf[i+2] == '\t' {
				j = lineEnd(buf, i+1, swarLo*'\t')
			}
			if j >= 0 {
				it.pos = j
				return j
			}
		}
	}
	if i := wsEnd(it.buf, it.pos); i < len(it.buf) {
		it.pos = i
		return i
	}
	i, ok := it.skipWS(it.pos)
	it.pos = i
	if !ok {
		it.failEOF()
		return -1
	}
	return i
}
