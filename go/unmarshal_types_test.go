package riffle

import (
	"errors"
	"strconv"
	"strings"
)

// Types for the decode differential tests: Unmarshal methods on values and pointers,
// map key kinds, embedding through pointers, ",string" on every kind.

type jsonMethod struct{ Raw string }

func (j *jsonMethod) UnmarshalJSON(b []byte) error {
	if string(b) == `"fail"` {
		return errors.New("jsonMethod: fail")
	}
	j.Raw = string(b)
	return nil
}

type textMethod struct{ S string }

func (t *textMethod) UnmarshalText(b []byte) error {
	if string(b) == "fail" {
		return errors.New("textMethod: fail")
	}
	t.S = "text:" + string(b)
	return nil
}

type textInt int

func (t *textInt) UnmarshalText(b []byte) error {
	n, err := strconv.Atoi(strings.TrimPrefix(string(b), "k"))
	*t = textInt(n)
	return err
}

type bothMethods struct{ How string }

func (b *bothMethods) UnmarshalJSON(data []byte) error { b.How = "json:" + string(data); return nil }
func (b *bothMethods) UnmarshalText(data []byte) error { b.How = "text:" + string(data); return nil }

type decodeInner struct {
	A int
	B string `json:"b"`
}

type decodeDeep struct{ D []int }

type unexportedEmbed struct{ U int }

type decodeEmbeds struct {
	decodeInner
	*decodeDeep
	*unexportedEmbed
	conflictA
	conflictB
	Z int
}

type decodeTagged struct {
	Plain    int
	Renamed  string `json:"renamed"`
	Skipped  int    `json:"-"`
	Dash     int    `json:"-,"`
	Omit     string `json:",omitempty"`
	IntStr   int64  `json:",string"`
	UintStr  uint8  `json:",string"`
	FloatStr float32
	F64Str   float64 `json:",string"`
	BoolStr  bool    `json:",string"`
	StrStr   string  `json:",string"`
	PtrStr   *int    `json:",string"`
	NumStr   Number  `json:",string"`
	AnyStr   any     `json:",string"`
	SliceStr []int   `json:",string"`
	Upper    int     `json:"UPPER"`
	Kelvin   int     `json:"k"`
	unexport int
}

type decodeAll struct {
	B    bool
	I    int
	I8   int8
	I16  int16
	I32  int32
	I64  int64
	U    uint
	U8   uint8
	U16  uint16
	U32  uint32
	U64  uint64
	UP   uintptr
	F32  float32
	F64  float64
	S    string
	Bs   []byte
	Arr  [2]int
	Sl   []string
	M    map[string]int
	MI   map[int]string
	MU   map[uint16]bool
	MT   map[textInt]int
	MB   map[bothMethods]int
	P    *int
	PP   **string
	Any  any
	Err  error
	Num  Number
	Raw  RawMessage
	J    jsonMethod
	JP   *jsonMethod
	T    textMethod
	TP   *textMethod
	Ch   chan int
	Fn   func()
	C    complex128
	In   decodeInner
	InP  *decodeInner
	Nest []map[string][]*decodeInner
}

// noMembers has fields, none of which a member can set (one ignored, one unexported):
// its decoder, like struct{}'s, skips a whole object at once.
type noMembers struct {
	A int `json:"-"`
	b int
}

type recursive struct {
	Name string
	Kids []recursive
	Next *recursive
	M    map[string]*recursive
}
