package riffle

import (
	"encoding/binary"
	"math/bits"
)

// The string scanner: the plain-string fast path (closesPlain, quickString), the full
// scanner with escapes and UTF-8 (scanStringAt) and the one UTF-8 validator (utf8Seq).

// plainByte marks string bytes that need no attention: not '"', not '\\', not a
// control byte, not the start of a multi-byte UTF-8 sequence.
var plainByte = func() (t [256]bool) {
	for c := 0x20; c < 0x80; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return
}()

// utf8Len is the length of the sequence a lead byte starts (0: not a valid lead byte).
// utf8Lo/utf8Hi bound the second byte for the lead byte (RFC 3629 table).
var utf8Len, utf8Lo, utf8Hi = func() (n, lo, hi [256]uint8) {
	for c := 0xC2; c <= 0xF4; c++ {
		lo[c], hi[c] = 0x80, 0xBF
		switch {
		case c <= 0xDF:
			n[c] = 2
		case c <= 0xEF:
			n[c] = 3
		default:
			n[c] = 4
		}
	}
	lo[0xE0] = 0xA0
	hi[0xED] = 0x9F
	lo[0xF0] = 0x90
	hi[0xF4] = 0x8F
	return
}()

// specialMask flags (top bit of each byte) the bytes of w that are '"', '\\', < 0x20
// or >= 0x80. Only the lowest flagged byte is exact (borrows can flag bytes above it).
func specialMask(w uint64) uint64 {
	q := w ^ (swarLo * '"')
	b := w ^ (swarLo * '\\')
	return ((w - swarLo*0x20) | (q - swarLo) | (b - swarLo) | w) & swarHi
}

// What a string's content needs besides a copy, as scanStringAt reports it.
const (
	stringEscapes   = 1 << iota // escapes to decode
	stringIllFormed             // ill-formed UTF-8 to replace (only under the replace policy)
)

// scanString validates the string token whose opening quote is at buf[start]. It
// returns the (possibly moved) start, the index just after the closing quote, and
// what the content needs (stringEscapes, stringIllFormed; 0: a copy will do). On
// error end is -1.
func (it *Iterator) scanString(start int) (int, int, uint8) {
	return it.scanStringAt(start, start+1)
}

// closesPlain is the one test of the plain-string fast path: quickString (or
// plainHead), started
// after the opening quote at buf[i], stopped at j on the closing quote, inside the buffer
// and at most max bytes on. Then the content buf[i+1:j] is plain (no escape, control or
// non-ASCII byte) and within the length limit; otherwise scanStringAt resumes at j.
// (Kept apart from quickString so that both inline at every call site.)
func closesPlain(buf []byte, i, j, max int) bool {
	return j < len(buf) && buf[j] == '"' && j-i-1 <= max
}

// quickString returns the index of the first byte of buf at or after i that is not
// plain string content, or of the last (< 8) bytes of buf it did not look at.
func quickString(buf []byte, i int) int {
	for i+8 <= len(buf) {
		if m := specialMask(binary.LittleEndian.Uint64(buf[i:])); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
		i += 8
	}
	return i
}

// plainHead is quickString for the one-call fast paths (Skip, names): with vector
// kernels it looks at no more than the first plainHeadBytes (most strings are
// shorter), and a longer string goes on in scanStringAt, which hands the rest of the
// run to the plainStringEnd kernel. It returns the index of the first byte that is not
// plain string content, or of the first byte it did not look at.
func plainHead(buf []byte, i int) int {
	// Without vector kernels the word count drops out and this is quickString's loop
	// (written as one loop, not as a call to it: the call costs a copy at each site).
	for n := 0; (!vectorKernels || n < plainHeadBytes/8) && i+8 <= len(buf); n++ {
		if m := specialMask(binary.LittleEndian.Uint64(buf[i:])); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
		i += 8
	}
	return i
}

// plainHeadBytes is how far plainHead looks before leaving a string to scanStringAt.
const plainHeadBytes = 24

// wellFormedRunEnd returns the index after the well-formed UTF-8 that starts at the
// non-ASCII byte buf[i] (i itself when that sequence is ill-formed or cut by the end
// of buf). utf8Run takes the multi-byte run first; when that run is long (text in a
// non-Latin script), vector kernels take the rest of the stretch up to the next quote,
// backslash or control byte, ASCII included, in two calls.
func wellFormedRunEnd(buf []byte, i int) int {
	j := utf8Run(buf, i)
	if vectorKernels && j-i >= longUTF8Run && j < len(buf) {
		k := scanStringContentEnd(buf, j)
		j = scanValidUTF8End(buf[:k], j)
	}
	return j
}

// longUTF8Run is the length of a multi-byte run after which wellFormedRunEnd expects
// more of the same and calls the vector kernels (shorter ones cost more than they save).
const longUTF8Run = 32

// scanStringAt is scanString resuming at i, all bytes from start+1 to i being plain.
func (it *Iterator) scanStringAt(start, i int) (int, int, uint8) {
	buf := it.buf
	var needs uint8
	ok := false
	for {
		// The plain run: the first eight bytes inline, then with vector kernels the
		// rest of a longer run in one kernel call (the pure-Go build keeps the scalar
		// loop, quickString then byte by byte).
		if vectorKernels && i+8 <= len(buf) {
			if m := specialMask(binary.LittleEndian.Uint64(buf[i:])); m != 0 {
				i += bits.TrailingZeros64(m) >> 3
			} else {
				i = scanPlainStringEnd(buf, i+8)
			}
		} else {
			i = quickString(buf, i)
			for i < len(buf) && plainByte[buf[i]] {
				i++
			}
		}
		if i >= len(buf) {
			if start, i, ok = it.stringMore(start, i); !ok {
				return start, -1, 0
			}
			buf = it.buf
			continue
		}
		c := buf[i]
		if c == '"' {
			if i-start-1 > it.maxStringBytes {
				it.failLimit(start, limitString)
				return start, -1, 0
			}
			return start, i + 1, needs
		}
		if i-start-1 >= it.maxStringBytes {
			it.failLimit(start, limitString)
			return start, -1, 0
		}
		if c >= 0x80 {
			// A run of well-formed UTF-8 (all its bytes here): with vector kernels, the
			// whole stretch up to the next quote, backslash or control byte in one call.
			if j := wellFormedRunEnd(buf, i); j > i {
				i = j
				continue
			}
		} else if c != '\\' {
			it.failChar(i, "unescaped control character in a string")
			return start, -1, 0
		}
		if c == '\\' {
			if n := commonEscapeLen(buf, i); n > 0 {
				needs |= stringEscapes
				i += n
				continue
			}
		}
		// An escape or a multi-byte sequence. When it runs past the end of the buffer,
		// pull just enough more input (no read-ahead beyond the sequence).
		var n int
		for {
			if c == '\\' {
				needs |= stringEscapes
				n = it.checkEscape(i)
			} else {
				n = it.checkUTF8(i)
				if n == -1 && it.replace && it.err == nil {
					n = 1
					needs |= stringIllFormed
				}
			}
			if n != needMore {
				break
			}
			if it.rd == nil || it.eof || it.err != nil {
				it.failStringEnd(start, len(buf))
				return start, -1, 0
			}
			var shift int
			start, shift = it.want(start, i, len(buf)-i+1)
			i -= shift
			buf = it.buf
		}
		if n <= 0 {
			return start, -1, 0
		}
		i += n
	}
}

// utf8Run returns the index after the run of well-formed multi-byte UTF-8 sequences
// that starts at buf[i], looking only at sequences whose four bytes from the lead are
// in buf (a lead too near the end, an ASCII byte or an ill-formed sequence ends the run;
// a run may also end with whole sequences in the last three bytes).
// Eight bytes that are four 2-byte sequences, or six that are two 3-byte sequences
// (leads other than E0 and ED, whose second byte has a narrower range), are taken at once.
func utf8Run(buf []byte, i int) int {
	for i+4 <= len(buf) {
		if i+8 <= len(buf) {
			w := binary.LittleEndian.Uint64(buf[i:])
			if w&0xC0E0C0E0C0E0C0E0 == 0x80C080C080C080C0 &&
				(w&0x001E001E001E001E+0x7FFF7FFF7FFF7FFF)&0x8000800080008000 == 0x8000800080008000 {
				i += 8 // four of C2-DF 80-BF
				continue
			}
			if w&0xC0C0F0C0C0F0 == 0x8080E08080E0 {
				if l0, l1 := w&0x0F, w>>24&0x0F; l0 != 0 && l0 != 0xD && l1 != 0 && l1 != 0xD {
					i += 6 // two of E1-EC/EE-EF 80-BF 80-BF
					continue
				}
			}
		}
		n := utf8Seq(buf, i)
		if n <= 0 {
			break
		}
		i += n
	}
	return i
}

// utf8Seq is the one UTF-8 validator (RFC 3629): the length of the well-formed
// multi-byte sequence that starts at buf[i], or -1 when it is ill-formed (from its lead
// byte on: overlong, surrogate, above U+10FFFF, truncated, or a stray continuation
// byte), or needMore when buf ends inside a sequence that could still be well-formed.
func utf8Seq(buf []byte, i int) int {
	c := buf[i]
	n := int(utf8Len[c])
	switch {
	case n == 0:
		return -1
	case i+1 >= len(buf):
		return needMore
	case buf[i+1] < utf8Lo[c] || buf[i+1] > utf8Hi[c]:
		return -1
	case n == 2:
		return 2
	case i+2 >= len(buf):
		return needMore
	case buf[i+2]&0xC0 != 0x80:
		return -1
	case n == 3:
		return 3
	case i+3 >= len(buf):
		return needMore
	case buf[i+3]&0xC0 != 0x80:
		return -1
	}
	return 4
}

// stringMore refills inside a string whose quote is at start, i being the end of the
// buffer. It reports unexpected-end or the length limit when no more can come.
//
//go:noinline
func (it *Iterator) stringMore(start, i int) (int, int, bool) {
	if i-start-1 > it.maxStringBytes {
		it.failLimit(start, limitString)
		return start, i, false
	}
	shift, ok := it.refill(start)
	start -= shift
	i -= shift
	if !ok {
		it.failStringEnd(start, i)
		return start, i, false
	}
	return start, i, true
}

// failStringEnd reports the end of the input inside the string whose quote is at start,
// the input ending at index end: unexpected-end, unless byte MaxStringBytes+1 of the
// content exists (core-v2.md, the exact length-limit rule), which makes it the limit.
//
//go:noinline
func (it *Iterator) failStringEnd(start, end int) {
	if end-start-1 > it.maxStringBytes {
		it.failLimit(start, limitString)
		return
	}
	it.failEOFInToken("a string")
}

// want refills (keeping buf[keep:]) until n bytes from index i are in the buffer or
// the input ends. It returns the moved keep and the shift applied to indices.
//
//go:noinline
func (it *Iterator) want(keep, i, n int) (int, int) {
	total := 0
	for len(it.buf)-i < n {
		shift, ok := it.refill(keep)
		keep -= shift
		i -= shift
		total += shift
		if !ok {
			break
		}
	}
	return keep, total
}

// needMore is returned by checkEscape and checkUTF8 when the sequence runs past the
// end of the buffer while still possibly valid.
const needMore = -2

// checkEscape validates the escape whose backslash is at buf[i] and returns its
// length, needMore, or 0 after recording the error.
func (it *Iterator) checkEscape(i int) int {
	n, problem := escapeLen(it.buf, i, it.replace)
	if n == 0 {
		it.fail(KindInvalidEscape, i, problem)
	}
	return n
}

// escapeLen is the one escape grammar: the length of the escape whose backslash is at
// buf[i] (2, 6, or 12 for a surrogate pair), needMore when buf ends inside an escape
// that could still be valid, or 0 and what is wrong. With replace, a lone surrogate
// escape is accepted (it is read as U+FFFD). commonEscapeLen, which hot loops inline and
// call first, decides the common escapes; escapeLenRest is the whole grammar and decides
// the rest (TestEscapeFastPartsAgree checks that the two agree wherever the first
// decides).
func escapeLen(buf []byte, i int, replace bool) (int, string) {
	if n := commonEscapeLen(buf, i); n > 0 {
		return n, ""
	}
	return escapeLenRest(buf, i, replace)
}

// commonEscapeLen decides the common escapes, small enough to be inlined: 2 for a
// two-byte escape and 6 for \uXXXX outside the surrogates, with the whole escape in
// buf; 0 for anything else (a surrogate, an error, an escape cut by the end of buf),
// which is escapeLenRest's.
func commonEscapeLen(buf []byte, i int) int {
	if i+6 > len(buf) {
		return 0
	}
	b := buf[i+1 : i+6]
	if b[0] != 'u' {
		return shortEscapeLen[b[0]]
	}
	h0, h1 := hexVal[b[1]], hexVal[b[2]]
	if h0|h1|hexVal[b[3]]|hexVal[b[4]] < 0 || (h0 == 0xD && h1 >= 8) { // D800-DFFF: surrogates
		return 0
	}
	return 6
}

// shortEscapeLen is 2 for the bytes that may follow a backslash in a two-byte escape.
var shortEscapeLen = [256]int{'"': 2, '\\': 2, '/': 2, 'b': 2, 'f': 2, 'n': 2, 'r': 2, 't': 2}

// escapeLenRest is escapeLen for what commonEscapeLen does not decide (written as the
// whole grammar, so it decides the common escapes too).
//
//go:noinline
func escapeLenRest(buf []byte, i int, replace bool) (int, string) {
	if i+1 >= len(buf) {
		return needMore, ""
	}
	switch buf[i+1] {
	case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
		return 2, ""
	case 'u':
	default:
		return 0, "backslash followed by " + describeByte(buf[i+1]) + " is not a valid escape"
	}
	var r rune
	for k := i + 2; k < i+6; k++ {
		if k >= len(buf) {
			return needMore, ""
		}
		v := hexVal[buf[k]]
		if v < 0 {
			return 0, "\\u must be followed by four hex digits"
		}
		r = r<<4 | rune(v)
	}
	switch {
	case r < 0xD800 || r >= 0xE000:
		return 6, ""
	case r >= 0xDC00:
		if replace {
			return 6, ""
		}
		return 0, "lone low surrogate escape"
	}
	// A high surrogate: a low one must follow at once.
	for k := 0; k < 6; k++ {
		j := i + 6 + k
		if j >= len(buf) {
			return needMore, ""
		}
		c := buf[j]
		var good bool
		switch k {
		case 0:
			good = c == '\\'
		case 1:
			good = c == 'u'
		case 2:
			good = c == 'd' || c == 'D'
		case 3:
			good = (c >= 'c' && c <= 'f') || (c >= 'C' && c <= 'F')
		default:
			good = hexVal[c] >= 0
		}
		if !good {
			if replace {
				return 6, ""
			}
			return 0, "high surrogate escape not followed by a low surrogate escape"
		}
	}
	return 12, ""
}

// checkUTF8 validates the multi-byte sequence that starts at buf[i] and returns its
// length, -1 when it is ill-formed (the error is recorded unless the policy is
// replace), or needMore.
func (it *Iterator) checkUTF8(i int) int {
	n := utf8Seq(it.buf, i)
	if n == -1 && !it.replace {
		it.fail(KindInvalidUTF8, i, "invalid UTF-8 in a string")
	}
	return n
}
