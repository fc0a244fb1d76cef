package riffle

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"testing/iotest"
)

// matchWalk reads every member of the object doc holds, recording for each its name
// number and name, and the final error. With match it uses ReadObjectMatch, expecting
// the number after the last one found (or what expect returns); without, ReadObject
// and Lookup, the reference.
func matchWalk(it *Iterator, set *NameSet, match bool, expect func(next int) int) string {
	var sb strings.Builder
	next := 0
	for {
		var name []byte
		var k int
		var ok bool
		if match {
			name, k, ok = it.ReadObjectMatch(set, expect(next))
		} else if name, ok = it.ReadObject(); ok {
			k = set.Lookup(name)
		} else {
			k = -1
		}
		if !ok {
			fmt.Fprintf(&sb, "end %d|", k)
			break
		}
		fmt.Fprintf(&sb, "%d %q|", k, name)
		if k >= 0 {
			next = k + 1
		}
		it.Skip()
	}
	if err := it.Finish(); err != nil {
		sb.WriteString(err.Error())
	}
	return sb.String()
}

// matchInputs makes iterators over a document: bytes, readers pulling 1, 7 and half
// the bytes at a time (every name then crosses a chunk edge somewhere), and bytes with
// a limit on string length that some names exceed.
var matchInputs = map[string]func(doc string) *Iterator{
	"bytes":  func(doc string) *Iterator { return NewIterator([]byte(doc)) },
	"1-byte": func(doc string) *Iterator { return NewIteratorReader(iotest.OneByteReader(strings.NewReader(doc))) },
	"7-byte": func(doc string) *Iterator { return Config{ReadBufferSize: 7}.NewIteratorReader(strings.NewReader(doc)) },
	"half":   func(doc string) *Iterator { return NewIteratorReader(iotest.HalfReader(strings.NewReader(doc))) },
	"limit":  func(doc string) *Iterator { return Config{MaxStringBytes: 5}.NewIterator([]byte(doc)) },
}

// matchReference is the walk of doc with ReadObject and Lookup, over bytes with the
// input's limit.
func matchReference(input, doc string, set *NameSet) string {
	it := NewIterator([]byte(doc))
	if input == "limit" {
		it = matchInputs["limit"](doc)
	}
	return matchWalk(it, set, false, nil)
}

func TestReadObjectMatch(t *testing.T) {
	set := NewNameSet("name", "age", "a_name_of_exactly_24_byte", "a-name-longer-than-twenty-four-bytes", "é", "name")
	next := func(n int) int { return n }
	cases := []struct{ doc, want string }{
		{`{"name":"x","age":1}`, `0 "name"|1 "age"|end -1|`},
		{`{"age":1,"name":"x"}`, `1 "age"|0 "name"|end -1|`},
		{`{"n\u0061me":1,"ag\u0065":2}`, `0 "name"|1 "age"|end -1|`},
		{`{"other":1,"name":2,"nam":3,"names":4,"Name":5}`, `-1 "other"|0 "name"|-1 "nam"|-1 "names"|-1 "Name"|end -1|`},
		{"{ \"name\" : 1 ,\n  \"age\"\t:2}", `0 "name"|1 "age"|end -1|`},
		{`{"a_name_of_exactly_24_byte":1,"a-name-longer-than-twenty-four-bytes":2,"é":3}`,
			`2 "a_name_of_exactly_24_byte"|3 "a-name-longer-than-twenty-four-bytes"|4 "é"|end -1|`},
		{`{"a_name_of_exactly_24_bytf":1,"a-name-longer-than-twenty-four-bytez":2}`,
			`-1 "a_name_of_exactly_24_bytf"|-1 "a-name-longer-than-twenty-four-bytez"|end -1|`},
		{`{}`, `end -1|`},
		{`{"name":1,}`, `0 "name"|end -1|`},
		{`{"name" 1}`, `end -1|`},
		{`{"na`, `end -1|`},
		{`[1]`, `end -1|`},
	}
	for _, c := range cases {
		if ref := matchReference("bytes", c.doc, set); !strings.HasPrefix(ref, c.want) {
			t.Errorf("%s: the reference walk %q does not start with %q", c.doc, ref, c.want)
		}
		for input, newIt := range matchInputs {
			want := matchReference(input, c.doc, set)
			if got := matchWalk(newIt(c.doc), set, true, next); got != want {
				t.Errorf("%s (%s):\n got %q\nwant %q", c.doc, input, got, want)
			}
		}
	}
}

// TestReadObjectMatchDifferential: random objects of names from a pool (the set's
// names, near misses, escaped spellings, unknown names) and random whitespace are
// read with ReadObjectMatch, expecting the next name or a random number, and with
// ReadObject and Lookup: the same numbers, names and errors, on every input.
func TestReadObjectMatchDifferential(t *testing.T) {
	names := []string{"id", "name", "email", "phone_numbers", "is_employed", "a_longer_member_name_here", "x"}
	set := NewNameSet(names...)
	pool := append(append([]string(nil), names...), "i", "nam", "names", "Name", `n\u0061me`, `\u0069d`,
		"phone_numberz", "a_longer_member_name_herf", "", "é", `x\"`)
	rnd := rand.New(rand.NewSource(2026_11_27))
	ws := []string{"", " ", "\n  ", "\t"}
	for round := 0; round < 3000; round++ {
		var sb strings.Builder
		sb.WriteString("{")
		for m, n := 0, rnd.Intn(8); m < n; m++ {
			if m > 0 {
				sb.WriteString(",")
			}
			sb.WriteString(ws[rnd.Intn(len(ws))] + `"` + pool[rnd.Intn(len(pool))] + `"` + ws[rnd.Intn(len(ws))] + ":" + ws[rnd.Intn(len(ws))])
			sb.WriteString([]string{"1", `"v"`, `{"id":[2]}`, "null"}[rnd.Intn(4)])
		}
		sb.WriteString(ws[rnd.Intn(len(ws))] + "}")
		doc := sb.String()
		if rnd.Intn(10) == 0 { // a cut document: the same error either way
			doc = doc[:rnd.Intn(len(doc))]
		}
		expects := map[string]func(int) int{
			"next":   func(n int) int { return n },
			"random": func(int) int { return rnd.Intn(len(names)+3) - 1 },
		}
		for input, newIt := range matchInputs {
			want := matchReference(input, doc, set)
			for how, expect := range expects {
				if got := matchWalk(newIt(doc), set, true, expect); got != want {
					t.Fatalf("%q (%s, expecting %s):\n got %q\nwant %q", doc, input, how, got, want)
				}
			}
		}
	}
}

// TestReadObjectMatchAllocs: matching, expected or not, allocates nothing.
func TestReadObjectMatchAllocs(t *testing.T) {
	set := NewNameSet("name", "age")
	doc := []byte(`{"name":"x","age":1,"other":2,"name":3}`)
	it := NewIterator(nil)
	allocs := testing.AllocsPerRun(100, func() {
		it.Reset(doc)
		for next := 0; ; {
			_, k, ok := it.ReadObjectMatch(set, next)
			if !ok {
				break
			}
			if k >= 0 {
				next = k + 1
			}
			it.Skip()
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per object", allocs)
	}
}
