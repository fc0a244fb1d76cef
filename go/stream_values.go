package riffle

import (
	"math"
	"unsafe"
)

// stringBytes returns a read-only []byte view of s without copying.
func stringBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// WriteNil writes null.
func (s *Stream) WriteNil() {
	if !s.beginValue() {
		return
	}
	s.buf = append(s.buf, "null"...)
	s.endValue()
}

// WriteBool writes true or false.
func (s *Stream) WriteBool(v bool) {
	if !s.beginValue() {
		return
	}
	s.buf = appendBool(s.buf, v)
	s.endValue()
}

// appendBool appends true or false.
func appendBool(dst []byte, v bool) []byte {
	if v {
		return append(dst, "true"...)
	}
	return append(dst, "false"...)
}

// errNonFinite is the detail of the error for NaN and infinity.
const errNonFinite = "NaN and infinity are not JSON numbers"

// isFinite64 reports whether v is neither NaN nor ±Inf.
func isFinite64(v float64) bool { return math.Float64bits(v)&(0x7ff<<52) != 0x7ff<<52 }

// WriteInt writes v in decimal.
func (s *Stream) WriteInt(v int) { s.WriteInt64(int64(v)) }

// WriteInt8 writes v in decimal.
func (s *Stream) WriteInt8(v int8) { s.WriteInt64(int64(v)) }

// WriteInt16 writes v in decimal.
func (s *Stream) WriteInt16(v int16) { s.WriteInt64(int64(v)) }

// WriteInt32 writes v in decimal.
func (s *Stream) WriteInt32(v int32) { s.WriteInt64(int64(v)) }

// WriteInt64 writes v in decimal.
func (s *Stream) WriteInt64(v int64) {
	if !s.beginValue() {
		return
	}
	s.buf = appendInt64(s.buf, v)
	s.endValue()
}

// WriteUint writes v in decimal.
func (s *Stream) WriteUint(v uint) { s.WriteUint64(uint64(v)) }

// WriteUint8 writes v in decimal.
func (s *Stream) WriteUint8(v uint8) { s.WriteUint64(uint64(v)) }

// WriteUint16 writes v in decimal.
func (s *Stream) WriteUint16(v uint16) { s.WriteUint64(uint64(v)) }

// WriteUint32 writes v in decimal.
func (s *Stream) WriteUint32(v uint32) { s.WriteUint64(uint64(v)) }

// WriteUint64 writes v in decimal.
func (s *Stream) WriteUint64(v uint64) {
	if !s.beginValue() {
		return
	}
	s.buf = appendUint64(s.buf, v)
	s.endValue()
}

// WriteFloat64 writes v as encoding/json does: the shortest decimal that parses back
// to v, in plain notation unless |v| < 1e-6 or |v| >= 1e21 (then as 1.5e-7, 1e+21).
// NaN and ±Inf cannot be written: they are a KindInvalidValue error.
func (s *Stream) WriteFloat64(v float64) {
	if !isFinite64(v) {
		s.fail(KindInvalidValue, errNonFinite)
		return
	}
	if !s.beginValue() {
		return
	}
	s.buf = appendFloat64(s.buf, v)
	s.endValue()
}

// WriteFloat32 writes v as encoding/json writes a float32: the shortest decimal that
// parses back to v as a float32 (so 0.1 is "0.1", not "0.10000000149011612"), with
// the cutoffs of WriteFloat64 compared in float32. NaN and ±Inf are an error.
func (s *Stream) WriteFloat32(v float32) {
	if math.Float32bits(v)&(0xff<<23) == 0xff<<23 {
		s.fail(KindInvalidValue, errNonFinite)
		return
	}
	if !s.beginValue() {
		return
	}
	s.buf = appendFloat32(s.buf, v)
	s.endValue()
}

// WriteString writes v as a JSON string, escaped as encoding/json escapes it (see
// docs/design/stream.md); with Config.EscapeHTML also <, > and &. Ill-formed UTF-8
// is a KindInvalidValue error under InvalidUTF8Reject and \ufffd per bad byte under
// InvalidUTF8Replace, as encoding/json writes it.
func (s *Stream) WriteString(v string) { s.writeString(stringBytes(v)) }

// WriteStringBytes writes v as a JSON string, like [Stream.WriteString]. It does not
// keep v.
func (s *Stream) WriteStringBytes(v []byte) { s.writeString(v) }

func (s *Stream) writeString(v []byte) {
	u := s.save()
	if !s.beginValue() {
		return
	}
	if !s.putString(v) {
		s.rollback(u, KindInvalidValue, "string is not valid UTF-8")
		return
	}
	s.endValue()
}
