package riffle

import "math/rand/v2"

// newTestRand returns a deterministic generator, so a failing random case repeats.
func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)) }
