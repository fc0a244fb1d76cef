// Command asmgen writes go/kernel_amd64.s and go/kernel_stubs_amd64.go, the AVX2 and
// AVX-512 scanner kernels of package riffle, with avo. Run it through go generate in
// go/ (see kernel_amd64.go); the generated files are committed.
//
// Every kernel takes one slice and returns an offset into it. The search kernels
// (plain string bytes, string content, whitespace, digit runs) return the offset of the
// first byte that ends the run, or len(buf); the AVX2 ones need len(buf) >= 32 (the Go
// wrappers call them only then). The UTF-8 kernels return the start of the first block
// where they found a problem, or the point where their blocks ended; the Go wrapper
// finishes with the scalar twin, which decides the exact offset.
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/ir"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	ConstraintExpr("!purego")
	constants()

	searchAVX2("plainStringEndAVX2", "the first byte that is '\"', '\\\\', < 0x20 or >= 0x80", plainStringAVX2)
	searchAVX2("stringContentEndAVX2", "the first byte that is '\"', '\\\\' or < 0x20", stringContentAVX2)
	searchAVX2("whitespaceEndAVX2", "the first byte that is not ' ', '\\t', '\\n' or '\\r'", whitespaceAVX2)
	searchAVX2("digitRunEndAVX2", "the first byte that is not an ASCII digit", digitRunAVX2)

	search512("plainStringEndAVX512", "the first byte that is '\"', '\\\\', < 0x20 or >= 0x80", plainString512)
	search512("stringContentEndAVX512", "the first byte that is '\"', '\\\\' or < 0x20", stringContent512)
	search512("whitespaceEndAVX512", "the first byte that is not ' ', '\\t', '\\n' or '\\r'", whitespace512)
	search512("digitRunEndAVX512", "the first byte that is not an ASCII digit", digitRun512)

	utf8AVX2()
	utf8AVX512()
	stage1AVX2()
	escapesAVX2()
	bracketsAVX2()
	escapeScan512()
	Generate()
}

// Read-only constants: a byte splatted over 64 bytes, and 16-byte lookup tables
// repeated four times (VPSHUFB looks up within each 128-bit lane).
var (
	splat             = map[byte]Mem{}
	wsTable           Mem
	utf8Byte1High     Mem
	utf8Byte1Low      Mem
	utf8Byte2High     Mem
	utf8IncompleteMax Mem
	escapeHigh        Mem // escapeScan512's nibble lookups (escapeTables)
	escapeLow         Mem
	escapeHighHTML    Mem
	escapeLowHTML     Mem
	prevIndex         [4]Mem // VPERMI2B indices for prev1..prev3 (index 0 unused)
)

func constants() {
	escapeTables()
	for _, b := range []byte{0x0F, 0x1F, 0x20, '"', '\\', '0', 9, 0x60, 0x70, 0x80, '{', '}', ':', ',',
		'u', 'a', 5, 'd', '/', 'b', 'f', 'n', 'r', 't', 0x01, 0xA9, 0xE2} {
		m := GLOBL(fmt.Sprintf("splat%02x", b), RODATA|NOPTR)
		for k := 0; k < 64; k++ {
			DATA(k, U8(b))
		}
		splat[b] = m
	}
	var ws [16]byte
	for k := range ws {
		ws[k] = 0xFF
	}
	for _, c := range []byte{' ', '\t', '\n', '\r'} {
		ws[c&0x0F] = c
	}
	wsTable = table("wsTable", ws)

	// The Keiser-Lemire tables (simdjson/simdutf "lookup4").
	const (
		tooShort  = 1 << 0
		tooLong   = 1 << 1
		overlong3 = 1 << 2
		tooLarge  = 1 << 3
		surrogate = 1 << 4
		overlong2 = 1 << 5
		tooLarg1k = 1 << 6
		overlong4 = 1 << 6
		twoConts  = 1 << 7
		carry     = tooShort | tooLong | twoConts
	)
	utf8Byte1High = table("utf8Byte1High", [16]byte{
		tooLong, tooLong, tooLong, tooLong, tooLong, tooLong, tooLong, tooLong,
		twoConts, twoConts, twoConts, twoConts,
		tooShort | overlong2,
		tooShort,
		tooShort | overlong3 | surrogate,
		tooShort | tooLarge | tooLarg1k | overlong4,
	})
	utf8Byte1Low = table("utf8Byte1Low", [16]byte{
		carry | overlong3 | overlong2 | overlong4,
		carry | overlong2,
		carry, carry,
		carry | tooLarge,
		carry | tooLarge | tooLarg1k, carry | tooLarge | tooLarg1k, carry | tooLarge | tooLarg1k,
		carry | tooLarge | tooLarg1k, carry | tooLarge | tooLarg1k, carry | tooLarge | tooLarg1k,
		carry | tooLarge | tooLarg1k, carry | tooLarge | tooLarg1k,
		carry | tooLarge | tooLarg1k | surrogate,
		carry | tooLarge | tooLarg1k, carry | tooLarge | tooLarg1k,
	})
	utf8Byte2High = table("utf8Byte2High", [16]byte{
		tooShort, tooShort, tooShort, tooShort, tooShort, tooShort, tooShort, tooShort,
		tooLong | overlong2 | twoConts | overlong3 | tooLarg1k | overlong4,
		tooLong | overlong2 | twoConts | overlong3 | tooLarge,
		tooLong | overlong2 | twoConts | surrogate | tooLarge,
		tooLong | overlong2 | twoConts | surrogate | tooLarge,
		tooShort, tooShort, tooShort, tooShort,
	})
	// A block whose last bytes start a sequence longer than what is left of the block
	// leaves it incomplete: byte > max at its position (one AVX2 and one AVX-512 row).
	utf8IncompleteMax = GLOBL("utf8IncompleteMax", RODATA|NOPTR)
	for row, size := range []int{32, 64} {
		for k := 0; k < size; k++ {
			v := byte(0xFF)
			switch size - k {
			case 3:
				v = 0xF0 - 1
			case 2:
				v = 0xE0 - 1
			case 1:
				v = 0xC0 - 1
			}
			DATA(row*32+k, U8(v))
		}
	}
	for n := 1; n <= 3; n++ {
		prevIndex[n] = GLOBL(fmt.Sprintf("utf8Prev%d", n), RODATA|NOPTR)
		for k := 0; k < 64; k++ {
			DATA(k, U8(byte(64-n+k)))
		}
	}
}

func table(name string, t [16]byte) Mem {
	m := GLOBL(name, RODATA|NOPTR)
	for k := 0; k < 64; k++ {
		DATA(k, U8(t[k%16]))
	}
	return m
}

// An AVX2 match: from the block in register in it sets out to 0xFF on each byte that
// ends the run, using Y4 as scratch and the constants setup loaded in Y8-Y15.
type matchAVX2 struct {
	setup func()
	match func(in, out VecPhysical)
}

var plainStringAVX2 = matchAVX2{
	setup: func() {
		VPBROADCASTB(splat['"'], Y8)
		VPBROADCASTB(splat['\\'], Y9)
		VPBROADCASTB(splat[0x20], Y10)
	},
	match: func(in, out VecPhysical) {
		// Signed: 0x20 > b for b < 0x20 and for b >= 0x80 (negative).
		VPCMPGTB(in, Y10, out)
		orQuoteBackslashAVX2(in, out)
	},
}

var stringContentAVX2 = matchAVX2{
	setup: func() {
		VPBROADCASTB(splat['"'], Y8)
		VPBROADCASTB(splat['\\'], Y9)
		VPBROADCASTB(splat[0x1F], Y10)
	},
	match: func(in, out VecPhysical) {
		VPMINUB(in, Y10, out) // min(b, 0x1F) == b  <=>  b < 0x20
		VPCMPEQB(in, out, out)
		orQuoteBackslashAVX2(in, out)
	},
}

// orQuoteBackslashAVX2 flags in out the bytes of in that are '"' (Y8) or '\\' (Y9).
func orQuoteBackslashAVX2(in, out VecPhysical) {
	VPCMPEQB(in, Y8, Y4)
	VPOR(Y4, out, out)
	VPCMPEQB(in, Y9, Y4)
	VPOR(Y4, out, out)
}

var whitespaceAVX2 = matchAVX2{
	setup: func() {
		VMOVDQU(wsTable, Y8)
		VPCMPEQB(Y15, Y15, Y15) // all ones
	},
	match: func(in, out VecPhysical) {
		// wsTable[low nibble] == b only for the four whitespace bytes (b >= 0x80
		// looks up 0).
		VPSHUFB(in, Y8, out)
		VPCMPEQB(in, out, out)
		VPXOR(Y15, out, out)
	},
}

var digitRunAVX2 = matchAVX2{
	setup: func() {
		VPBROADCASTB(splat['0'], Y8)
		VPBROADCASTB(splat[9], Y9)
		VPCMPEQB(Y15, Y15, Y15)
	},
	match: func(in, out VecPhysical) {
		VPSUBB(Y8, in, out) // b - '0'
		VPMAXUB(out, Y9, Y4)
		VPCMPEQB(Y4, Y9, out) // max(b-'0', 9) == 9  <=>  digit
		VPXOR(Y15, out, out)
	},
}

// searchAVX2 emits func name(buf []byte) int: 64 bytes per round, then 32, then the
// last 32 bytes of buf (overlapping bytes already seen, which are shifted out).
func searchAVX2(name, what string, m matchAVX2) {
	kernelText(name, "func(buf []byte) int")
	Pragma("noescape")
	Doc(name+" returns the offset of "+what+" in buf, or len(buf).",
		"It needs len(buf) >= 32.")
	p := Load(Param("buf").Base(), RSI)
	n := Load(Param("buf").Len(), RCX)
	i := RAX
	XORQ(i, i)
	m.setup()

	Label("loop64")
	LEAQ(Mem{Base: i, Disp: 64}, RDX)
	CMPQ(RDX, n)
	JA(LabelRef("loop32"))
	VMOVDQU(Mem{Base: p, Index: i, Scale: 1}, Y0)
	VMOVDQU(Mem{Base: p, Index: i, Scale: 1, Disp: 32}, Y1)
	m.match(Y0, Y2)
	m.match(Y1, Y3)
	VPOR(Y2, Y3, Y5)
	VPTEST(Y5, Y5)
	JNZ(LabelRef("found64"))
	ADDQ(Imm(64), i)
	JMP(LabelRef("loop64"))

	Label("found64")
	VPMOVMSKB(Y2, EBX)
	VPMOVMSKB(Y3, EDX)
	SHLQ(Imm(32), RDX)
	ORQ(RDX, RBX)
	TZCNTQ(RBX, RBX)
	ADDQ(RBX, i)
	JMP(LabelRef("done"))

	Label("loop32")
	LEAQ(Mem{Base: i, Disp: 32}, RDX)
	CMPQ(RDX, n)
	JA(LabelRef("tail"))
	VMOVDQU(Mem{Base: p, Index: i, Scale: 1}, Y0)
	m.match(Y0, Y2)
	VPMOVMSKB(Y2, EBX)
	TESTL(EBX, EBX)
	JNZ(LabelRef("found32"))
	ADDQ(Imm(32), i)
	JMP(LabelRef("loop32"))

	Label("found32")
	TZCNTL(EBX, EBX)
	ADDQ(RBX, i)
	JMP(LabelRef("done"))

	Label("tail")
	CMPQ(i, n)
	JE(LabelRef("done"))
	MOVQ(n, RDX)
	SUBQ(Imm(32), RDX) // the last 32 bytes start at n-32 <= i
	VMOVDQU(Mem{Base: p, Index: RDX, Scale: 1}, Y0)
	m.match(Y0, Y2)
	VPMOVMSKB(Y2, EBX)
	MOVQ(n, RDX) // bytes n-32 .. i-1 were seen: shift them out
	SUBQ(i, RDX)
	NEGQ(RDX)
	ADDQ(Imm(32), RDX)
	SHRXQ(RDX, RBX, RBX)
	TESTQ(RBX, RBX)
	JNZ(LabelRef("foundTail"))
	MOVQ(n, i)
	JMP(LabelRef("done"))
	Label("foundTail")
	TZCNTQ(RBX, RBX)
	ADDQ(RBX, i)

	Label("done")
	VZEROUPPER()
	Store(i, ReturnIndex(0))
	RET()
}

// An AVX-512 match: from the block in Z0 it sets K1 on each byte that ends the run,
// using Z1-Z3 and K2-K3 as scratch and constants it loaded in Z8-Z15. Only the bytes
// selected by the write mask K4 are compared.
type match512 struct {
	setup func()
	match func()
}

var plainString512 = match512{
	setup: func() {
		VPBROADCASTB(splat['"'], Z8)
		VPBROADCASTB(splat['\\'], Z9)
		VPBROADCASTB(splat[0x20], Z10)
	},
	match: func() {
		VPCMPB(Imm(1), Z10, Z0, K4, K1) // signed b < 0x20: controls and bytes >= 0x80
		orQuoteBackslash512()
	},
}

var stringContent512 = match512{
	setup: func() {
		VPBROADCASTB(splat['"'], Z8)
		VPBROADCASTB(splat['\\'], Z9)
		VPBROADCASTB(splat[0x20], Z10)
	},
	match: func() {
		VPCMPUB(Imm(1), Z10, Z0, K4, K1) // unsigned b < 0x20
		orQuoteBackslash512()
	},
}

// orQuoteBackslash512 adds to K1 the bytes of Z0 that are '"' (Z8) or '\\' (Z9).
func orQuoteBackslash512() {
	VPCMPEQB(Z8, Z0, K4, K2)
	VPCMPEQB(Z9, Z0, K4, K3)
	KORQ(K1, K2, K1)
	KORQ(K1, K3, K1)
}

var whitespace512 = match512{
	setup: func() { VMOVDQU64(wsTable, Z8) },
	match: func() {
		VPSHUFB(Z0, Z8, Z1)
		VPCMPUB(Imm(4), Z1, Z0, K4, K1) // not equal
	},
}

var digitRun512 = match512{
	setup: func() {
		VPBROADCASTB(splat['0'], Z8)
		VPBROADCASTB(splat[9], Z9)
	},
	match: func() {
		VPSUBB(Z8, Z0, Z1)
		VPCMPUB(Imm(6), Z9, Z1, K4, K1) // b-'0' > 9 unsigned
	},
}

// search512 emits func name(buf []byte) int: 64 bytes per round, the rest with a
// masked load (masked-out bytes are neither read nor compared).
func search512(name, what string, m match512) {
	kernelText(name, "func(buf []byte) int")
	Pragma("noescape")
	Doc(name + " returns the offset of " + what + " in buf, or len(buf).")
	p := Load(Param("buf").Base(), RSI)
	n := Load(Param("buf").Len(), RDX)
	i := RAX
	XORQ(i, i)
	m.setup()
	KXNORQ(K4, K4, K4) // all 64 bytes

	Label("loop")
	loadBlock512(p, i, n)
	m.match()
	KORTESTQ(K1, K1)
	JNZ(LabelRef("found"))
	ADDQ(Imm(64), i)
	JMP(LabelRef("loop"))

	Label("tail")
	maskedTail512(p, i, n, K4, "done")
	m.match()
	KORTESTQ(K1, K1)
	JNZ(LabelRef("found"))
	MOVQ(n, i)
	JMP(LabelRef("done"))

	Label("found")
	KMOVQ(K1, RBX)
	TZCNTQ(RBX, RBX)
	ADDQ(RBX, i)

	Label("done")
	VZEROUPPER()
	Store(i, ReturnIndex(0))
	RET()
}

// kernelText starts a kernel: TEXT, then PCALIGN $64 as its first instruction, which
// raises the function's alignment to 64 bytes (and pads nothing). Without it a kernel
// starts wherever the linker's 32-byte function alignment puts it, and a change
// anywhere in the package can move a kernel's loop across a cache line: a few percent
// on the rows that call it, from layout alone.
func kernelText(name, signature string) {
	TEXT(name, NOSPLIT, signature)
	Instruction(&ir.Instruction{Opcode: "PCALIGN", Operands: []Op{Imm(64)}})
}
