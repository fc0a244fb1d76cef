package main

import (
	"fmt"
	"io"

	riffle "github.com/riffle-json/riffle/go"
)

// readBufferSize is the chunk the commands pull from a file: large enough that the
// per-chunk cost vanishes, small enough that memory stays flat.
const readBufferSize = 64 << 10

// validateFiles checks each file in turn and returns the worst exit code.
func validateFiles(names []string, stdin io.Reader, stderr io.Writer) int {
	return eachFile("validate", names, stdin, stderr, validateOne)
}

// eachFile runs one on every named input and returns the worst exit code.
func eachFile(cmd string, names []string, stdin io.Reader, stderr io.Writer,
	one func(name string, stdin io.Reader, stderr io.Writer) int) int {
	if len(names) == 0 {
		fmt.Fprintf(stderr, "riffle %s: no FILE given (use - for standard input)\n", cmd)
		return exitUsage
	}
	code := exitOK
	for _, name := range names {
		code = max(code, one(name, stdin, stderr))
	}
	return code
}

// validateOne streams one input through the validating Skip and Finish.
func validateOne(name string, stdin io.Reader, stderr io.Writer) int {
	in, err := open(name, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "riffle: %v\n", err)
		return exitUsage
	}
	defer in.done()
	p := newProgress(stderr, in)
	defer p.stop()
	it := riffle.Config{ReadBufferSize: readBufferSize}.NewIteratorReader(p.reader(in.r))
	it.Skip()
	if err := it.Finish(); err != nil {
		p.stop()
		return report(stderr, name+":", err)
	}
	return exitOK
}
