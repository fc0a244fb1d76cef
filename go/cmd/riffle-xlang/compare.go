package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

// compareFiles compares the Go and Java result files of a batch line by line and
// prints each disagreement with its input; it returns how many there were.
func compareFiles(batchPath, goPath, javaPath string, out io.Writer) (int, error) {
	var files [3]*bufio.Scanner
	for i, p := range []string{batchPath, goPath, javaPath} {
		f, err := os.Open(p)
		if err != nil {
			return 0, err
		}
		defer f.Close()
		files[i] = bufio.NewScanner(f)
		files[i].Buffer(make([]byte, 1<<20), 1<<30)
	}
	lines, bad := 0, 0
	for files[0].Scan() {
		lines++
		if !files[1].Scan() || !files[2].Scan() {
			return bad, fmt.Errorf("line %d: a result file is short", lines)
		}
		if g, j := files[1].Text(), files[2].Text(); g != j {
			bad++
			if bad <= 20 {
				fmt.Fprintf(out, "input %d (hex %s)\n  go:   %s\n  java: %s\n", lines, clip(files[0].Text()), clip(g), clip(j))
			}
		}
	}
	fmt.Fprintf(out, "compared %d inputs: %d disagreements\n", lines, bad)
	return bad, files[0].Err()
}

func clip(s string) string {
	if len(s) > 400 {
		return s[:400] + "..."
	}
	return s
}
