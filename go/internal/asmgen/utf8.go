package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The UTF-8 kernels check blocks with the Keiser-Lemire lookup method (as simdutf's
// validate_utf8): each byte is classified from the high and low nibble of the byte
// before it and the high nibble of itself (three VPSHUFB lookups ANDed), which finds
// every error a two-byte window can show; the third and fourth bytes of longer
// sequences are checked from the bytes two and three back. A block that ends inside a
// sequence is followed by the next block's check, or by an error at the end.
// buf must begin at a sequence boundary (the scalar code's state is "between
// sequences" there).

// utf8AVX2 emits func utf8ValidBlocksAVX2(buf []byte) int: the start of the first
// 32-byte block that holds (or completes) an ill-formed sequence, or the end of the
// last whole block when none does.
func utf8AVX2() {
	kernelText("utf8ValidBlocksAVX2", "func(buf []byte) int")
	Pragma("noescape")
	Doc("utf8ValidBlocksAVX2 returns the offset of the first 32-byte block of buf in which",
		"an ill-formed UTF-8 sequence shows, or the end of the last whole block.")
	p := Load(Param("buf").Base(), RSI)
	n := Load(Param("buf").Len(), RCX)
	i := RAX
	XORQ(i, i)
	VPXOR(Y15, Y15, Y15) // previous block
	VPXOR(Y14, Y14, Y14) // previous block ended inside a sequence
	VMOVDQU(utf8Byte1High, Y13)
	VMOVDQU(utf8Byte1Low, Y12)
	VMOVDQU(utf8Byte2High, Y11)
	VPBROADCASTB(splat[0x0F], Y10)
	VMOVDQU(utf8IncompleteMax, Y9)
	VPBROADCASTB(splat[0x60], Y8)
	VPBROADCASTB(splat[0x70], Y7)
	VPBROADCASTB(splat[0x80], Y6)

	Label("loop")
	LEAQ(Mem{Base: i, Disp: 32}, RDX)
	CMPQ(RDX, n)
	JA(LabelRef("done"))
	VMOVDQU(Mem{Base: p, Index: i, Scale: 1}, Y0)
	VPMOVMSKB(Y0, EBX)
	TESTL(EBX, EBX)
	JNZ(LabelRef("multibyte"))
	VPTEST(Y14, Y14) // all ASCII: fine unless a sequence was cut
	JNZ(LabelRef("done"))
	VMOVDQU(Y0, Y15)
	ADDQ(Imm(32), i)
	JMP(LabelRef("loop"))

	Label("multibyte")
	VPERM2I128(Imm(0x21), Y0, Y15, Y1) // high lane of prev, low lane of input
	VPALIGNR(Imm(15), Y1, Y0, Y2)      // prev1
	VPALIGNR(Imm(14), Y1, Y0, Y3)      // prev2
	VPALIGNR(Imm(13), Y1, Y0, Y4)      // prev3
	VPSRLW(Imm(4), Y2, Y5)
	VPAND(Y10, Y5, Y5)
	VPSHUFB(Y5, Y13, Y5) // byte 1 high nibble
	VPAND(Y10, Y2, Y1)
	VPSHUFB(Y1, Y12, Y1) // byte 1 low nibble
	VPAND(Y1, Y5, Y5)
	VPSRLW(Imm(4), Y0, Y1)
	VPAND(Y10, Y1, Y1)
	VPSHUFB(Y1, Y11, Y1) // byte 2 high nibble
	VPAND(Y1, Y5, Y5)    // special cases
	VPSUBUSB(Y8, Y3, Y3) // prev2 >= 0xE0: third byte of a sequence
	VPSUBUSB(Y7, Y4, Y4) // prev3 >= 0xF0: fourth byte
	VPOR(Y3, Y4, Y3)
	VPAND(Y6, Y3, Y3) // must be a continuation (0x80)
	VPXOR(Y3, Y5, Y5)
	VPTEST(Y5, Y5)
	JNZ(LabelRef("done"))
	VPSUBUSB(Y9, Y0, Y14) // ends inside a sequence?
	VMOVDQU(Y0, Y15)
	ADDQ(Imm(32), i)
	JMP(LabelRef("loop"))

	Label("done")
	VZEROUPPER()
	Store(i, ReturnIndex(0))
	RET()
}

// utf8AVX512 emits func utf8ValidBlocksAVX512(buf []byte) int: the same check 64 bytes
// at a time (AVX-512 BW and VBMI: VPERMI2B gives the bytes 1, 2 and 3 back across the
// block edge). The last partial block is loaded masked with zeros after it (ASCII),
// so a sequence cut by the end of buf shows as an error in that block; with no error
// the result is len(buf).
func utf8AVX512() {
	kernelText("utf8ValidBlocksAVX512", "func(buf []byte) int")
	Pragma("noescape")
	Doc("utf8ValidBlocksAVX512 returns the offset of the first 64-byte block of buf in which",
		"an ill-formed or cut UTF-8 sequence shows, or len(buf).")
	p := Load(Param("buf").Base(), RSI)
	n := Load(Param("buf").Len(), RDX)
	i := RAX
	XORQ(i, i)
	VPXORQ(Z15, Z15, Z15) // previous block
	VPXORQ(Z14, Z14, Z14) // previous block ended inside a sequence
	VPBROADCASTB(splat[0x0F], Z10)
	utf8Constants512()

	Label("loop")
	loadBlock512(p, i, n)
	Label("check")
	VPMOVB2M(Z0, K1)
	KORTESTQ(K1, K1)
	JNZ(LabelRef("multibyte"))
	VPTESTMB(Z14, Z14, K2) // all ASCII: fine unless a sequence was cut
	KORTESTQ(K2, K2)
	JNZ(LabelRef("done"))
	VMOVDQA64(Z0, Z15)
	JMP(LabelRef("next"))

	Label("multibyte")
	utf8Prev512()
	VPSRLW(Imm(4), Z0, Z28)
	VPANDQ(Z10, Z28, Z28) // high nibbles
	utf8Errors512(Z28, "done")
	nextBlock512(i, n, "done")

	Label("tail")
	maskedTail512(p, i, n, K3, "end")
	JMP(LabelRef("check"))

	Label("end")
	VPTESTMB(Z14, Z14, K2) // buf ends inside a sequence: report the last block
	KORTESTQ(K2, K2)
	JZ(LabelRef("done"))
	SUBQ(Imm(64), i)

	Label("done")
	VZEROUPPER()
	Store(i, ReturnIndex(0))
	RET()
}

// utf8Constants512 loads the Keiser-Lemire tables and constants the AVX-512 UTF-8
// check uses (Z6-Z9, Z11-Z13, Z16-Z18; Z10 holds splat 0x0F, loaded by the caller).
func utf8Constants512() {
	VMOVDQU64(utf8Byte1High, Z13)
	VMOVDQU64(utf8Byte1Low, Z12)
	VMOVDQU64(utf8Byte2High, Z11)
	VMOVDQU64(utf8IncompleteMax.Offset(32), Z9)
	VPBROADCASTB(splat[0x60], Z8)
	VPBROADCASTB(splat[0x70], Z7)
	VPBROADCASTB(splat[0x80], Z6)
	VMOVDQU64(prevIndex[1], Z16)
	VMOVDQU64(prevIndex[2], Z17)
	VMOVDQU64(prevIndex[3], Z18)
}

// utf8Prev512 sets Z2, Z3 and Z4 to the bytes 1, 2 and 3 before each byte of the block
// in Z0, across the edge with the previous block in Z15 (one VPERMI2B each).
func utf8Prev512() {
	VMOVDQA64(Z16, Z2)
	VPERMI2B(Z0, Z15, Z2) // prev1
	VMOVDQA64(Z17, Z3)
	VPERMI2B(Z0, Z15, Z3) // prev2
	VMOVDQA64(Z18, Z4)
	VPERMI2B(Z0, Z15, Z4) // prev3
}

// utf8Errors512 sets Z5 to the Keiser-Lemire error bits of the block in Z0, from
// utf8Prev512's Z2-Z4 and the block's high nibbles in high, and jumps to onError when
// any is set; it uses Z1 and K2 and changes Z3 and Z4.
func utf8Errors512(high VecPhysical, onError string) {
	VPSRLW(Imm(4), Z2, Z5)
	VPANDQ(Z10, Z5, Z5)
	VPSHUFB(Z5, Z13, Z5) // byte 1 high nibble
	VPANDQ(Z10, Z2, Z1)
	VPSHUFB(Z1, Z12, Z1) // byte 1 low nibble
	VPANDQ(Z1, Z5, Z5)
	VPSHUFB(high, Z11, Z1) // byte 2 high nibble
	VPANDQ(Z1, Z5, Z5)     // special cases
	VPSUBUSB(Z8, Z3, Z3)   // prev2 >= 0xE0: third byte of a sequence
	VPSUBUSB(Z7, Z4, Z4)   // prev3 >= 0xF0: fourth byte
	VPORQ(Z3, Z4, Z3)
	VPANDQ(Z6, Z3, Z3) // must be a continuation (0x80)
	VPXORQ(Z3, Z5, Z5)
	VPTESTMB(Z5, Z5, K2)
	KORTESTQ(K2, K2)
	JNZ(LabelRef(onError))
}

// maskedTail512 loads the last n-i (< 64) bytes of buf at p+i into Z0 with zeros after
// them, and sets k to the mask of those bytes; with nothing left it jumps to empty.
// It uses RBX and RCX.
func maskedTail512(p, i, n Register, k Op, empty string) {
	MOVQ(n, RCX)
	SUBQ(i, RCX)
	JZ(LabelRef(empty))
	MOVQ(U32(1), RBX)
	SHLQ(CL, RBX)
	DECQ(RBX) // the low n-i bits
	KMOVQ(RBX, k)
	VMOVDQU8_Z(Mem{Base: p, Index: i, Scale: 1}, k, Z0)
}

// loadBlock512 loads the 64 bytes of buf at p+i into Z0, or jumps to "tail" when fewer
// than 64 are left (n is len(buf)). It uses RBX.
func loadBlock512(p, i, n Register) {
	LEAQ(Mem{Base: i, Disp: 64}, RBX)
	CMPQ(RBX, n)
	JA(LabelRef("tail"))
	VMOVDQU64(Mem{Base: p, Index: i, Scale: 1}, Z0)
}

// nextBlock512 ends a multi-byte block of the AVX-512 UTF-8 check: it notes in Z14
// whether the block ends inside a sequence and keeps it in Z15 as the previous block,
// then (at label "next", where an ASCII block joins) moves i on by 64 and goes back to
// "loop", or, past the masked tail block (whose zero padding would have shown a cut
// sequence as an error), sets i to n and jumps to end.
func nextBlock512(i, n Register, end string) {
	VPSUBUSB(Z9, Z0, Z14) // ends inside a sequence?
	VMOVDQA64(Z0, Z15)
	Label("next")
	ADDQ(Imm(64), i)
	CMPQ(i, n)
	JBE(LabelRef("loop")) // i == n: the tail step finds nothing left and checks the cut
	MOVQ(n, i)
	JMP(LabelRef(end))
}
