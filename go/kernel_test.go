package riffle

import (
	"bytes"
	"fmt"
	"testing"
	"unicode/utf8"
)

// kernelCase names one kernel and gives its implementation in a set, and the bytes
// that end its run (stops) and a byte that does not (filler).
type kernelCase struct {
	name   string
	of     func(kernelSet) func([]byte, int) int
	stops  []byte
	filler []byte
}

// searchKernels lists the search kernels with their stop bytes: every byte that ends
// the run is a stop, so the tests below try each kind at each position.
var searchKernels = []kernelCase{
	{"plainStringEnd", func(s kernelSet) func([]byte, int) int { return s.plainStringEnd },
		[]byte{'"', '\\', 0x00, 0x1F, 0x80, 0xC3, 0xFF}, []byte("a Z~!#[]{}0")},
	{"stringContentEnd", func(s kernelSet) func([]byte, int) int { return s.stringContentEnd },
		[]byte{'"', '\\', 0x00, 0x0A, 0x1F}, []byte{'a', ' ', '~', 0x7F, 0x80, 0xC3, 0xFF, '!', '#'}},
	{"whitespaceEnd", func(s kernelSet) func([]byte, int) int { return s.whitespaceEnd },
		[]byte{'a', 0x00, 0x0B, 0x0C, 0x2D, 0x29, 0x89, 0x8A, 0xA0, 0xFF, '"'}, []byte(" \t\n\r")},
	{"digitRunEnd", func(s kernelSet) func([]byte, int) int { return s.digitRunEnd },
		[]byte{'/', ':', '.', 'e', 0x00, 0x80, 0xB0, 0xF9, ' '}, []byte("0123456789")},
}

// isStop reports whether b ends the run of kernel k (by its definition, byte by byte).
func isStop(k string, b byte) bool {
	switch k {
	case "plainStringEnd":
		return b < 0x20 || b >= 0x80 || b == '"' || b == '\\'
	case "stringContentEnd":
		return b < 0x20 || b == '"' || b == '\\'
	case "whitespaceEnd":
		return b != ' ' && b != '\t' && b != '\n' && b != '\r'
	case "digitRunEnd":
		return b < '0' || b > '9'
	}
	panic(k)
}

// naiveEnd is the definition of a search kernel: one byte at a time.
func naiveEnd(k string, buf []byte, i int) int {
	for i < len(buf) && !isStop(k, buf[i]) {
		i++
	}
	return i
}

func TestKernelStopTables(t *testing.T) {
	for _, kc := range searchKernels {
		for _, b := range kc.stops {
			if !isStop(kc.name, b) {
				t.Errorf("%s: %#x listed as a stop", kc.name, b)
			}
		}
		for _, b := range kc.filler {
			if isStop(kc.name, b) {
				t.Errorf("%s: %#x listed as filler", kc.name, b)
			}
		}
	}
}

// TestKernelSelection checks that the chosen set is one this machine runs, and lists it.
func TestKernelSelection(t *testing.T) {
	sets := supportedKernels()
	found := false
	for _, s := range sets {
		found = found || s.name == kernels.name
	}
	if !found || sets[len(sets)-1].name != kernels.name {
		t.Fatalf("chosen %q, supported %v", kernels.name, kernelNames(sets))
	}
	t.Logf("kernels: %s (supported %v)", kernels.name, kernelNames(sets))
}

func kernelNames(sets []kernelSet) []string {
	var names []string
	for _, s := range sets {
		names = append(names, s.name)
	}
	return names
}

// kernelStarts are the start indices tried on each buffer.
var kernelStarts = []int{0, 1, 33}

// fullAlignments are the slice alignments (modulo 64) at which every position is
// tried; at the others a stop goes at the positions near block edges (kernelPositions).
var fullAlignments = map[int]bool{0: true, 61: true}

// kernelPositions returns the positions of buf (length n) tried at alignment align.
func kernelPositions(align, n int) []int {
	var ps []int
	if fullAlignments[align] {
		for p := 0; p < n; p++ {
			ps = append(ps, p)
		}
		return ps
	}
	for _, p := range []int{0, 1, 2, 31, 32, 33, n / 2, n - 33, n - 32, n - 31, n - 2, n - 1} {
		if p >= 0 && p < n {
			ps = append(ps, p)
		}
	}
	return ps
}

// TestSearchKernels puts each stop byte of each search kernel at each position of runs
// of every length up to 256, at every alignment of the slice start modulo 64, and
// checks every supported set (the portable twin too) against the definition.
func TestSearchKernels(t *testing.T) {
	backing := make([]byte, 64+256+64)
	for _, set := range supportedKernels() {
		for _, kc := range searchKernels {
			f := kc.of(set)
			for align := 0; align < 64; align++ {
				for n := 0; n <= 256; n++ {
					buf := backing[align : align+n : align+n]
					for k := range buf {
						buf[k] = kc.filler[(k+align)%len(kc.filler)]
					}
					if got := naiveEnd(kc.name, buf, 0); got != n {
						t.Fatalf("%s: filler stops at %d", kc.name, got)
					}
					for _, i := range kernelStarts {
						if i > n {
							continue
						}
						if got := f(buf, i); got != n {
							t.Fatalf("%s/%s align %d len %d from %d, no stop: got %d, want %d", set.name, kc.name, align, n, i, got, n)
						}
					}
					for _, p := range kernelPositions(align, n) {
						saved := buf[p]
						for _, stop := range kc.stops {
							buf[p] = stop
							for _, i := range kernelStarts {
								want := p // the one stop, when it is at or after the start
								if i > n {
									continue
								} else if i > p {
									want = n
								}
								if got := f(buf, i); got != want {
									t.Fatalf("%s/%s align %d len %d stop %#x at %d from %d: got %d, want %d",
										set.name, kc.name, align, n, stop, p, i, got, want)
								}
							}
						}
						buf[p] = saved
					}
				}
			}
		}
	}
}

// utf8Units are whole sequences used as background text (boundaries between them are
// sequence boundaries).
var utf8Units = [][]byte{[]byte("a"), []byte("é"), []byte("€"), []byte("𝄞"), []byte("\x7f"),
	[]byte("\u0080"), []byte("\u07ff"), []byte("\u0800"), []byte("\ud7ff"), []byte("\ue000"),
	[]byte("\uffff"), []byte("\U00010000"), []byte("\U0010ffff")}

// utf8Bad are ill-formed sequences (each ill-formed at its first byte, whatever follows).
var utf8Bad = [][]byte{
	{0x80}, {0xBF}, {0xC0, 0x80}, {0xC1, 0xBF}, {0xC2}, {0xC2, 'a'}, {0xC2, 0xC2, 0x80},
	{0xE0, 0x80, 0x80}, {0xE0, 0x9F, 0xBF}, {0xE0, 0xA0}, {0xE1, 0x80}, {0xE1, 0x80, 'a'},
	{0xED, 0xA0, 0x80}, {0xED, 0xBF, 0xBF}, {0xEF, 0xBF}, {0xF0, 0x80, 0x80, 0x80},
	{0xF0, 0x8F, 0xBF, 0xBF}, {0xF0, 0x90, 0x80}, {0xF0, 0x90}, {0xF1, 0x80, 0x80, 'a'},
	{0xF4, 0x90, 0x80, 0x80}, {0xF4, 0x8F, 0xBF, 0xC0}, {0xF5, 0x80, 0x80, 0x80},
	{0xF8, 0x88, 0x80, 0x80, 0x80}, {0xFE}, {0xFF}, {0xE2, 0x82, 0xAC, 0xAC},
}

// checkUTF8End checks got against the definition: buf[i:got] is well-formed and the
// byte at got (if any) starts an ill-formed or cut sequence.
func checkUTF8End(buf []byte, i, got int) error {
	if got < i || got > len(buf) || !utf8.Valid(buf[i:got]) {
		return fmt.Errorf("prefix up to %d not valid", got)
	}
	if got < len(buf) {
		if r, n := utf8.DecodeRune(buf[got:]); r != utf8.RuneError || n != 1 {
			return fmt.Errorf("stopped at %d before a well-formed sequence", got)
		}
	}
	return nil
}

// utf8Text fills n bytes from background units starting with unit u (the last unit may
// be cut; the result is truncated to n).
func utf8Text(n, u int) []byte {
	var b bytes.Buffer
	for b.Len() < n {
		b.Write(utf8Units[u%len(utf8Units)])
		u++
	}
	return b.Bytes()[:n]
}

// TestUTF8Kernels inserts each ill-formed sequence at positions of the kernelTexts
// and checks the portable twin against the definition and every set against the twin.
func TestUTF8Kernels(t *testing.T) {
	sets := supportedKernels()
	kernelTexts(utf8Bad, 256, func(buf, bad []byte, at, align int) {
		for _, i := range []int{0, 33} {
			if i > len(buf) {
				continue
			}
			want := validUTF8EndGeneric(buf, i)
			if err := checkUTF8End(buf, i, want); err != nil {
				t.Fatalf("twin, % x at %d, align %d from %d: %v (% x)", bad, at, align, i, err, buf)
			}
			for _, set := range sets {
				if got := set.validUTF8End(buf, i); got != want {
					t.Fatalf("%s, % x at %d, align %d len %d from %d: got %d, want %d (% x)", set.name, bad, at, align, len(buf), i, got, want, buf)
				}
			}
		}
	})
}

// kernelTexts calls run with the texts of the block kernels' tests: ASCII and mixed
// UTF-8 (utf8Text) of every length 0..256 at every alignment of the slice start modulo
// 64, first as they are (what nil, at -1), then with each of pieces put at a sequence
// boundary (the text after it kept well-formed): at every position at fullAlignments up
// to everyUpTo bytes, else at those near the block edges (kernelPositions), and at the
// other alignments only for short texts and lengths near a multiple of 64.
func kernelTexts(pieces [][]byte, everyUpTo int, run func(buf, what []byte, at, align int)) {
	backing := make([]byte, 64+300)
	for align := 0; align < 64; align++ {
		for n := 0; n <= 256; n++ {
			for _, mixed := range []bool{false, true} {
				text := bytes.Repeat([]byte("x"), n)
				if mixed {
					text = utf8Text(n, align)
				}
				buf := backing[align : align+n : align+n]
				copy(buf, text)
				run(buf, nil, -1, align)
				if !fullAlignments[align] && n > 72 && n%64 > 1 && n%64 < 63 {
					continue
				}
				ps := kernelPositions(align, n)
				if n > everyUpTo {
					ps = kernelPositions(-1, n) // not every position: those near the edges
				}
				for _, p := range ps {
					for p > 0 && !utf8.RuneStart(text[p]) {
						p-- // a sequence boundary of the background
					}
					for _, piece := range pieces {
						m := copy(buf[p:], piece)
						for q := p + m; q < n && !utf8.RuneStart(buf[q]); q++ {
							buf[q] = 'x' // no stray continuation bytes after the piece
						}
						run(buf, piece[:m], p, align)
						copy(buf[p:], text[p:])
					}
				}
			}
		}
	}
}
