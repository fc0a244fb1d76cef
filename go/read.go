package riffle

// Containers and literals: WhatIsNext, ReadNil, ReadBool, ReadArray, ReadObject and the
// callback forms. Strings are in read_string.go, numbers in read_num.go.

// begin returns the index of the first byte of the value the caller wants to read,
// or -1 (with the error recorded) when there is none.
func (it *Iterator) begin() int {
	if it.err != nil {
		return -1
	}
	i := it.next()
	if i < 0 {
		return -1
	}
	if !valueExpected(it.state) {
		it.stateError(i)
		return -1
	}
	return i
}

// done records that a value ended at buf index end.
func (it *Iterator) done(end int) {
	it.pos = end
	it.state = afterState[it.state]
}

// peek returns the index of the next non-whitespace byte without consuming anything
// but whitespace, or -1 at the end of the input (no error is recorded for that).
func (it *Iterator) peek() int {
	i := it.pos
	if i < len(it.buf) && it.buf[i] > ' ' {
		return i
	}
	i, ok := it.skipWS(i)
	it.pos = i
	if !ok {
		return -1
	}
	return i
}

// WhatIsNext tells the type of the next value without consuming it. It returns
// InvalidValue at the end of the input, where no value may start, and after an error.
func (it *Iterator) WhatIsNext() ValueType {
	if it.err != nil || !valueExpected(it.state) {
		return InvalidValue
	}
	i := it.peek()
	if i < 0 {
		return InvalidValue
	}
	return valueStart[it.buf[i]]
}

// ReadNil consumes a null and returns true. If the next value is not null it
// consumes nothing and returns false. A malformed null is an error.
func (it *Iterator) ReadNil() bool {
	if it.err != nil || !valueExpected(it.state) {
		return false
	}
	i := it.peek()
	if i < 0 || it.buf[i] != 'n' {
		return false
	}
	end := it.scanLiteral(i, "null")
	if end < 0 {
		return false
	}
	it.done(end)
	return true
}

// ReadBool reads true or false.
func (it *Iterator) ReadBool() bool {
	i := it.begin()
	if i < 0 {
		return false
	}
	switch it.buf[i] {
	case 't':
		if end := it.scanLiteral(i, "true"); end >= 0 {
			it.done(end)
			return true
		}
	case 'f':
		if end := it.scanLiteral(i, "false"); end >= 0 {
			it.done(end)
		}
	default:
		it.failValueStart(i, "a boolean")
	}
	return false
}

// ReadArray reads an array one element at a time. The first call on an array value
// consumes '['; every call returns true when an element follows (consuming ',' between
// elements) and false at ']' (consumed) or on error. Read or Skip each element between
// calls.
func (it *Iterator) ReadArray() bool {
	i := it.pos
	if i >= len(it.buf) || it.buf[i] <= ' ' || it.err != nil {
		// A line of indented text before ']' (or before the value, at the top level)
		// is taken here, without nextSlow's call.
		if j := indentEnd(it.buf, i); j >= 0 && it.err == nil {
			it.pos, i = j, j
		} else if i = it.begin0(); i < 0 {
			return false
		}
	}
	c := it.buf[i]
	switch {
	case it.state == stArrAfter:
		if c == ',' {
			// The element's fast paths look for it at it.pos: a line of indentation
			// before it is taken here.
			it.pos = i + 1
			if j := indentEnd(it.buf, i+1); j >= 0 {
				it.pos = j
			}
			it.state = stArrValue
			it.levels[len(it.levels)-1].at++
			return true
		}
		if c == ']' {
			it.close(i)
			return false
		}
		it.failChar(i, "expected ',' or ']'")
		return false
	case !valueExpected(it.state):
		it.stateError(i)
		return false
	case c != '[':
		it.failValueStart(i, "an array")
		return false
	}
	if !it.open(i) {
		return false
	}
	j := indentEnd(it.buf, i+1) // the first element's line of indented text
	if j >= 0 {
		it.pos = j
	} else if j = it.next(); j < 0 {
		return false
	}
	if it.buf[j] == ']' {
		it.close(j)
		return false
	}
	it.state = stArrValue
	return true
}

// begin0 is begin without the state check, for ReadArray and ReadObject, which call
// it only when the byte at it.pos is whitespace or past the buffer or it.err is set:
// the common case (no error, a non-whitespace byte at it.pos) is tested at both call
// sites, where the test inlines (a function holding it and this call does not).
//
//go:noinline
func (it *Iterator) begin0() int {
	if it.err != nil {
		return -1
	}
	return it.nextSlow()
}

// open enters the container whose bracket is at buf[i].
func (it *Iterator) open(i int) bool {
	if !it.push(it.buf[i] == '{', i) {
		return false
	}
	it.pos = i + 1
	return true
}

// close leaves the innermost container at its closing bracket buf[i].
func (it *Iterator) close(i int) {
	it.state = it.pop()
	it.pos = i + 1
}

// ReadObject reads an object one member at a time. The first call on an object value
// consumes '{'; every call consumes the next member name and its ':' and returns the
// decoded name and true, or nil and false at '}' (consumed) or on error. Read or Skip
// the member's value between calls. The name is borrowed like ReadStringAsSlice's
// result: valid only until the next call on the Iterator.
func (it *Iterator) ReadObject() ([]byte, bool) {
	name, _, ok := it.readObject(nil)
	return name, ok
}

// readObject is ReadObject; the bind layer's struct decoders pass the member they
// expect next (g, or nil), which is matched where the name starts by a comparison of
// words, before any scan of the name. hit reports that the name read is g's.
func (it *Iterator) readObject(g *nameGuess) (name []byte, hit, ok bool) {
	i := it.pos
	if i >= len(it.buf) || it.buf[i] <= ' ' || it.err != nil {
		// A line of indented text before '}' (or before the value, at the top level)
		// is taken here, without nextSlow's call.
		if j := indentEnd(it.buf, i); j >= 0 && it.err == nil {
			it.pos, i = j, j
		} else if i = it.begin0(); i < 0 {
			return nil, false, false
		}
	}
	c := it.buf[i]
	switch {
	case it.state == stObjAfter:
		if c == '}' {
			it.close(i)
			return nil, false, false
		}
		if c != ',' {
			it.failChar(i, "expected ',' or '}'")
			return nil, false, false
		}
		if j := indentEnd(it.buf, i+1); j >= 0 {
			it.pos, i = j, j // the next line of indented text, without next's call
		} else {
			it.pos = i + 1
			if i = it.next(); i < 0 {
				return nil, false, false
			}
		}
	case !valueExpected(it.state):
		it.stateError(i)
		return nil, false, false
	case c != '{':
		it.failValueStart(i, "an object")
		return nil, false, false
	default:
		if !it.open(i) {
			return nil, false, false
		}
		// Until the first name is read the object waits like after a value, so that
		// the error for a bad byte names the object itself.
		it.state = stObjAfter
		if j := indentEnd(it.buf, i+1); j >= 0 { // the first member's line of indented text
			it.pos, i = j, j
		} else if i = it.next(); i < 0 {
			return nil, false, false
		}
		if it.buf[i] == '}' {
			it.close(i)
			return nil, false, false
		}
	}
	// Fast path, in this function to save a call per member: a plain ASCII name
	// followed at once by ':' (and maybe one space, consumed as the whitespace before
	// the value), all inside the buffer. The name is g's when its words are there (it
	// needs no scan: g's name is plain), else it is scanned.
	if buf := it.buf; buf[i] == '"' {
		var j int
		if g != nil && g.n <= it.maxStringBytes {
			if i+1+g.need <= len(buf) {
				hit = g.at(buf[i+1:])
			} else {
				hit = g.atEnd(buf[i+1:]) // near the end of the input: the last member
			}
		}
		if hit {
			j = i + 1 + g.n // the closing quote, compared with the name
		} else if j = quickString(buf, i+1); !closesPlain(buf, i, j, it.maxStringBytes) {
			j = len(buf)
		}
		if j+2 < len(buf) && buf[j+1] == ':' {
			k := j + 2
			if buf[k] == ' ' {
				k++
			}
			it.pos = k
			it.state = stObjValue
			it.setName(i+1, j)
			return buf[i+1 : j : j], hit, true
		}
	}
	name, ok = it.readName(i)
	return name, false, ok
}

// readName reads a member name at buf[i] and the ':' after it: ReadObject's general
// path (an escaped or non-ASCII name, whitespace before ':', or the end of the buffer).
func (it *Iterator) readName(i int) ([]byte, bool) {
	if it.buf[i] != '"' {
		it.failChar(i, "expected a member name")
		return nil, false
	}
	start, end, needs := it.scanString(i)
	if end < 0 {
		return nil, false
	}
	length := end - start
	it.setName(start+1, end-1)
	it.state = stObjColon
	it.mark = start // keep the name in the buffer while looking for ':'
	it.pos = end
	j := it.next()
	start = it.mark
	it.mark = -1
	if j < 0 {
		return nil, false
	}
	if it.buf[j] != ':' {
		it.failChar(j, "expected ':'")
		return nil, false
	}
	// One space after ':' is consumed as ReadObject's fast path does, so that the
	// value's fast paths (which look for it right at the cursor) still apply.
	if it.pos = j + 1; j+2 < len(it.buf) && it.buf[j+1] == ' ' {
		it.pos = j + 2
	}
	it.state = stObjValue
	end = start + length
	raw := it.buf[start+1 : end-1]
	if needs != 0 {
		return it.decodeString(raw, needs), true
	}
	return raw[:len(raw):len(raw)], true
}

// ReadArrayCB calls f for each element of an array; f must read or skip the element
// (an element f leaves unread is skipped). It returns false when f returns false or
// on error, true when the whole array was read.
func (it *Iterator) ReadArrayCB(f func(it *Iterator) bool) bool {
	depth := len(it.levels) + 1
	for it.ReadArray() {
		if !f(it) {
			return false
		}
		it.afterCallback(depth, stArrValue)
	}
	return it.err == nil
}

// afterCallback enforces the callback contract once a callback returned true with the
// innermost level at depth: a value it did not read is skipped (and validated); one it
// began to read but left open is a misuse error (type-mismatch).
func (it *Iterator) afterCallback(depth int, unread uint8) {
	switch {
	case it.err != nil:
	case len(it.levels) > depth:
		it.fail(KindTypeMismatch, it.pos, "the callback returned inside a value it began to read")
	case len(it.levels) == depth && it.state == unread:
		it.Skip()
	}
}

// ReadObjectCB calls f for each member of an object with its borrowed name; f must
// read or skip the value (a value f leaves unread is skipped). It returns false when
// f returns false or on error, true when the whole object was read.
func (it *Iterator) ReadObjectCB(f func(it *Iterator, name []byte) bool) bool {
	depth := len(it.levels) + 1
	for {
		name, ok := it.ReadObject()
		if !ok {
			break
		}
		if !f(it, name) {
			return false
		}
		it.afterCallback(depth, stObjValue)
	}
	return it.err == nil
}
