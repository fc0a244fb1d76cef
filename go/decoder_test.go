package riffle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"testing/iotest"
)

// Differential tests of Decoder against encoding/json's: the same operations on the
// same stream, delivered whole and in small chunks, must give the same values, errors,
// More, InputOffset and Buffered bytes.

// decoderStreams are inputs for the Decoder tests.
var decoderStreams = []string{
	``, ` `, `1`, `1 2 3`, "1\n2\n", `[1,2]{"a":1}"s"null true`, `{"a":[1,{"b":"c"}],"A":2,"x":null} [] {}`,
	`[1,"a",null,true,{"x":[]}]`, `{"a":1,"b":[1,2,{"c":"d"}]}`, `123abc`, `[1,2`, `{"a":`, `{"a" 1}`, `[1 2]`, `[1,]`, `{,}`, `]`, `:`, `,`, `[1,2] `, "[] \n",
	`"unterminated`, `{"a":1}}`, `[[1],[2]] [3`, `{"I":"x","S":1,"B":true}{"I":2}`, `1.x`, `-`, `tru`, `[1e400]`, `{"A":1,"unknown":2,"b":"s"}`,
	` {"a" : 1 , "b" : [ 1 , 2 ] } `, `[{"a":1},{"a":2}]`, `"\u00e9" "bad\xffutf8"`, `{"a":1 "b":2}`, `{"a":1,"b"}`, `[1:2]`,
}

// decoderProgram is a sequence of calls on a Decoder.
type decoderProgram struct {
	name string
	run  func(dec decoderAPI) []string
}

// decoderAPI is what both Decoders offer.
type decoderAPI interface {
	Decode(v any) error
	Token() (json.Token, error)
	More() bool
	InputOffset() int64
	Buffered() io.Reader
}

// describe renders a result for comparison.
func describe(v any, err error) string {
	if err != nil {
		var se *SyntaxError
		var te *UnmarshalTypeError
		switch {
		case reflectAs(err, &se):
			return fmt.Sprintf("SyntaxError{%q %d}", se.Error(), se.Offset)
		case reflectAs(err, &te):
			return fmt.Sprintf("UnmarshalTypeError%+v", *te)
		}
		return fmt.Sprintf("%T %q", err, err.Error())
	}
	var b strings.Builder
	renderValue(&b, reflect.ValueOf(v))
	return fmt.Sprintf("%T %s", v, b.String())
}

// renderValue writes v like %#v, but through pointers instead of their addresses (two
// decoders allocate the same values at different addresses; FuzzDecoder once failed on
// that alone) and with map members in a fixed order.
func renderValue(b *strings.Builder, v reflect.Value) {
	switch v.Kind() {
	case reflect.Invalid:
		b.WriteString("<nil>")
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		if v.Kind() == reflect.Pointer {
			b.WriteByte('&')
		}
		renderValue(b, v.Elem())
	case reflect.Struct:
		b.WriteString(v.Type().String() + "{")
		for i := range v.NumField() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(v.Type().Field(i).Name + ":")
			renderValue(b, v.Field(i))
		}
		b.WriteByte('}')
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			b.WriteString("nil")
			return
		}
		b.WriteByte('[')
		for i := range v.Len() {
			if i > 0 {
				b.WriteString(", ")
			}
			renderValue(b, v.Index(i))
		}
		b.WriteByte(']')
	case reflect.Map:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		var members []string
		for it := v.MapRange(); it.Next(); {
			var m strings.Builder
			renderValue(&m, it.Key())
			m.WriteByte(':')
			renderValue(&m, it.Value())
			members = append(members, m.String())
		}
		sort.Strings(members)
		b.WriteString("map[" + strings.Join(members, ", ") + "]")
	case reflect.Chan, reflect.Func, reflect.UnsafePointer:
		if v.IsNil() {
			b.WriteString("nil")
		} else {
			b.WriteString("non-nil " + v.Kind().String())
		}
	default:
		fmt.Fprintf(b, "%#v", v)
	}
}

// reflectAs is errors.As for the two error types (no wrapping involved).
func reflectAs[T any](err error, target *T) bool {
	t, ok := err.(T)
	if ok {
		*target = t
	}
	return ok
}

const maxDecoderSteps = 64

var decoderPrograms = []decoderProgram{
	{"decode any", func(dec decoderAPI) (out []string) {
		for range maxDecoderSteps {
			var v any
			err := dec.Decode(&v)
			out = append(out, describe(v, err), fmt.Sprint(dec.InputOffset()))
			if err != nil && err != io.EOF && !strings.Contains(describe(v, err), "UnmarshalTypeError") {
				return out
			}
			if err == io.EOF {
				return out
			}
		}
		return out
	}},
	{"decode typed", func(dec decoderAPI) (out []string) {
		for range maxDecoderSteps {
			var v decodeAll
			err := dec.Decode(&v)
			out = append(out, describe(v, err), fmt.Sprint(dec.InputOffset()))
			if err == io.EOF || err != nil && !strings.HasPrefix(describe(nil, err), "UnmarshalTypeError") {
				return out
			}
		}
		return out
	}},
	{"nil target", func(dec decoderAPI) (out []string) {
		for range maxDecoderSteps {
			err := dec.Decode(nil)
			var v any
			err2 := dec.Decode(&v)
			out = append(out, describe(nil, err), describe(v, err2), fmt.Sprint(dec.InputOffset()))
			if err2 != nil {
				return out
			}
		}
		return out
	}},
	{"tokens", func(dec decoderAPI) (out []string) {
		for range maxDecoderSteps {
			tok, err := dec.Token()
			out = append(out, describe(tok, err), fmt.Sprint(dec.InputOffset(), dec.More()))
			if err != nil {
				return out
			}
		}
		return out
	}},
	{"mixed", func(dec decoderAPI) (out []string) {
		for range maxDecoderSteps {
			tok, err := dec.Token()
			out = append(out, describe(tok, err))
			if err != nil {
				return out
			}
			for dec.More() {
				var v any
				err := dec.Decode(&v)
				out = append(out, describe(v, err), fmt.Sprint(dec.InputOffset()))
				if err != nil {
					return out
				}
				if len(out) > 4*maxDecoderSteps {
					return out
				}
			}
		}
		return out
	}},
}

// TestDecoderDifferential runs every program on every stream against encoding/json.
func TestDecoderDifferential(t *testing.T) {
	for _, p := range decoderPrograms {
		for _, in := range decoderStreams {
			want := p.run(json.NewDecoder(strings.NewReader(in)))
			for _, chunk := range []int{0, 1, 2, 3, 7} {
				var r io.Reader = strings.NewReader(in)
				if chunk > 0 {
					r = &chunkReader{b: []byte(in), n: chunk}
				}
				got := p.run(NewDecoder(r))
				if !reflect.DeepEqual(want, got) {
					t.Errorf("%s on %q (chunks of %d):\nwant %q\ngot  %q", p.name, in, chunk, want, got)
				}
			}
		}
	}
}

// TestDecoderOptions checks UseNumber and DisallowUnknownFields against encoding/json.
func TestDecoderOptions(t *testing.T) {
	in := `{"A":1.5,"b":"s","zzz":[1]} {"A":2} [1.0,2e3]`
	run := func(dec decoderAPI, useNumber, disallow func()) (out []string) {
		useNumber()
		disallow()
		for range 3 {
			var v decodeInner
			err := dec.Decode(&v)
			out = append(out, describe(v, err))
		}
		var x any
		return append(out, describe(x, dec.Decode(&x)))
	}
	jd := json.NewDecoder(strings.NewReader(in))
	rd := NewDecoder(strings.NewReader(in))
	want := run(jd, jd.UseNumber, jd.DisallowUnknownFields)
	got := run(rd, rd.UseNumber, rd.DisallowUnknownFields)
	if !reflect.DeepEqual(want, got) {
		t.Errorf("\nwant %q\ngot  %q", want, got)
	}
}

// TestDecoderDisallowUnknownNoMembers: a struct no member can set still reports an
// unknown member under DisallowUnknownFields (its decoder skips whole objects only
// without it), as encoding/json does; and without it, skips them.
func TestDecoderDisallowUnknownNoMembers(t *testing.T) {
	in := `{} {"a":1} [{},{"b":[1,{"c":2}]}]`
	for _, disallow := range []bool{false, true} {
		run := func(dec decoderAPI, disallowFn func()) (out []string) {
			if disallow {
				disallowFn()
			}
			var a, b struct{}
			var c []noMembers
			out = append(out, describe(a, dec.Decode(&a)), describe(b, dec.Decode(&b)))
			return append(out, describe(c, dec.Decode(&c)))
		}
		jd := json.NewDecoder(strings.NewReader(in))
		rd := NewDecoder(strings.NewReader(in))
		want := run(jd, jd.DisallowUnknownFields)
		got := run(rd, rd.DisallowUnknownFields)
		if !reflect.DeepEqual(want, got) {
			t.Errorf("disallow=%v\nwant %q\ngot  %q", disallow, want, got)
		}
	}
}

// TestDecoderBuffered checks that Buffered holds what follows the value decoded.
func TestDecoderBuffered(t *testing.T) {
	dec := NewDecoder(strings.NewReader(`{"a":1} rest of it`))
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(dec.Buffered())
	if !bytes.Equal(rest, []byte(` rest of it`)) || dec.InputOffset() != 7 {
		t.Errorf("Buffered %q, InputOffset %d", rest, dec.InputOffset())
	}
}

// leadingZeroFiles are the JSONTestSuite files where a number starts with 0 and
// another digit: one invalid number to Riffle's Decoder, the number 0 followed by an
// unexpected digit to encoding/json's (docs/compatibility.md). Both fail.
var leadingZeroFiles = map[string]bool{
	"n_number_-01.json": true, "n_number_neg_int_starting_with_zero.json": true, "n_number_with_leading_zero.json": true,
}

// TestDecoderJSONTestSuite runs the value and token programs on every JSONTestSuite
// file, whole and in 3-byte chunks.
func TestDecoderJSONTestSuite(t *testing.T) {
	for _, prefix := range []string{"y_", "n_", "i_"} {
		for _, f := range suiteFiles(t, prefix) {
			in := readFile(t, f)
			for _, p := range decoderPrograms[:4] {
				want := p.run(json.NewDecoder(bytes.NewReader(in)))
				for _, r := range []io.Reader{bytes.NewReader(in), &chunkReader{b: in, n: 3}} {
					got := p.run(NewDecoder(r))
					if leadingZeroFiles[filepath.Base(f)] {
						if !strings.Contains(got[len(got)-2], "SyntaxError") {
							t.Errorf("%s on %s: no syntax error: %q", p.name, f, got)
						}
						continue
					}
					if !reflect.DeepEqual(want, got) {
						t.Errorf("%s on %s:\nwant %q\ngot  %q", p.name, f, want, got)
					}
				}
			}
		}
	}
}

// TestDecoderCorpus decodes every corpus model through a Decoder reading 7 bytes at a
// time, twice in a row, into the typed model and into any.
func TestDecoderCorpus(t *testing.T) {
	for _, m := range corpusModels {
		t.Run(m.name, func(t *testing.T) {
			doc := readShared(t, m.path)
			in := append(append(append([]byte{}, doc...), '\n'), doc...)
			for _, newTarget := range []func() any{func() any { return reflect.New(m.typ).Interface() }, newOf[any]()} {
				jd, rd := json.NewDecoder(bytes.NewReader(in)), NewDecoder(&chunkReader{b: in, n: 7})
				for range 3 {
					want, got := newTarget(), newTarget()
					werr, gerr := jd.Decode(want), rd.Decode(got)
					if d := sameDecodeError(werr, gerr); d != "" {
						t.Fatal(d)
					}
					if !reflect.DeepEqual(want, got) {
						t.Fatalf("values differ for %T", want)
					}
					if jd.InputOffset() != rd.InputOffset() {
						t.Fatalf("InputOffset: want %d, got %d", jd.InputOffset(), rd.InputOffset())
					}
				}
			}
		})
	}
}

// TestDecoderRawMapKeys: a map key type with UnmarshalJSON gets each name's raw token,
// quotes and escapes as in the input, as encoding/json gives it, also when the Decoder's
// buffer has been refilled many times (names copied out of it) and the input arrives a
// byte at a time.
func TestDecoderRawMapKeys(t *testing.T) {
	var b strings.Builder
	b.WriteString("{")
	for i := range 20000 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"k\u00e9<&\/%d\"":%d`, i, i)
	}
	b.WriteString("}")
	in := b.String()
	var want map[bothMethods]int
	if err := json.Unmarshal([]byte(in), &want); err != nil {
		t.Fatal(err)
	}
	for _, r := range []io.Reader{strings.NewReader(in), iotest.OneByteReader(strings.NewReader(in))} {
		var got map[bothMethods]int
		if err := NewDecoder(r).Decode(&got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("%T: %d keys, want %d; equal: false", r, len(got), len(want))
		}
	}
}
