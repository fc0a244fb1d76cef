//go:build race

package riffle_test

// raceEnabled is true under -race, where the heavy cases of the suite skip
// (the race detector makes every memory access several times slower).
const raceEnabled = true
