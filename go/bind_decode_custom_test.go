package riffle

import (
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
)

// celsius is decoded by a custom decoder from a number or from a string such as "21.5C".
type celsius float64

// methodTemp has UnmarshalJSON; a custom decoder for it takes precedence.
type methodTemp struct{ V string }

func (m *methodTemp) UnmarshalJSON(b []byte) error {
	m.V = "method:" + string(b)
	return nil
}

var (
	errCold  = errors.New("too cold")
	errWrong = errors.New("not a wrong")
)

// celsiusDecoder reads a number or a string ending in C; below -273.15 is an error.
var celsiusDecoder = DecoderFor(func(it *Iterator, v *celsius) error {
	var f float64
	switch it.WhatIsNext() {
	case StringValue:
		s := it.ReadString()
		if _, err := fmt.Sscanf(strings.TrimSuffix(s, "C"), "%g", &f); err != nil {
			return err
		}
	case NilValue:
		it.ReadNil()
		*v = -1000 // null means "unknown" here, to show the decoder sees it
		return nil
	default:
		f = it.ReadFloat64()
	}
	if f < -273.15 {
		return errCold
	}
	*v = celsius(f)
	return nil
})

var methodTempDecoder = DecoderFor(func(it *Iterator, v *methodTemp) error {
	v.V = "custom:" + it.ReadString()
	return it.Err()
})

type withTemps struct {
	A    celsius
	P    *celsius
	L    []celsius
	M    map[string]celsius
	Arr  [2]celsius
	Meth methodTemp
	Any  any
}

// TestDecoderForEverywhere: a custom decoder is used for fields, pointers, slice, array
// and map elements, at the top level and in place of an UnmarshalJSON method, over
// bytes and over a reader fed one byte at a time.
func TestDecoderForEverywhere(t *testing.T) {
	cfg := Compatible()
	cfg.Codecs = NewCodecs(celsiusDecoder, methodTempDecoder)
	in := `{"A":"21.5C","P":3,"L":[1,"2C",null],"M":{"x":"4C","y":5},"Arr":[6,"7C"],"Meth":"m","Any":"8C"}`
	c := func(f float64) *celsius { v := celsius(f); return &v }
	want := withTemps{A: 21.5, P: c(3), L: []celsius{1, 2, -1000}, M: map[string]celsius{"x": 4, "y": 5},
		Arr: [2]celsius{6, 7}, Meth: methodTemp{"custom:m"}, Any: "8C"}
	var got withTemps
	if err := cfg.Unmarshal([]byte(in), &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	var viaReader withTemps
	if err := cfg.NewDecoder(iotest.OneByteReader(strings.NewReader(in))).Decode(&viaReader); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(viaReader, want) {
		t.Fatalf("reader: got %+v\nwant %+v", viaReader, want)
	}
	var top celsius
	if err := cfg.Unmarshal([]byte(`"-4C"`), &top); err != nil || top != -4 {
		t.Fatalf("top level: %v, %v", top, err)
	}
	var meth methodTemp
	if err := cfg.Unmarshal([]byte(`"x"`), &meth); err != nil || meth.V != "custom:x" {
		t.Fatalf("top level over UnmarshalJSON: %+v, %v", meth, err)
	}
	// Without the codecs, the method and the built-in decoders run as before.
	if err := Unmarshal([]byte(`"x"`), &meth); err != nil || meth.V != `method:"x"` {
		t.Fatalf("without codecs: %+v, %v", meth, err)
	}
}

// TestDecoderForErrors: the decoder's error is returned as it is (after a recoverable
// value error it caused is recovered); a decoder that reads no value, two values, or
// leaves a container open fails the decode naming its type; a syntax error inside the
// value is the syntax error.
func TestDecoderForErrors(t *testing.T) {
	cfg := Compatible()
	cfg.Codecs = NewCodecs(celsiusDecoder)
	var v withTemps
	if err := cfg.Unmarshal([]byte(`{"L":[1,-300]}`), &v); !errors.Is(err, errCold) {
		t.Fatalf("decoder error: %v", err)
	}
	var se *SyntaxError
	if err := cfg.Unmarshal([]byte(`{"L":[1,"2C",]}`), &v); !errors.As(err, &se) {
		t.Fatalf("syntax error: %T %v", err, err)
	}

	type wrong int
	mismatch := DecoderFor(func(it *Iterator, v *wrong) error {
		n := it.ReadInt() // a string here: a recoverable value error
		*v = wrong(n)
		if it.Err() != nil {
			return errWrong
		}
		return nil
	})
	nothing := DecoderFor(func(it *Iterator, v *wrong) error { return nil })
	open := DecoderFor(func(it *Iterator, v *wrong) error { it.ReadArray(); return nil })
	twoMembers := DecoderFor(func(it *Iterator, v *wrong) error {
		it.Skip()
		if _, ok := it.ReadObject(); ok { // the next member of the enclosing object
			it.Skip()
		}
		return nil
	})
	twoElements := DecoderFor(func(it *Iterator, v *wrong) error {
		it.Skip()
		if it.ReadArray() { // the next element of the enclosing array
			it.Skip()
		}
		return nil
	})
	type holder struct {
		W  wrong
		Ws []wrong
		Z  int
	}
	inMember, inArray := `{"W":[1,2],"Z":3}`, `{"Ws":[[1],[2],[3]],"Z":3}`
	for _, c := range []struct {
		name, in string
		dec      CustomDecoder
	}{
		{"reads nothing", inMember, nothing}, {"reads nothing", inArray, nothing},
		{"leaves open", inMember, open}, {"leaves open", inArray, open},
		{"reads two members", inMember, twoMembers}, {"reads two elements", inArray, twoElements},
	} {
		cfg.Codecs = NewCodecs(c.dec)
		var h holder
		err := cfg.Unmarshal([]byte(c.in), &h)
		if !errors.Is(err, errNotOneValueRead) || !strings.Contains(err.Error(), "riffle.wrong") {
			t.Errorf("%s, %s: %v", c.name, c.in, err)
		}
		err = cfg.NewDecoder(iotest.OneByteReader(strings.NewReader(c.in))).Decode(&h)
		if !errors.Is(err, errNotOneValueRead) {
			t.Errorf("%s, %s, reader: %v", c.name, c.in, err)
		}
	}
	cfg.Codecs = NewCodecs(mismatch)
	var h holder
	if err := cfg.Unmarshal([]byte(`{"W":"x","Z":3}`), &h); err != errWrong {
		t.Fatalf("after a recoverable value error: %T %v, want the decoder's error", err, err)
	}
}

// TestDecoderForLongNamesOverReader: over a reader with a small buffer, long names and
// long values do not make a decoder look as if it read past its value (the Decoder's
// save point keeps the value in the buffer).
func TestDecoderForLongNamesOverReader(t *testing.T) {
	cfg := Compatible()
	cfg.Codecs = NewCodecs(celsiusDecoder)
	cfg.ReadBufferSize = 16
	long := strings.Repeat("n", 40)
	in := fmt.Sprintf(`{"%s":{"%s1":"1C","%s2":"%s"},"z":[2]}`, long, long, long, strings.Repeat("9", 30)+"C")
	var v map[string]map[string]celsius
	for _, r := range []io.Reader{strings.NewReader(in), iotest.OneByteReader(strings.NewReader(in)), iotest.HalfReader(strings.NewReader(in))} {
		err := cfg.NewDecoder(r).Decode(&v)
		var te *UnmarshalTypeError
		if err != nil && !errors.As(err, &te) { // "z" holds an array: a type error, not ours
			t.Fatalf("%v", err)
		}
		if v[long][long+"1"] != 1 || v[long][long+"2"] < 9e29 {
			t.Fatalf("got %v", v)
		}
	}
	// A short name, then a value longer than the buffer, read by the decoder.
	short := fmt.Sprintf(`{"x":{"a":"%sC","b":2}}`, strings.Repeat("1", 100))
	for _, r := range []io.Reader{strings.NewReader(short), iotest.OneByteReader(strings.NewReader(short))} {
		var w map[string]map[string]celsius
		if err := cfg.NewDecoder(r).Decode(&w); err != nil || w["x"]["a"] < 1e99 || w["x"]["b"] != 2 {
			t.Fatalf("short name, long value: %v %v", w, err)
		}
	}
}

// TestDecoderForStringAndAny: custom decoders for string and any replace the built-in
// map fast paths too.
func TestDecoderForStringAndAny(t *testing.T) {
	cfg := Compatible()
	cfg.Codecs = NewCodecs(
		DecoderFor(func(it *Iterator, v *string) error { *v = strings.ToUpper(it.ReadString()); return it.Err() }),
		DecoderFor(func(it *Iterator, v *any) error { it.Skip(); *v = "skipped"; return it.Err() }),
	)
	var ms map[string]string
	var ma map[string]any
	if err := cfg.Unmarshal([]byte(`{"a":"x"}`), &ms); err != nil || ms["a"] != "X" {
		t.Fatalf("map[string]string: %v %v", ms, err)
	}
	if err := cfg.Unmarshal([]byte(`{"a":[1,2]}`), &ma); err != nil || ma["a"] != "skipped" {
		t.Fatalf("map[string]any: %v %v", ma, err)
	}
}
