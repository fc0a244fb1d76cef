package riffle

import (
	"bytes"
	"unicode/utf8"
)

// decodeString decodes the raw content of a validated string token into the
// Iterator's scratch buffer and returns it (valid until the next decode). Under the
// replace policy ill-formed UTF-8 and unpaired surrogate escapes become U+FFFD.
func (it *Iterator) decodeString(raw []byte) []byte {
	it.scratch = appendDecoded(it.scratch[:0], raw, it.replace)
	return it.scratch
}

// appendDecoded appends the decoded content of a string token's raw bytes (between the
// quotes, escapes already validated) to out. With replace, ill-formed UTF-8 becomes
// U+FFFD per errors.md finer rule 5; unpaired surrogate escapes always decode to U+FFFD
// (they reach here only under the replace policy). The Iterator and the pointer's
// name decoding share it.
func appendDecoded(out, raw []byte, replace bool) []byte {
	for len(raw) > 0 {
		k := bytes.IndexByte(raw, '\\')
		if k < 0 {
			k = len(raw)
		}
		if replace {
			out = appendReplacingUTF8(out, raw[:k])
		} else {
			out = append(out, raw[:k]...)
		}
		raw = raw[k:]
		if len(raw) < 2 { // no escape left (a lone trailing backslash cannot pass validation)
			return append(out, raw...)
		}
		switch e := raw[1]; e {
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r, n := decodeU(raw)
			if n == 0 { // cannot happen after validation
				r, n = utf8.RuneError, 2
			}
			out = utf8.AppendRune(out, r)
			raw = raw[n:]
			continue
		default: // '"', '\\', '/'
			out = append(out, e)
		}
		raw = raw[2:]
	}
	return out
}

// appendReplacingUTF8 appends b with every ill-formed byte replaced by U+FFFD, as
// utf8.DecodeRune sees them (one U+FFFD per byte of an ill-formed sequence: a sequence
// that is not well-formed from its lead byte, truncated ones included, gives one U+FFFD
// for the lead and reading resumes at the next byte).
func appendReplacingUTF8(out, b []byte) []byte {
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			out = append(out, b[i])
			i++
			continue
		}
		if n := utf8Seq(b, i); n > 0 {
			out = append(out, b[i:i+n]...)
			i += n
			continue
		}
		out = utf8.AppendRune(out, utf8.RuneError)
		i++
	}
	return out
}
