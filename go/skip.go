package riffle

// Skip: one iterative walk over a value, on the Iterator's level stack (never the call
// stack), sharing the scanner with every Read* call. Validate is Skip plus Finish.

// Skip consumes the next value, whatever it is, checking it fully: it fails on
// exactly the inputs Validate rejects. Under Config.UncheckedSkip an array or object
// is checked only for its brackets and string quotes (skip_unchecked.go).
func (it *Iterator) Skip() {
	if it.err != nil {
		return
	}
	if !it.atValue() {
		return
	}
	// A plain string or number at the cursor (the common skipped member values), or
	// after whitespace there, as skipExact reads them.
	buf := it.buf
	if i := it.pos; i < len(buf) {
		c := buf[i]
		if c <= ' ' {
			if i = wsEnd(buf, i); i < len(buf) {
				c = buf[i]
			}
		}
		switch {
		case c == '"':
			j := plainHead(buf, i+1)
			if closesPlain(buf, i, j, it.maxStringBytes) {
				it.done(j + 1)
				return
			}
			// A longer string, or one with escapes: the exact scan goes on from j.
			if _, end, _ := it.scanStringAt(i, j); end >= 0 {
				it.done(end)
			}
			return
		case c-'0' < 10 || c == '-':
			if j := numberFast(buf, i); j > 0 && j-i <= it.maxNumberBytes {
				it.done(j)
				return
			}
		case c == 't' || c == 'f' || c == 'n':
			if end := it.scanLiteral(i, literalAt[c]); end >= 0 {
				it.done(end)
			}
			return
		}
	}
	if it.unchecked && it.skipUnchecked() {
		return
	}
	// A container in memory: the structural fast path decides most of them at once;
	// when it does not (an error, or a case it leaves to the scanner), skipValue
	// reads the same value exactly. Over a reader, the two take turns (skipStaged).
	if vectorKernels && kernelsVector {
		if it.rd != nil {
			if i := it.peek(); i >= 0 && (it.buf[i] == '{' || it.buf[i] == '[') {
				it.skipStaged(i)
				return
			}
		} else {
			i := it.pos
			if i < len(buf) && buf[i] <= ' ' {
				i = wsEnd(buf, i)
			}
			if i < len(buf) && (buf[i] == '{' || buf[i] == '[') {
				if end := fastSkip(buf, i, it.skipLimits(), &it.fast); end >= 0 {
					it.done(end)
					return
				}
			}
		}
	}
	if it.skipValue() {
		it.state = afterState[it.state]
	}
}

// skipLimits returns the limits fastSkip applies for a value read at the current level.
func (it *Iterator) skipLimits() skipLimits {
	return skipLimits{
		room:      it.maxDepth - len(it.levels),
		maxString: it.maxStringBytes,
		maxNumber: it.maxNumberBytes,
		replace:   it.replace,
	}
}

// SkipAndReturnBytes consumes the next value and returns a copy of its raw bytes
// (nil on error).
func (it *Iterator) SkipAndReturnBytes() []byte {
	b := it.SkipAndAppendBytes(nil)
	if it.err != nil {
		return nil
	}
	if b == nil {
		b = []byte{}
	}
	return b
}

// SkipAndAppendBytes consumes the next value and appends its raw bytes to dst.
// It allocates nothing when dst has room. On error it returns dst unchanged.
func (it *Iterator) SkipAndAppendBytes(dst []byte) []byte {
	if it.err != nil {
		return dst
	}
	if !it.atValue() {
		return dst
	}
	i := it.next()
	if i < 0 {
		return dst
	}
	it.mark = i // keep the value's bytes in the buffer while it is skipped
	ok := it.skipValue()
	start := it.mark
	it.mark = -1
	if !ok {
		return dst
	}
	it.state = afterState[it.state]
	return append(dst, it.buf[start:it.pos]...)
}

// skipValue consumes one value from the next non-whitespace byte on, leaving it.pos
// after it. It returns false after recording an error. The containers it opens are
// pushed on the Iterator's level stack like the caller's, with their element index and
// member name kept up to date, so an error names its place without re-reading anything.
func (it *Iterator) skipValue() bool {
	return it.skipExact(len(it.levels), fsValue, false) == fsDone
}

// skipExact is the exact scanner of Skip: it reads on from it.pos in grammar state from
// (a fastRun state that is not inside a string) until the value that started at level
// base is read (fsDone) or an error is recorded (fsFailed); the levels above base are
// that value's open containers. With yield, it also stops at the first token boundary
// after a refill and returns the state there, it.pos at that boundary (stage_reader.go).
func (it *Iterator) skipExact(base int, from uint8, yield bool) uint8 {
	var (
		buf    = it.buf
		i      = it.pos
		c      byte
		ok     bool
		inOb   bool
		top    *level // the innermost level while this Skip has one
		maxStr = it.maxStringBytes
		maxNum = it.maxNumberBytes
		seen   = it.base + int64(len(it.buf)) // the end of the input read so far
	)
	if n := len(it.levels); n > base {
		top = &it.levels[n-1]
		inOb = top.obj()
	}
	switch from {
	case fsAfter:
		goto after
	case fsName:
		goto nameWS
	case fsNameOrEnd, fsValueOrEnd:
		goto first
	case fsColon:
		goto colon
	}

value:
	if i < len(buf) && buf[i] > ' ' {
		c = buf[i]
	} else if i+1 < len(buf) && buf[i] == ' ' && buf[i+1] > ' ' {
		i++ // one space, as after ':' or ',' in many documents
		c = buf[i]
	} else {
		if i = wsEnd(buf, i); i >= len(buf) {
			it.pos = i
			if i, ok = it.skipWS(i); !ok {
				it.failEOFIn(true)
				return fsFailed
			}
			buf = it.buf
			if yield && it.base+int64(len(buf)) != seen {
				it.pos = i
				return fsValue
			}
		}
		c = buf[i]
	}
	switch c {
	case '"':
		if j := plainHead(buf, i+1); closesPlain(buf, i, j, maxStr) {
			i = j + 1
			goto after
		} else if _, i, _ = it.scanStringAt(i, j); i < 0 {
			return fsFailed
		}
	case '{', '[':
		inOb = c == '{'
		n := len(it.levels)
		if n >= it.maxDepth {
			it.failLimit(i, limitDepth)
			return fsFailed
		}
		if n == cap(it.levels) {
			it.growLevels()
		}
		it.levels = it.levels[:n+1]
		top = &it.levels[n]
		if inOb {
			*top = level{n: noName}
		} else {
			*top = level{n: arrayLevel}
		}
		i++
		goto first
	case 't', 'f', 'n':
		if i = it.scanLiteral(i, literalAt[c]); i < 0 {
			return fsFailed
		}
	default:
		if c != '-' && !isDigit(c) {
			it.failChar(i, "expected a value")
			return fsFailed
		}
		// Inline fast path for -?int(.frac)? followed by a delimiter in the buffer;
		// anything else (exponents, errors, the buffer's end) takes scanNumber.
		if j := numberFast(buf, i); j > 0 && j-i <= maxNum {
			i = j
			goto after
		}
		if _, i, _ = it.scanNumber(i); i < 0 {
			return fsFailed
		}
	}
	// A value read by a call that may have refilled the buffer.
	buf = it.buf
	if yield && it.base+int64(len(buf)) != seen && len(it.levels) > base {
		it.pos = i
		return fsAfter
	}
	goto after

first:
	// Just after '[' or '{' (inOb tells which): the first element or member, or the end.
	if i < len(buf) && buf[i] > ' ' {
		c = buf[i]
	} else {
		it.pos = i
		if i, ok = it.skipWS(i); !ok {
			it.failEOFIn(!inOb)
			return fsFailed
		}
		buf = it.buf
		if yield && it.base+int64(len(buf)) != seen {
			it.pos = i
			if inOb {
				return fsNameOrEnd
			}
			return fsValueOrEnd
		}
		c = buf[i]
	}
	if c == '}' && inOb || c == ']' && !inOb {
		i++
		goto closed
	}
	if inOb {
		goto name
	}
	goto value

closed:
	// The innermost level closed at buf[i-1]: pop it; inOb becomes the kind of the
	// enclosing level, if it is this Skip's.
	if n := len(it.levels) - 1; n < it.copied {
		it.unnamed(n)
		it.levels = it.levels[:n]
	} else {
		it.levels = it.levels[:n]
	}
	if len(it.levels) == base {
		it.pos = i
		return fsDone
	}
	top = &it.levels[len(it.levels)-1]
	inOb = top.obj()

after:
	// inOb is the kind of the innermost open level (when this Skip has one).
	if len(it.levels) == base {
		it.pos = i
		return fsDone
	}
	if i < len(buf) && buf[i] > ' ' {
		c = buf[i]
	} else if i+1 < len(buf) && buf[i] == ' ' && buf[i+1] > ' ' {
		i++
		c = buf[i]
	} else {
		if i = wsEnd(buf, i); i >= len(buf) {
			it.pos = i
			if i, ok = it.skipWS(i); !ok {
				it.failEOFIn(false)
				return fsFailed
			}
			buf = it.buf
			if yield && it.base+int64(len(buf)) != seen {
				it.pos = i
				return fsAfter
			}
		}
		c = buf[i]
	}
	if c == ',' {
		i++
		if inOb {
			goto nameWS
		}
		top.at++
		goto value
	}
	if c == '}' && inOb || c == ']' && !inOb {
		i++
		goto closed
	}
	if inOb {
		it.failIn(KindInvalidCharacter, i, "expected ',' or '}'", false)
	} else {
		it.failIn(KindInvalidCharacter, i, "expected ',' or ']'", false)
	}
	return fsFailed

nameWS:
	if i < len(buf) && buf[i] > ' ' {
		c = buf[i]
	} else {
		if i = wsEnd(buf, i); i >= len(buf) {
			it.pos = i
			if i, ok = it.skipWS(i); !ok {
				it.failEOFIn(false)
				return fsFailed
			}
			buf = it.buf
			if yield && it.base+int64(len(buf)) != seen {
				it.pos = i
				return fsName
			}
		}
		c = buf[i]
	}
name:
	if c != '"' {
		it.failIn(KindInvalidCharacter, i, "expected a member name", false)
		return fsFailed
	}
	if j := plainHead(buf, i+1); closesPlain(buf, i, j, maxStr) {
		if len(it.levels) <= it.copied {
			it.unnamed(len(it.levels) - 1)
		}
		top.at, top.n = it.base+int64(i+1), j-i-1
		i = j + 1
	} else {
		var start int
		it.inName = true
		start, i, _ = it.scanStringAt(i, j)
		it.inName = false
		if i < 0 {
			return fsFailed
		}
		it.setName(start+1, i-1)
		buf = it.buf
		if yield && it.base+int64(len(buf)) != seen {
			it.pos = i
			return fsColon
		}
	}
colon:
	// After a member name: ':' and the member's value.
	if i < len(buf) && buf[i] == ':' {
		i++
		goto value
	}
	if i = wsEnd(buf, i); i >= len(buf) {
		it.pos = i
		if i, ok = it.skipWS(i); !ok {
			it.failEOFIn(true)
			return fsFailed
		}
		buf = it.buf
		if yield && it.base+int64(len(buf)) != seen {
			it.pos = i
			return fsColon
		}
	}
	if buf[i] != ':' {
		it.failIn(KindInvalidCharacter, i, "expected ':'", true)
		return fsFailed
	}
	i++
	goto value
}
