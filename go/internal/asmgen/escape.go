package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// escapeScan512 emits func escapeScanAVX512(buf []byte, html bool) (end int, bad bool):
// the writer's string scan, one pass for what the reader's kernels do in three. Each
// 64-byte block is checked for UTF-8 with the Keiser-Lemire method of utf8AVX512 and,
// in the same pass, for what the writer must escape: a control byte, '"', '\\' and,
// when html is set, '<', '>' and '&', found as simdjson classifies bytes (one lookup
// by the high nibble and one by the low nibble, ANDed: escapeHigh and escapeLow, or the
// pair with the HTML bytes; the high nibbles serve the UTF-8 check too); and U+2028
// and U+2029 (E2 80 A8, E2 80 A9), found at their last byte from the bytes one and two
// back that the UTF-8 check computes, and reported at their first. The UTF-8 tables
// are loaded at the first block with a byte >= 0x80, so an ASCII string does not pay
// for them. The last partial block is loaded masked, zeros after it: the zeros are
// ASCII, so a sequence cut by the end shows as an error, and the lookup is masked so
// that the zeros are not taken for control bytes.
//
// Results: with bad false, end is the first byte to escape (an ASCII byte, or the
// first of U+2028 or U+2029), or len(buf), and buf[:end] is well-formed. With bad
// true, buf[:end] needs no escape and is well-formed but for a sequence possibly cut
// at end, and an ill-formed or cut sequence shows in the 64 bytes from end, or is the
// one cut at end (end = len(buf) when buf ends inside a sequence): the caller goes on
// with the scalar twin from the start of the sequence that holds end.
func escapeScan512() {
	kernelText("escapeScanAVX512", "func(buf []byte, html bool) (end int, bad bool)")
	Pragma("noescape")
	Doc("escapeScanAVX512 returns the first byte of buf the writer must escape (a control",
		"byte, '\"', '\\\\', U+2028, U+2029 and, with html, '<', '>' or '&') with bad false, or",
		"the start of the first 64-byte block where an ill-formed or cut UTF-8 sequence shows",
		"with bad true, whichever comes first; or len(buf) and false.")
	p := Load(Param("buf").Base(), RSI)
	n := Load(Param("buf").Len(), RDX)
	html := Load(Param("html"), CL)
	i := RAX
	XORQ(i, i)
	XORQ(R8, R8)          // the UTF-8 tables are not loaded yet
	VPXORQ(Z15, Z15, Z15) // previous block
	VPXORQ(Z14, Z14, Z14) // previous block ended inside a sequence
	VPBROADCASTB(splat[0x0F], Z10)
	TESTB(html, html)
	JNZ(LabelRef("htmlTables"))
	VMOVDQU64(escapeHigh, Z26)
	VMOVDQU64(escapeLow, Z27)
	JMP(LabelRef("setup"))
	Label("htmlTables")
	VMOVDQU64(escapeHighHTML, Z26)
	VMOVDQU64(escapeLowHTML, Z27)
	Label("setup")
	KXNORQ(K4, K4, K4) // all 64 bytes

	Label("loop")
	loadBlock512(p, i, n)

	Label("check")
	VPSRLW(Imm(4), Z0, Z28)
	VPANDQ(Z10, Z28, Z28) // high nibbles
	VPANDQ(Z10, Z0, Z29)  // low nibbles
	VPSHUFB(Z28, Z26, Z1)
	VPSHUFB(Z29, Z27, Z2)
	VPTESTMB(Z1, Z2, K4, K1) // the bytes to look at
	VPMOVB2M(Z0, K5)
	KORTESTQ(K5, K5)
	JNZ(LabelRef("multibyte"))
	VPTESTMB(Z14, Z14, K2) // all ASCII: fine unless a sequence was cut
	KORTESTQ(K2, K2)
	JNZ(LabelRef("bad"))
	KORTESTQ(K1, K1)
	JNZ(LabelRef("found"))
	VMOVDQA64(Z0, Z15)
	JMP(LabelRef("next"))

	Label("multibyte")
	TESTQ(R8, R8)
	JNZ(LabelRef("utf8"))
	utf8Constants512()
	VPBROADCASTB(splat[0xE2], Z19)
	VPBROADCASTB(splat[0x01], Z20)
	VPBROADCASTB(splat[0xA9], Z21)
	INCQ(R8)
	Label("utf8")
	utf8Prev512()
	VPCMPEQB(Z19, Z3, K6)     // prev2 == 0xE2
	VPCMPEQB(Z6, Z2, K6, K6)  // and prev1 == 0x80
	VPORQ(Z20, Z0, Z1)        // and b | 1
	VPCMPEQB(Z21, Z1, K6, K6) // == 0xA9: the last byte of U+2028 or U+2029
	KORQ(K6, K1, K1)
	utf8Errors512(Z28, "bad")
	KORTESTQ(K1, K1)
	JNZ(LabelRef("found"))
	nextBlock512(i, n, "clean")

	Label("tail")
	maskedTail512(p, i, n, K4, "end")
	JMP(LabelRef("check"))

	Label("end")
	VPTESTMB(Z14, Z14, K2) // buf ends inside a sequence: report it, at len(buf)
	KORTESTQ(K2, K2)
	JZ(LabelRef("clean"))

	Label("bad")
	MOVB(U8(1), BL)
	JMP(LabelRef("done"))

	Label("found")
	KMOVQ(K1, RBX)
	TZCNTQ(RBX, RBX)
	ADDQ(RBX, i)
	CMPB(Mem{Base: p, Index: i, Scale: 1}, U8(0x80))
	JB(LabelRef("clean"))
	SUBQ(Imm(2), i) // the last byte of U+2028 or U+2029: report its first

	Label("clean")
	XORL(EBX, EBX)

	Label("done")
	VZEROUPPER()
	Store(i, ReturnIndex(0))
	Store(BL, ReturnIndex(1))
	RET()
}

// escapeTables writes the two nibble lookups of escapeScan512 (without and with the
// HTML bytes): a byte is flagged when escapeHigh[b>>4] & escapeLow[b&15] != 0.
func escapeTables() {
	const (
		control   = 1 << iota // 0x00-0x1F: high nibble 0 or 1, any low nibble
		quote                 // 0x22
		amp                   // 0x26 (html)
		angle                 // 0x3C, 0x3E (html)
		backslash             // 0x5C
	)
	var hi, lo [16]byte
	hi[0], hi[1], hi[2], hi[3], hi[5] = control, control, quote|amp, angle, backslash
	for k := range lo {
		lo[k] = control
	}
	lo[2] |= quote
	lo[6] |= amp
	lo[0xC] |= angle | backslash
	lo[0xE] |= angle
	escapeHighHTML, escapeLowHTML = table("escapeHighHTML", hi), table("escapeLowHTML", lo)
	for k := range hi {
		hi[k] &^= amp | angle
		lo[k] &^= amp | angle
	}
	escapeHigh, escapeLow = table("escapeHigh", hi), table("escapeLow", lo)
}
