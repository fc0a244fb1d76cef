package riffle

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf8"
)

// Scanner kernels: small loops with one job each, each taking a buffer and an index
// and returning an index. Every kernel has a portable twin (the *Generic functions
// below, and the scalar loops of scan.go and skip.go that are already exact), used
// on other architectures and under the purego build tag; on amd64 the
// AVX2 or AVX-512 variant is chosen once at start-up (kernel_amd64.go) and called
// through the package-level set kernels. docs/design/simd.md tells which scanner loop
// each kernel replaces.

// kernelSet holds one implementation of every kernel.
type kernelSet struct {
	name string
	// plainStringEnd returns the index of the first byte of buf at or after i that is
	// '"', '\\', a control byte (< 0x20) or >= 0x80, or len(buf).
	plainStringEnd func(buf []byte, i int) int
	// stringContentEnd returns the index of the first byte of buf at or after i that
	// is '"', '\\' or a control byte, or len(buf); bytes >= 0x80 are passed over
	// (validUTF8End checks them).
	stringContentEnd func(buf []byte, i int) int
	// validUTF8End returns the end of the longest prefix of buf[i:] made of whole
	// well-formed UTF-8 sequences (RFC 3629): len(buf), or the index of the first
	// byte of the first ill-formed or cut sequence (errors.md rule 4). Bytes before i
	// are not looked at: a continuation byte at i is a stray one.
	validUTF8End func(buf []byte, i int) int
	// whitespaceEnd returns the index of the first byte of buf at or after i that is
	// not JSON whitespace (' ', '\t', '\n', '\r'), or len(buf).
	whitespaceEnd func(buf []byte, i int) int
	// digitRunEnd returns the index of the first byte of buf at or after i that is not
	// an ASCII digit, or len(buf).
	digitRunEnd func(buf []byte, i int) int
	// classifyBlock returns the classes of the 64 bytes of block as six bitmasks
	// (classifyBlockGeneric, stage.go): the structural fast path's stage 1.
	classifyBlock func(block *[64]byte) (quote, backslash, attention, space, structural, digit uint64)
	// escapeMasks returns four bitmasks of the 64 bytes of block for its escapes
	// (escapeMasksGeneric, stage.go).
	escapeMasks func(block *[64]byte) (u, hex, short, d uint64)
	// bracketMasks returns the quotes, backslashes, opening and closing brackets of the
	// 64 bytes of block (bracketMasksGeneric, skip_unchecked.go): the unchecked skip.
	bracketMasks func(block *[64]byte) (quote, backslash, open, close uint64)
	// escapeScan is the writer's string scan (escapeScanGeneric): from i, a sequence
	// boundary, the first byte to escape with bad false, or, with bad true, a point at
	// most 64 bytes before an ill-formed or cut UTF-8 sequence, whichever is first.
	escapeScan func(buf []byte, i int, html bool) (end int, bad bool)
}

// genericKernels is the portable set.
var genericKernels = kernelSet{
	name:             "generic",
	plainStringEnd:   plainStringEndGeneric,
	stringContentEnd: stringContentEndGeneric,
	validUTF8End:     validUTF8EndGeneric,
	whitespaceEnd:    wsEnd,     // skip.go
	digitRunEnd:      digitsEnd, // skip.go
	classifyBlock:    classifyBlockGeneric,
	escapeMasks:      escapeMasksGeneric,
	bracketMasks:     bracketMasksGeneric,
	escapeScan:       escapeScanGeneric,
}

// kernels is the set chosen once at start-up for this machine (never changed later).
var kernels = bestKernels()

// plainStringEndGeneric is the portable plainStringEnd: the scanner's quickString
// (eight bytes at a time) and its last bytes one by one.
func plainStringEndGeneric(buf []byte, i int) int {
	i = quickString(buf, i)
	for i < len(buf) && plainByte[buf[i]] {
		i++
	}
	return i
}

// stringContentEndGeneric is the portable stringContentEnd: eight bytes at a time.
func stringContentEndGeneric(buf []byte, i int) int {
	for ; i+8 <= len(buf); i += 8 {
		// Bytes >= 0x80 never borrow, so unflagging them keeps the lowest flag exact.
		w := binary.LittleEndian.Uint64(buf[i:])
		if m := specialMask(w) &^ w; m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	for ; i < len(buf); i++ {
		if c := buf[i]; c < 0x20 || c == '"' || c == '\\' {
			return i
		}
	}
	return i
}

// validUTF8EndGeneric is the portable validUTF8End: ASCII eight bytes at a time,
// multi-byte sequences by the RFC 3629 table of scan.go (utf8Len, utf8Lo, utf8Hi).
func validUTF8EndGeneric(buf []byte, i int) int {
	for i < len(buf) {
		if i+8 <= len(buf) && binary.LittleEndian.Uint64(buf[i:])&swarHi == 0 {
			i += 8
			continue
		}
		c := buf[i]
		if c < utf8.RuneSelf {
			i++
			continue
		}
		n := int(utf8Len[c])
		if n == 0 || i+n > len(buf) {
			return i
		}
		seq := buf[i : i+n : i+n]
		if seq[1] < utf8Lo[c] || seq[1] > utf8Hi[c] ||
			(n >= 3 && seq[2]&0xC0 != 0x80) || (n == 4 && seq[3]&0xC0 != 0x80) {
			return i
		}
		i += n
	}
	return i
}

// escapeScanGeneric is the portable escapeScan, and its exact definition: it returns
// the first byte of buf at or after i (a sequence boundary) that the writer must
// escape, a control byte, '"', '\\', the first byte of U+2028 or U+2029 (E2 80 A8,
// E2 80 A9) and, with html, '<', '>' or '&', with bad false; or the first byte of the
// first ill-formed or cut UTF-8 sequence with bad true, whichever comes first; or
// len(buf) and false. The vector kernels may report bad earlier than this, at the
// start of the block that holds the problem (stream_string.go's appendEscaped finds
// it from there).
func escapeScanGeneric(buf []byte, i int, html bool) (int, bool) {
	esc := escaper{escapeHTML: html}
	plain := &plainByte // scan.go; the writer's plainHTML without '<', '>' and '&'
	if html {
		plain = &plainHTML
	}
	for i < len(buf) {
		if i+8 <= len(buf) {
			if w := binary.LittleEndian.Uint64(buf[i:]); w&swarHi == 0 { // eight ASCII bytes
				if m := esc.lookMask(w); m != 0 {
					return i + bits.TrailingZeros64(m)>>3, false
				}
				i += 8
				continue
			}
		}
		if c := buf[i]; c < utf8.RuneSelf {
			if !plain[c] {
				return i, false
			}
			i++
			continue
		}
		n := utf8Seq(buf, i) // scan_string.go
		if n <= 0 {          // ill-formed, or cut by the end (needMore)
			return i, true
		}
		if isLineSeparator(buf, i) {
			return i, false
		}
		i += n
	}
	return i, false
}

// isLineSeparator tells whether buf[i:] starts with U+2028 or U+2029 (E2 80 A8,
// E2 80 A9), which the writer escapes as encoding/json does.
func isLineSeparator(buf []byte, i int) bool {
	return buf[i] == 0xE2 && i+2 < len(buf) && buf[i+1] == 0x80 && buf[i+2]&0xFE == 0xA8
}

// utf8SequenceStart returns the index at or before k (and not before lo) where the
// sequence holding buf[k] begins, given that buf[lo:k] holds only bytes a block
// kernel found well-formed except possibly a sequence cut at k.
func utf8SequenceStart(buf []byte, lo, k int) int {
	j := k
	for j > lo && k-j < 3 && buf[j-1]&0xC0 == 0x80 {
		j--
	}
	if j > lo && buf[j-1] >= 0xC0 {
		j--
	}
	return j
}
