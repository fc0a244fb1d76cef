package riffle

// The Appender's values, member names and one-call members: the Stream's calls of the
// same names (stream_values.go, stream_names.go) with the buffer in the Appender.

// WriteNil writes null.
func (w Appender) WriteNil() Appender { return w.literal("null") }

// WriteBool writes true or false.
func (w Appender) WriteBool(v bool) Appender { return w.literal(boolText(v)) }

// boolText returns v's literal.
func boolText(v bool) string {
	if v {
		return "true"
	}
	return "false"
}

// literal writes the value text t (a literal) where a value may come.
func (w Appender) literal(t string) Appender {
	w, ok := w.beginValue()
	if !ok {
		return w
	}
	w.buf = append(w.buf, t...)
	return w.commit()
}

// WriteInt64 writes v in decimal.
func (w Appender) WriteInt64(v int64) Appender {
	u := uint64(v)
	if v < 0 {
		u = -u // also right for math.MinInt64
	}
	return w.integer(u, v < 0)
}

// WriteUint64 writes v in decimal.
func (w Appender) WriteUint64(v uint64) Appender { return w.integer(v, false) }

// integer writes the integer of magnitude u, negative or not, where a value may come.
func (w Appender) integer(u uint64, negative bool) Appender {
	w, ok := w.beginValue()
	if !ok {
		return w
	}
	w.buf = appendDigits(w.buf, u, negative)
	return w.commit()
}

// WriteFloat64 writes v as [Stream.WriteFloat64] does; NaN and ±Inf are a
// KindInvalidValue error.
func (w Appender) WriteFloat64(v float64) Appender {
	if !isFinite64(v) {
		return w.failNonFinite()
	}
	w, ok := w.beginValue()
	if !ok {
		return w
	}
	w.buf = appendFloat64(w.buf, v)
	return w.commit()
}

// failNonFinite records the error for a NaN or infinite value, located as the Stream
// locates it: before any state check (cold path).
func (w Appender) failNonFinite() Appender {
	if !w.current() {
		return w.stale()
	}
	return w.failValue(len(w.buf), len(w.buf), KindInvalidValue, errNonFinite)
}

// WriteString writes v as a JSON string, as [Stream.WriteString] does.
func (w Appender) WriteString(v string) Appender {
	m := len(w.buf)
	w, ok := w.beginValue()
	if !ok {
		return w
	}
	b, ok := appendString(w.buf, stringBytes(v), w.s.escaper)
	if !ok {
		return w.failValue(m, len(w.buf), KindInvalidValue, "string is not valid UTF-8")
	}
	w.buf = b
	return w.commit()
}

// WriteObjectField writes a member name, escaped like a string, and ':', as
// [Stream.WriteObjectField] does; the next value is the member's.
func (w Appender) WriteObjectField(name string) Appender {
	if !w.current() || w.s.lend.levels&1 == 0 || w.s.lend.flags&apName != 0 {
		return w.nameMisplaced()
	}
	m := len(w.buf)
	if w.s.lend.flags&apComma != 0 {
		w.buf = append(w.buf, ',')
	}
	b, ok := appendString(w.buf, stringBytes(name), w.s.escaper)
	if !ok {
		return w.failValue(m, m, KindInvalidValue, "member name is not valid UTF-8")
	}
	w.buf = append(b, ':')
	w.s.lend.flags |= apComma | apName
	return w.commit()
}

// WriteObjectEncodedField writes the pre-encoded member name n and ':', as
// [Stream.WriteObjectEncodedField] does; the next value is the member's. n is read,
// not kept; it is a pointer so that an Appender call passes few words.
func (w Appender) WriteObjectEncodedField(n *EncodedName) Appender {
	ok := true
	if enc := n.enc; w.nameFast(enc) {
		w.buf = appendNameBlock(w.buf, enc, int(^w.s.lend.flags&apComma))
	} else if w, ok = w.putNameSlow(n); !ok {
		return w
	}
	w.s.lend.flags = apComma | apName
	return w.commit()
}

// putName writes the separator and the pre-encoded name n in an object where a name
// may come; a short name is one block copy, as the Stream's putName. The member calls
// most used (string and integer values) repeat its fast path, so that a member is one
// call.
func (w Appender) putName(n *EncodedName) (Appender, bool) {
	enc := n.enc
	if !w.nameFast(enc) {
		return w.putNameSlow(n)
	}
	w.buf = appendNameBlock(w.buf, enc, int(^w.s.lend.flags&apComma))
	w.s.lend.flags = apComma
	return w, true
}

// appendNameBlock appends the short pre-encoded name enc from offset skip (1 leaves out
// its comma) as one block copy into b's spare capacity, which holds nameCopyBytes.
func appendNameBlock(b []byte, enc string, skip int) []byte {
	m := len(b)
	copyNameBlock((*[nameCopyBytes]byte)(b[m:m+nameCopyBytes]), nameBlock(enc, skip))
	return b[:m+len(enc)-skip]
}

// nameFast reports whether w is current, a member name may come, and the name enc is
// short enough, and the buffer roomy enough, for the block copy of putName.
func (w Appender) nameFast(enc string) bool {
	s := w.s
	return s != nil && s.lend.at == len(w.buf)+1 && s.lend.data == bufAddr(w.buf) &&
		s.lend.levels&1 == 1 && s.lend.flags&apName == 0 &&
		uint(len(enc)-1) < nameCopyBytes && cap(w.buf)-len(w.buf) >= nameCopyBytes
}

// putNameSlow is putName for a long, bad or zero name, a buffer without room for the
// block copy, a misplaced name, or an Appender that is not current.
func (w Appender) putNameSlow(n *EncodedName) (Appender, bool) {
	if !w.current() || w.s.lend.levels&1 == 0 || w.s.lend.flags&apName != 0 {
		return w.nameMisplaced(), false
	}
	if n.bad {
		return w.failValue(len(w.buf), len(w.buf), KindInvalidValue, "member name is not valid UTF-8"), false
	}
	enc := n.enc
	if enc == "" {
		enc = `,"":`
	}
	w.buf = append(w.buf, enc[^w.s.lend.flags&apComma:]...)
	w.s.lend.flags |= apComma
	return w, true
}

// nameMisplaced records the error for a member name where none may come (cold path).
func (w Appender) nameMisplaced() Appender {
	if !w.current() {
		return w.stale()
	}
	return w.misuse("a member name is allowed only in an object, before a value")
}

// WriteMemberString writes the member n with the string value v, as
// [Stream.WriteMemberString] does: a value that cannot be written fails the call at
// the member and writes nothing of it.
func (w Appender) WriteMemberString(n *EncodedName, v string) Appender {
	m, ok := len(w.buf), true
	if enc := n.enc; w.nameFast(enc) {
		w.buf = appendNameBlock(w.buf, enc, int(^w.s.lend.flags&apComma))
		w.s.lend.flags = apComma
	} else if w, ok = w.putNameSlow(n); !ok {
		return w
	}
	b, ok := appendString(w.buf, stringBytes(v), w.s.escaper)
	if !ok {
		return w.failValue(m, len(w.buf), KindInvalidValue, "string is not valid UTF-8")
	}
	w.buf = b
	return w.commit()
}

// WriteMemberInt64 writes the member n with the integer value v.
func (w Appender) WriteMemberInt64(n *EncodedName, v int64) Appender {
	u := uint64(v)
	if v < 0 {
		u = -u // also right for math.MinInt64
	}
	return w.memberInteger(n, u, v < 0)
}

// WriteMemberUint64 writes the member n with the integer value v.
func (w Appender) WriteMemberUint64(n *EncodedName, v uint64) Appender {
	return w.memberInteger(n, v, false)
}

// memberInteger writes the member n with the integer of magnitude u, negative or not,
// with putName's fast path in line (one call per member).
func (w Appender) memberInteger(n *EncodedName, u uint64, negative bool) Appender {
	ok := true
	if enc := n.enc; w.nameFast(enc) {
		w.buf = appendNameBlock(w.buf, enc, int(^w.s.lend.flags&apComma))
		w.s.lend.flags = apComma
	} else if w, ok = w.putNameSlow(n); !ok {
		return w
	}
	w.buf = appendDigits(w.buf, u, negative)
	return w.commit()
}

// WriteMemberFloat64 writes the member n with the value v; NaN and ±Inf are a
// KindInvalidValue error at the member.
func (w Appender) WriteMemberFloat64(n *EncodedName, v float64) Appender {
	m := len(w.buf)
	w, ok := w.putName(n)
	if !ok {
		return w
	}
	if !isFinite64(v) {
		return w.failValue(m, len(w.buf), KindInvalidValue, errNonFinite)
	}
	w.buf = appendFloat64(w.buf, v)
	return w.commit()
}

// WriteMemberBool writes the member n with the value v.
func (w Appender) WriteMemberBool(n *EncodedName, v bool) Appender {
	w, ok := w.putName(n)
	if !ok {
		return w
	}
	w.buf = append(w.buf, boolText(v)...)
	return w.commit()
}
