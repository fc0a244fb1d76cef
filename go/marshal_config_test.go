package riffle

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Fastest writes what encoding/json writes without HTML escaping, maps in any order.
func TestMarshalFastestDecodesAlike(t *testing.T) {
	for name, v := range differentialValues() {
		var wb bytes.Buffer
		enc := json.NewEncoder(&wb)
		enc.SetEscapeHTML(false)
		werr := enc.Encode(v)
		want := wb.Bytes()
		got, err := Fastest().Marshal(v)
		if (err == nil) != (werr == nil) {
			t.Fatalf("%s: error %v, encoding/json's %v", name, err, werr)
		}
		if err != nil {
			continue
		}
		var a, b any
		if err := json.Unmarshal(want, &a); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(got, &b); err != nil {
			t.Fatalf("%s: Fastest output %s: %v", name, got, err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%s: Fastest %s, encoding/json %s", name, got, want)
		}
		if !bytes.Equal(got, bytes.TrimSuffix(want, []byte("\n"))) && !strings.Contains(name, "map") {
			t.Fatalf("%s: Fastest %s, encoding/json without HTML escaping %s", name, got, want)
		}
	}
}

type customHolder struct {
	When  time.Time
	Whens []time.Time
	Plain string
}

func TestMarshalCustomEncoder(t *testing.T) {
	unix := EncoderFor(func(s *Stream, v *time.Time) error {
		s.WriteInt64(v.Unix())
		return nil
	})
	c := Compatible()
	c.Codecs = NewCodecs(unix)
	v := customHolder{When: time.Unix(100, 0), Whens: []time.Time{time.Unix(7, 0)}, Plain: "p"}
	got, err := c.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"When":100,"Whens":[7],"Plain":"p"}`; string(got) != want {
		t.Fatalf("got %s, want %s", got, want)
	}
	if got, _ := c.Marshal(any(time.Unix(3, 0))); string(got) != "3" {
		t.Fatalf("top-level custom: %s", got)
	}
	// The default cache is not affected by another Codecs.
	if got, _ := Marshal(v); strings.Contains(string(got), `"When":100`) {
		t.Fatalf("custom encoder leaked into Compatible: %s", got)
	}
}

func TestMarshalCustomEncoderErrors(t *testing.T) {
	boom := errors.New("boom")
	cases := map[string]CustomEncoder{
		"returns error": EncoderFor(func(s *Stream, v *int) error { return boom }),
		"writes none":   EncoderFor(func(s *Stream, v *int) error { return nil }),
		"writes two": EncoderFor(func(s *Stream, v *int) error {
			s.WriteInt(1)
			s.WriteInt(2)
			return nil
		}),
		"leaves open": EncoderFor(func(s *Stream, v *int) error {
			s.WriteArrayStart()
			return nil
		}),
		"misuses": EncoderFor(func(s *Stream, v *int) error {
			s.WriteObjectEnd()
			return nil
		}),
	}
	for name, enc := range cases {
		c := Compatible()
		c.Codecs = NewCodecs(enc)
		for _, v := range []any{1, []int{1, 2}, struct{ A int }{1}} {
			_, err := c.Marshal(v)
			var me *MarshalerError
			if !errors.As(err, &me) || me.Type != reflect.TypeFor[int]() {
				t.Fatalf("%s on %T: error %v, want a MarshalerError for int", name, v, err)
			}
		}
	}
}

func TestMarshalToStream(t *testing.T) {
	s := Config{Indent: " "}.NewStream(nil)
	s.WriteArrayStart()
	if err := Compatible().MarshalTo(s, map[string]int{"b": 1, "a": 2}); err != nil {
		t.Fatal(err)
	}
	s.WriteArrayEnd()
	if want := "[\n {\n  \"a\": 2,\n  \"b\": 1\n }\n]"; string(s.Buffer()) != want {
		t.Fatalf("got %q, want %q", s.Buffer(), want)
	}
}

// MarshalTo into a reused Stream allocates nothing: the Stream keeps the state of its
// first MarshalTo (it used to escape to the heap per call, then came from a pool).
func TestMarshalToAllocs(t *testing.T) {
	type inner struct {
		Name string
		Tags []string
	}
	v := &struct {
		ID    int
		Ratio float64
		In    inner
		Items []inner
	}{7, 0.5, inner{"a", []string{"x", "y"}}, []inner{{"b", nil}, {"c", []string{"z"}}}}
	s := Fastest().NewStreamBytes(nil)
	run := func() {
		s.ResetBytes(s.Buffer()[:0])
		if err := Fastest().MarshalTo(s, v); err != nil {
			t.Fatal(err)
		}
	}
	run()
	want, _ := json.Marshal(v)
	if !bytes.Equal(s.Buffer(), want) {
		t.Fatalf("got %s, want %s", s.Buffer(), want)
	}
	if n := testing.AllocsPerRun(100, run); n != 0 {
		t.Errorf("MarshalTo into a reused Stream: %.1f allocations per run, want 0", n)
	}
}

// nested is a map type that holds maps of its own type.
type nested map[string]nested

// Fastest writes a map as it iterates it, through a key and a value holder of its type
// that the state keeps for the next map of that type: no allocation once warm, however
// many entries, where a sorted write copies all the values first. Each key kind the
// in-order path takes decodes as encoding/json's output does, maps nested in maps of
// their own type included.
func TestMarshalFastestMapsInOrder(t *testing.T) {
	type event struct {
		ID   int
		Name string
		Tags []string
	}
	type named string
	type small int8
	big := map[string]event{}
	for i := range 500 {
		big[strconv.Itoa(i)] = event{i, "n" + strconv.Itoa(i), []string{"t"}}
	}
	values := []any{
		big,
		map[int]string{-3: "a", 0: "b", 1 << 40: "c"},
		map[uint16]bool{0: true, 65535: false},
		map[small]int{-128: 1, 127: 2},
		map[named]*event{"p": {1, "x", nil}, "nil": nil},
		map[string]map[string]int{"outer": {"inner": 1}, "empty": {}},
		nested{"a": {"b": {"c": nil, "d": {}}}, "e": nil},
	}
	for _, v := range values {
		got, err := Fastest().Marshal(v)
		if err != nil {
			t.Fatalf("%T: %v", v, err)
		}
		want, _ := json.Marshal(v)
		var a, b any
		if err := json.Unmarshal(got, &b); err != nil {
			t.Fatalf("%T: %s: %v", v, got, err)
		}
		json.Unmarshal(want, &a)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%T: Fastest %s, encoding/json %s", v, got, want)
		}
	}
	if raceDetector {
		return
	}
	s := Fastest().NewStreamBytes(nil)
	for _, n := range []int{1, 500} {
		m := map[string]event{}
		for k, v := range big {
			if len(m) == n {
				break
			}
			m[k] = v
		}
		run := func() {
			s.ResetBytes(s.Buffer()[:0])
			if err := Fastest().MarshalTo(s, m); err != nil {
				t.Fatal(err)
			}
		}
		allocs := testing.AllocsPerRun(50, run)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for range 50 {
			run()
		}
		runtime.ReadMemStats(&after)
		bytes := (after.TotalAlloc - before.TotalAlloc) / 50
		if allocs != 0 || bytes > 64 {
			t.Errorf("a map of %d entries: %.1f allocations of %d bytes per write, want none once warm", n, allocs, bytes)
		}
		// The kept holders hold nothing of the caller's values.
		for typ, free := range s.marshalState.holders {
			for _, h := range free {
				if !h.key.IsZero() || !h.value.IsZero() {
					t.Errorf("a kept holder of %v holds %v: %v", typ, h.key, h.value)
				}
			}
		}
	}
}

func TestMarshalStreamLimits(t *testing.T) {
	c := Compatible()
	c.MaxDepth = 3
	var e *Error
	if _, err := c.Marshal([][][][]int{{{{1}}}}); !errors.As(err, &e) || e.Kind != KindLimitExceeded {
		t.Fatalf("error %v, want a KindLimitExceeded *Error", err)
	}
	// A struct with no member to write is still a container for the limit: {} at
	// level 3 is written, at level 4 it fails as any other object does.
	type empty struct{ hidden int }
	if got, err := c.Marshal([][]empty{{{}}}); err != nil || string(got) != "[[{}]]" {
		t.Fatalf("[[{}]] at MaxDepth 3: %s, %v", got, err)
	}
	if _, err := c.Marshal([][][]empty{{{{}}}}); !errors.As(err, &e) || e.Kind != KindLimitExceeded {
		t.Fatalf("[[[{}]]] at MaxDepth 3: error %v, want a KindLimitExceeded *Error", err)
	}
	// A slice of them is written in one loop (appendEmptyStructElements); its error
	// is the one the first element's own check gives.
	if _, err := c.Marshal([]any{1, [][]empty{{}, {{}, {}}}}); !errors.As(err, &e) || e.Offset != 8 || e.Pointer != "/1/1/0" {
		t.Fatalf("[1,[[],[{},{}]]] at MaxDepth 3: error %v, want offset 8 and pointer /1/1/0", err)
	}
	if got, err := c.Marshal([][]empty{{}, {{}, {}, {}}, nil}); err != nil || string(got) != "[[],[{},{},{}],null]" {
		t.Fatalf("slices of empty structs: %s, %v", got, err)
	}
	var deep any = 1
	for range 20000 {
		deep = []any{deep}
	}
	want, _ := json.Marshal(deep)
	got, err := Marshal(deep)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("deep value: %v", err)
	}
}

// A Marshaler's output is HTML-escaped also when the Stream flushes to a writer in
// the middle of a value.
func TestMarshalToFlushingStreamEscapesRaw(t *testing.T) {
	var w bytes.Buffer
	s := Config{EscapeHTML: true}.NewStream(&w)
	v := []any{strings.Repeat("x", StreamFlushThreshold), RawMessage(`"<&>"`)}
	if err := Compatible().MarshalTo(s, v); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(v)
	if !bytes.Equal(w.Bytes(), want) {
		t.Fatalf("got %s, want %s", w.Bytes()[len(w.Bytes())-30:], want[len(want)-30:])
	}
}

// A Stream reused by MarshalTo with different options and values writes what a new
// Stream writes each time: nothing of one call's state (sorting, escaping, the pointer
// cycle check, a failure) stays for the next.
func TestMarshalToReusedState(t *testing.T) {
	type node struct {
		Name string         `json:"name"`
		Next *node          `json:"next,omitempty"`
		M    map[string]int `json:"m,omitempty"`
	}
	cyc := &node{Name: "<a&b>"}
	cyc.Next = cyc
	values := []any{
		map[string]int{"b": 1, "a": 2, "c": 3}, // in Fastest's map order: Compatible only
		&node{Name: "<x>", Next: &node{Name: "y", M: map[string]int{"z": 1}}},
		cyc, // fails: a cycle
		[]any{"é\u2028", 1.5, nil, map[string]any{"k": []int{1, 2}}},
		"\xff", // ill-formed UTF-8: replaced or failed by the config
	}
	configs := []BindConfig{Compatible(), Fastest()}
	reused := Compatible().NewStreamBytes(nil)
	for round := range 3 {
		for k, v := range values {
			for _, c := range configs {
				if k == 0 && !c.SortMapKeys {
					continue
				}
				fresh := c.NewStreamBytes(nil)
				wantErr := c.MarshalTo(fresh, v)
				reused.ResetBytes(nil)
				reused.configure(&c.Config)
				gotErr := c.MarshalTo(reused, v)
				if (gotErr == nil) != (wantErr == nil) || string(reused.Buffer()) != string(fresh.Buffer()) {
					t.Fatalf("round %d, %T: reused Stream wrote %q (%v), a new one %q (%v)", round, v, reused.Buffer(), gotErr, fresh.Buffer(), wantErr)
				}
			}
		}
	}
}
