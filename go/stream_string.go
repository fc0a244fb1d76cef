package riffle

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"unicode/utf8"
)

// The writer's string escaping. It reads src with the reader's scanner pieces
// (scan.go: specialMask and quickString find the first byte that is not plain string
// content, 8 bytes at a time; utf8Len, utf8Lo and utf8Hi are the RFC 3629 table), so
// "plain", "valid UTF-8" and "needs an escape" have one definition for reading and
// writing. Only what is particular to writing is here: the HTML bytes, U+2028 and
// U+2029, and the escape text.

const hexLower = "0123456789abcdef"

// htmlMask flags (top bit of each byte) the bytes of w that are '<', '>' or '&'.
// As with specialMask, only the lowest flagged byte is exact.
func htmlMask(w uint64) uint64 {
	angle := (w | swarLo*2) ^ (swarLo * '>') // '<' (0x3C) and '>' (0x3E) differ only in bit 1
	amp := w ^ (swarLo * '&')
	return ((angle-swarLo)&^angle | (amp-swarLo)&^amp) & swarHi
}

// plainHTML is the reader's plainByte without '<', '>' and '&': the ASCII bytes a
// Stream with EscapeHTML copies as they are.
var plainHTML = func() (t [256]bool) {
	t = plainByte
	t['<'], t['>'], t['&'] = false, false, false
	return
}()

// plainTail returns the index of the first byte of src at or after i that is not
// plain string content, or len(src), when fewer than 8 bytes are left at i and
// src[:i] is plain. It looks at the last bytes with one or two overlapping loads
// instead of a loop.
func plainTail(src []byte, i int) int {
	n := len(src)
	switch {
	case i == n:
		return n
	case n >= 8:
		if m := specialMask(binary.LittleEndian.Uint64(src[n-8:])); m != 0 {
			return n - 8 + bits.TrailingZeros64(m)>>3 // >= i: the bytes before i are plain
		}
	case n >= 4:
		w := uint64(binary.LittleEndian.Uint32(src)) | uint64(binary.LittleEndian.Uint32(src[n-4:]))<<32
		if m := specialMask(w); m != 0 {
			k := bits.TrailingZeros64(m) >> 3
			if k >= 4 {
				k += n - 8 // bytes 4..7 of w are src[n-4:]
			}
			return k
		}
	default: // 1 to 3 bytes: src[0], src[n/2], src[n-1] cover them in order; pad with spaces
		w := uint64(src[0]) | uint64(src[n>>1])<<8 | uint64(src[n-1])<<16 | 0x2020202020<<24
		if m := specialMask(w); m != 0 {
			return [3]int{0, n >> 1, n - 1}[bits.TrailingZeros64(m)>>3]
		}
	}
	return n
}

// escaper holds the options that change how a string is escaped: EscapeHTML and the
// InvalidUTF8Replace policy. The Stream and Marshal's append encoders share it.
type escaper struct {
	escapeHTML bool
	replace    bool
}

// lookMask flags (top bit of each byte) the bytes of w that need a look: not plain
// string content, or '<', '>', '&' under EscapeHTML. Only the lowest flag is exact.
func (s escaper) lookMask(w uint64) uint64 {
	m := specialMask(w)
	if s.escapeHTML {
		m |= htmlMask(w)
	}
	return m
}

// skipPlain returns the index of the first byte of src at or after i that needs a
// look (not plain, or '<', '>', '&' under EscapeHTML), or the start of the last
// bytes (< 8) it did not look at.
func (s escaper) skipPlain(src []byte, i int) int {
	if !s.escapeHTML {
		return quickString(src, i)
	}
	for ; i+8 <= len(src); i += 8 {
		w := binary.LittleEndian.Uint64(src[i:])
		if m := s.lookMask(w); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	return i
}

// plainPrefix returns the length of the leading run of src that is copied as it is,
// for a src shorter than escapeKernelMin: eight bytes at a time, then the last bytes.
func (s escaper) plainPrefix(src []byte) int {
	i := s.skipPlain(src, 0)
	if len(src)-i >= 8 {
		return i // a byte that needs a look, found exactly
	}
	end := plainTail(src, i)
	if s.escapeHTML {
		for ; i < end; i++ {
			if c := src[i]; c == '<' || c == '>' || c == '&' {
				return i
			}
		}
	}
	return end
}

// putString appends src to s.buf as a quoted JSON string escaped like encoding/json.
// It reports false at the first ill-formed UTF-8 byte under the reject policy (s.buf
// then holds part of the string; the caller rolls it back).
func (s *Stream) putString(src []byte) bool {
	var ok bool
	s.buf, ok = appendString(s.buf, src, s.escaper)
	return ok
}

// appendString appends src to dst as a quoted JSON string escaped like encoding/json
// with esc's options. It reports false at the first ill-formed UTF-8 byte under the
// reject policy (dst then holds part of the string; the caller drops it). A plain
// string of up to 24 bytes is checked and copied here with no call (so nothing is
// spilled); anything else goes to appendStringSlow.
func appendString(dst, src []byte, esc escaper) ([]byte, bool) {
	n, m := len(src), len(dst)
	if n <= 24 && cap(dst)-m >= 26 {
		// Overlapping loads serve both the check and the copy (no memmove). An array
		// pointer: the stores at constant offsets need no bounds checks.
		d := (*[26]byte)(dst[m : m+26])
		if n < 4 { // src[0], src[n/2], src[n-1] are all of src's bytes, in order
			if n == 0 {
				d[0], d[1] = '"', '"'
				return dst[:m+2], true
			}
			plain := &plainByte
			if esc.escapeHTML {
				plain = &plainHTML
			}
			a, b, c := src[0], src[n>>1], src[n-1]
			if plain[a] && plain[b] && plain[c] {
				d[0], d[1], d[1+n>>1], d[n], d[n+1] = '"', a, b, c, '"'
				return dst[:m+n+2], true
			}
		} else if n > 16 {
			lo, mid, hi := binary.LittleEndian.Uint64(src), binary.LittleEndian.Uint64(src[8:]), binary.LittleEndian.Uint64(src[n-8:])
			if esc.lookMask(lo)|esc.lookMask(mid)|esc.lookMask(hi) == 0 {
				binary.LittleEndian.PutUint64(d[1:], lo)
				binary.LittleEndian.PutUint64(d[9:], mid)
				binary.LittleEndian.PutUint64(d[n-7:], hi)
				d[0], d[n+1] = '"', '"'
				return dst[:m+n+2], true
			}
		} else if n >= 8 {
			lo, hi := binary.LittleEndian.Uint64(src), binary.LittleEndian.Uint64(src[n-8:])
			if esc.lookMask(lo)|esc.lookMask(hi) == 0 {
				binary.LittleEndian.PutUint64(d[1:], lo)
				binary.LittleEndian.PutUint64(d[n-7:], hi)
				d[0], d[n+1] = '"', '"'
				return dst[:m+n+2], true
			}
		} else {
			lo, hi := binary.LittleEndian.Uint32(src), binary.LittleEndian.Uint32(src[n-4:])
			if esc.lookMask(uint64(lo)|uint64(hi)<<32) == 0 {
				binary.LittleEndian.PutUint32(d[1:], lo)
				binary.LittleEndian.PutUint32(d[n-3:], hi)
				d[0], d[n+1] = '"', '"'
				return dst[:m+n+2], true
			}
		}
	}
	return appendStringSlow(dst, src, esc)
}

// appendStringSlow is appendString for a string longer than 24 bytes, one that
// needs an escape or a check of its non-ASCII bytes, or a dst without room.
func appendStringSlow(dst, src []byte, esc escaper) ([]byte, bool) {
	n, m := len(src), len(dst)
	if cap(dst)-m < n+26 {
		dst = growBytes(dst, n+26)
		if n <= 24 {
			return appendString(dst, src, esc) // now with room
		}
	}
	i := 0
	if n < escapeKernelMin {
		i = esc.plainPrefix(src)
	}
	k, bad := n, false
	if i < n {
		k, bad = scanEscape(src, i, esc.escapeHTML)
	}
	if k == n && !bad {
		d := dst[m : m+n+2]
		d[0] = '"'
		copy(d[1:], src)
		d[n+1] = '"'
		return dst[:m+n+2], true
	}
	return esc.appendEscaped(dst, src, i, k, bad)
}

// grow makes room for n more bytes in s.buf.
func (s *Stream) grow(n int) { s.buf = growBytes(s.buf, n) }

// growBytes returns b with room for n more bytes (cold: a buffer soon reaches its
// size). An empty buffer (a byte-slice target started on nil) gets streamBufCap at
// once rather than growing from a few bytes.
//
//go:noinline
func growBytes(b []byte, n int) []byte {
	if cap(b) == 0 {
		n = max(n, streamBufCap)
	}
	return slices.Grow(b, n)
}

// appendEscaped is appendString from src[i], a sequence boundary (the bytes before it
// are plain ASCII), given (k0, bad0), scanEscape's result from i. scanEscape (one
// pass: the fused kernel where the machine has it) finds the next byte to escape
// while it checks the UTF-8, so runs that need no escape, ASCII or not, are copied in
// one append. Where it reports an ill-formed or cut sequence ahead, the portable
// validUTF8EndGeneric finds its exact offset and the portable escapeScanGeneric
// finds the escapes of the well-formed stretch before it.
func (s escaper) appendEscaped(dst, src []byte, i, k0 int, bad0 bool) ([]byte, bool) {
	dst = append(dst, '"')
	start := 0      // src[start:i] is not yet copied and needs no escape
	valid := 0      // when i < valid, src[i:valid] is well-formed and not yet scanned
	scanned := true // (k0, bad0) is the scan from i
	for i < len(src) {
		var k int // the next byte to escape, in well-formed text
		if i < valid {
			if k, _ = escapeScanGeneric(src[:valid], i, s.escapeHTML); k == valid {
				i = k
				continue
			}
		} else {
			var bad bool
			if scanned {
				k, bad, scanned = k0, bad0, false
			} else {
				k, bad = s.nextEscape(src, i)
			}
			if bad {
				i = utf8SequenceStart(src, i, k)
				if valid = validUTF8EndGeneric(src, i); valid > i {
					continue
				}
				// An ill-formed or cut sequence at i.
				if !s.replace {
					return dst, false
				}
				dst = append(append(dst, src[start:i]...), `\ufffd`...) // one per byte, as encoding/json
				i++
				start = i
				continue
			}
			if k == len(src) {
				break
			}
		}
		if c := src[k]; c < utf8.RuneSelf {
			dst = appendEscape(append(dst, src[start:k]...), c)
			i, start = k+1, k+1
			continue
		}
		// U+2028 or U+2029 (E2 80 A8, E2 80 A9), the only non-ASCII text the scans
		// report: escaped as encoding/json does.
		dst = append(append(dst, src[start:k]...), '\\', 'u', '2', '0', '2', hexLower[8+src[k+2]&1])
		i, start = k+3, k+3
	}
	dst = append(dst, src[start:]...)
	return append(dst, '"'), true
}

// nextEscape is scanEscape from i, just after an escape: the next byte to escape is
// often a few bytes on (the quotes of an HTML attribute, the line feeds of a text), so
// up to nextEscapeWords words of plain ASCII are crossed eight bytes at a time first,
// without the kernel's set-up; a non-ASCII byte, or no find within them, goes to the
// kernel from there (the bytes before are plain ASCII, a sequence boundary).
func (s escaper) nextEscape(src []byte, i int) (int, bool) {
	for n := 0; n < nextEscapeWords && i+8 <= len(src); n++ {
		if m := s.lookMask(binary.LittleEndian.Uint64(src[i:])); m != 0 {
			if i += bits.TrailingZeros64(m) >> 3; src[i] < utf8.RuneSelf {
				return i, false
			}
			break
		}
		i += 8
	}
	return scanEscape(src, i, s.escapeHTML)
}

// nextEscapeWords is how many words nextEscape looks at before calling the kernel.
const nextEscapeWords = 4

// escapeKernelMin is the length from which a string is scanned by scanEscape (a
// kernel where the machine has one) rather than eight bytes at a time: below it the
// call costs more than it saves.
const escapeKernelMin = 32

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
