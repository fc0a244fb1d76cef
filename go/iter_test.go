package riffle

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// walk reads any value with WhatIsNext and the typed reads, and writes a canonical
// rendering of it: the generic walk used by tests and the fuzzer.
func walk(it *Iterator, out *bytes.Buffer) {
	switch it.WhatIsNext() {
	case StringValue:
		out.WriteString(`s:`)
		out.Write(it.ReadStringAsSlice())
		out.WriteByte(';')
	case NumberValue:
		out.WriteString("n:" + it.ReadNumber() + ";")
	case NilValue:
		if it.ReadNil() {
			out.WriteString("null;")
		}
	case BoolValue:
		if it.ReadBool() {
			out.WriteString("true;")
		} else {
			out.WriteString("false;")
		}
	case ArrayValue:
		out.WriteByte('[')
		for it.ReadArray() {
			walk(it, out)
		}
		out.WriteByte(']')
	case ObjectValue:
		out.WriteByte('{')
		for {
			name, ok := it.ReadObject()
			if !ok {
				break
			}
			out.WriteString("k:")
			out.Write(name)
			out.WriteByte('=')
			walk(it, out)
		}
		out.WriteByte('}')
	default:
		it.Skip() // records the error
	}
}

func TestWalkAgreesWithValidate(t *testing.T) {
	type input struct {
		cfg  Config
		data []byte
	}
	var inputs []input
	for _, r := range validateRows(t) {
		inputs = append(inputs, input{r.config(t), r.input(t)})
	}
	for _, f := range suiteFiles(t, "") {
		inputs = append(inputs, input{Config{}, readFile(t, f)})
	}
	for _, x := range inputs {
		in := x.data
		want := errSummary(x.cfg.Validate(in))
		var ref string
		for k, m := range inputModes {
			it := m.make(x.cfg, in)
			var out bytes.Buffer
			walk(it, &out)
			got := errSummary(it.Finish())
			if got != want {
				t.Fatalf("%q %s: walk %s, Validate %s", in, m.name, got, want)
			}
			if k == 0 {
				ref = out.String()
			} else if out.String() != ref {
				t.Fatalf("%q %s: walk output differs from slice", in, m.name)
			}
		}
	}
}

func TestReadObjectAndArray(t *testing.T) {
	const doc = ` {"a": [1, 2, {"b": null}], "c\u0021": "x", "d": {}, "e": [], "f": true} `
	for _, m := range inputModes {
		it := m.make(Config{}, []byte(doc))
		var names []string
		for {
			name, ok := it.ReadObject()
			if !ok {
				break
			}
			names = append(names, string(name))
			switch string(name) {
			case "a":
				var sum int
				for it.ReadArray() {
					if it.WhatIsNext() == ObjectValue {
						if raw := it.SkipAndReturnBytes(); string(raw) != `{"b": null}` {
							t.Fatalf("%s: SkipAndReturnBytes %q", m.name, raw)
						}
						continue
					}
					sum += it.ReadInt()
				}
				if sum != 3 {
					t.Fatalf("%s: sum %d", m.name, sum)
				}
			case "c!":
				if s := it.ReadString(); s != "x" {
					t.Fatalf("%s: %q", m.name, s)
				}
			case "d":
				if _, ok := it.ReadObject(); ok {
					t.Fatalf("%s: empty object has a member", m.name)
				}
			case "e":
				if it.ReadArray() {
					t.Fatalf("%s: empty array has an element", m.name)
				}
			default:
				if !it.ReadBool() {
					t.Fatalf("%s: bool", m.name)
				}
			}
		}
		if err := it.Finish(); err != nil {
			t.Fatalf("%s: %v", m.name, err)
		}
		if strings.Join(names, ",") != "a,c!,d,e,f" {
			t.Fatalf("%s: names %v", m.name, names)
		}
		if it.InputOffset() != int64(len(doc)) {
			t.Fatalf("%s: offset %d", m.name, it.InputOffset())
		}
	}
}

func TestCallbacks(t *testing.T) {
	doc := []byte(`{"skip":{"x":[1,2]},"n":[1,[2,3],4],"stop":1,"after":2}`)
	it := NewIterator(doc)
	var seen []string
	total := 0
	ok := it.ReadObjectCB(func(it *Iterator, name []byte) bool {
		seen = append(seen, string(name))
		switch string(name) {
		case "n":
			return it.ReadArrayCB(func(it *Iterator) bool {
				if it.WhatIsNext() == NumberValue {
					total += it.ReadInt()
				}
				return true // the nested array is left unread: skipped
			})
		case "stop":
			return false
		}
		return true // value left unread: skipped
	})
	if ok || it.Err() != nil || total != 5 || strings.Join(seen, ",") != "skip,n,stop" {
		t.Fatalf("ok=%v err=%v total=%d seen=%v", ok, it.Err(), total, seen)
	}
	it.Reset([]byte(`[1,2,3]`))
	n := 0
	if !it.ReadArrayCB(func(it *Iterator) bool { n += it.ReadInt(); return true }) || n != 6 || it.Finish() != nil {
		t.Fatalf("ReadArrayCB: %d %v", n, it.Err())
	}
	it.Reset([]byte(`[1,x]`))
	if it.ReadArrayCB(func(it *Iterator) bool { it.ReadInt(); return true }) {
		t.Fatal("ReadArrayCB true on error")
	}
	if e := asError(t, it.Err()); e.Kind != KindInvalidCharacter || e.Offset != 3 || e.Pointer != "/1" {
		t.Fatalf("error %v", e)
	}
}

func TestStickyErrorsAndMisuse(t *testing.T) {
	cases := []struct {
		name, doc string
		do        func(it *Iterator)
		want      string
	}{
		{"type-mismatch", `{"a":"x"}`, func(it *Iterator) { it.ReadObject(); it.ReadInt() }, "type-mismatch@5 /a"},
		{"string-for-array", `[1]`, func(it *Iterator) { it.ReadString() }, "type-mismatch@0 "},
		{"range", `[1,300]`, func(it *Iterator) { it.ReadArray(); it.ReadUint8(); it.ReadArray(); it.ReadUint8() }, "number-range@3 /1"},
		{"value-after-element", `[1,2]`, func(it *Iterator) { it.ReadArray(); it.ReadInt(); it.ReadInt() }, "type-mismatch@2 "},
		{"second-top-level", `1 2`, func(it *Iterator) { it.ReadInt(); it.ReadInt() }, "trailing-data@2 "},
		{"array-on-object", `{"a":1}`, func(it *Iterator) { it.ReadArray() }, "type-mismatch@0 "},
		{"leading-comma-nested", `[,1]`, func(it *Iterator) { it.ReadArray(); it.ReadArray() }, "invalid-character@1 /0"},
		{"read-past-end", `[]`, func(it *Iterator) { it.ReadArray(); it.ReadArray() }, "unexpected-end@2 "},
		{"name-missing-colon", `{"a" 1}`, func(it *Iterator) { it.ReadObject() }, "invalid-character@5 /a"},
		{"bad-name", `{"a":1,2}`, func(it *Iterator) { it.ReadObject(); it.Skip(); it.ReadObject() }, "invalid-character@7 "},
	}
	for _, c := range cases {
		for _, m := range inputModes {
			it := m.make(Config{}, []byte(c.doc))
			c.do(it)
			got := errSummary(it.Err())
			if got != c.want {
				t.Errorf("%s %s: %s, want %s", c.name, m.name, got, c.want)
			}
			// Sticky: everything returns zero values and the same error.
			first := it.Err()
			if it.ReadInt() != 0 || it.ReadString() != "" || it.ReadArray() || it.ReadBool() ||
				it.WhatIsNext() != InvalidValue || it.ReadNil() || it.SkipAndReturnBytes() != nil {
				t.Errorf("%s %s: reads after an error are not zero", c.name, m.name)
			}
			if name, ok := it.ReadObject(); ok || name != nil {
				t.Errorf("%s: ReadObject after error", c.name)
			}
			it.Skip()
			if it.Err() != first || it.Finish() != first {
				t.Errorf("%s %s: error not sticky", c.name, m.name)
			}
		}
	}
}

func TestResetAllocations(t *testing.T) {
	doc := []byte(`{"a":[1,2.5,"x\n"],"b":{"c":null,"d":true}}`)
	it := NewIterator(doc)
	r := bytes.NewReader(doc)
	str := string(doc)
	run := func() {
		it.Reset(doc)
		it.Skip()
		if it.Finish() != nil {
			t.Fatal(it.Err())
		}
		r.Reset(doc)
		it.ResetReader(r)
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			_ = name
			it.Skip()
		}
		it.ResetString(str)
		it.Skip()
	}
	run()
	if a := testing.AllocsPerRun(100, run); a != 0 {
		t.Fatalf("%v allocations per reuse", a)
	}
	esc := []byte(`{"k\u00e9y":["a\n\u00e9\uD83D\uDE00",{"x":[1,2]}]}`)
	var dst []byte
	borrowed := func() {
		it.Reset(esc)
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			_ = name
			for it.ReadArray() {
				if it.WhatIsNext() == StringValue {
					_ = it.ReadStringAsSlice()
				} else {
					dst = it.SkipAndAppendBytes(dst[:0])
				}
			}
		}
		if it.Finish() != nil || string(dst) != `{"x":[1,2]}` {
			t.Fatal(it.Err(), string(dst))
		}
	}
	borrowed()
	if a := testing.AllocsPerRun(100, borrowed); a != 0 {
		t.Fatalf("borrowed reads allocate %v", a)
	}
	if a := testing.AllocsPerRun(100, func() { _ = Valid(doc) }); a != 0 {
		t.Fatalf("Valid allocates %v", a)
	}
	scalar := []byte(`"scalar"`)
	if a := testing.AllocsPerRun(100, func() { _ = Valid(scalar) }); a != 0 {
		t.Fatalf("Valid on a scalar allocates %v", a)
	}
	reused := NewIterator(doc)
	if a := testing.AllocsPerRun(100, func() { reused.Reset(doc); reused.Skip(); _ = reused.Finish() }); a != 0 {
		t.Fatalf("Skip on a reused Iterator allocates %v", a)
	}
}

func TestDeepNesting(t *testing.T) {
	deep := bytes.Repeat([]byte("["), 1_000_000)
	deep = append(deep, bytes.Repeat([]byte("]"), 1_000_000)...)
	e := asError(t, Validate(deep))
	if e.Kind != KindLimitExceeded || e.Offset != DefaultMaxDepth || len(e.Pointer) != 2*DefaultMaxDepth {
		t.Fatalf("%v", e.Kind)
	}
	if err := (Config{MaxDepth: -1}).Validate(deep); err != nil {
		t.Fatal(err)
	}
	it := Config{MaxDepth: -1}.NewIteratorReader(bytes.NewReader(deep))
	it.Skip()
	if err := it.Finish(); err != nil {
		t.Fatal(err)
	}
	// The limit counts the caller's levels too.
	it = Config{MaxDepth: 3}.NewIteratorString(`[[[[1]]]]`)
	it.ReadArray()
	it.ReadArray()
	it.Skip()
	if e := asError(t, it.Err()); e.Kind != KindLimitExceeded || e.Offset != 3 || e.Pointer != "/0/0/0" {
		t.Fatalf("%v", e)
	}
	objs := strings.Repeat(`{"a":`, 5) + "1" + strings.Repeat("}", 5)
	if e := asError(t, (Config{MaxDepth: 4}).Validate([]byte(objs))); e.Offset != 20 || e.Pointer != "/a/a/a/a" {
		t.Fatalf("%v", e)
	}
}

func TestLimits(t *testing.T) {
	cases := []struct {
		cfg  Config
		doc  string
		want string
	}{
		{Config{MaxStringBytes: 3}, `["abc"]`, "ok"},
		{Config{MaxStringBytes: 3}, `["abcd"]`, "limit-exceeded@1 /0"},
		{Config{MaxStringBytes: 3}, `["ab\n"]`, "limit-exceeded@1 /0"},
		{Config{MaxStringBytes: 3}, `["a\x"]`, "invalid-escape@3 /0"},
		{Config{MaxStringBytes: 3}, `["abc\x"]`, "limit-exceeded@1 /0"},
		{Config{MaxStringBytes: 3}, `{"abcd":1}`, "limit-exceeded@1 "},
		{Config{MaxStringBytes: 3}, `["abcd`, "limit-exceeded@1 /0"},
		{Config{MaxNumberBytes: 3}, `[123]`, "ok"},
		{Config{MaxNumberBytes: 3}, `[-12]`, "ok"},
		{Config{MaxNumberBytes: 3}, `[1234]`, "limit-exceeded@1 /0"},
		{Config{MaxNumberBytes: 3}, `[1.5e]`, "limit-exceeded@1 /0"},
		{Config{MaxNumberBytes: 3}, `[1.x]`, "invalid-number@3 /0"},
		{Config{MaxNumberBytes: 3}, `[1.5x]`, "invalid-character@4 "},
		{Config{MaxNumberBytes: 3}, `1234`, "limit-exceeded@0 "},
		{Config{MaxDepth: 1}, `[[]]`, "limit-exceeded@1 /0"},
		{Config{MaxDepth: 1}, `[{}]`, "limit-exceeded@1 /0"},
		{Config{InvalidUTF8: InvalidUTF8Replace}, `"\uD800"`, "ok"},
		{Config{InvalidUTF8: InvalidUTF8Replace}, "\"\xff\"", "ok"},
		{Config{InvalidUTF8: InvalidUTF8Replace}, "\"\x01\"", "invalid-character@1 "},
	}
	for _, c := range cases {
		if got := errSummary(c.cfg.Validate([]byte(c.doc))); got != c.want {
			t.Errorf("%q: %s, want %s", c.doc, got, c.want)
		}
		for _, m := range inputModes {
			it := m.make(c.cfg, []byte(c.doc))
			var out bytes.Buffer
			walk(it, &out)
			if got := errSummary(it.Finish()); got != c.want {
				t.Errorf("%q %s: walk %s, want %s", c.doc, m.name, got, c.want)
			}
		}
	}
}

func TestReplacePolicy(t *testing.T) {
	c := Config{InvalidUTF8: InvalidUTF8Replace}
	cases := map[string]string{
		`"\uD800"`:             "\uFFFD",
		`"\uD800\u0041"`:       "\uFFFDA",
		`"\uDC00\uD83D\uDE00"`: "\uFFFD😀",
		"\"a\xffb\"":           "a\uFFFDb",
		"\"\xe2\x82 \"":        "\uFFFD\uFFFD ",
		"\"\xed\xa0\x80\"":     "\uFFFD\uFFFD\uFFFD",
		"\"ok\"":               "ok",
	}
	for in, want := range cases {
		for _, m := range inputModes {
			it := m.make(c, []byte(in))
			if got := it.ReadString(); got != want || it.Finish() != nil {
				t.Errorf("%q %s: %q, %v", in, m.name, got, it.Err())
			}
		}
		if Valid([]byte(in)) && in != `"ok"` {
			t.Errorf("%q valid under the default policy", in)
		}
	}
}

// TestSeedPayloads reads the fields the json-iterator medium benchmark binds and counts
// the large payload's topics.topics elements.
func TestSeedPayloads(t *testing.T) {
	dir := filepath.Join(sharedData(t), "seed-go")
	medium := readFile(t, filepath.Join(dir, "medium-payload.json"))
	for _, m := range inputModes {
		it := m.make(Config{}, medium)
		var fullName, urls string
		var followers int
		it.ReadObjectCB(func(it *Iterator, name []byte) bool {
			if string(name) != "person" {
				return true
			}
			return it.ReadObjectCB(func(it *Iterator, name []byte) bool {
				switch string(name) {
				case "name":
					return it.ReadObjectCB(func(it *Iterator, name []byte) bool {
						if string(name) == "fullName" {
							fullName = it.ReadString()
						}
						return true
					})
				case "github":
					return it.ReadObjectCB(func(it *Iterator, name []byte) bool {
						if string(name) == "followers" {
							followers = it.ReadInt()
						}
						return true
					})
				case "gravatar":
					return it.ReadObjectCB(func(it *Iterator, name []byte) bool {
						if string(name) != "avatars" {
							return true
						}
						return it.ReadArrayCB(func(it *Iterator) bool {
							return it.ReadObjectCB(func(it *Iterator, name []byte) bool {
								if string(name) == "url" {
									urls += it.ReadString() + ";"
								}
								return true
							})
						})
					})
				}
				return true
			})
		})
		if err := it.Finish(); err != nil {
			t.Fatalf("%s: %v", m.name, err)
		}
		if fullName != "Leonid Bugaev" || followers != 95 ||
			urls != "http://1.gravatar.com/avatar/f7c8edd577d13b8930d5522f28123510;" {
			t.Fatalf("%s: %q %d %q", m.name, fullName, followers, urls)
		}
	}
	large := readFile(t, filepath.Join(dir, "large-payload.json"))
	for _, m := range inputModes {
		it := m.make(Config{}, large)
		if n := countTopics(it); n != 30 || it.Finish() != nil {
			t.Fatalf("%s: %d topics, %v", m.name, n, it.Err())
		}
	}
}

func countTopics(it *Iterator) int {
	n := 0
	for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
		if string(name) != "topics" {
			it.Skip()
			continue
		}
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			if string(name) != "topics" {
				it.Skip()
				continue
			}
			for it.ReadArray() {
				it.Skip()
				n++
			}
		}
	}
	return n
}

func TestReaderErrorMidValue(t *testing.T) {
	it := NewIteratorReader(&failReader{b: []byte(`{"a":[1,2`), err: errBoom})
	var out bytes.Buffer
	walk(it, &out)
	err := it.Err()
	e := asError(t, err)
	if e.Kind != KindIO || e.Offset != 9 || !errors.Is(err, errBoom) {
		t.Fatalf("%v", err)
	}
}

func TestZeroIterator(t *testing.T) {
	var it Iterator
	it.Reset([]byte(`[[1],{"a":"b"}]`))
	it.Skip()
	if err := it.Finish(); err != nil {
		t.Fatal(err)
	}
	it.ResetString(`"abc"`)
	if s := it.ReadString(); s != "abc" || it.Finish() != nil {
		t.Fatal(s, it.Err())
	}
}

func TestFinishEarly(t *testing.T) {
	it := NewIteratorString(`[1,2]`)
	it.ReadArray()
	it.ReadInt()
	if e := asError(t, it.Finish()); e.Kind != KindTypeMismatch || e.Offset != 2 {
		t.Fatal(e)
	}
	it.ResetString(`[1,2`)
	it.ReadArray()
	it.ReadInt()
	it.ReadArray()
	it.ReadInt()
	if e := asError(t, it.Finish()); e.Kind != KindUnexpectedEnd || e.Offset != 4 || e.Pointer != "" {
		t.Fatal(e)
	}
}

// blockingReader hands out its chunks one per Read and fails the test if read again
// after the last one, as a network stream that has no more data yet would block.
type blockingReader struct {
	t      *testing.T
	chunks []string
}

func (r *blockingReader) Read(p []byte) (int, error) {
	if len(r.chunks) == 0 {
		r.t.Fatal("read ahead past the value")
	}
	n := copy(p, r.chunks[0])
	r.chunks = r.chunks[1:]
	return n, nil
}

// TestNoReadAhead: a string value ending a chunk is returned without reading further,
// also when an escape or multi-byte sequence comes just before the end.
func TestNoReadAhead(t *testing.T) {
	for _, doc := range []string{`["a\n"`, `["\u00e9"`, `["é"`, `["\uD83D\uDE00"`, `[true`, `["x",`} {
		it := NewIteratorReader(&blockingReader{t: t, chunks: []string{doc}})
		it.ReadArray()
		it.Skip()
		if it.Err() != nil {
			t.Fatalf("%s: %v", doc, it.Err())
		}
	}
}

// TestDeepNestingScales: with no depth limit the level stack grows by doubling, so
// the time to validate n nested arrays is linear in n. Only the ratio is checked (the
// best of three runs each), never an absolute time.
func TestDeepNestingScales(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates about 200 MB")
	}
	cfg := Config{MaxDepth: -1}
	best := func(n int) time.Duration {
		doc := append(bytes.Repeat([]byte("["), n), bytes.Repeat([]byte("]"), n)...)
		b := time.Duration(1<<63 - 1)
		for range 5 {
			start := time.Now()
			if err := cfg.Validate(doc); err != nil {
				t.Fatal(err)
			}
			b = min(b, time.Since(start))
		}
		return b
	}
	// The machine may be busy: a superlinear cost fails every attempt, noise rarely does.
	var ratios []float64
	for range 3 {
		small, large := best(2_000_000), best(4_000_000)
		if large <= small*5/2 {
			return
		}
		ratios = append(ratios, float64(large)/float64(small))
	}
	t.Fatalf("doubling the depth took %.1f times as long in each of 3 attempts", ratios)
}

// TestPointerAfterCompaction: over reader input with a tiny buffer, the member names
// and indices of every open level have left the buffer long before the error; the
// pointer and offset must still be the slice's.
func TestPointerAfterCompaction(t *testing.T) {
	pad := strings.Repeat(`{"pad":[1,2,3]},`, 40)
	docs := []string{
		`{"first\u0041":[` + pad + `{"a~b/c":{"long name that spans chunks":[` + pad + `x]}}]}`,
		`[` + pad + `[` + pad + `{"k":` + strings.Repeat(" ", 100) + `tru}]]`,
		`{"a":{"b":{"c":` + strings.Repeat(`"s",`, 1) + `1,` + pad + `}}}`,
	}
	for _, doc := range docs {
		want := errSummary(Validate([]byte(doc)))
		if want == "ok" {
			t.Fatalf("%q is valid", doc)
		}
		for _, size := range []int{1, 2, 3, 7, 16} {
			for _, chunk := range []int{1, 2, 3, 7} {
				c := Config{ReadBufferSize: size}
				it := c.NewIteratorReader(&chunkReader{b: []byte(doc), n: chunk})
				it.Skip()
				if got := errSummary(it.Finish()); got != want {
					t.Fatalf("buffer %d chunk %d: Skip %s, Validate %s", size, chunk, got, want)
				}
				it = c.NewIteratorReader(&chunkReader{b: []byte(doc), n: chunk})
				var out bytes.Buffer
				walk(it, &out)
				if got := errSummary(it.Finish()); got != want {
					t.Fatalf("buffer %d chunk %d: walk %s, Validate %s", size, chunk, got, want)
				}
			}
		}
	}
}
