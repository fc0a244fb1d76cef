//go:build !race

package riffle

// raceDetector is true under -race, where sync.Pool drops a share of what is put back
// on purpose, so allocation counts that rely on a warm pool do not hold.
const raceDetector = false
