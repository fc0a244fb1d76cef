package riffle

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestReadVal binds each element of an array and each member value of an object with
// ReadVal, over bytes and over a reader cut in small chunks, and compares with
// encoding/json decoding each value on its own (offsets shifted by the value's start).
func TestReadVal(t *testing.T) {
	elems := []string{`{"A":1,"b":"x"}`, `{"A":"bad","b":"y"}`, `null`, `{"a":2,"B":"z","extra":[1,{}]}`, `[1]`, `{"b":7}`}
	doc := "[" + strings.Join(elems, ", ") + "]"
	check := func(name string, it *Iterator) {
		i := 0
		for it.ReadArray() {
			start := it.InputOffset() + 1 // after the ',' or '[' comes one space, except first
			if i == 0 {
				start = it.InputOffset()
			}
			var got, want decodeInner
			gerr := it.ReadVal(&got)
			werr := json.Unmarshal([]byte(elems[i]), &want)
			if te, ok := werr.(*UnmarshalTypeError); ok {
				te.Offset += start
			}
			if d := sameDecodeError(werr, gerr); d != "" {
				t.Errorf("%s: element %d: %s", name, i, d)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s: element %d: want %+v, got %+v", name, i, want, got)
			}
			i++
		}
		if err := it.Finish(); err != nil || i != len(elems) {
			t.Errorf("%s: %d elements, Finish: %v", name, i, err)
		}
	}
	check("bytes", NewIterator([]byte(doc)))
	check("string", NewIteratorString(doc))
	for _, n := range []int{1, 2, 3, 7} {
		check("reader", Config{ReadBufferSize: 16}.NewIteratorReader(&chunkReader{b: []byte(doc), n: n}))
	}
}

// TestReadValMember binds a member value and goes on with the walk, and stops on a
// syntax error inside a bound value.
func TestReadValMember(t *testing.T) {
	it := NewIterator([]byte(`{"keep":{"A":5},"skip":1,"n":[1,2]}`))
	var in decodeInner
	var n []int
	for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
		switch string(name) {
		case "keep":
			if err := it.ReadVal(&in); err != nil {
				t.Fatal(err)
			}
		case "n":
			if err := it.ReadVal(&n); err != nil {
				t.Fatal(err)
			}
		default:
			it.Skip()
		}
	}
	if err := it.Finish(); err != nil || in.A != 5 || len(n) != 2 {
		t.Fatalf("%v %+v %v", err, in, n)
	}
	it = NewIterator([]byte(`[{"A":1,}]`))
	it.ReadArray()
	err := it.ReadVal(&in)
	if e, ok := err.(*Error); !ok || e.Kind != KindInvalidCharacter || e.Offset != 8 || e.Pointer != "/0" {
		t.Fatalf("want invalid-character at 8, /0; got %v", err)
	}
	if err := it.ReadVal(nil); err != it.Err() {
		t.Fatalf("after a failure ReadVal returns the Iterator's error, got %v", err)
	}
	if _, ok := NewIterator([]byte(`1`)).ReadVal(decodeInner{}).(*InvalidUnmarshalError); !ok {
		t.Fatal("want InvalidUnmarshalError")
	}
}
