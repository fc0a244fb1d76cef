package riffle

import (
	"bytes"
	"fmt"
	"testing"
)

func TestNameSet(t *testing.T) {
	s := NewNameSet("id", "Name", "name", "ſ", "id")
	cases := []struct {
		in          string
		exact, fold int
	}{
		{"id", 0, 0}, {"name", 2, 2}, {"Name", 1, 1}, {"NAME", -1, 1}, {"nAmE", -1, 1},
		{"ID", -1, 0}, {"s", -1, 3}, {"S", -1, 3}, {"ſ", 3, 3}, {"idx", -1, -1}, {"", -1, -1},
	}
	for _, c := range cases {
		if got := s.Lookup([]byte(c.in)); got != c.exact {
			t.Errorf("Lookup(%q) = %d, want %d", c.in, got, c.exact)
		}
		if got := s.LookupFold([]byte(c.in)); got != c.fold {
			t.Errorf("LookupFold(%q) = %d, want %d", c.in, got, c.fold)
		}
		// The rule is encoding/json's: exact first, then bytes.EqualFold in order.
		want := s.Lookup([]byte(c.in))
		if want < 0 {
			for i, n := range s.table.names {
				if bytes.EqualFold([]byte(n), []byte(c.in)) {
					want = i
					break
				}
			}
		}
		if want != c.fold {
			t.Errorf("%q: bytes.EqualFold gives %d, table %d", c.in, want, c.fold)
		}
	}
	var zero NameSet
	if zero.Lookup([]byte("id")) != -1 || zero.LookupFold([]byte("id")) != -1 {
		t.Error("the zero NameSet finds a name")
	}
	name := []byte("NAME")
	if a := testing.AllocsPerRun(100, func() { s.Lookup(name); s.LookupFold(name) }); a != 0 {
		t.Fatalf("lookups allocate %v", a)
	}
}

func TestValueTypeString(t *testing.T) {
	it := NewIteratorString(`{"a":[1,"s",true,null]}`)
	if got := fmt.Sprint(it.WhatIsNext()); got != "object" {
		t.Fatalf("WhatIsNext prints %q", got)
	}
	want := []string{"invalid", "string", "number", "null", "bool", "array", "object", "ValueType(7)"}
	for v, w := range want {
		if got := ValueType(v).String(); got != w {
			t.Errorf("%d: %q, want %q", v, got, w)
		}
	}
}

// TestMarkOverReader: a live mark keeps its bytes across many refills, and memory is
// given back to the normal window once it is released.
func TestMarkOverReader(t *testing.T) {
	doc := []byte("[" + string(bytes.Repeat([]byte(`"abcdefgh",`), 2000)) + `"end"]`)
	it := Config{ReadBufferSize: 64}.NewIteratorReader(&chunkReader{b: doc, n: 5})
	it.ReadArray()
	m := it.Mark()
	n := 0
	for it.Skip(); it.ReadArray(); it.Skip() {
		n++
	}
	it.Rewind(m)
	if p := it.Pointer(); p != "/0" || it.ReadString() != "abcdefgh" {
		t.Fatalf("after Rewind: pointer %q, %v", p, it.Err())
	}
	m = it.Mark()
	it.Release(m)
	k := 0
	for it.ReadArray() {
		it.Skip()
		k++
	}
	if err := it.Finish(); err != nil || k != n {
		t.Fatalf("%v, %d elements then %d", err, n, k)
	}
}

func TestValidateMultipleValues(t *testing.T) {
	c := Config{MultipleValues: true}
	cases := []struct{ doc, want string }{
		{"", "ok"}, {" \n", "ok"}, {"1", "ok"}, {"1 2", "ok"}, {"{}[]\"s\"null", "ok"},
		{"{\"a\":1}\n{\"a\":2}\n", "ok"}, {"1 x", "invalid-character@2 "},
		{"[1] [2,", "unexpected-end@7 /1"}, {"[1] ]", "invalid-character@4 "},
	}
	for _, x := range cases {
		if got := errSummary(c.Validate([]byte(x.doc))); got != x.want {
			t.Errorf("%q: %s, want %s", x.doc, got, x.want)
		}
		for _, m := range inputModes {
			it := m.make(c, []byte(x.doc))
			for it.More() {
				it.Skip()
			}
			if got := errSummary(it.Finish()); got != x.want {
				t.Errorf("%q %s: More+Skip %s, want %s", x.doc, m.name, got, x.want)
			}
		}
	}
	if err := Validate([]byte("1 2")); err == nil {
		t.Fatal("without MultipleValues two texts are trailing data")
	}
}
