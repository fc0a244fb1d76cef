package riffle

import (
	"math/rand"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// uncheckedAlphabet is what random inputs of the unchecked skip's tests are made of:
// the bytes it looks at, each often, and a few it passes over.
const uncheckedAlphabet = `[]{}"\\\\"""[[{{]]}} a1:,` + "\x00\xff"

// sparseAlphabet makes blocks with few or no brackets, where the block scan takes its
// shortcut (only the quotes' parity counted).
const sparseAlphabet = `aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"""\\\ ` + "\n"

// randomOf returns n random bytes of alphabet.
func randomOf(r *rand.Rand, alphabet string, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.Intn(len(alphabet))]
	}
	return b
}

// TestBracketMasksTwins: every kernel set's bracketMasks agrees with the portable twin,
// and the twin with a byte-by-byte definition.
func TestBracketMasksTwins(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for n := 0; n < 20000; n++ {
		var block [64]byte
		if n < 256 {
			for k := range block {
				block[k] = byte(n + k) // every byte value at every position
			}
		} else {
			copy(block[:], randomOf(r, uncheckedAlphabet, 64))
		}
		q, b, o, c := bracketMasksGeneric(&block)
		for k, v := range block {
			bit := uint64(1) << k
			want := [4]bool{v == '"', v == '\\', v == '[' || v == '{', v == ']' || v == '}'}
			got := [4]bool{q&bit != 0, b&bit != 0, o&bit != 0, c&bit != 0}
			if got != want {
				t.Fatalf("bracketMasksGeneric: byte %#x at %d: got %v, want %v", v, k, got, want)
			}
		}
		for _, set := range supportedKernels() {
			if q2, b2, o2, c2 := set.bracketMasks(&block); [4]uint64{q2, b2, o2, c2} != [4]uint64{q, b, o, c} {
				t.Fatalf("%s/bracketMasks of % x: got %x, twin %x", set.name, block, [4]uint64{q2, b2, o2, c2}, [4]uint64{q, b, o, c})
			}
		}
	}
}

// uncheckedWhole runs uncheckedEnd from i over all of buf with both scans and fails if
// they differ; it returns the end.
func uncheckedWhole(t testing.TB, buf []byte, i int) int {
	var a, b uncheckedState
	endBlocks, _ := uncheckedBlocks(buf, i, &a, true)
	endBytes, _ := uncheckedBytes(buf, i, &b)
	if endBlocks != endBytes {
		t.Fatalf("from %d of %q: blocks end at %d, bytes at %d", i, buf, endBlocks, endBytes)
	}
	return endBlocks
}

// uncheckedPieces runs the block scan from i over buf cut at the given points, carrying
// the state from piece to piece as the reader path does (each piece starting where the
// last one stopped reading), and returns the end.
func uncheckedPieces(buf []byte, i int, cuts []int) int {
	var st uncheckedState
	for _, cut := range append(cuts, len(buf)) {
		if cut < i {
			continue
		}
		end, next := uncheckedBlocks(buf[:cut], i, &st, cut == len(buf))
		if end >= 0 {
			return end
		}
		i = next
	}
	return -1
}

// checkUnchecked checks the unchecked skip from the brackets of buf (every one in a short
// input, 32 spread over a long one: each check reads on to the end of buf): the two
// scans agree, on buf whole and cut at random points.
func checkUnchecked(t testing.TB, r *rand.Rand, buf []byte) {
	step := len(buf)/32 + 1
	for i, c := range buf {
		if c|0x20 != '{' || (step > 1 && r.Intn(step) != 0) {
			continue
		}
		end := uncheckedWhole(t, buf, i)
		if end > len(buf) || (end >= 0 && end <= i) {
			t.Fatalf("from %d of %q: end %d out of range", i, buf, end)
		}
		var cuts []int
		for k := r.Intn(4); k > 0; k-- {
			cuts = append(cuts, i+r.Intn(len(buf)-i+1))
		}
		slices.Sort(cuts)
		if got := uncheckedPieces(buf, i, cuts); got != end {
			t.Fatalf("from %d of %q cut at %v: end %d, whole %d", i, buf, cuts, got, end)
		}
	}
}

// TestUncheckedScansAgree: on random bytes made of what the scans look at, the block
// scan and the byte scan give the same end from every bracket, in one piece or cut.
func TestUncheckedScansAgree(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for n := 0; n < 3000; n++ {
		checkUnchecked(t, r, randomOf(r, uncheckedAlphabet, 1+r.Intn(300)))
	}
	// Long stretches without brackets between a few containers.
	for n := 0; n < 2000; n++ {
		var b []byte
		for k := r.Intn(6); k >= 0; k-- {
			b = append(b, "[{]}"[r.Intn(4)])
			b = append(b, randomOf(r, sparseAlphabet, r.Intn(200))...)
		}
		checkUnchecked(t, r, b)
	}
	// Runs of backslashes across a block edge, inside and outside strings.
	for k := 0; k < 140; k++ {
		for _, s := range []string{`["` + strings.Repeat(`\`, k) + `"]"]`, `[` + strings.Repeat(`\`, k) + `"]"]`} {
			checkUnchecked(t, r, []byte(strings.Repeat(" ", k%64)+s))
		}
	}
}

// FuzzUncheckedSkip: the two scans agree on any input, whole and cut; and an Iterator
// under UncheckedSkip, walking the input's top-level value, never panics, and in
// memory and over a reader it succeeds on the same inputs, with the same ends.
func FuzzUncheckedSkip(f *testing.F) {
	f.Add([]byte(`{"a":[1,"]",{"b":"\\"}"}]}`), int64(1))
	f.Add([]byte(`[["\\\\"],"\"]",[]]`), int64(2))
	f.Fuzz(func(t *testing.T, data []byte, seed int64) {
		r := rand.New(rand.NewSource(seed))
		checkUnchecked(t, r, data)
		cfg := Config{UncheckedSkip: true}
		want, werr := skipEnds(cfg.NewIterator(data))
		got, gerr := skipEnds(cfg.NewIteratorReader(&chunkReader{b: data, n: 1 + r.Intn(100)}))
		if (werr == nil) != (gerr == nil) || len(got) != len(want) && werr == nil {
			t.Fatalf("%q: in memory %v %v, over a reader %v %v", data, want, werr, got, gerr)
		}
		for k := range want {
			if werr == nil && got[k] != want[k] {
				t.Fatalf("%q: value %d ends at %d in memory, %d over a reader", data, k, want[k], got[k])
			}
		}
	})
}

// skipEnds walks data's top-level array or object (or its single value), skipping each
// element or member value, and returns the input offset after each skip and the error.
func skipEnds(it *Iterator) ([]int64, error) {
	var ends []int64
	switch it.WhatIsNext() {
	case ArrayValue:
		for it.ReadArray() {
			it.Skip()
			ends = append(ends, it.InputOffset())
		}
	case ObjectValue:
		for _, ok := it.ReadObject(); ok; _, ok = it.ReadObject() {
			it.Skip()
			ends = append(ends, it.InputOffset())
		}
	default:
		it.Skip()
		ends = append(ends, it.InputOffset())
	}
	return ends, it.Finish()
}

// TestUncheckedSkipValidDocuments: on valid documents (the corpus, the seed payloads
// and JSONTestSuite's y_ files) the unchecked skip ends every skipped value where the
// checked one does, in memory and over readers of every chunk size.
func TestUncheckedSkipValidDocuments(t *testing.T) {
	var names []string
	for _, pattern := range []string{"corpus", "seed-go"} {
		m, _ := filepath.Glob(filepath.Join(sharedData(t), pattern, "*.json"))
		names = append(names, m...)
	}
	names = append(names, suiteFiles(t, "y_")...)
	for _, name := range names {
		data := readFile(t, name)
		want, err := skipEnds(NewIterator(data))
		if err != nil {
			t.Fatalf("%s: checked skip: %v", name, err)
		}
		for _, m := range inputModes {
			if len(data) > 1<<20 && m.name == "reader1" {
				continue // covered by reader7; one byte per read is slow on megabytes
			}
			got, err := skipEnds(m.make(Config{UncheckedSkip: true}, data))
			if err != nil || len(got) != len(want) {
				t.Fatalf("%s/%s: unchecked: %d values, %v; checked: %d", name, m.name, len(got), err, len(want))
			}
			for k := range want {
				if got[k] != want[k] {
					t.Fatalf("%s/%s: value %d ends at %d, checked at %d", name, m.name, k, got[k], want[k])
				}
			}
		}
	}
}

// TestUncheckedSkipPolicy: what the option gives up and what it keeps.
func TestUncheckedSkipPolicy(t *testing.T) {
	unchecked := Config{UncheckedSkip: true}
	// Invalid JSON inside a skipped container is accepted, and reading goes on after it.
	doc := []byte(`{"a":[1,,2,tru,"\q",{"x" 01}],"b":7}`)
	for _, m := range inputModes {
		it := m.make(unchecked, doc)
		name, _ := it.ReadObject()
		first := string(name) // the name's bytes are valid until the next call
		it.Skip()
		name2, _ := it.ReadObject()
		second := string(name2)
		b := it.ReadInt()
		_, more := it.ReadObject()
		if first != "a" || second != "b" || b != 7 || more || it.Finish() != nil {
			t.Fatalf("%s: unchecked skip of an invalid member: %q %q %d %v", m.name, first, second, b, it.Finish())
		}
		it = m.make(Config{}, doc)
		it.ReadObject()
		it.Skip()
		if it.Err() == nil {
			t.Fatalf("%s: the checked skip accepted %s", m.name, doc)
		}
	}
	// Validate and Valid check everything whatever the Config.
	if unchecked.Validate([]byte(`[1,,2]`)) == nil || unchecked.Validate(doc) == nil {
		t.Fatal("Validate under UncheckedSkip accepted invalid JSON")
	}
	// A skipped scalar is still checked; so is every value read.
	for _, s := range []string{`01`, `"\q"`, `tru`} {
		it := unchecked.NewIterator([]byte(s))
		if it.Skip(); it.Err() == nil {
			t.Fatalf("unchecked skip of the scalar %s: no error", s)
		}
	}
	it := unchecked.NewIterator([]byte(`[[1,,2]]`))
	it.ReadArray()
	it.ReadArray()
	if one := it.ReadInt(); one != 1 || !it.ReadArray() || it.Err() != nil {
		t.Fatalf("reading [[1,,2]] under UncheckedSkip: %d, %v", one, it.Err())
	}
	if it.ReadInt(); it.Err() == nil {
		t.Fatal("a value read under UncheckedSkip was not checked")
	}
	// The input ending inside a skipped value is an unexpected end at the end of the
	// input, named with the skipped value's pointer, in memory as over a reader.
	trunc := []byte(`{"a":[1,{"b":"]`)
	for _, m := range inputModes {
		it := m.make(unchecked, trunc)
		it.ReadObject()
		it.Skip()
		e, ok := it.Err().(*Error)
		if !ok || e.Kind != KindUnexpectedEnd || e.Offset != int64(len(trunc)) || e.Pointer != "/a" {
			t.Fatalf("%s: truncated skipped value: %v", m.name, it.Err())
		}
	}
	// Deep nesting needs no memory: no depth limit applies inside the skipped value.
	deep := []byte(`{"a":` + strings.Repeat("[", 100000) + strings.Repeat("]", 100000) + `,"b":1}`)
	for _, m := range inputModes[:3] {
		it := m.make(unchecked, deep)
		it.ReadObject()
		it.Skip()
		it.ReadObject()
		if it.ReadInt() != 1 || it.Err() != nil {
			t.Fatalf("%s: deep skipped value: %v", m.name, it.Err())
		}
	}
}

// TestUncheckedSkipUnmarshal: Unmarshal under UncheckedSkip gives the checked result
// on valid input and skips invalid members no field takes.
func TestUncheckedSkipUnmarshal(t *testing.T) {
	type inner struct{ B int }
	type outer struct {
		A []inner
		C string
	}
	cfg := Fastest()
	cfg.UncheckedSkip = true
	var got, want outer
	valid := []byte(`{"x":{"y":[1,{"z":"]}"}]},"A":[{"B":1,"q":[2]},{}],"C":"c","w":[{}]}`)
	if err := cfg.Unmarshal(valid, &got); err != nil {
		t.Fatal(err)
	}
	if err := Fastest().Unmarshal(valid, &want); err != nil {
		t.Fatal(err)
	}
	if len(got.A) != 2 || got.A[0].B != 1 || got.C != "c" || got.C != want.C || len(want.A) != 2 {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	var lax outer
	if err := cfg.Unmarshal([]byte(`{"x":[1,,2],"C":"c"}`), &lax); err != nil || lax.C != "c" {
		t.Fatalf("invalid unknown member under UncheckedSkip: %v %+v", err, lax)
	}
	if err := Fastest().Unmarshal([]byte(`{"x":[1,,2],"C":"c"}`), &lax); err == nil {
		t.Fatal("invalid unknown member accepted without UncheckedSkip")
	}
}

// TestUncheckedSkipVectors runs go/testdata/unchecked-skip.jsonl (the hooks format of
// testdata/README.md, with "uncheckedSkip" in config): what the option accepts, the
// errors it gives, and that value reads and recovery stay checked, in memory and over
// readers. Go only: Java has no unchecked skip (decision 0006), so the rows are not in
// the shared testdata/.
func TestUncheckedSkipVectors(t *testing.T) {
	runHookRows(t, loadRows(t, filepath.Join("..", "go", "testdata", "unchecked-skip.jsonl")))
}
