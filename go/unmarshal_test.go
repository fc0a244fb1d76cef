package riffle

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// Differential tests of Unmarshal against encoding/json: the decoded values must be
// reflect.DeepEqual and the errors of the same type with the same fields (Offset,
// Value, Type, Struct, Field) and text.

// sameDecodeError returns "" when got is the error encoding/json returned (want), else what
// differs.
func sameDecodeError(want, got error) string {
	if want == nil || got == nil {
		if want != got {
			return fmt.Sprintf("error: want %v, got %v", want, got)
		}
		return ""
	}
	if reflect.TypeOf(want) != reflect.TypeOf(got) {
		return fmt.Sprintf("error type: want %T (%v), got %T (%v)", want, want, got, got)
	}
	var wt, gt *UnmarshalTypeError
	if errors.As(want, &wt) && errors.As(got, &gt) && *wt != *gt {
		return fmt.Sprintf("UnmarshalTypeError: want %+v, got %+v", *wt, *gt)
	}
	var ws, gs *SyntaxError
	if errors.As(want, &ws) && errors.As(got, &gs) && ws.Offset != gs.Offset {
		return fmt.Sprintf("SyntaxError offset: want %d, got %d (%v)", ws.Offset, gs.Offset, want)
	}
	if want.Error() != got.Error() {
		return fmt.Sprintf("error text: want %q, got %q", want, got)
	}
	return ""
}

// checkUnmarshal decodes data with both packages into fresh values from newTarget.
// After a syntax error the values are not compared (encoding/json checks the whole
// input first and leaves the value untouched; Riffle decodes in one pass).
func checkUnmarshal(t *testing.T, cfg BindConfig, data []byte, newTarget func() any) {
	t.Helper()
	want, got := newTarget(), newTarget()
	werr := json.Unmarshal(data, want)
	gerr := cfg.Unmarshal(data, got)
	if d := sameDecodeError(werr, gerr); d != "" {
		t.Errorf("%s into %T: %s", clipInput(data), want, d)
		return
	}
	var se *SyntaxError
	if !errors.As(werr, &se) && !reflect.DeepEqual(want, got) {
		t.Errorf("%s into %T:\nwant %s\ngot  %s", clipInput(data), want, dump(want), dump(got))
	}
}

// clipInput shortens an input for a failure message.
func clipInput(b []byte) string {
	if len(b) > 200 {
		return fmt.Sprintf("%q...(%d bytes)", b[:200], len(b))
	}
	return fmt.Sprintf("%q", b)
}

// dump prints a value for a failure message.
func dump(v any) string {
	s := fmt.Sprintf("%+v", reflect.ValueOf(v).Elem())
	if len(s) > 600 {
		s = s[:600] + "..."
	}
	return s
}

// newOf returns a factory of new(T).
func newOf[T any]() func() any { return func() any { return new(T) } }

// decodeInputs are JSON texts of every kind, with values that fit some targets and
// not others.
var decodeInputs = []string{
	`null`, `true`, `false`, `0`, `-0`, `1`, `-1`, `1.5`, `-1.5e3`, `1e2`, `1E400`, `-1e400`, `4.9e-324`, `1e-400`,
	`127`, `128`, `-128`, `-129`, `255`, `256`, `65535`, `65536`, `2147483648`, `4294967296`,
	`9223372036854775807`, `9223372036854775808`, `-9223372036854775808`, `-9223372036854775809`,
	`18446744073709551615`, `18446744073709551616`, `3.4028235e38`, `3.5e38`, `100000000000000000000000`,
	`""`, `"x"`, `"aGVsbG8="`, `"aGVsbG8"`, `"!!"`, `"\u00e9\ud83d\ude00"`, `"\ud800"`, `"bad\xffutf8"`, `"12"`, `"-1.5"`, `"1e400"`, `"true"`, `"null"`, `"fail"`, `"k3"`, `"\"q\""`,
	`[]`, `[1,2,3]`, `[1,"a",null,true,{"x":1}]`, `["a","b"]`, `[[1],[2,3]]`, `[null]`, `[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]`,
	`{}`, `{"a":1}`, `{"A":1,"b":"s"}`, `{"a":"x"}`, `{"1":"one","-2":"m","x":"bad"}`, `{"300":true,"01":false,"+5":true}`, `{"k3":1,"kx":2}`,
	`{"D":[1,2],"U":5,"X":1,"Y":2,"Z":3}`, `{"z":1,"Z":2}`, `{"A":1,"A":"x","a":[],"b":"1","B":"2"}`, `{"Sl":["a"],"Sl":["b","c"],"M":{"a":1},"M":{"b":2}}`, `{"a":{"b":{"c":[1,{"d":null}]}}}`,
	` { "Plain" : 1 , "renamed":"r", "Skipped":2, "-":3, "Dash":4, "Omit":"o" } `,
	`{"IntStr":"12","UintStr":"300","F64Str":"1.5","BoolStr":"true","StrStr":"\"s\"","PtrStr":"7","NumStr":"12.5","AnyStr":"3","SliceStr":"[1]"}`,
	`{"IntStr":12}`, `{"IntStr":"x"}`, `{"IntStr":"1.5"}`, `{"BoolStr":"maybe"}`, `{"BoolStr":"1"}`, `{"StrStr":"s"}`, `{"StrStr":"\"s"}`, `{"StrStr":"\"\" "}`, `{"StrStr":" \"s\""}`, `{"StrStr":"\"a\" \"b\""}`, `{"AnyStr":"\"a\" "}`, `{"PtrStr":"null"}`, `{"PtrStr":null}`, `{"NumStr":"x"}`, `{"F64Str":"-Inf"}`, `{"F64Str":"0x10"}`, `{"IntStr":""}`, `{"IntStr":"nul"}`, `{"IntStr":[1]}`, `{"AnyStr":"true"}`, `{"AnyStr":"\"a\""}`, `{"AnyStr":"x"}`,
	`{"upper":1,"K":2,"\u212a":3,"plain":4,"PLAIN":5}`,
	`{"B":true,"I":-5,"I8":300,"U":-1,"U8":255,"F32":1e39,"S":7,"Bs":"AQID","Arr":[1,2,3],"Sl":["a",1,"c"],"M":{"a":1,"b":"x","c":3},"MI":{"1":"a","x":"b","2":"c"},"MU":{"70000":true,"7":false},"MT":{"k1":1,"k2":2},"MB":{"a":1},"P":3,"PP":"s","Any":{"n":[1,2.5,"x",null,true]},"Err":null,"Num":12e3,"Raw":[ 1, {"a" : 2} ],"J":{"x":1},"JP":[true],"T":"t","TP":"tp","Ch":null,"Fn":null,"C":null,"In":{"A":1,"b":"b","c":3},"InP":{"A":2},"Nest":[{"k":[{"A":1},null]},null]}`,
	`{"MB":{"&":1,"\u0041":2,"<\/\t":3,"a\"b":4,"\ud800":5,"x\u00e9y":6}}`, "{\"MB\":{\"\xff\":1}}",
	`{"Err":{"x":1},"Ch":[1],"Fn":"f","C":1,"Num":"1.5","J":"fail"}`, `{"T":"fail"}`, `{"Num":"abc"}`, `{"T":1,"TP":[1],"MT":{"kz":1}}`, `{"Bs":[1,2,300]}`, `{"Bs":"****"}`, `{"Arr":"ab"}`, `{"M":[1]}`, `{"In":[1]}`, `{"InP":null,"P":null,"PP":null,"Any":null,"M":null,"Sl":null}`,
	`{"Name":"a","Kids":[{"Name":"b","Kids":[]},{"Next":{"Name":"c"}}],"M":{"x":{"Name":"y"},"z":null}}`,
	`[1,2`, `{"a":1,}`, `{"a" 1}`, `[1 2]`, `01`, `1.`, `-`, `"\x"`, `"\u12"`, `tru`, `nul`, `[1]x`, `{"a":1}}`, `"` + "\x01" + `"`, `{"a":"b`, ``, ` `, `[`, `{`, `{"I":"x", "I8": [1,}`,
}

// decodeTargets are the Go types every input is decoded into.
var decodeTargets = map[string]func() any{
	"bool": newOf[bool](), "int": newOf[int](), "int8": newOf[int8](), "int16": newOf[int16](), "int32": newOf[int32](), "int64": newOf[int64](),
	"uint": newOf[uint](), "uint8": newOf[uint8](), "uint16": newOf[uint16](), "uint32": newOf[uint32](), "uint64": newOf[uint64](), "uintptr": newOf[uintptr](),
	"float32": newOf[float32](), "float64": newOf[float64](), "string": newOf[string](), "myString": newOf[myString](), "myInt": newOf[myInt](),
	"[]byte": newOf[[]byte](), "[3]int": newOf[[3]int](), "[0]int": newOf[[0]int](), "[]int": newOf[[]int](), "[]any": newOf[[]any](), "[]*int": newOf[[]*int](), "[][]int": newOf[[][]int](),
	"map[string]any": newOf[map[string]any](), "map[string]int": newOf[map[string]int](), "map[string]string": newOf[map[string]string](), "map[myString]string": newOf[map[myString]string](), "map[int]string": newOf[map[int]string](), "map[int8]bool": newOf[map[int8]bool](),
	"map[uint8]any": newOf[map[uint8]any](), "map[textInt]int": newOf[map[textInt]int](), "map[myString]any": newOf[map[myString]any](), "map[[2]int]int": newOf[map[[2]int]int](), "map[bool]int": newOf[map[bool]int](),
	"*int": newOf[*int](), "**int": newOf[**int](), "*string": newOf[*string](), "any": newOf[any](), "error": newOf[error](), "fmt.Stringer": newOf[fmt.Stringer](),
	"Number": newOf[Number](), "RawMessage": newOf[RawMessage](), "*RawMessage": newOf[*RawMessage](), "jsonMethod": newOf[jsonMethod](), "*jsonMethod": newOf[*jsonMethod](),
	"textMethod": newOf[textMethod](), "*textMethod": newOf[*textMethod](), "textInt": newOf[textInt](), "bothMethods": newOf[bothMethods](),
	"decodeInner": newOf[decodeInner](), "decodeEmbeds": newOf[decodeEmbeds](), "decodeTagged": newOf[decodeTagged](), "decodeAll": newOf[decodeAll](), "*decodeAll": newOf[*decodeAll](),
	"recursive": newOf[recursive](), "chan": newOf[chan int](), "complex": newOf[complex64](), "struct{}": newOf[struct{}](), "[]struct{}": newOf[[]struct{}](), "noMembers": newOf[noMembers](), "[]noMembers": newOf[[]noMembers](),
	"embedder": newOf[embedder](), "tagged": newOf[tagged](), "methods": newOf[methods](), "edgeEmbeds": newOf[edgeEmbeds](),
}

// TestUnmarshalDifferential decodes every input into every target type.
func TestUnmarshalDifferential(t *testing.T) {
	for name, newTarget := range decodeTargets {
		t.Run(name, func(t *testing.T) {
			for _, in := range decodeInputs {
				checkUnmarshal(t, Compatible(), []byte(in), newTarget)
			}
		})
	}
}

// filledTargets return values that already hold data: encoding/json decodes into them
// (slices keep their backing arrays, maps keep their members, pointers and the
// pointers held by interfaces are followed).
var filledTargets = map[string]func() any{
	"slice len 3":  func() any { s := []int{7, 8, 9}; return &s },
	"slice cap 8":  func() any { s := make([]int, 1, 8); s = append(s[:8], 1, 2, 3, 4, 5, 6, 7)[:1]; return &s },
	"struct slice": func() any { s := []decodeInner{{A: 1, B: "keep"}, {A: 2}}; return &s },
	"map":          func() any { m := map[string]int{"keep": 1, "a": 9}; return &m },
	"map string":   func() any { m := map[string]string{"keep": "k", "a": "x"}; return &m },
	"map any":      func() any { m := map[string]any{"keep": 1.0, "a": []any{1.0}}; return &m },
	"array":        func() any { a := [3]int{7, 8, 9}; return &a },
	"pointer":      func() any { n := 5; p := &n; return &p },
	"any ptr":      func() any { n := 5; var x any = &n; return &x },
	"any ptr ptr":  func() any { n := 5; p := &n; var x any = &p; return &x },
	"any struct":   func() any { var x any = &decodeInner{A: 1, B: "keep"}; return &x },
	"any value":    func() any { var x any = decodeInner{A: 1}; return &x },
	"error ptr":    func() any { var e error = &myErr{"x"}; return &e },
	"struct": func() any {
		return &decodeAll{I: 1, S: "keep", Sl: []string{"a", "b", "c"}, M: map[string]int{"z": 26}, P: new(int), In: decodeInner{A: 3, B: "keep"}}
	},
	"embeds":   func() any { return &decodeEmbeds{decodeDeep: &decodeDeep{D: []int{1, 2, 3}}} },
	"text ptr": func() any { p := &textMethod{S: "old"}; return &p },
	"raw":      func() any { r := RawMessage("old"); return &r },
}

type myErr struct{ S string }

func (e *myErr) Error() string { return e.S }

// TestUnmarshalIntoExisting decodes every input into values that hold data already.
func TestUnmarshalIntoExisting(t *testing.T) {
	for name, newTarget := range filledTargets {
		t.Run(name, func(t *testing.T) {
			for _, in := range decodeInputs {
				checkUnmarshal(t, Compatible(), []byte(in), newTarget)
			}
		})
	}
}

// TestUnmarshalFastestMatchesCase checks that Fastest matches member names exactly
// and Compatible folds case as encoding/json does.
func TestUnmarshalFastestMatchesCase(t *testing.T) {
	data := []byte(`{"renamed":"exact","PLAIN":1,"upper":2,"k":3}`)
	var fast, compat decodeTagged
	if err := Fastest().Unmarshal(data, &fast); err != nil {
		t.Fatal(err)
	}
	if err := Unmarshal(data, &compat); err != nil {
		t.Fatal(err)
	}
	if fast.Renamed != "exact" || fast.Plain != 0 || fast.Upper != 0 || fast.Kelvin != 3 {
		t.Errorf("Fastest: %+v", fast)
	}
	if compat.Renamed != "exact" || compat.Plain != 1 || compat.Upper != 2 || compat.Kelvin != 3 {
		t.Errorf("Compatible: %+v", compat)
	}
}

// TestUnmarshalInvalidTarget checks the InvalidUnmarshalError cases.
func TestUnmarshalInvalidTarget(t *testing.T) {
	var n int
	for _, v := range []any{nil, n, (*int)(nil), map[string]any{}} {
		werr := json.Unmarshal([]byte(`1`), v)
		gerr := Unmarshal([]byte(`1`), v)
		if d := sameDecodeError(werr, gerr); d != "" {
			t.Errorf("%T: %s", v, d)
		}
	}
}

// TestUnmarshalDepth checks encoding/json's nesting limit of 10000 (Compatible has no
// depth limit of its own; decoding applies encoding/json's).
func TestUnmarshalDepth(t *testing.T) {
	for _, depth := range []int{10000, 10001, 20000} {
		data := []byte(strings.Repeat("[", depth) + strings.Repeat("]", depth))
		checkUnmarshal(t, Compatible(), data, newOf[any]())
		checkUnmarshal(t, Compatible(), data, newOf[[]any]())
		obj := []byte(strings.Repeat(`{"a":`, depth) + "1" + strings.Repeat("}", depth))
		checkUnmarshal(t, Compatible(), obj, newOf[map[string]any]())
		checkUnmarshal(t, Compatible(), obj, newOf[recursive]())
	}
}

// TestUnmarshalLimits checks that a limit of the Config, which encoding/json does not
// have, fails with the reader's *Error, from Unmarshal and from a Decoder, and that
// the zero BindConfig rejects ill-formed UTF-8.
func TestUnmarshalLimits(t *testing.T) {
	cfg := Compatible()
	cfg.MaxStringBytes = 4
	var v map[string]string
	err := cfg.Unmarshal([]byte(`{"a":"hello"}`), &v)
	if e, ok := err.(*Error); !ok || e.Kind != KindLimitExceeded || e.Offset != 5 || e.Pointer != "/a" {
		t.Errorf("Unmarshal: want limit-exceeded at 5, /a; got %v", err)
	}
	dec := cfg.NewDecoder(strings.NewReader(`{"a":"hi"} {"b":"hello"}`))
	if err = dec.Decode(&v); err == nil {
		err = dec.Decode(&v)
	}
	if e, ok := err.(*Error); !ok || e.Kind != KindLimitExceeded || e.Offset != 16 {
		t.Errorf("Decoder: want limit-exceeded at 16; got %v", err)
	}
	var s string
	if e, ok := (BindConfig{}).Unmarshal([]byte("\"\xff\""), &s).(*Error); !ok || e.Kind != KindInvalidUTF8 {
		t.Errorf("zero BindConfig: want invalid-utf8, got %v", e)
	}
	if err := Unmarshal([]byte("\"\xff\""), &s); err != nil || s != "\ufffd" {
		t.Errorf("Compatible: want U+FFFD, got %q, %v", s, err)
	}
}

// selfPointer points to itself: building its decoder must end.
type selfPointer *selfPointer

// TestUnmarshalSelfPointer decodes null into a pointer type that points to itself.
func TestUnmarshalSelfPointer(t *testing.T) {
	checkUnmarshal(t, Compatible(), []byte(`null`), newOf[selfPointer]())
	checkUnmarshal(t, Compatible(), []byte(`[null]`), newOf[[]selfPointer]())
}

// orderTarget has five fields, for members in every order.
type orderTarget struct {
	Alpha int
	Beta  string
	Gamma []int
	Delta *bool
	Eps   float64 `json:"e"`
}

// TestUnmarshalMemberOrder: the struct decoder tries the field after the last one
// matched first; members in any order, unknown members between them, repeated
// members and names that match only under case folding give encoding/json's value.
func TestUnmarshalMemberOrder(t *testing.T) {
	members := []string{`"Alpha":1`, `"Beta":"b"`, `"Gamma":[1,2]`, `"Delta":true`, `"e":2.5`}
	extra := []string{`"x":{"Alpha":9}`, `"ALPHA":3`, `"beta":"folded"`, `"Alpha":4`, `"E":7`, `"zz":[]`}
	var orders [][]string
	var perm func(prefix, rest []string)
	perm = func(prefix, rest []string) {
		if len(rest) == 0 {
			orders = append(orders, prefix)
			return
		}
		for i := range rest {
			next := append(append([]string{}, rest[:i]...), rest[i+1:]...)
			perm(append(append([]string{}, prefix...), rest[i]), next)
		}
	}
	perm(nil, members[:4])
	var docs []string
	for i, o := range orders {
		docs = append(docs, "{"+strings.Join(o, ",")+"}")
		// The fifth member, and one unknown or repeated member, at a position that
		// moves with the permutation.
		at := i % (len(o) + 1)
		more := append(append(append([]string{}, o[:at]...), members[4], extra[i%len(extra)]), o[at:]...)
		docs = append(docs, "{"+strings.Join(more, ",")+"}")
	}
	for _, d := range docs {
		var probe orderTarget
		if err := json.Unmarshal([]byte(d), &probe); err != nil {
			t.Fatalf("%s: %v", d, err)
		}
		checkUnmarshal(t, Compatible(), []byte(d), newOf[orderTarget]())
		if !strings.Contains(d, "ALPHA") && !strings.Contains(d, "beta") && !strings.Contains(d, `"E"`) {
			checkUnmarshal(t, Fastest(), []byte(d), newOf[orderTarget]())
		}
	}
}

// upperText is a string type decoded through its UnmarshalText.
type upperText string

func (u *upperText) UnmarshalText(b []byte) error {
	*u = upperText(strings.ToUpper(string(b)))
	return nil
}

// rawString is a string type decoded through its UnmarshalJSON.
type rawString string

func (r *rawString) UnmarshalJSON(b []byte) error {
	*r = rawString(b)
	return nil
}

// stringFields has string fields read inline and string fields that are not.
type stringFields struct {
	S  string
	M  myString
	U  upperText
	R  rawString
	N  Number
	Q  string `json:",string"`
	P  *string
	In struct{ S upperText }
}

// TestUnmarshalStringFields: fields of string kinds, with and without methods, Number
// and the string option give encoding/json's value and errors.
func TestUnmarshalStringFields(t *testing.T) {
	for _, in := range []string{
		`{"S":"s","M":"m","U":"u","R":"r","N":"12","Q":"\"q\"","P":"p","In":{"S":"i"}}`,
		`{"S":1,"M":true,"U":2,"R":[1],"N":3,"Q":"x","P":4,"In":{"S":5}}`,
		`{"S":null,"M":null,"U":null,"R":null,"N":null,"Q":null,"P":null,"In":null}`,
		`{"S":"a\u00e9\n","M":"\ud800","U":"\"x","R":" \"y\" "}`,
	} {
		checkUnmarshal(t, Compatible(), []byte(in), newOf[stringFields]())
		checkUnmarshal(t, Fastest(), []byte(in), newOf[stringFields]())
	}
}
