package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	riffle "github.com/riffle-json/riffle/go"
)

// maxLineReports bounds the error lines printed for one input.
const maxLineReports = 100

// checkLines checks JSON Lines input: every line holds exactly one JSON value
// (whitespace around it, and a final newline, allowed; an empty line is an error).
func checkLines(names []string, stdin io.Reader, stderr io.Writer) int {
	return eachFile("lines", names, stdin, stderr, linesOne)
}

func linesOne(name string, stdin io.Reader, stderr io.Writer) int {
	in, err := open(name, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "riffle: %v\n", err)
		return exitUsage
	}
	defer in.done()
	p := newProgress(stderr, in)
	defer p.stop()
	br := bufio.NewReaderSize(p.reader(in.r), readBufferSize)
	lr := &lineReader{br: br}
	it := riffle.Config{ReadBufferSize: readBufferSize}.NewIteratorReader(lr)
	code, bad := exitOK, 0
	for line := 1; ; line++ {
		if _, err := br.Peek(1); err != nil {
			if err != io.EOF {
				p.stop()
				fmt.Fprintf(stderr, "%s:%d: read error: %v\n", name, line, err)
				return exitUsage
			}
			break
		}
		lr.done = false
		it.ResetReader(lr)
		it.Skip()
		err := it.Finish()
		lr.drain()
		if err == nil {
			continue
		}
		p.stop()
		bad++
		if bad <= maxLineReports {
			code = max(code, report(stderr, fmt.Sprintf("%s:%d:", name, line), err))
		}
		if code == exitUsage {
			return code
		}
	}
	if bad > maxLineReports {
		fmt.Fprintf(stderr, "%s: %d bad lines in all (the first %d shown)\n", name, bad, maxLineReports)
	}
	return code
}

// lineReader reads one line from br: it returns the bytes up to the next '\n' (which
// it consumes) and then io.EOF.
type lineReader struct {
	br   *bufio.Reader
	done bool
}

func (l *lineReader) Read(p []byte) (int, error) {
	if l.done || len(p) == 0 {
		if l.done {
			return 0, io.EOF
		}
		return 0, nil
	}
	if l.br.Buffered() == 0 {
		if _, err := l.br.Peek(1); err != nil {
			l.done = true
			return 0, err
		}
	}
	b, _ := l.br.Peek(l.br.Buffered())
	if i := bytes.IndexByte(b, '\n'); i >= 0 {
		n := copy(p, b[:i])
		if n == i {
			l.done = true
			l.br.Discard(n + 1)
			return n, nil
		}
		l.br.Discard(n)
		return n, nil
	}
	n := copy(p, b)
	l.br.Discard(n)
	return n, nil
}

// drain consumes what is left of the current line after a failed read.
func (l *lineReader) drain() {
	var scratch [4096]byte
	for !l.done {
		if _, err := l.Read(scratch[:]); err != nil {
			return
		}
	}
}
