package riffle

import (
	"encoding/binary"
	"unicode/utf8"
)

const (
	swarOnes = 0x0101010101010101
	swarHigh = 0x8080808080808080
	hexLower = "0123456789abcdef"
)

// swarHasZero reports whether any byte of x is zero.
func swarHasZero(x uint64) uint64 { return (x - swarOnes) & ^x & swarHigh }

// swarDirty reports whether any of the 8 bytes of x may need more than a plain copy:
// a control byte (< 0x20), '"', '\\' or a non-ASCII byte (UTF-8 to check, U+2028 and
// U+2029 to escape).
func swarDirty(x uint64) bool {
	d := x & swarHigh
	d |= (x - 0x20*swarOnes) & ^x & swarHigh // a byte < 0x20 (exact for "any")
	d |= swarHasZero(x ^ ('"' * swarOnes))
	d |= swarHasZero(x ^ ('\\' * swarOnes))
	return d != 0
}

// skipClean returns the start of the first 8-byte word at or after i that swarDirty
// flags, or of the last partial word.
func skipClean(src []byte, i int) int {
	for i+8 <= len(src) && !swarDirty(binary.LittleEndian.Uint64(src[i:])) {
		i += 8
	}
	return i
}

// skipCleanHTML is skipClean that also stops at '<', '>' and '&' (the test is
// written out so that it inlines into the loop).
func skipCleanHTML(src []byte, i int) int {
	for i+8 <= len(src) {
		x := binary.LittleEndian.Uint64(src[i:])
		d := x&swarHigh | (x-0x20*swarOnes)&^x&swarHigh |
			swarHasZero(x^('"'*swarOnes)) | swarHasZero(x^('\\'*swarOnes)) |
			swarHasZero(x^('<'*swarOnes)) | swarHasZero(x^('>'*swarOnes)) |
			swarHasZero(x^('&'*swarOnes))
		if d != 0 {
			break
		}
		i += 8
	}
	return i
}

// asciiSafe[b] is true for ASCII bytes copied as they are; asciiSafeHTML also
// excludes '<', '>' and '&'.
var asciiSafe, asciiSafeHTML = func() (a, h [utf8.RuneSelf]bool) {
	for b := 0x20; b < utf8.RuneSelf; b++ {
		a[b] = b != '"' && b != '\\'
		h[b] = a[b] && b != '<' && b != '>' && b != '&'
	}
	return
}()

// appendString appends src as a quoted JSON string escaped like encoding/json. It
// reports false at the first ill-formed UTF-8 byte under the reject policy (dst is
// then partly written; the caller discards it).
func (s *Stream) appendString(dst, src []byte) ([]byte, bool) {
	// Fast path: plain ASCII that needs no escape is copied in one append.
	i := 0
	if !s.escapeHTML {
		i = skipClean(src, 0)
		for i < len(src) && asciiSafe[src[i]&0x7F] && src[i] < utf8.RuneSelf {
			i++
		}
		if i == len(src) {
			dst = append(dst, '"')
			dst = append(dst, src...)
			return append(dst, '"'), true
		}
	}
	return s.appendStringFrom(dst, src, i)
}

// appendStringFrom is appendString when src[:i] is known to need no escape.
func (s *Stream) appendStringFrom(dst, src []byte, i int) ([]byte, bool) {
	html := s.escapeHTML
	safe := &asciiSafe
	if html {
		safe = &asciiSafeHTML
	}
	dst = append(dst, '"')
	start := 0
	for i < len(src) {
		// Skip clean 8-byte words; they are copied later in one run.
		if html {
			i = skipCleanHTML(src, i)
		} else {
			i = skipClean(src, i)
		}
		// Look at the (dirty or last) word byte by byte.
		end := min(i+8, len(src))
		for i < end {
			b := src[i]
			if b < utf8.RuneSelf {
				if safe[b] {
					i++
					continue
				}
				dst = append(dst, src[start:i]...)
				dst = appendEscape(dst, b)
				i++
				start = i
				continue
			}
			// Fast paths for well-formed 2-byte and common 3-byte sequences.
			if b >= 0xC2 && b <= 0xDF && i+1 < len(src) && src[i+1]&0xC0 == 0x80 {
				i += 2
				continue
			}
			if (b >= 0xE1 && b <= 0xEC || b >= 0xEE) && b <= 0xEF && i+2 < len(src) &&
				src[i+1]&0xC0 == 0x80 && src[i+2]&0xC0 == 0x80 &&
				(b != 0xE2 || src[i+1] != 0x80 || src[i+2]&0xFE != 0xA8) { // not U+2028, U+2029
				i += 3
				continue
			}
			c, size := decodeRune(src[i:])
			switch {
			case size == 0:
				if !s.replace {
					return dst, false
				}
				dst = append(dst, src[start:i]...)
				dst = append(dst, `\ufffd`...)
				i++
				start = i
				continue
			case c == '\u2028' || c == '\u2029':
				dst = append(dst, src[start:i]...)
				dst = append(dst, '\\', 'u', '2', '0', '2', hexLower[c&0xF])
				i += size
				start = i
				continue
			}
			i += size
		}
	}
	dst = append(dst, src[start:]...)
	return append(dst, '"'), true
}

// appendEscape appends the escape of an ASCII byte that needs one, as encoding/json
// writes it.
func appendEscape(dst []byte, b byte) []byte {
	switch b {
	case '"', '\\':
		return append(dst, '\\', b)
	case '\b':
		return append(dst, '\\', 'b')
	case '\f':
		return append(dst, '\\', 'f')
	case '\n':
		return append(dst, '\\', 'n')
	case '\r':
		return append(dst, '\\', 'r')
	case '\t':
		return append(dst, '\\', 't')
	}
	return append(dst, '\\', 'u', '0', '0', hexLower[b>>4], hexLower[b&0xF])
}

// decodeRune decodes the multi-byte UTF-8 sequence at the start of p (p[0] >= 0x80).
// It returns size 0 when the sequence is ill-formed, where utf8.DecodeRune returns
// (RuneError, 1): encoding/json then writes one \ufffd and moves on by one byte.
func decodeRune(p []byte) (rune, int) {
	b0 := p[0]
	switch {
	case b0 >= 0xC2 && b0 <= 0xDF:
		if len(p) >= 2 && p[1]&0xC0 == 0x80 {
			return rune(b0&0x1F)<<6 | rune(p[1]&0x3F), 2
		}
	case b0 >= 0xE0 && b0 <= 0xEF:
		if len(p) >= 3 && p[2]&0xC0 == 0x80 {
			b1 := p[1]
			lo, hi := byte(0x80), byte(0xBF)
			if b0 == 0xE0 {
				lo = 0xA0 // no overlong forms
			} else if b0 == 0xED {
				hi = 0x9F // no UTF-16 surrogates
			}
			if b1 >= lo && b1 <= hi {
				return rune(b0&0x0F)<<12 | rune(b1&0x3F)<<6 | rune(p[2]&0x3F), 3
			}
		}
	case b0 >= 0xF0 && b0 <= 0xF4:
		if len(p) >= 4 && p[2]&0xC0 == 0x80 && p[3]&0xC0 == 0x80 {
			b1 := p[1]
			lo, hi := byte(0x80), byte(0xBF)
			if b0 == 0xF0 {
				lo = 0x90 // no overlong forms
			} else if b0 == 0xF4 {
				hi = 0x8F // nothing above U+10FFFF
			}
			if b1 >= lo && b1 <= hi {
				return rune(b0&0x07)<<18 | rune(b1&0x3F)<<12 | rune(p[2]&0x3F)<<6 |
					rune(p[3]&0x3F), 4
			}
		}
	}
	return utf8.RuneError, 0
}
