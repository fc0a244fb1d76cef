package main

import (
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"
)

// progressMinSize is the input size from which a progress line is shown.
const progressMinSize = 64 << 20

// progress prints "name: N MB of M MB" on a terminal every half second while a large
// input is read; elsewhere (a pipe, a file, a test) it prints nothing.
type progress struct {
	out     io.Writer
	in      *input
	n       atomic.Int64
	quit    chan struct{}
	exited  chan struct{}
	stopped atomic.Bool
	shown   atomic.Bool
}

// newProgress starts the progress line for in if stderr is a terminal and the input
// is large or of unknown size.
func newProgress(stderr io.Writer, in *input) *progress {
	p := &progress{out: stderr, in: in}
	if !isTerminal(stderr) || (in.size >= 0 && in.size < progressMinSize) {
		p.stopped.Store(true)
		return p
	}
	p.quit, p.exited = make(chan struct{}), make(chan struct{})
	go p.loop()
	return p
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func (p *progress) loop() {
	t := time.NewTicker(500 * time.Millisecond)
	defer t.Stop()
	defer close(p.exited)
	for {
		select {
		case <-p.quit:
			return
		case <-t.C:
			p.shown.Store(true)
			mb := float64(p.n.Load()) / (1 << 20)
			if p.in.size >= 0 {
				fmt.Fprintf(p.out, "\r%s: %.0f MB of %.0f MB", p.in.name, mb, float64(p.in.size)/(1<<20))
			} else {
				fmt.Fprintf(p.out, "\r%s: %.0f MB", p.in.name, mb)
			}
		}
	}
}

// reader wraps r so that the bytes read are counted.
func (p *progress) reader(r io.Reader) io.Reader {
	if p.stopped.Load() {
		return r
	}
	return countingReader{r, &p.n}
}

// stop ends the progress line (once) and clears it.
func (p *progress) stop() {
	if p.stopped.Swap(true) {
		return
	}
	close(p.quit)
	<-p.exited
	if p.shown.Load() {
		fmt.Fprint(p.out, "\r\033[K")
	}
}

type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n.Add(int64(n))
	return n, err
}
