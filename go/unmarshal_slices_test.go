package riffle

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// The slice decoder's scratch buffer (bind_decode_slice_scratch.go): a nil slice is
// read into the buffer, then copied into a new slice of its length.

type scratchNode struct {
	Name string
	Kids []scratchNode // the same slice type inside itself: the inner decode finds the buffer busy
}

type scratchItem struct {
	ID   int
	Tags []string
	Ptr  *string
}

// TestUnmarshalSlicesIntoNil decodes arrays of every length around the buffer's
// growth points into nil slices (scalars, strings, structs with pointers, nested and
// recursive slices, and a slice that already has capacity), and requires
// encoding/json's values; a second decode into fresh values must not see anything
// left in the buffer.
func TestUnmarshalSlicesIntoNil(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 8, 9, 16, 17, 100, 5000} {
		ints := make([]string, n)
		items := make([]string, n)
		strs := make([]string, n)
		for i := range n {
			ints[i] = fmt.Sprint(i * 7)
			items[i] = fmt.Sprintf(`{"ID":%d,"Tags":["a%d","b"],"Ptr":"p%d"}`, i, i, i)
			strs[i] = fmt.Sprintf(`"s%d"`, i)
		}
		docs := map[string]func() any{
			"[" + strings.Join(ints, ",") + "]":                                               func() any { return new([]int) },
			"[" + strings.Join(items, ",") + "]":                                              func() any { return new([]scratchItem) },
			"[[" + strings.Join(ints, ",") + "],[],[1]]":                                      func() any { return new([][]int) },
			"[" + strings.Join(strs, ",") + "]":                                               func() any { return new([]myString) },
			"[" + strings.Join(append(ints[:n:n], "null"), ",") + "]":                         func() any { return new([]*int) },
			"[" + strings.Join(append(strs[:n:n], "null"), ",") + "] ":                        func() any { return new([]*string) },
			`{"Name":"r","Kids":[{"Name":"a","Kids":[{"Name":"b"}]},{"Name":"c","Kids":[]}]}`: func() any { return new(scratchNode) },
		}
		for doc, newV := range docs {
			for round := range 2 {
				want, got := newV(), newV()
				if err := json.Unmarshal([]byte(doc), want); err != nil {
					t.Fatal(err)
				}
				if err := Unmarshal([]byte(doc), got); err != nil {
					t.Fatalf("%d %.60q: %v", n, doc, err)
				}
				if !reflect.DeepEqual(want, got) {
					t.Fatalf("round %d, %d %.60q into %T:\nwant %.300s\ngot  %.300s", round, n, doc, want, dump(want), dump(got))
				}
			}
		}
	}
	// What one decode wrote in the buffer is gone for the next: members absent the
	// second time stay zero.
	var first, second []scratchItem
	if err := Unmarshal([]byte(`[{"ID":1,"Tags":["a"],"Ptr":"p"},{"ID":2,"Tags":["b"]}]`), &first); err != nil {
		t.Fatal(err)
	}
	if err := Unmarshal([]byte(`[{"ID":3},{}]`), &second); err != nil {
		t.Fatal(err)
	}
	if want := []scratchItem{{ID: 3}, {}}; !reflect.DeepEqual(second, want) || first[0].Tags[0] != "a" || *first[0].Ptr != "p" {
		t.Fatalf("second decode %s, want %s (first %s)", dump(second), dump(want), dump(first))
	}
	// A slice with capacity keeps its backing array (encoding/json's rule).
	back := make([]scratchItem, 1, 4)
	back[0].Tags = []string{"kept"}
	s := back[:0]
	if err := Unmarshal([]byte(`[{"ID":1},{"ID":2}]`), &s); err != nil {
		t.Fatal(err)
	}
	if &s[0] != &back[0] || s[0].Tags[0] != "kept" || s[1].ID != 2 {
		t.Fatalf("decoded into a slice with capacity: %+v", s)
	}
}

// failingAt fails its UnmarshalJSON for the value 3: a fatal error in the middle of
// an array.
type failingAt int

func (f *failingAt) UnmarshalJSON(b []byte) error {
	if string(b) == "3" {
		return errors.New("three")
	}
	*f = failingAt(len(b))
	return nil
}

// TestUnmarshalSliceAbortKeepsWhatWasRead: an element whose UnmarshalJSON fails ends
// the decode; the slice holds the elements read before it and that one (zero), as
// when the slice grows element by element, and the next decode of the type works.
func TestUnmarshalSliceAbortKeepsWhatWasRead(t *testing.T) {
	var v []failingAt
	err := Unmarshal([]byte(`[11,22,3,44]`), &v)
	if err == nil || err.Error() != "three" {
		t.Fatalf("error %v, want three", err)
	}
	if want := []failingAt{2, 2, 0}; !reflect.DeepEqual(v, want) {
		t.Fatalf("got %v, want %v", v, want)
	}
	var w []failingAt
	if err := Unmarshal([]byte(`[1,22]`), &w); err != nil || !reflect.DeepEqual(w, []failingAt{1, 2}) {
		t.Fatalf("after the abort: %v, %v", w, err)
	}
}

// TestUnmarshalSlicesConcurrent decodes one slice type from many goroutines at once:
// one holds the buffer, the others grow their slices; all must give encoding/json's
// values (run under -race in make test).
func TestUnmarshalSlicesConcurrent(t *testing.T) {
	var items []string
	for i := range 40 {
		items = append(items, fmt.Sprintf(`{"ID":%d,"Tags":["x","y","z"],"Ptr":"q"}`, i))
	}
	doc := []byte("[" + strings.Join(items, ",") + "]")
	var want []scratchItem
	if err := json.Unmarshal(doc, &want); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 16)
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 200 {
				var got []scratchItem
				if err := Unmarshal(doc, &got); err != nil || !reflect.DeepEqual(got, want) {
					errs <- fmt.Sprintf("%v: %.200s", err, dump(got))
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
}

// TestUnmarshalIntegerKeysAllocs: a member of a map with integer keys costs no
// allocation for its key (it is viewed in the decode state), and the keys of every
// integer size and sign decode as encoding/json's.
func TestUnmarshalIntegerKeysAllocs(t *testing.T) {
	type id int16
	docs := map[string]func() any{
		`{"1":1,"-7":2,"32767":3}`:         func() any { return new(map[id]int) },
		`{"255":1,"0":2}`:                  func() any { return new(map[uint8]int) },
		`{"-9223372036854775808":1,"5":2}`: func() any { return new(map[int64]int) },
		`{"18446744073709551615":1}`:       func() any { return new(map[uint64]int) },
		`{"70000":1,"1":2}`:                func() any { return new(map[int16]int) }, // a key out of range
	}
	for doc, newV := range docs {
		want, got := newV(), newV()
		werr := json.Unmarshal([]byte(doc), want)
		gerr := Unmarshal([]byte(doc), got)
		if d := sameDecodeError(werr, gerr); d != "" || !reflect.DeepEqual(want, got) {
			t.Fatalf("%s into %T: %s; want %v, got %v", doc, want, d, dump(want), dump(got))
		}
	}
	if raceDetector {
		return // sync.Pool drops pooled decode states under -race
	}
	data := []byte(`{"1":1,"2":2,"3":3,"4":4,"5":5,"6":6,"7":7,"8":8}`)
	m := map[int]int{}
	if err := Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(100, func() { _ = Unmarshal(data, &m) }); n > 1 {
		t.Errorf("8 members into a map with integer keys that has them: %.1f allocations per run, want 1 (the temporary each value is decoded into)", n)
	}
}

// plainPoint holds no pointers: its slices are copied and zeroed as bytes.
type plainPoint struct {
	X, Y int32
	W    [2]float64
	On   bool
}

// TestUnmarshalPlainSlicesZeroed: a slice of pointer-free elements leaves nothing in
// the scratch buffer for the next decode, whose absent members stay zero.
func TestUnmarshalPlainSlicesZeroed(t *testing.T) {
	var first, second []plainPoint
	if err := Unmarshal([]byte(`[{"X":1,"Y":2,"W":[1.5,2.5],"On":true},{"X":3}]`), &first); err != nil {
		t.Fatal(err)
	}
	if err := Unmarshal([]byte(`[{"Y":7},{}]`), &second); err != nil {
		t.Fatal(err)
	}
	if want := []plainPoint{{Y: 7}, {}}; !reflect.DeepEqual(second, want) {
		t.Fatalf("second decode %+v, want %+v", second, want)
	}
	if want := []plainPoint{{X: 1, Y: 2, W: [2]float64{1.5, 2.5}, On: true}, {X: 3}}; !reflect.DeepEqual(first, want) {
		t.Fatalf("first decode changed: %+v", first)
	}
}

// TestHoldsPointers: the types whose slices are moved as plain bytes.
func TestHoldsPointers(t *testing.T) {
	for _, c := range []struct {
		v    any
		want bool
	}{
		{0, false}, {int8(0), false}, {1.5, false}, {complex64(0), false}, {true, false}, {uintptr(0), false},
		{[3]int{}, false}, {plainPoint{}, false}, {[2]plainPoint{}, false}, {struct{}{}, false},
		{"", true}, {[]int{}, true}, {new(int), true}, {map[int]int{}, true}, {[1]string{}, true},
		{[0]string{}, false}, {scratchItem{}, true}, {struct{ A [2]*int }{}, true}, {(chan int)(nil), true},
		{func() {}, true},
	} {
		if got := holdsPointers(reflect.TypeOf(c.v)); got != c.want {
			t.Errorf("holdsPointers(%T) = %v, want %v", c.v, got, c.want)
		}
	}
	var anyV any
	if !holdsPointers(reflect.TypeOf(&anyV).Elem()) {
		t.Error("holdsPointers(any) = false")
	}
}

// TestUnmarshalSlicesUnderGC decodes slices of strings, pointers and structs with
// pointers while another goroutine keeps the collector running, then checks every
// value after more collections: the copies out of the scratch buffer must keep what
// they point to alive (typed copies, with write barriers).
func TestUnmarshalSlicesUnderGC(t *testing.T) {
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
				runtime.GC()
			}
		}
	}()
	type kept struct {
		s []string
		p []*string
		i []scratchItem
	}
	var all []kept
	for r := range 300 {
		doc := fmt.Sprintf(`{"s":["a%d","b%d"],"p":["c%d",null,"d%d"],"i":[{"ID":%d,"Tags":["t%d"],"Ptr":"q%d"}]}`, r, r, r, r, r, r, r)
		var v struct {
			S []string      `json:"s"`
			P []*string     `json:"p"`
			I []scratchItem `json:"i"`
		}
		if err := Unmarshal([]byte(doc), &v); err != nil {
			t.Fatal(err)
		}
		all = append(all, kept{v.S, v.P, v.I})
		_ = make([]byte, 1<<10) // garbage, so that freed memory is reused
	}
	close(stop)
	wg.Wait()
	runtime.GC()
	runtime.GC()
	for i := range 1000 {
		_ = fmt.Sprintf("overwrite %d", i)
	}
	for r, k := range all {
		ok := len(k.s) == 2 && k.s[0] == fmt.Sprintf("a%d", r) && k.s[1] == fmt.Sprintf("b%d", r) &&
			len(k.p) == 3 && *k.p[0] == fmt.Sprintf("c%d", r) && k.p[1] == nil && *k.p[2] == fmt.Sprintf("d%d", r) &&
			len(k.i) == 1 && k.i[0].ID == r && k.i[0].Tags[0] == fmt.Sprintf("t%d", r) && *k.i[0].Ptr == fmt.Sprintf("q%d", r)
		if !ok {
			t.Fatalf("decode %d changed after collection: %+v", r, k)
		}
	}
}
