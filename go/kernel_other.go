//go:build !amd64 || purego

package riffle

// bestKernels returns the portable set: no vector kernels on this build.
func bestKernels() kernelSet { return genericKernels }

// supportedKernels lists every set this build runs: the portable one.
func supportedKernels() []kernelSet { return []kernelSet{genericKernels} }

// vectorKernels tells the scanner that kernels holds only the portable twins: it keeps
// its scalar loops and never calls the kernels.
const vectorKernels = false

// The scanner's entry points (kernel_amd64.go): the twins here. The scanner does not
// call them in this build (vectorKernels is false); they keep it compiling. The
// writer's string escaping calls scanEscape in every build.

// scanPlainStringEnd is kernels.plainStringEnd.
func scanPlainStringEnd(buf []byte, i int) int { return plainStringEndGeneric(buf, i) }

// scanStringContentEnd is kernels.stringContentEnd.
func scanStringContentEnd(buf []byte, i int) int { return stringContentEndGeneric(buf, i) }

// scanEscape is kernels.escapeScan.
func scanEscape(buf []byte, i int, html bool) (int, bool) { return escapeScanGeneric(buf, i, html) }

// scanValidUTF8End is kernels.validUTF8End.
func scanValidUTF8End(buf []byte, i int) int { return validUTF8EndGeneric(buf, i) }

// classifyBlock is kernels.classifyBlock (on amd64, the AVX2 kernel itself).
func classifyBlock(block *[64]byte) (quote, backslash, attention, space, structural, digit uint64) {
	return classifyBlockGeneric(block)
}

// escapeMasks is kernels.escapeMasks (on amd64, the AVX2 kernel itself).
func escapeMasks(block *[64]byte) (u, hex, short, d uint64) { return escapeMasksGeneric(block) }

// bracketMasks is kernels.bracketMasks (on amd64, the AVX2 kernel itself).
func bracketMasks(block *[64]byte) (quote, backslash, open, close uint64) {
	return bracketMasksGeneric(block)
}

// kernelsVector tells whether kernels holds vector code: never in this build.
const kernelsVector = false
