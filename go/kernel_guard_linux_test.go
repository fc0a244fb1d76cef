package riffle

import (
	"syscall"
	"testing"
	"unicode/utf8"
)

// TestKernelsStayInBounds runs every kernel of every set on buffers that end just
// before, or start just after, an unreadable page: a read outside the slice faults.
func TestKernelsStayInBounds(t *testing.T) {
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 3*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip("mmap:", err)
	}
	defer syscall.Munmap(mem)
	if err := syscall.Mprotect(mem[:page], syscall.PROT_NONE); err != nil {
		t.Skip("mprotect:", err)
	}
	if err := syscall.Mprotect(mem[2*page:], syscall.PROT_NONE); err != nil {
		t.Skip("mprotect:", err)
	}
	mid := mem[page : 2*page]
	fill := func(filler []byte) {
		for k := range mid {
			mid[k] = filler[k%len(filler)]
		}
	}
	for _, set := range supportedKernels() {
		for _, kc := range searchKernels {
			fill(kc.filler)
			f := kc.of(set)
			for n := 0; n <= 300; n++ {
				for _, buf := range [][]byte{mid[len(mid)-n:], mid[:n:n]} {
					if got := f(buf, 0); got != n {
						t.Fatalf("%s/%s at len %d = %d", set.name, kc.name, n, got)
					}
				}
			}
		}
		fill([]byte("{\"a\":[1, \"\\u00e9\"]}"))
		for _, block := range []*[64]byte{(*[64]byte)(mid[len(mid)-64:]), (*[64]byte)(mid[:64])} {
			q, b, a, sp, st, d := set.classifyBlock(block)
			wq, wb, wa, wsp, wst, wd := classifyBlockGeneric(block)
			if q != wq || b != wb || a != wa || sp != wsp || st != wst || d != wd {
				t.Fatalf("%s: classifyBlock at a page edge differs from its twin", set.name)
			}
			if got, want := fmtMasks(set.bracketMasks(block)), fmtMasks(bracketMasksGeneric(block)); got != want {
				t.Fatalf("%s: bracketMasks at a page edge differs from its twin", set.name)
			}
			u, h, sh, dd := set.escapeMasks(block)
			wu, wh, wsh, wdd := escapeMasksGeneric(block)
			if u != wu || h != wh || sh != wsh || dd != wdd {
				t.Fatalf("%s: escapeMasks at a page edge differs from its twin", set.name)
			}
		}
		fill([]byte("aé€𝄞"))
		for n := 0; n <= 300; n++ {
			for _, buf := range [][]byte{mid[len(mid)-n:], mid[:n:n]} {
				want := validUTF8EndGeneric(buf, 0)
				if got := set.validUTF8End(buf, 0); got != want {
					t.Fatalf("%s: validUTF8End at len %d = %d, want %d", set.name, n, got, want)
				}
				j := 0 // escapeScan starts at a sequence boundary
				for j < n && !utf8.RuneStart(buf[j]) {
					j++
				}
				wk, wbad := escapeScanWant(buf, j, false)
				if k, bad := set.escapeScan(buf, j, false); checkEscapeScan(set, buf, j, k, bad, wk, wbad) != nil {
					t.Fatalf("%s: escapeScan at len %d = %d, %v; want %d, %v", set.name, n, k, bad, wk, wbad)
				}
			}
		}
	}
}

// fmtMasks gathers four masks into one comparable value.
func fmtMasks(a, b, c, d uint64) [4]uint64 { return [4]uint64{a, b, c, d} }
