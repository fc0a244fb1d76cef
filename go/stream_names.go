package riffle

import "unsafe"

// Member names: escaped per call (WriteObjectField), pre-encoded (EncodedName), and
// the one-call members for generated and bind code (WriteMember*).

// beginName checks that a member name may be written now and writes the separator
// before it.
func (s *Stream) beginName() bool {
	if s.st == wsObjName && s.indent == "" { // the most common case, inlined
		s.buf = append(s.buf, ',')
		return true
	}
	return s.beginNameSlow()
}

// beginNameSlow is beginName for the first member, indentation and misuse.
func (s *Stream) beginNameSlow() bool {
	switch s.st {
	case wsObjName:
		s.buf = append(s.buf, ',')
	case wsObjEmpty:
	case wsFailed:
		return false
	case wsLent:
		s.misuse(errLent)
		return false
	default:
		s.misuse("a member name is allowed only in an object, before a value")
		return false
	}
	if s.indent != "" {
		s.newline(len(s.stack))
	}
	return true
}

// WriteObjectField writes a member name (escaped like a string) and ':' in the
// innermost object; the next value written is the member's value.
func (s *Stream) WriteObjectField(name string) {
	m := len(s.buf)
	if !s.beginName() {
		return
	}
	if !s.putString(stringBytes(name)) {
		s.buf = s.buf[:m] // beginName changed no state
		s.fail(KindInvalidValue, "member name is not valid UTF-8")
		return
	}
	s.buf = append(s.buf, ':')
	if s.indent != "" {
		s.buf = append(s.buf, ' ')
	}
	s.st = wsObjValue
	s.name = name
	s.endValue()
}

// EncodedName is an object member name escaped once, ahead of time, and written
// with [Stream.WriteObjectEncodedField] or a WriteMember call in one copy. Make one
// with [NewEncodedName] or [Config.NewEncodedName] and reuse it; the zero EncodedName
// is the empty name "". It is immutable and safe to share between goroutines.
type EncodedName struct {
	enc  string // ',', the escaped name in quotes, ':' ("" for a bad or the zero name)
	name string
	bad  bool // ill-formed UTF-8 under the reject policy: writing it is an error
}

// NewEncodedName escapes name for writing with the default Config (no HTML escaping,
// ill-formed UTF-8 rejected when the name is written).
func NewEncodedName(name string) EncodedName { return Config{}.NewEncodedName(name) }

// NewEncodedName escapes name with c's EscapeHTML and InvalidUTF8 options. Under
// InvalidUTF8Reject a name with ill-formed UTF-8 still makes an EncodedName, and
// writing it is a KindInvalidValue error.
func (c Config) NewEncodedName(name string) EncodedName {
	s := Stream{escaper: escaper{c.EscapeHTML, c.InvalidUTF8 == InvalidUTF8Replace}}
	s.buf = append(s.buf, ',')
	if !s.putString(stringBytes(name)) {
		return EncodedName{name: name, bad: true}
	}
	enc := append(s.buf, ':')
	// The text is kept in an allocation of at least nameCopyBytes+1 bytes (zeros after
	// it), so that putName can copy a short name as one fixed-size block from offset 0
	// or 1 without reading past the allocation.
	b := make([]byte, len(enc), max(len(enc), nameCopyBytes+1))
	copy(b, enc)
	return EncodedName{enc: unsafe.String(&b[0], len(b)), name: name}
}

// nameCopyBytes is the size of the block putName copies for a short pre-encoded name
// (an encoding of up to nameCopyBytes bytes, comma and colon included: names of up to
// 29 plain bytes).
const nameCopyBytes = 32

// nameBlock returns the nameCopyBytes bytes of enc's allocation from offset skip (0 or
// 1); enc is the text of an EncodedName no longer than nameCopyBytes, whose
// allocation NewEncodedName made at least nameCopyBytes+1 bytes long.
func nameBlock(enc string, skip int) *[nameCopyBytes]byte {
	return (*[nameCopyBytes]byte)(unsafe.Slice(unsafe.StringData(enc), nameCopyBytes+1)[skip:])
}

// copyNameBlock copies src to dst as two 16-byte moves (an assignment of the whole
// array would call memmove).
func copyNameBlock(dst, src *[nameCopyBytes]byte) {
	*(*[16]byte)(dst[:16]) = *(*[16]byte)(src[:16])
	*(*[16]byte)(dst[16:]) = *(*[16]byte)(src[16:])
}

// Name returns the name as given, unescaped.
func (n EncodedName) Name() string { return n.name }

// putName writes the separator and the short pre-encoded name enc (with ':') in
// compact output, when the state allows a name and the buffer has room, as one
// fixed-size block copy into the buffer's spare capacity: from the comma after a
// member or from the quote for the first one; the length moves by the name's length.
// It reports false, having written and changed nothing, in every other case
// (indentation, the zero or a bad name, a long name, no room, misuse); the caller then
// calls putNameSlow, as in s.putName(n.enc) || s.putNameSlow(&n). It calls nothing,
// so it needs no stack frame (the two calls together would not fit Go's inlining
// budget in one function).
func (s *Stream) putName(enc string) bool {
	m := len(s.buf)
	if uint(len(enc)-1) >= nameCopyBytes || cap(s.buf)-m < nameCopyBytes || s.indent != "" {
		return false // enc is not 1..nameCopyBytes long: the zero name, a bad or a long one
	}
	var skip int // wsObjName: from the comma
	if s.st != wsObjName {
		if s.st != wsObjEmpty {
			return false
		}
		skip = 1
	}
	copyNameBlock((*[nameCopyBytes]byte)(s.buf[m:m+nameCopyBytes]), nameBlock(enc, skip))
	s.buf = s.buf[:m+len(enc)-skip]
	return true
}

// putNameSlow writes the separator and the pre-encoded name n where putName does not:
// indentation, the zero name, a bad or a long name, a buffer without room for the block
// copy, and misuse. It reports false (after recording an error unless the Stream had
// failed already) when no name may come here or the name is bad.
func (s *Stream) putNameSlow(n *EncodedName) bool {
	m := len(s.buf)
	if !s.beginName() {
		return false
	}
	if n.bad {
		s.buf = s.buf[:m]
		s.fail(KindInvalidValue, "member name is not valid UTF-8")
		return false
	}
	enc := n.enc
	if enc == "" {
		enc = `,"":`
	}
	s.buf = append(s.buf, enc[1:]...) // indented, or longer than nameCopyBytes
	if s.indent != "" {
		s.buf = append(s.buf, ' ')
	}
	return true
}

// WriteObjectEncodedField writes a pre-encoded member name and ':', like
// [Stream.WriteObjectField] but without escaping. The Stream's own EscapeHTML and
// InvalidUTF8 options do not apply: the name's were fixed when it was made.
func (s *Stream) WriteObjectEncodedField(n EncodedName) {
	if !s.putName(n.enc) && !s.putNameSlow(&n) {
		return
	}
	s.st = wsObjValue
	s.name = n.name
	s.endValue()
}

// The WriteMember calls write one whole member, name and value, for code whose shape
// is fixed (generated codecs, a bind layer): WriteMemberInt64(n, v) writes what
// WriteObjectEncodedField(n) then WriteInt64(v) write, with the same errors, but with
// one state check instead of two and without recording the name (a member cannot be
// left without its value, so no later call needs it). A value that cannot be written
// fails the call at the member's pointer and writes nothing of it, the name included.

// failMember undoes a member whose value cannot be written (the output back to mark)
// and records the error at the member.
func (s *Stream) failMember(mark int, name, detail string) {
	s.buf = s.buf[:mark]
	s.st, s.name = wsObjValue, name
	s.fail(KindInvalidValue, detail)
}

// endMember completes a member written by a WriteMember call.
func (s *Stream) endMember() {
	s.st = wsObjName
	s.endValue()
}

// WriteMemberString writes the member n with the string value v.
func (s *Stream) WriteMemberString(n EncodedName, v string) {
	m := len(s.buf)
	if !s.putName(n.enc) && !s.putNameSlow(&n) {
		return
	}
	if !s.putString(stringBytes(v)) {
		s.failMember(m, n.name, "string is not valid UTF-8")
		return
	}
	s.endMember()
}

// WriteMemberInt64 writes the member n with the integer value v.
func (s *Stream) WriteMemberInt64(n EncodedName, v int64) {
	if !s.putName(n.enc) && !s.putNameSlow(&n) {
		return
	}
	s.buf = appendInt64(s.buf, v)
	s.endMember()
}

// WriteMemberUint64 writes the member n with the integer value v.
func (s *Stream) WriteMemberUint64(n EncodedName, v uint64) {
	if !s.putName(n.enc) && !s.putNameSlow(&n) {
		return
	}
	s.buf = appendUint64(s.buf, v)
	s.endMember()
}

// WriteMemberFloat64 writes the member n with the value v, as [Stream.WriteFloat64]
// does; NaN and ±Inf are a KindInvalidValue error and write nothing.
func (s *Stream) WriteMemberFloat64(n EncodedName, v float64) {
	m := len(s.buf)
	if !s.putName(n.enc) && !s.putNameSlow(&n) {
		return
	}
	if !isFinite64(v) {
		s.failMember(m, n.name, errNonFinite)
		return
	}
	s.buf = appendFloat64(s.buf, v)
	s.endMember()
}

// WriteMemberBool writes the member n with the value v.
func (s *Stream) WriteMemberBool(n EncodedName, v bool) {
	if !s.putName(n.enc) && !s.putNameSlow(&n) {
		return
	}
	s.buf = appendBool(s.buf, v)
	s.endMember()
}

// WriteMemberObjectStart writes the member n and opens an object as its value: the same
// as WriteObjectEncodedField(n) then WriteObjectStart(), with the same errors.
func (s *Stream) WriteMemberObjectStart(n EncodedName) {
	s.WriteObjectEncodedField(n)
	s.WriteObjectStart()
}

// WriteMemberArrayStart writes the member n and opens an array as its value: the same
// as WriteObjectEncodedField(n) then WriteArrayStart(), with the same errors.
func (s *Stream) WriteMemberArrayStart(n EncodedName) {
	s.WriteObjectEncodedField(n)
	s.WriteArrayStart()
}
