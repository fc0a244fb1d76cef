//go:build !amd64 || purego

package riffle

// bestKernels returns the portable set: no vector kernels on this build.
func bestKernels() kernelSet { return genericKernels }

// supportedKernels lists every set this build runs: the portable one.
func supportedKernels() []kernelSet { return []kernelSet{genericKernels} }
