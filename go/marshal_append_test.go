package riffle

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// Tests of the append encoders' error paths and of how MarshalTo leaves its Stream:
// the Stream errors of a marshal (a limit, ill-formed UTF-8 under the reject policy)
// carry the offset and pointer of the failing value, found from the text written
// before it. The expected places are those the Stream-based encoders reported
// before the append encoders replaced them (checked on both).

type appendErrInner struct {
	Tags []string `json:"tags"`
}

type appendErrDoc struct {
	Name  string            `json:"name"`
	Items []appendErrInner  `json:"items"`
	Deep  [][][]int         `json:"deep"`
	Map   map[string][]bool `json:"map"`
}

// TestMarshalSyntaxErrorPlaces checks kind, offset and pointer of Stream errors met
// while marshalling.
func TestMarshalSyntaxErrorPlaces(t *testing.T) {
	deep := Compatible()
	deep.MaxDepth = 3
	strict := Compatible()
	strict.InvalidUTF8 = InvalidUTF8Reject
	for _, tc := range []struct {
		name string
		c    BindConfig
		v    any
		want string // kind@offset pointer
	}{
		{"depth in a map in an array", deep, []any{1, map[string]any{"a": []any{[]any{}}}}, `limit-exceeded@9 "/1/a/0"`},
		{"depth in a struct", deep, appendErrDoc{Deep: [][][]int{{{1}}}}, `limit-exceeded@33 "/deep/0/0"`},
		{"depth of an empty container", deep, [][][][]int{{{{}}}}, `limit-exceeded@3 "/0/0/0"`},
		{"bad string in a slice", strict, appendErrDoc{Items: []appendErrInner{{}, {Tags: []string{"x", "\xff"}}}},
			`invalid-value@46 "/items/1/tags/1"`},
		{"bad string member", strict, appendErrDoc{Name: "a\xffb"}, `invalid-value@1 "/name"`},
		{"bad map key", strict, map[string]int{"a": 1, "b\xff": 2}, `invalid-value@6 ""`},
		{"bad map value", strict, map[string][]string{"a": {"\xfe"}}, `invalid-value@6 "/a/0"`},
		{"bad string in any", strict, map[string]any{"k~/": []any{"ok", "\xc0"}}, `invalid-value@12 "/k~0~1/1"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := tc.c.Marshal(tc.v)
			var e *Error
			if !errors.As(err, &e) || out != nil {
				t.Fatalf("Marshal = %q, %v; want a *Error", out, err)
			}
			if got := fmt.Sprintf("%s@%d %q", e.Kind, e.Offset, e.Pointer); got != tc.want {
				t.Errorf("error %s, want %s", got, tc.want)
			}
			s := tc.c.NewStreamBytes(nil)
			s.WriteArrayStart()
			s.WriteInt(7)
			if err := tc.c.MarshalTo(s, tc.v); !errors.As(err, &e) || s.Err() != err {
				t.Fatalf("MarshalTo = %v, Err() = %v", err, s.Err())
			}
			// The Stream keeps the text before the failing value, as a failed call does.
			if got, want := int64(len(s.Buffer())), e.Offset; got != want || s.Written() != want {
				t.Errorf("after the error the Stream holds %d bytes (%q), Written %d, want %d", got, s.Buffer(), s.Written(), want)
			}
			// What it keeps is the text the value would have begun with (its structs'
			// braces in place), as Marshal without the limit or with \ufffd writes it.
			full, err := Compatible().Marshal(tc.v)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix("[7,"+string(full), string(s.Buffer())) {
				t.Errorf("the Stream keeps %q, not a prefix of [7,%s", s.Buffer(), full)
			}
			if !strings.HasPrefix(e.Pointer, "/1") {
				t.Errorf("MarshalTo pointer %q does not start with the array slot /1", e.Pointer)
			}
		})
	}
}

type appendBadMarshaler struct{}

func (appendBadMarshaler) MarshalJSON() ([]byte, error) { return []byte(`{"a":[1,}`), nil }

// TestMarshalToBindErrorRestores checks that a value that cannot be marshalled
// leaves the Stream as it was: no byte of it and no error in the Stream.
func TestMarshalToBindErrorRestores(t *testing.T) {
	for _, v := range []any{
		map[string]any{"a": []any{1.5, math.NaN()}},
		[]any{"x", make(chan int)},
		[]any{appendBadMarshaler{}},
	} {
		s := Compatible().NewStreamBytes(nil)
		s.WriteObjectStart()
		s.WriteObjectField("k")
		if err := Compatible().MarshalTo(s, v); err == nil {
			t.Fatalf("MarshalTo(%#v) succeeded", v)
		}
		if s.Err() != nil || string(s.Buffer()) != `{"k":` {
			t.Fatalf("after a failed MarshalTo(%#v): %q, Err %v", v, s.Buffer(), s.Err())
		}
		s.WriteInt(1)
		s.WriteObjectEnd()
		if err := s.Close(); err != nil || string(s.Buffer()) != `{"k":1}` {
			t.Fatalf("the Stream does not go on: %q, %v", s.Buffer(), err)
		}
	}
}

// TestMarshalerErrorPlace checks the *Error inside the MarshalerError of an invalid
// MarshalJSON output: its offset and pointer are the value's place in the output.
func TestMarshalerErrorPlace(t *testing.T) {
	_, err := Compatible().Marshal(map[string]any{"list": []any{true, appendBadMarshaler{}}})
	var me *MarshalerError
	var e *Error
	if !errors.As(err, &me) || !errors.As(err, &e) {
		t.Fatalf("error %v, want a MarshalerError with a *Error", err)
	}
	if got, want := fmt.Sprintf("%s@%d %q", e.Kind, e.Offset, e.Pointer), `invalid-value@13 "/list/1"`; got != want {
		t.Errorf("error %s, want %s", got, want)
	}
}

// TestMarshalToIndented checks that a value marshalled into an indenting Stream is
// laid out at the Stream's depth, as the Stream's own values are.
func TestMarshalToIndented(t *testing.T) {
	c := Compatible()
	c.Indent = "  "
	s := c.NewStreamBytes(nil)
	s.WriteObjectStart()
	s.WriteObjectField("v")
	if err := c.MarshalTo(s, appendErrDoc{Name: "n", Items: []appendErrInner{{Tags: []string{}}}}); err != nil {
		t.Fatal(err)
	}
	s.WriteObjectEnd()
	want := "{\n  \"v\": {\n    \"name\": \"n\",\n    \"items\": [\n      {\n        \"tags\": []\n      }\n    ],\n" +
		"    \"deep\": null,\n    \"map\": null\n  }\n}"
	if err := s.Close(); err != nil || string(s.Buffer()) != want {
		t.Fatalf("got %q, %v\nwant %q", s.Buffer(), err, want)
	}
}

type appendPair struct{ A, B float64 }

// TestCustomEncoderErrorPlace checks the *Error of a custom encoder's failed Stream
// call: its offset and pointer are its place in the whole output.
func TestCustomEncoderErrorPlace(t *testing.T) {
	c := Compatible()
	c.Codecs = NewCodecs(EncoderFor(func(s *Stream, v *appendPair) error {
		s.WriteArrayStart()
		s.WriteFloat64(v.A)
		s.WriteFloat64(v.B)
		s.WriteArrayEnd()
		return nil
	}))
	out, err := c.Marshal(map[string]any{"x": []any{appendPair{1, 2}, appendPair{3, 4}}})
	if err != nil || string(out) != `{"x":[[1,2],[3,4]]}` {
		t.Fatalf("got %s, %v", out, err)
	}
	_, err = c.Marshal(map[string]any{"x": []any{appendPair{1, 2}, appendPair{3, math.NaN()}}})
	var me *MarshalerError
	var e *Error
	if !errors.As(err, &me) || !errors.As(err, &e) {
		t.Fatalf("error %v, want a MarshalerError with a *Error", err)
	}
	if got, want := fmt.Sprintf("%s@%d %q", e.Kind, e.Offset, e.Pointer), `invalid-value@14 "/x/1/1"`; got != want {
		t.Errorf("error %s, want %s", got, want)
	}
}
