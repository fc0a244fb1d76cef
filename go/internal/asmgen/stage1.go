package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The results of classifyBlock, in order.
var maskNames = []string{"quote", "backslash", "attention", "space", "structural", "digit"}

const (
	maskQuote = iota
	maskBackslash
	maskAttention
	maskSpace
	maskStructural
	maskDigit
)

// halvesMask computes one class of the 64 bytes in Y0 and Y5 (the low and high 32) on
// both halves (into Y1 and Y6; Y2-Y4 are scratch) and stores the two 32-bit masks as the
// result named result.
func halvesMask(result string, class func(in, out VecPhysical)) {
	class(Y0, Y1)
	class(Y5, Y6)
	VPMOVMSKB(Y1, EAX)
	VPMOVMSKB(Y6, EDX)
	SHLQ(Imm(32), RDX)
	ORQ(RDX, RAX)
	Store(RAX, Return(result))
}

// stage1AVX2 emits classifyBlock, the AVX2 kernel of the structural fast path's stage
// 1: the per-byte classes of 64 bytes as six bitmasks (bit k for block[k]), each made
// of two 32-byte halves (the low and high 32 bits of its result).
func stage1AVX2() {
	kernelText("classifyBlock", "func(block *[64]byte) (quote, backslash, attention, space, structural, digit uint64)")
	Pragma("noescape")
	Doc("classifyBlock returns the classes of the 64 bytes of block, bit k for block[k]",
		"(see classifyBlockGeneric, its portable twin). It needs AVX2.")
	p := Load(Param("block"), RSI)
	VPBROADCASTB(splat['"'], Y8)
	VPBROADCASTB(splat['\\'], Y9)
	VPBROADCASTB(splat[0x1F], Y10)
	VMOVDQU(wsTable, Y11)
	VPBROADCASTB(splat[0x20], Y12)
	VPBROADCASTB(splat['{'], Y13)
	VPBROADCASTB(splat['}'], Y14)
	VPBROADCASTB(splat[':'], Y15)
	VPBROADCASTB(splat[','], Y7)
	VMOVDQU(Mem{Base: p}, Y0)
	VMOVDQU(Mem{Base: p, Disp: 32}, Y5)
	mask := func(field int, class func(in, out VecPhysical)) { halvesMask(maskNames[field], class) }
	mask(maskQuote, func(in, out VecPhysical) { VPCMPEQB(in, Y8, out) })
	mask(maskBackslash, func(in, out VecPhysical) { VPCMPEQB(in, Y9, out) })
	mask(maskAttention, func(in, out VecPhysical) {
		VPMINUB(in, Y10, out) // min(b, 0x1F) == b  <=>  b < 0x20
		VPCMPEQB(in, out, out)
		VPOR(in, out, out) // and b >= 0x80: the top bit
	})
	mask(maskSpace, func(in, out VecPhysical) {
		VPSHUFB(in, Y11, out) // wsTable[low nibble] == b only for whitespace
		VPCMPEQB(in, out, out)
	})
	mask(maskStructural, func(in, out VecPhysical) {
		// b|0x20 is '{' for '[' and '{', '}' for ']' and '}'; or ':' or ','.
		VPOR(in, Y12, Y2)
		VPCMPEQB(Y2, Y13, out)
		VPCMPEQB(Y2, Y14, Y3)
		VPOR(Y3, out, out)
		VPCMPEQB(in, Y15, Y3)
		VPOR(Y3, out, out)
		VPCMPEQB(in, Y7, Y3)
		VPOR(Y3, out, out)
	})
	mask(maskDigit, func(in, out VecPhysical) {
		VPSUBB(splat['0'], in, Y2) // b - '0'
		VPMAXUB(splat[9], Y2, Y2)
		VPCMPEQB(splat[9], Y2, out) // max(b-'0', 9) == 9  <=>  digit
	})
	VZEROUPPER()
	RET()
}

// escapesAVX2 emits escapeMasks, the AVX2 kernel the structural fast path calls for a
// block that holds escapes: four bitmasks (bit k for block[k]) from which it decides the
// common escapes of the block at once.
func escapesAVX2() {
	blockKernelStart("escapeMasks", "func(block *[64]byte) (u, hex, short, d uint64)",
		"escapeMasks returns the bytes of block that are 'u', an ASCII hex digit, one that may",
		"follow a backslash in a two-byte escape (\" \\ / b f n r t) and 'd' or 'D', bit k for",
		"block[k] (see escapeMasksGeneric, its portable twin). It needs AVX2.")
	halvesMask("u", func(in, out VecPhysical) { VPCMPEQB(splat['u'], in, out) })
	halvesMask("hex", func(in, out VecPhysical) {
		VPSUBB(splat['0'], in, Y2) // a digit: max(b-'0', 9) == 9
		VPMAXUB(splat[9], Y2, Y2)
		VPCMPEQB(splat[9], Y2, out)
		VPOR(splat[0x20], in, Y3) // a letter a-f or A-F: max((b|0x20)-'a', 5) == 5
		VPSUBB(splat['a'], Y3, Y3)
		VPMAXUB(splat[5], Y3, Y3)
		VPCMPEQB(splat[5], Y3, Y3)
		VPOR(Y3, out, out)
	})
	halvesMask("short", func(in, out VecPhysical) {
		VPCMPEQB(splat['"'], in, out)
		for _, c := range []byte{'\\', '/', 'b', 'f', 'n', 'r', 't'} {
			VPCMPEQB(splat[c], in, Y2)
			VPOR(Y2, out, out)
		}
	})
	halvesMask("d", func(in, out VecPhysical) {
		VPOR(splat[0x20], in, Y2)
		VPCMPEQB(splat['d'], Y2, out)
	})
	VZEROUPPER()
	RET()
}

// bracketsAVX2 emits bracketMasks, the AVX2 kernel of the unchecked skip
// (skip_unchecked.go): the quotes, backslashes, opening brackets ('[', '{') and closing
// brackets (']', '}') of 64 bytes as four bitmasks (bit k for block[k]).
func bracketsAVX2() {
	blockKernelStart("bracketMasks", "func(block *[64]byte) (quote, backslash, open, close uint64)",
		"bracketMasks returns the quotes, backslashes, opening brackets ('[', '{') and closing",
		"brackets (']', '}') of the 64 bytes of block, bit k for block[k] (see",
		"bracketMasksGeneric, its portable twin). It needs AVX2.")
	halvesMask("quote", func(in, out VecPhysical) { VPCMPEQB(splat['"'], in, out) })
	halvesMask("backslash", func(in, out VecPhysical) { VPCMPEQB(splat['\\'], in, out) })
	// b|0x20 is '{' for '[' and '{' only, and '}' for ']' and '}' only.
	halvesMask("open", func(in, out VecPhysical) {
		VPOR(splat[0x20], in, Y2)
		VPCMPEQB(splat['{'], Y2, out)
	})
	halvesMask("close", func(in, out VecPhysical) {
		VPOR(splat[0x20], in, Y2)
		VPCMPEQB(splat['}'], Y2, out)
	})
	VZEROUPPER()
	RET()
}

// blockKernelStart emits the start of a kernel over one 64-byte block: its text, the
// noescape pragma, its doc comment, and the block's two halves loaded into Y0 and Y5
// (the registers halvesMask reads).
func blockKernelStart(name, signature string, doc ...string) {
	kernelText(name, signature)
	Pragma("noescape")
	Doc(doc...)
	p := Load(Param("block"), RSI)
	VMOVDQU(Mem{Base: p}, Y0)
	VMOVDQU(Mem{Base: p, Disp: 32}, Y5)
}
