//go:build !race

package riffle_test

// raceEnabled is true under -race, where the suite shrinks its largest inputs
// (the race detector makes every memory access several times slower).
const raceEnabled = false
