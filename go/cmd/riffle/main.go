// Command riffle checks and reformats JSON with the Riffle library, streaming, in
// memory bounded by its read buffer and the configured limits.
//
//	riffle validate FILE...            check each file (- is standard input)
//	riffle fmt [--indent N|--compact] FILE
//	                                   rewrite one document, indented (default 2) or compact
//	riffle lines FILE...               check JSON Lines: one value per line
//
// Errors print as `file:offset: kind at pointer: detail` (for lines,
// `file:line:offset-in-line: ...`) on standard error. The exit code is 0 when every
// input is valid, 1 when one is not, and 2 for a usage or I/O error.
//
// Install it with
//
//	go install github.com/riffle-json/riffle/go/cmd/riffle@latest
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	riffle "github.com/riffle-json/riffle/go"
)

// Exit codes.
const (
	exitOK      = 0
	exitInvalid = 1
	exitUsage   = 2
)

const usage = `usage:
  riffle validate FILE...                 check JSON documents (- reads standard input)
  riffle fmt [--indent N | --compact] FILE  rewrite one document to standard output
  riffle lines FILE...                    check JSON Lines, one value per line
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "validate":
		return validateFiles(rest, stdin, stderr)
	case "fmt":
		return formatFile(rest, stdin, stdout, stderr)
	case "lines":
		return checkLines(rest, stdin, stderr)
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return exitOK
	}
	fmt.Fprintf(stderr, "riffle: unknown command %q\n%s", cmd, usage)
	return exitUsage
}

// input is one opened input: a file or standard input, with its size when known.
type input struct {
	name string
	r    io.Reader
	size int64 // -1 when unknown
	done func()
}

// open opens name, or standard input for "-".
func open(name string, stdin io.Reader) (*input, error) {
	if name == "-" {
		return &input{name: "-", r: stdin, size: -1, done: func() {}}, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	size := int64(-1)
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		size = st.Size()
	}
	return &input{name: name, r: f, size: size, done: func() { f.Close() }}, nil
}

// report prints err for input name; prefix is "name:" plus any position before the
// offset. It returns the exit code the error calls for.
func report(stderr io.Writer, prefix string, err error) int {
	var re *riffle.Error
	if errors.As(err, &re) {
		if re.Kind == riffle.KindIO {
			fmt.Fprintf(stderr, "%s%d: read error: %v\n", prefix, re.Offset, re.Err)
			return exitUsage
		}
		fmt.Fprintf(stderr, "%s%d: %s at %q: %s\n", prefix, re.Offset, re.Kind, re.Pointer, re.Detail)
		return exitInvalid
	}
	fmt.Fprintf(stderr, "%s %v\n", prefix, err)
	return exitUsage
}
