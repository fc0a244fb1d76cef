package benchgo

import (
	"fmt"
	"os"
	"strconv"
)

// CountSetup starts the instruction-count drivers of cmd/ (decodecount, encodecount):
// it checks that the command has at least args arguments, else prints usage and exits
// with status 2, reads the operation count N from the second argument, and loads the
// shared test data (exiting with status 1 when it is missing).
func CountSetup(usage string, args int) (int, *Data) {
	if len(os.Args) < args+1 {
		fmt.Fprintln(os.Stderr, "usage:", usage)
		os.Exit(2)
	}
	n, err := strconv.Atoi(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	d, err := LoadData()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	return n, d
}
