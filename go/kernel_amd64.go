//go:build !purego

package riffle

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/sys/cpu"
)

//go:generate sh -c "cd internal/asmgen && go run . -out ../../kernel_amd64.s -stubs ../../kernel_stubs_amd64.go -pkg riffle"

// avx2Kernels calls the AVX2 kernels (kernel_amd64.s) for 32 bytes or more.
var avx2Kernels = kernelSet{
	name:             "avx2",
	plainStringEnd:   wide(plainStringEndAVX2, plainStringEndGeneric),
	stringContentEnd: wide(stringContentEndAVX2, stringContentEndGeneric),
	validUTF8End:     validUTF8EndAVX2,
	whitespaceEnd:    wide(whitespaceEndAVX2, wsEnd),
	digitRunEnd:      wide(digitRunEndAVX2, digitsEnd),
	classifyBlock:    classifyBlock,
	escapeMasks:      escapeMasks,
	bracketMasks:     bracketMasks,
	escapeScan:       escapeScanAVX2,
}

// avx512Kernels calls the AVX-512 kernels (kernel_amd64.s) for 32 bytes or more.
var avx512Kernels = kernelSet{
	name:             "avx512",
	plainStringEnd:   wide(plainStringEndAVX512, plainStringEndGeneric),
	stringContentEnd: wide(stringContentEndAVX512, stringContentEndGeneric),
	validUTF8End:     validUTF8EndAVX512,
	whitespaceEnd:    wide(whitespaceEndAVX512, wsEnd),
	digitRunEnd:      wide(digitRunEndAVX512, digitsEnd),
	classifyBlock:    classifyBlock, // the AVX2 kernel: there is no AVX-512 variant
	escapeMasks:      escapeMasks,   // the same
	bracketMasks:     bracketMasks,  // the same
	escapeScan:       escapeScan512,
}

// hasAVX2 and hasAVX512 tell whether this CPU (and OS) runs each set: the vector
// extensions plus BMI1/BMI2 (TZCNT, SHRX).
var (
	hasAVX2   = cpu.X86.HasAVX2 && cpu.X86.HasBMI1 && cpu.X86.HasBMI2
	hasAVX512 = hasAVX2 && cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VBMI
)

// bestKernels picks the widest set this CPU runs.
func bestKernels() kernelSet {
	switch {
	case hasAVX512:
		return avx512Kernels
	case hasAVX2:
		return avx2Kernels
	}
	return genericKernels
}

// supportedKernels lists every set this machine runs, the portable one first.
func supportedKernels() []kernelSet {
	sets := []kernelSet{genericKernels}
	if hasAVX2 {
		sets = append(sets, avx2Kernels)
	}
	if hasAVX512 {
		sets = append(sets, avx512Kernels)
	}
	return sets
}

// kernelMinVector is the shortest input (bytes from i to the end) for which the
// vector kernels are called; shorter runs take the portable twin.
const kernelMinVector = 32

// utf8MinVectorAVX512 is the shortest input validUTF8EndAVX512 gives its kernel.
const utf8MinVectorAVX512 = 16

// utf8MinVectorAVX2 is the shortest input validUTF8EndAVX2 checks as one block padded
// with zeros (ASCII, so a sequence cut by the end shows), below kernelMinVector.
const utf8MinVectorAVX2 = 16

// wide returns a kernel that calls the search kernel vector (which returns an offset
// into the slice it is given) for kernelMinVector bytes or more, and twin otherwise.
// (Not inlined, so that profiles name the kernels it returns wide.func1.)
//
//go:noinline
func wide(vector func(buf []byte) int, twin func(buf []byte, i int) int) func([]byte, int) int {
	return func(buf []byte, i int) int {
		if len(buf)-i < kernelMinVector {
			return twin(buf, i)
		}
		return i + vector(buf[i:])
	}
}

// validUTF8EndAVX2 checks whole 32-byte blocks with the vector kernel, then the rest
// (from the start of the sequence the blocks ended in, at most 34 bytes) as a copy
// padded with zeros (ASCII, so a sequence cut by the end shows). When the kernel
// reports a problem, the portable twin finds its exact offset.
func validUTF8EndAVX2(buf []byte, i int) int {
	if n := len(buf) - i; n < kernelMinVector {
		if n >= utf8MinVectorAVX2 { // a short stretch: one padded block (see utf8MinVectorAVX2)
			var pad [32]byte
			copy(pad[:], buf[i:])
			if utf8ValidBlocksAVX2(pad[:]) == len(pad) {
				return len(buf)
			}
		}
		return validUTF8EndGeneric(buf, i)
	}
	k := i + utf8ValidBlocksAVX2(buf[i:])
	j := utf8SequenceStart(buf, i, k)
	if len(buf)-k < 32 { // the blocks ended without a problem: check the tail
		if j == len(buf) {
			return j
		}
		var pad [2 * 32]byte
		tail := pad[:32] // at least one zero after the copy, in the same blocks
		if len(buf)-j >= 32 {
			tail = pad[:]
		}
		copy(tail, buf[j:])
		if utf8ValidBlocksAVX2(tail) == len(tail) {
			return len(buf)
		}
	}
	return validUTF8EndGeneric(buf, j)
}

// validUTF8EndAVX512 checks buf[i:] with the vector kernel (the tail too, by a masked
// load, so any length) and lets the portable twin find the exact offset when it reports
// a problem. From utf8MinVectorAVX512 bytes on, not kernelMinVector: the twin takes a
// multi-byte sequence at a time, so on short non-Latin text (a name in Cyrillic) the
// kernel's one masked block wins well below 32 bytes.
func validUTF8EndAVX512(buf []byte, i int) int {
	if len(buf)-i >= utf8MinVectorAVX512 {
		k := i + utf8ValidBlocksAVX512(buf[i:])
		if k == len(buf) {
			return k
		}
		i = utf8SequenceStart(buf, i, k)
	}
	return validUTF8EndGeneric(buf, i)
}

// escapeScanAVX2 is escapeScan from the AVX2 search and UTF-8 kernels, one after the
// other (there is no fused AVX2 kernel): the plain ASCII run first; where it stops at a
// non-ASCII byte, the content end (the first '"', '\\' or control byte) and the end of
// the well-formed UTF-8 before it; then bytes.IndexByte for the HTML bytes and, in
// non-ASCII text, for 0xE2, the lead of U+2028 and U+2029. Its results are exact, as
// the twin's. The UTF-8 check stops at the escape: the writer calls this again after
// each escape, and checking to the end of buf each time made a string with many
// escapes (an HTML attribute's quotes, a text's line feeds) checked once per escape.
func escapeScanAVX2(buf []byte, i int, html bool) (int, bool) {
	var p int
	if len(buf)-i >= kernelMinVector {
		p = i + plainStringEndAVX2(buf[i:])
	} else {
		p = plainStringEndGeneric(buf, i)
	}
	k, v := p, p // ASCII to p: nothing to check there
	if p < len(buf) && buf[p] >= utf8.RuneSelf {
		if len(buf)-p >= kernelMinVector {
			k = p + stringContentEndAVX2(buf[p:])
		} else {
			k = stringContentEndGeneric(buf, p)
		}
		// The UTF-8 before that byte (a sequence it cuts is ill-formed either way: it is
		// ASCII, no continuation byte).
		v = validUTF8EndAVX2(buf[:k], p)
	}
	e := v
	if html {
		for _, c := range [...]byte{'<', '>', '&'} {
			if j := bytes.IndexByte(buf[i:e], c); j >= 0 {
				e = i + j
			}
		}
	}
	for q := p; q < e; q++ { // U+2028 and U+2029, in the non-ASCII text only
		j := bytes.IndexByte(buf[q:e], 0xE2)
		if j < 0 {
			break
		}
		if q += j; isLineSeparator(buf, q) { // well-formed here: q < v
			e = q
			break
		}
	}
	return e, e == v && v < k
}

// escapeScan512 is escapeScan by the fused AVX-512 kernel, whose bad result is the
// start of the 64-byte block that holds the problem.
func escapeScan512(buf []byte, i int, html bool) (int, bool) {
	k, bad := escapeScanAVX512(buf[i:], html)
	return i + k, bad
}

// vectorKernels tells the scanner that kernels may hold vector code, worth calling on
// long runs (the pure-Go build keeps the scalar loops and never calls the kernels).
const vectorKernels = true

// kernelsAVX512 tells whether kernels is the AVX-512 set (else AVX2 or the twins).
var kernelsAVX512 = kernels.name == avx512Kernels.name

// kernelsVector tells whether kernels holds vector code at all.
var kernelsVector = kernels.name != genericKernels.name

// The scanner's entry points: the kernel of the set chosen at start-up (kernels), but
// called directly. An indirect call through kernels would make the compiler assume the
// buffer escapes, and with it the Iterator that holds it (Validate's level stack would
// move to the heap on every call).

// scanPlainStringEnd is kernels.plainStringEnd.
func scanPlainStringEnd(buf []byte, i int) int {
	switch {
	case len(buf)-i < kernelMinVector || !kernelsVector:
		return plainStringEndGeneric(buf, i)
	case kernelsAVX512:
		return i + plainStringEndAVX512(buf[i:])
	}
	return i + plainStringEndAVX2(buf[i:])
}

// scanStringContentEnd is kernels.stringContentEnd.
func scanStringContentEnd(buf []byte, i int) int {
	switch {
	case len(buf)-i < kernelMinVector || !kernelsVector:
		return stringContentEndGeneric(buf, i)
	case kernelsAVX512:
		return i + stringContentEndAVX512(buf[i:])
	}
	return i + stringContentEndAVX2(buf[i:])
}

// escapeScanMinVector is the shortest buf[i:] scanEscape gives a vector kernel.
const escapeScanMinVector = 16

// scanEscape is kernels.escapeScan.
func scanEscape(buf []byte, i int, html bool) (int, bool) {
	switch {
	case len(buf)-i < escapeScanMinVector || !kernelsVector:
		return escapeScanGeneric(buf, i, html)
	case kernelsAVX512:
		return escapeScan512(buf, i, html)
	}
	return escapeScanAVX2(buf, i, html)
}

// scanValidUTF8End is kernels.validUTF8End.
func scanValidUTF8End(buf []byte, i int) int {
	switch {
	case !kernelsVector:
		return validUTF8EndGeneric(buf, i)
	case kernelsAVX512:
		return validUTF8EndAVX512(buf, i)
	}
	return validUTF8EndAVX2(buf, i)
}
