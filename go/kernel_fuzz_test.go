package riffle

import (
	"bytes"
	"testing"
	"unicode/utf8"
)

// FuzzKernels runs every kernel of every set this machine supports on the same input
// and start index and checks that each agrees with the portable twin. Besides the raw
// input it tries shaped copies that reach the long-run paths: the input mapped onto a
// kernel's filler bytes (a byte below 8 becomes one of its stops), and the input
// turned into well-formed UTF-8 with one byte then overwritten. The block kernels
// (classifyBlock, escapeMasks, bracketMasks) take each 64-byte window of the raw input. The
// writer's escapeScan is checked against its definition (checkEscapeScan) on the raw
// input and on the UTF-8 text, with and without the HTML bytes.
func FuzzKernels(f *testing.F) {
	f.Add([]byte(`{"a":"hello, world","b":[1,2,3]}`), uint16(5), byte(0x80))
	f.Add([]byte("\"caf\xc3\xa9 \xe2\x82\xac \xf0\x9d\x84\x9e\" \n\t  12345678901234567890 "), uint16(0), byte(0xC3))
	f.Add(bytes.Repeat([]byte("é€a𝄞"), 40), uint16(70), byte(0xED))
	f.Add(bytes.Repeat([]byte("日本語\u2028<a href=\"x\">&</a>\n…"), 5), uint16(3), byte(0xA8))
	f.Add(bytes.Repeat([]byte{0}, 200), uint16(100), byte(0x00))
	every := make([]byte, 256) // every byte value: the block kernels see each in the seed run
	for k := range every {
		every[k] = byte(k)
	}
	f.Add(every, uint16(0), byte(0xFF))
	sets := supportedKernels()
	f.Fuzz(func(t *testing.T, data []byte, start uint16, poke byte) {
		i := 0
		if len(data) > 0 {
			i = int(start) % (len(data) + 1)
		}
		check := func(name string, of func(kernelSet) func([]byte, int) int, buf []byte) {
			want := of(genericKernels)(buf, i)
			for _, set := range sets[1:] {
				if got := of(set)(buf, i); got != want {
					t.Fatalf("%s/%s from %d: got %d, twin %d (% x)", set.name, name, i, got, want, buf)
				}
			}
		}
		shaped := make([]byte, len(data))
		for _, kc := range searchKernels {
			check(kc.name, kc.of, data)
			for k, b := range data {
				if b < 8 {
					shaped[k] = kc.stops[int(b)%len(kc.stops)]
				} else {
					shaped[k] = kc.filler[int(b)%len(kc.filler)]
				}
			}
			check(kc.name, kc.of, shaped)
		}
		// The block kernels of the structural fast path, on each 64-byte window of the
		// input from i (the last one padded with the input's first bytes).
		for k := i; k < len(data); k += 64 {
			var block [64]byte
			n := copy(block[:], data[k:])
			copy(block[n:], data)
			q, b, a, sp, st, dg := genericKernels.classifyBlock(&block)
			u, h, sh, d := genericKernels.escapeMasks(&block)
			bq, bb, bo, bc := genericKernels.bracketMasks(&block)
			for _, set := range sets[1:] {
				if q2, b2, o2, c2 := set.bracketMasks(&block); [4]uint64{q2, b2, o2, c2} != [4]uint64{bq, bb, bo, bc} {
					t.Fatalf("%s/bracketMasks of % x: got %x, twin %x", set.name, block, [4]uint64{q2, b2, o2, c2}, [4]uint64{bq, bb, bo, bc})
				}
				if q2, b2, a2, sp2, st2, dg2 := set.classifyBlock(&block); [6]uint64{q2, b2, a2, sp2, st2, dg2} != [6]uint64{q, b, a, sp, st, dg} {
					t.Fatalf("%s/classifyBlock of % x: got %x, twin %x", set.name, block, [6]uint64{q2, b2, a2, sp2, st2, dg2}, [6]uint64{q, b, a, sp, st, dg})
				}
				if u2, h2, sh2, d2 := set.escapeMasks(&block); [4]uint64{u2, h2, sh2, d2} != [4]uint64{u, h, sh, d} {
					t.Fatalf("%s/escapeMasks of % x: got %x, twin %x", set.name, block, [4]uint64{u2, h2, sh2, d2}, [4]uint64{u, h, sh, d})
				}
			}
		}
		utf8Of := func(s kernelSet) func([]byte, int) int { return s.validUTF8End }
		check("validUTF8End", utf8Of, data)
		escape := func(buf []byte) { // the writer's scan, from the sequence boundary at or after i
			j := min(i, len(buf))
			for j < len(buf) && !utf8.RuneStart(buf[j]) {
				j++
			}
			for _, html := range []bool{false, true} {
				wk, wbad := escapeScanWant(buf, j, html)
				for _, set := range sets {
					k, bad := set.escapeScan(buf, j, html)
					if err := checkEscapeScan(set, buf, j, k, bad, wk, wbad); err != nil {
						t.Fatalf("escapeScan html=%v: %v", html, err)
					}
				}
			}
		}
		escape(data)
		text := []byte(string(bytes.Runes(data)))
		check("validUTF8End", utf8Of, text)
		escape(text)
		if len(text) > 0 {
			text[int(start)%len(text)] = poke
			check("validUTF8End", utf8Of, text)
			escape(text)
		}
	})
}
