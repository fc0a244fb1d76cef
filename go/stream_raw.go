package riffle

import (
	"bytes"
	"errors"
	"strconv"
)

// Values whose text the caller supplies: exact numbers and raw JSON from user
// marshalers. Both are checked with the reader's grammar before a byte is written, so
// they cannot make the output invalid.

// WriteNumber writes text as a number, byte for byte: an exact decimal (a big
// integer, a decimal with more digits than a float64 holds, a number read with
// [Iterator.ReadNumber]) keeps every digit. text must be one JSON number by RFC 8259's
// grammar, the reader's (no sign '+', no leading zeros, no surrounding space, no NaN);
// otherwise the call is a KindInvalidValue error and writes nothing. The writer applies
// no MaxNumberBytes limit (limits guard reading).
func (s *Stream) WriteNumber(text string) {
	if !isJSONNumber(stringBytes(text)) {
		s.fail(KindInvalidValue, "not a JSON number: "+strconv.Quote(clip(text)))
		return
	}
	if !s.beginValue() {
		return
	}
	s.buf = append(s.buf, text...)
	s.endValue()
}

// isJSONNumber reports whether b is exactly one number by the reader's grammar.
func isJSONNumber(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	end, _, status := numberGrammar(b, 0)
	return status == numOK && end == len(b)
}

// clip shortens a text quoted in an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// WriteRaw writes raw, the text of one JSON value (from a user's marshaler, say), as
// a value. raw is validated first as [Config.Validate] does, with the Stream's limits
// and ill-formed UTF-8 rejected whatever the Stream's policy (the output must be
// UTF-8), and its nesting counts from the Stream's depth towards MaxDepth. Whitespace
// around and between tokens is dropped (the value is written compacted), or, with
// Config.Indent, laid out like the Stream's own values, as json.MarshalIndent lays out
// a json.RawMessage. Strings are copied as they are, escapes included. Invalid raw is
// a KindInvalidValue error that wraps the reader's *Error (its offset is within raw),
// too deep a raw value is KindLimitExceeded, and either writes nothing. raw is not kept.
func (s *Stream) WriteRaw(raw []byte) {
	if s.st == wsFailed {
		return
	}
	if err := s.rawCheck.Validate(raw); err != nil {
		s.failRaw(err)
		return
	}
	u := s.save()
	if !s.beginValue() {
		return
	}
	depth := len(s.stack)
	var levels int
	if s.indent == "" {
		levels = s.putCompact(raw)
	} else {
		levels = s.putIndented(raw, depth)
	}
	if levels > s.maxDepth-depth {
		s.rollback(u, KindLimitExceeded, "nesting deeper than MaxDepth "+strconv.Itoa(s.maxDepth))
		return
	}
	s.endValue()
}

// WriteRawString writes raw as one value, like [Stream.WriteRaw].
func (s *Stream) WriteRawString(raw string) { s.WriteRaw(stringBytes(raw)) }

// failRaw records the error for a raw value that did not validate (cold path).
func (s *Stream) failRaw(err error) {
	kind, detail := KindInvalidValue, "raw value is not valid JSON"
	var e *Error
	if errors.As(err, &e) {
		if e.Kind == KindLimitExceeded {
			kind = KindLimitExceeded
		}
		detail = "raw value: " + e.Kind.String() + " at its offset " + strconv.FormatInt(e.Offset, 10)
	}
	s.fail(kind, detail)
	if f, ok := s.err.(*Error); ok {
		f.Err = err
	}
}

// stringEnd returns the index just after the closing quote of the string whose opening
// quote is at raw[i] (raw is valid JSON).
func stringEnd(raw []byte, i int) int {
	j := i + 1
	for {
		j += bytes.IndexByte(raw[j:], '"')
		k := j - 1
		for raw[k] == '\\' {
			k--
		}
		if (j-k)%2 == 1 { // an even number of backslashes before the quote
			return j + 1
		}
		j++
	}
}

// putCompact appends the valid JSON value raw without whitespace outside strings and
// returns its nesting depth.
func (s *Stream) putCompact(raw []byte) int {
	depth, deepest := 0, 0
	start := 0 // raw[start:i] is to be copied
	for i := 0; i < len(raw); {
		switch c := raw[i]; c {
		case ' ', '\t', '\n', '\r':
			s.buf = append(s.buf, raw[start:i]...)
			for i < len(raw) && isWS[raw[i]] {
				i++
			}
			start = i
			continue
		case '"':
			i = stringEnd(raw, i)
			continue
		case '[', '{':
			depth++
			deepest = max(deepest, depth)
		case ']', '}':
			depth--
		}
		i++
	}
	s.buf = append(s.buf, raw[start:]...)
	return deepest
}

// putIndented appends the valid JSON value raw laid out like the Stream's own output
// at nesting depth base, and returns its nesting depth.
func (s *Stream) putIndented(raw []byte, base int) int {
	depth, deepest := 0, 0
	for i := 0; i < len(raw); {
		c := raw[i]
		switch c {
		case ' ', '\t', '\n', '\r':
			i++
			continue
		case '"':
			j := stringEnd(raw, i)
			s.buf = append(s.buf, raw[i:j]...)
			i = j
			continue
		case '[', '{':
			depth++
			deepest = max(deepest, depth)
			s.buf = append(s.buf, c)
			j := i + 1
			for isWS[raw[j]] {
				j++
			}
			if raw[j] == ']' || raw[j] == '}' { // empty: [] or {}
				s.buf = append(s.buf, raw[j])
				depth--
				i = j + 1
				continue
			}
			s.newline(base + depth)
		case ']', '}':
			depth--
			s.newline(base + depth)
			s.buf = append(s.buf, c)
		case ',':
			s.buf = append(s.buf, ',')
			s.newline(base + depth)
		case ':':
			s.buf = append(s.buf, ':', ' ')
		default: // a number or a literal
			j := i + 1
			for j < len(raw) && !isWS[raw[j]] && raw[j] != ',' && raw[j] != ']' && raw[j] != '}' {
				j++
			}
			s.buf = append(s.buf, raw[i:j]...)
			i = j
			continue
		}
		i++
	}
	return deepest
}
