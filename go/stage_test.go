package riffle

import (
	"bytes"
	"math/bits"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"
)

// classOf is the definition of the classifyBlock masks for one byte, written apart from
// byteClass: quote, backslash, attention, space, structural, digit.
func classOf(c byte) [6]bool {
	return [6]bool{
		c == '"',
		c == '\\',
		c < 0x20 || c >= 0x80,
		c == ' ' || c == '\t' || c == '\n' || c == '\r',
		strings.IndexByte("{}[]:,", c) >= 0,
		c >= '0' && c <= '9',
	}
}

func checkBlock(t *testing.T, set kernelSet, block *[64]byte) {
	t.Helper()
	q, b, a, s, st, d := set.classifyBlock(block)
	got := [6]uint64{q, b, a, s, st, d}
	for k, c := range block {
		want := classOf(c)
		for m := range got {
			if (got[m]>>k&1 != 0) != want[m] {
				t.Fatalf("%s: mask %d, byte %d (%#x) of %q: got %v", set.name, m, k, c, block[:], !want[m])
			}
		}
	}
}

// testBlocks calls check with every byte value at every position of a block of each
// background byte, then with random blocks (from seed).
func testBlocks(backgrounds []byte, seed int64, check func(block *[64]byte)) {
	for _, bg := range backgrounds {
		var block [64]byte
		for c := 0; c < 256; c++ {
			for k := range block {
				for j := range block {
					block[j] = bg
				}
				block[k] = byte(c)
				check(&block)
			}
		}
	}
	rng := rand.New(rand.NewSource(seed))
	for n := 0; n < 2000; n++ {
		var block [64]byte
		rng.Read(block[:])
		check(&block)
	}
}

// TestClassifyBlock checks every set against the definition: every byte value at every
// position of a block of each background, and random blocks.
func TestClassifyBlock(t *testing.T) {
	for _, set := range supportedKernels() {
		testBlocks([]byte{'a', ' ', '"', 0x80, 0}, 1, func(block *[64]byte) { checkBlock(t, set, block) })
	}
}

// escapeClassOf is the definition of the escapeMasks masks for one byte, written apart
// from hexVal and shortEscapeLen: u, hex, short, d.
func escapeClassOf(c byte) [4]bool {
	return [4]bool{
		c == 'u',
		c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F',
		strings.IndexByte("\"\\/bfnrt", c) >= 0,
		c == 'd' || c == 'D',
	}
}

// TestEscapeMasks checks every set's escapeMasks against the definition: every byte
// value at every position of a block of each background, and random blocks.
func TestEscapeMasks(t *testing.T) {
	check := func(set kernelSet, block *[64]byte) {
		t.Helper()
		u, h, sh, d := set.escapeMasks(block)
		got := [4]uint64{u, h, sh, d}
		for k, c := range block {
			want := escapeClassOf(c)
			for m := range got {
				if (got[m]>>k&1 != 0) != want[m] {
					t.Fatalf("%s: mask %d, byte %d (%#x): got %v", set.name, m, k, c, !want[m])
				}
			}
		}
	}
	for _, set := range supportedKernels() {
		testBlocks([]byte{'a', 'u', '\\', 0x80, 0}, 2, func(block *[64]byte) { check(set, block) })
	}
}

// escapedNaive is the definition of escapedBytes over a whole input: byte k is escaped
// when an odd run of backslashes ends just before it.
func escapedNaive(in []byte) []bool {
	out := make([]bool, len(in))
	run := 0
	for k, c := range in {
		out[k] = run%2 == 1
		if c == '\\' {
			run++
		} else {
			run = 0
		}
	}
	return out
}

// TestEscapedBytesAndPrefixXor checks the stage-1 arithmetic across blocks on inputs of
// backslashes, quotes and letters.
func TestEscapedBytesAndPrefixXor(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for n := 0; n < 3000; n++ {
		in := make([]byte, 64*3)
		for k := range in {
			in[k] = "\\\\\\\"a"[rng.Intn(5)]
			if n%3 == 0 && rng.Intn(4) != 0 {
				in[k] = '\\'
			}
		}
		want := escapedNaive(in)
		var carry uint64
		inside := false
		var strCarry uint64
		for b := 0; b < len(in); b += 64 {
			var bs, qs uint64
			for k := 0; k < 64; k++ {
				if in[b+k] == '\\' {
					bs |= 1 << k
				}
				if in[b+k] == '"' {
					qs |= 1 << k
				}
			}
			var esc uint64
			esc, carry = escapedBytes(bs, carry)
			quotes := qs &^ esc
			str := prefixXor(quotes) ^ strCarry
			strCarry = uint64(int64(str) >> 63)
			for k := 0; k < 64; k++ {
				if (esc>>k&1 != 0) != want[b+k] {
					t.Fatalf("%q: escaped byte %d: got %v", in, b+k, !want[b+k])
				}
				if quotes>>k&1 != 0 {
					inside = !inside
					if (str>>k&1 != 0) != inside {
						t.Fatalf("%q: in-string bit at opening/closing quote %d wrong", in, b+k)
					}
				} else if (str>>k&1 != 0) != inside {
					t.Fatalf("%q: in-string bit %d wrong", in, b+k)
				}
			}
		}
	}
	if got := prefixXor(1<<3 | 1<<10); got != (1<<10-1)&^(1<<3-1) {
		t.Fatalf("prefixXor = %b", got)
	}
}

// TestPlainNumber: plainNumber and blockNumber accept only what numberGrammar accepts,
// with the same end, on every number-like string of up to 5 bytes from a small
// alphabet, and on long ones, followed by delimiters and non-delimiters.
func TestPlainNumber(t *testing.T) {
	alphabet := []byte("-0159.eE+x")
	var check func(prefix []byte)
	tried := 0
	check = func(tok []byte) {
		for _, tail := range []string{",", "]", " ", "}", "\"", "a", "."} {
			buf := append(append(append([]byte{}, tok...), tail...), bytes.Repeat([]byte{' '}, 30)...)
			got := plainNumber(buf, 0)
			tried++
			if got < 0 {
				continue
			}
			end, _, bad := numberGrammar(buf, 0)
			if bad != numOK || end != got || !delimiter[buf[end]] {
				t.Fatalf("plainNumber(%q) = %d, numberGrammar end %d bad %d", buf, got, end, bad)
			}
		}
		// blockNumber, the token at two offsets of a block, and at the end of the input.
		for _, off := range []int{0, 58} {
			if len(tok) == 0 {
				break // a token has a first byte
			}
			for _, tail := range []string{",", "a", "."} {
				buf := []byte(strings.Repeat(" ", off) + string(tok) + tail)
				if len(buf) < 64 {
					buf = append(buf, strings.Repeat(" ", 64-len(buf))...)
				}
				for _, in := range [][]byte{buf, buf[:off+len(tok)]} {
					var block [64]byte
					copy(block[:], in)
					_, _, _, _, _, digit := classifyBlockGeneric(&block)
					if len(in) < 64 {
						digit &= 1<<len(in) - 1
					}
					got := blockNumber(in, off, 0, digit)
					if got < 0 {
						continue
					}
					end, _, bad := numberGrammar(in, off)
					if bad != numOK || end != got || end < len(in) && !delimiter[in[end]] {
						t.Fatalf("blockNumber(%q, %d) = %d, numberGrammar end %d bad %d", in, off, got, end, bad)
					}
				}
			}
		}
		if len(tok) < 5 {
			for _, c := range alphabet {
				check(append(tok, c))
			}
		}
	}
	check(nil)
	long := []string{"12345678901234567890123", "-1234567890.123456789012", "0.12345678901234567890", "-65.613616999999977"}
	for _, s := range long {
		buf := []byte(s + ",                        ")
		got := plainNumber(buf, 0)
		end, _, bad := numberGrammar(buf, 0)
		if got >= 0 && (bad != numOK || got != end) {
			t.Fatalf("plainNumber(%q) = %d, numberGrammar %d %d", s, got, end, bad)
		}
	}
	if plainNumber([]byte("-65.613616999999977,      "), 0) != 19 {
		t.Fatal("the common canada.json number is not taken by plainNumber")
	}
	t.Logf("%d inputs", tried)
}

// exactValidate is the exact path: the same Config over a reader, every value read by
// the exact scanner alone (exactSkip).
func exactValidate(c Config, data []byte) error {
	return validateWith(c.NewIteratorReader(&chunkReader{b: data, n: 4096}), c, exactSkip)
}

// exactSkip is Iterator.Skip without the structural fast path: the exact scanner only.
func exactSkip(it *Iterator) {
	if it.err != nil || !it.atValue() {
		return
	}
	if it.skipValue() {
		it.state = afterState[it.state]
	}
}

// validateWith is Validate's loop over it with skip for each value.
func validateWith(it *Iterator, c Config, skip func(*Iterator)) error {
	if c.MultipleValues {
		for it.More() {
			skip(it)
		}
	} else {
		skip(it)
	}
	return it.Finish()
}

// fastConfigs are the configurations the differential tests run: the default, each
// limit small enough to be reached, no limits, and the policies the fast path leaves to
// the scanner.
var fastConfigs = []Config{
	{},
	{MaxDepth: 3},
	{MaxStringBytes: 5},
	{MaxNumberBytes: 3},
	{MaxDepth: -1, MaxStringBytes: -1, MaxNumberBytes: -1},
	{InvalidUTF8: InvalidUTF8Replace},
	{MultipleValues: true},
	{SkipBOM: true},
}

// checkFastAgrees compares Validate (fast path for containers) with the exact path,
// and fastSkip's own verdict with the exact Skip of the first value.
func checkFastAgrees(t testing.TB, name string, data []byte) {
	for _, c := range fastConfigs {
		got, want := errSummary(c.Validate(data)), errSummary(exactValidate(c, data))
		if got != want {
			t.Fatalf("%s %+v: Validate %s, exact %s\n%q", name, c, got, want, shortInput(data))
		}
		if !kernelsVector {
			continue
		}
		checkStagedAgrees(t, name, c, data, want)
		it := c.NewIterator(data)
		i := it.pos
		if end := fastSkip(data, i, it.skipLimits(), new(fastStack)); end >= 0 {
			ex := c.NewIteratorReader(&chunkReader{b: data, n: 4096})
			ex.Skip()
			if ex.Err() != nil || ex.InputOffset() != int64(end) {
				t.Fatalf("%s %+v: fastSkip ends at %d, exact Skip at %d with %s\n%q", name, c, end, ex.InputOffset(), errSummary(ex.Err()), shortInput(data))
			}
		}
	}
}

func shortInput(b []byte) []byte {
	if len(b) > 300 {
		return b[:300]
	}
	return b
}

// wrapped returns data inside containers and after a string of n bytes, so that its
// bytes fall at every offset of a block and deeper in the grammar.
func wrapped(data []byte, n int) [][]byte {
	pad := strings.Repeat("x", n)
	return [][]byte{
		data,
		[]byte("[\"" + pad + "\"," + string(data) + "]"),
		[]byte("{\"" + pad + "\":" + string(data) + ",\"z\":[1]}"),
		[]byte("[" + strings.Repeat(" ", n) + string(data) + " ]"),
	}
}

// TestFastSkipDifferential: the fast path and the exact path agree (verdict, kind,
// offset, pointer) on JSONTestSuite, the shared vectors, mutations of small documents at
// every byte, in every block alignment, and under each limit.
func TestFastSkipDifferential(t *testing.T) {
	var docs [][]byte
	for _, prefix := range []string{"y_", "n_", "i_"} {
		for _, f := range suiteFiles(t, prefix) {
			docs = append(docs, readFile(t, f))
		}
	}
	for _, r := range validateRows(t) {
		docs = append(docs, r.input(t))
	}
	for _, d := range docs {
		for _, n := range []int{0, 1, 30, 61} {
			for _, w := range wrapped(d, n) {
				checkFastAgrees(t, "suite", w)
			}
		}
	}
	seeds := []string{
		`{"a":[1,-2.5,3e4,true,false,null,"s\"\\\/\b\f\n\r\t\u00e9\ud834\udd1e"],"b":{"c":{}}}`,
		`[0,-0,0.0,-12.75,1E+2,"é€𝄞",[],[[]],{"":""}]`,
		`{"ab" : [ "x" , 1 ] , "cd":"` + strings.Repeat("long string content ", 8) + `"}`,
		// Escapes the block-wide masks decide (two-byte, \uXXXX) next to those they
		// leave to the grammar (D-range: surrogates and D000-D7FF), in runs that cross
		// block edges at every shift.
		`["\u00e9\u4E2d\uD7FF\uE000\uffff\\u0041\\\\\u0041\n\u0000\ud834\udd1e\uDBFF\uDFFF",` +
			`"` + strings.Repeat(`\u3042\t`, 9) + `"]`,
	}
	mutations := []byte{'"', '\\', 0, 0x1F, 0x80, 0xC3, 0xED, 0xF4, ',', ':', ']', '}', '[', '{', 'e', '-', '.', '0', ' ', 'u', 't',
		'g', 'G', 'd', 'D', '8', 'c', 'F'}
	for _, seed := range seeds {
		for _, shift := range []int{0, 13, 60} {
			for _, base := range wrapped([]byte(seed), shift) {
				checkFastAgrees(t, "seed", base)
				for k := range base {
					for _, m := range mutations {
						d := append([]byte{}, base...)
						d[k] = m
						checkFastAgrees(t, "mutation", d)
					}
					checkFastAgrees(t, "cut", base[:k])
				}
			}
		}
	}
}

// corpusFiles returns the paths of the corpus documents (at least 10 of them).
func corpusFiles(t *testing.T) []string {
	files, _ := filepath.Glob(filepath.Join(sharedData(t), "corpus", "*.json"))
	if len(files) < 10 {
		t.Fatalf("only %d corpus files", len(files))
	}
	return files
}

// TestFastSkipCorpus: the corpus files are valid on the fast path, which decides them
// itself (no fallback), and a value skipped from the middle ends where the exact one does.
func TestFastSkipCorpus(t *testing.T) {
	for _, f := range corpusFiles(t) {
		data := readFile(t, f)
		if !kernelsVector {
			continue
		}
		i := wsEnd(data, 0)
		end := fastSkip(data, i, skipLimits{room: DefaultMaxDepth, maxString: DefaultMaxStringBytes, maxNumber: DefaultMaxNumberBytes}, new(fastStack))
		if end != len(bytes.TrimRight(data, " \t\r\n")) {
			t.Errorf("%s: fastSkip = %d of %d", filepath.Base(f), end, len(data))
		}
		// Cut the file: the fast path must not decide, the error stays the exact one.
		for _, cut := range []int{len(data) / 3, len(data) / 2, len(data) - 2} {
			checkFastAgrees(t, filepath.Base(f), data[:cut])
		}
	}
}

// TestFastSkipDepth: the depth limit at and around its value, and nesting deeper than
// the fast path's own stack (which hands over to the exact path).
func TestFastSkipDepth(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4, 63, 64, 65, fastDepth - 1, fastDepth, fastDepth + 1, 3000} {
		for _, open := range []string{"[", `{"k":`} {
			close := "]"
			if open != "[" {
				close = "}"
			}
			d := []byte(strings.Repeat(open, n) + "1" + strings.Repeat(close, n))
			checkFastAgrees(t, "nested", d)
			for _, c := range []Config{{MaxDepth: n}, {MaxDepth: n - 1}, {MaxDepth: -1}} {
				got, want := errSummary(c.Validate(d)), errSummary(exactValidate(c, d))
				if got != want {
					t.Fatalf("depth %d %+v: Validate %s, exact %s", n, c, got, want)
				}
			}
		}
	}
}

// TestFastSkipMidStream: Skip from inside an array, with the fast path deciding each
// element, ends every element where the exact path does, and errors identically.
func TestFastSkipMidStream(t *testing.T) {
	doc := []byte(`[{"a":[1,2,{"b":"é"}]}, [ "x" ,{"k":null}] ,{"bad":[1,2,}] ,[3]]`)
	fast, exact := NewIterator(doc), NewIteratorReader(&chunkReader{b: doc, n: 3})
	for _, it := range []*Iterator{fast, exact} {
		it.ReadArray()
	}
	for k := 0; k < 4; k++ {
		fast.Skip()
		exact.Skip()
		if errSummary(fast.Err()) != errSummary(exact.Err()) || fast.InputOffset() != exact.InputOffset() {
			t.Fatalf("element %d: fast %s at %d, exact %s at %d", k, errSummary(fast.Err()), fast.InputOffset(), errSummary(exact.Err()), exact.InputOffset())
		}
		if fast.Err() != nil {
			break
		}
		fast.ReadArray()
		exact.ReadArray()
	}
	if fast.Err() == nil {
		t.Fatal("the bad element was accepted")
	}
}

// FuzzFastSkip: fast path against the exact path on fuzz input, alone and wrapped.
func FuzzFastSkip(f *testing.F) {
	for _, s := range []string{`{"a":[1,2.5,"x\u00e9"]}`, `[[[]]]`, `{"a":"\ud800"}`, `[1,]`, "[\"\xc3\"]", `[-01]`} {
		f.Add([]byte(s), uint8(0))
	}
	f.Fuzz(func(t *testing.T, data []byte, shift uint8) {
		for _, w := range wrapped(data, int(shift%64)) {
			checkFastAgrees(t, "fuzz", w)
		}
	})
}

// TestTokensOfBlock spot-checks the tokens stage 1 reports for one block.
func TestTokensOfBlock(t *testing.T) {
	if !kernelsVector {
		t.Skip("no vector kernels")
	}
	in := []byte(`{"a\"b" : [12, true,"x"] }` + strings.Repeat(" ", 40))
	s := blockScanner{buf: in}
	tokens, ok := s.block()
	if !ok {
		t.Fatal("block failed")
	}
	var got []byte
	for ; tokens != 0; tokens &= tokens - 1 {
		got = append(got, in[bits.TrailingZeros64(tokens)])
	}
	if string(got) != `{"":[1,t,""]}` {
		t.Fatalf("tokens %q", got)
	}
}

// TestFastSkipReplacePolicy: under InvalidUTF8Replace the fast path decides strings
// that hold ill-formed UTF-8 or escaped lone surrogates (no error under that policy),
// still stops at a control byte, and agrees with the exact path, at every block
// alignment; under the reject policy the same inputs are errors on both paths.
func TestFastSkipReplacePolicy(t *testing.T) {
	if !kernelsVector {
		t.Skip("no vector kernels in this build: the fast path does not run")
	}
	decided := []string{
		"[\"a\xffb\",\"\xc0\xaf\",\"\xed\xa0\x80\",\"\xf4\x90\x80\x80\"]",
		"{\"n\xfeame\":\"\xe2\x82\",\"x\":1}",
		`["\ud800","\udc00x","\ud800\u0041","\ud83d\ude00"]`,
		"[\"" + strings.Repeat("é", 40) + "\xff" + strings.Repeat("z", 70) + "\"]",
	}
	failing := []string{
		"[\"a\x01b\"]",
		"[\"\xff\x1f\"]",
		"{\"k\":\"" + strings.Repeat("\xff", 70) + "\x00\"}",
	}
	replace := skipLimits{room: DefaultMaxDepth, maxString: DefaultMaxStringBytes, maxNumber: DefaultMaxNumberBytes, replace: true}
	for _, in := range decided {
		for _, data := range wrapped([]byte(in), 61) {
			if end := fastSkip(data, 0, replace, new(fastStack)); end != len(data) {
				t.Errorf("replace: fastSkip(%q) = %d, want %d", data, end, len(data))
			}
			checkFastAgrees(t, "replace", data)
		}
	}
	for _, in := range failing {
		for n := range 70 {
			for _, data := range wrapped([]byte(in), n) {
				if end := fastSkip(data, 0, replace, new(fastStack)); end >= 0 {
					t.Errorf("replace: fastSkip(%q) = %d, want no decision", data, end)
				}
				checkFastAgrees(t, "replace", data)
			}
		}
	}
}

// TestSkipReusedIterator: the fast path's state lives in the Iterator across Skips; one
// Iterator reset over inputs that stop the fast path deep inside (errors, deep nesting,
// cuts) and inputs it decides gives, input after input, what a new Iterator gives.
func TestSkipReusedIterator(t *testing.T) {
	var docs [][]byte
	for _, prefix := range []string{"y_", "n_"} {
		for _, f := range suiteFiles(t, prefix) {
			docs = append(docs, readFile(t, f))
		}
	}
	deep := strings.Repeat(`{"a":[`, 90) + "1" + strings.Repeat(`]}`, 90)
	docs = append(docs, []byte(deep), []byte(deep[:len(deep)-7]), []byte(strings.Replace(deep, "1", "\x01", 1)),
		[]byte(`{"k":[true,{"x":"\ud800"}],"z":"`+strings.Repeat("é", 50)+`"}`),
		// A stop in a later block than the first, with containers open.
		[]byte("["+strings.Repeat(" ", 80)+"\"\x01\"]"), []byte("{\"a\":"+strings.Repeat(" ", 80)+"\"\x01\"}"),
		[]byte("[["+strings.Repeat(" ", 80)+"\"\x01\"]]"))
	// A stop with an array open, then a value whose extra ']' that open array would
	// take: the Skip after the stop must start from a clean state.
	it := NewIterator([]byte("[" + strings.Repeat(" ", 80) + "\"\x01\"]"))
	it.Skip()
	it.Reset([]byte(`[1]]`))
	if it.Skip(); it.InputOffset() != 3 || it.Err() != nil {
		t.Fatalf("after a stop: Skip of [1]] ends at %d (%v), want 3", it.InputOffset(), it.Err())
	}
	for _, c := range []Config{{}, {InvalidUTF8: InvalidUTF8Replace}, {MaxDepth: 40}} {
		reused := c.NewIterator(nil)
		for round := range 2 {
			for k, d := range docs {
				if round == 1 {
					d = docs[len(docs)-1-k] // the other order
				}
				// Each input, then ones whose extra closing brackets a stale open level
				// would take as its own.
				for _, d := range [][]byte{d, []byte(`[1]]`), []byte(`{"a":1}}`), []byte(`[1]]]`), []byte(`{"a":[{}]}}]}]}]}]`)} {
					fresh := c.NewIterator(d)
					fresh.Skip()
					reused.Reset(d)
					reused.Skip()
					if got, want := errSummary(reused.Err()), errSummary(fresh.Err()); got != want || reused.InputOffset() != fresh.InputOffset() {
						t.Fatalf("%+v %q: reused %s at %d, new %s at %d", c, shortInput(d), got, reused.InputOffset(), want, fresh.InputOffset())
					}
				}
			}
		}
	}
}
