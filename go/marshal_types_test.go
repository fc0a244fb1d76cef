package riffle

import (
	"errors"
	"math"
	"math/big"
	"net/netip"
	"strconv"
	"time"
)

// Types for the differential tests: every struct-tag option, embedding with its
// conflicts, marshal methods on values and pointers, map key kinds.

type tagged struct {
	Plain     int
	Renamed   string  `json:"renamed"`
	Skipped   int     `json:"-"`
	Dash      int     `json:"-,"`
	OmitEmpty string  `json:",omitempty"`
	OmitZero  float64 `json:",omitzero"`
	Both      []int   `json:"both,omitempty,omitzero"`
	IntStr    int64   `json:",string"`
	UintStr   uint8   `json:",string"`
	FloatStr  float64 `json:",string"`
	BoolStr   bool    `json:",string"`
	StrStr    string  `json:",string"`
	PtrStr    *int    `json:",string"`
	NumStr    Number  `json:",string"`
	SliceStr  []int   `json:",string"`
	BadName   int     `json:"a\"b"`
	HTMLName  int     `json:"<&>"`
	unexport  int
	Float32   float32
	Iface     any            `json:",omitempty"`
	Time      time.Time      `json:",omitzero"`
	TimePtr   *time.Time     `json:",omitzero"`
	EmptyArr  [0]int         `json:",omitempty"`
	Map       map[string]int `json:",omitempty"`
}

type inner struct {
	A, B int
	C    string `json:"c"`
}
type innerPtr struct{ P int }
type conflictA struct{ X, Y int }
type conflictB struct {
	X int
	Y int `json:"Y"`
}
type myInt int
type myString string
type embedder struct {
	inner
	*innerPtr
	conflictA
	conflictB
	myInt
	myString `json:"named"`
	Z        int
}

type valueMarshaler struct{ N int }

func (v valueMarshaler) MarshalJSON() ([]byte, error) {
	return []byte(` { "n" : ` + strconv.Itoa(v.N) + `, "html": "<&>" } `), nil
}

type ptrMarshaler struct{ N int }

func (v *ptrMarshaler) MarshalJSON() ([]byte, error) { return []byte(strconv.Itoa(v.N * 10)), nil }

type valueText struct{ S string }

func (v valueText) MarshalText() ([]byte, error) { return []byte("text:" + v.S + "<"), nil }

type ptrText int

func (v *ptrText) MarshalText() ([]byte, error) { return []byte("ptr" + strconv.Itoa(int(*v))), nil }

type badMarshaler struct{}

func (badMarshaler) MarshalJSON() ([]byte, error) { return []byte(`{"a":}`), nil }

type errMarshaler struct{}

func (errMarshaler) MarshalJSON() ([]byte, error) { return nil, errors.New("boom") }

type errText struct{}

func (errText) MarshalText() ([]byte, error) { return nil, errors.New("text boom") }

type zeroer struct{ N int }

func (z zeroer) IsZero() bool { return z.N == 42 }

type ptrZeroer struct{ N int }

func (z *ptrZeroer) IsZero() bool { return z.N == 7 }

type methods struct {
	V      valueMarshaler
	P      ptrMarshaler
	PP     *ptrMarshaler
	T      valueText
	PT     ptrText
	PTP    *ptrText
	Arr    [2]ptrMarshaler
	Sl     []ptrMarshaler
	M      map[string]ptrMarshaler
	Raw    RawMessage
	NilRaw RawMessage
	Num    Number
	Z      zeroer     `json:",omitzero"`
	PZ     ptrZeroer  `json:",omitzero"`
	PZP    *ptrZeroer `json:",omitzero"`
	Big    *big.Int
	Addr   netip.Addr
	Dur    time.Duration
}

type textKey struct{ a, b int }

func (k textKey) MarshalText() ([]byte, error) {
	return []byte(strconv.Itoa(k.a) + "-" + strconv.Itoa(k.b)), nil
}

type intTextKey int

func (k intTextKey) MarshalText() ([]byte, error) { return []byte("k" + strconv.Itoa(int(k))), nil }

type node struct {
	Name     string
	Children []*node `json:",omitempty"`
	Next     *node   `json:",omitempty"`
}

type ifaceHolder struct {
	E   error
	S   interface{ String() string }
	Any any
}

type strer string

func (s strer) String() string { return string(s) }

// differentialValues are values whose output and error must match encoding/json's.
func differentialValues() map[string]any {
	seven := 7
	pt := ptrText(5)
	tm := time.Date(2024, 2, 29, 12, 0, 0, 5, time.UTC)
	loop := &node{Name: "loop"}
	loop.Next = loop
	loopViaSlice := &node{Name: "kids"} // a cycle through a slice of pointers
	loopViaSlice.Children = []*node{{Name: "a"}, nil, loopViaSlice}
	cyclicMap := map[string]any{}
	cyclicMap["self"] = cyclicMap
	cyclicSlice := make([]any, 1)
	cyclicSlice[0] = cyclicSlice
	return map[string]any{
		"nil":             nil,
		"scalars":         []any{true, false, 0, -1, 1.5, 1e21, 1e-7, float32(0.1), "s", uint64(math.MaxUint64), int64(math.MinInt64)},
		"strings":         []string{"", "<a&b>", "\u2028\u2029", "\x00\x1f\"\\", "bad\xffutf8", "é漢🎉"},
		"tagged":          tagged{Plain: 1, Renamed: "r", Skipped: 2, Dash: 3, IntStr: -4, UintStr: 5, FloatStr: 1.25, BoolStr: true, StrStr: "q\"<", PtrStr: &seven, NumStr: "12.5", SliceStr: []int{1}, BadName: 6, HTMLName: 7, unexport: 8, Float32: 3.4e38},
		"tagged zero":     tagged{},
		"tagged set":      &tagged{OmitEmpty: "x", OmitZero: -0.0, Both: []int{}, Iface: 0, Time: tm, TimePtr: &tm, Map: map[string]int{"a": 1}},
		"embedder":        embedder{inner: inner{1, 2, "c"}, innerPtr: &innerPtr{3}, conflictA: conflictA{4, 5}, conflictB: conflictB{6, 7}, myInt: 8, myString: "nine", Z: 10},
		"embedder nilptr": &embedder{},
		"methods value":   methods{V: valueMarshaler{1}, P: ptrMarshaler{2}, PP: &ptrMarshaler{3}, T: valueText{"t"}, PT: 4, PTP: &pt, Arr: [2]ptrMarshaler{{5}, {6}}, Sl: []ptrMarshaler{{7}}, M: map[string]ptrMarshaler{"m": {8}}, Raw: RawMessage(` [1, {"a" : "<"}] `), Num: "-1.5e3", Z: zeroer{42}, PZ: ptrZeroer{7}, Big: big.NewInt(12345), Addr: netip.MustParseAddr("::1"), Dur: time.Second},
		"methods pointer": &methods{V: valueMarshaler{1}, P: ptrMarshaler{2}, PT: 4, Arr: [2]ptrMarshaler{{5}, {6}}, Z: zeroer{1}, PZ: ptrZeroer{1}, PZP: &ptrZeroer{7}},
		"maps":            []any{map[string]int{"b": 1, "a": 2, "<": 3}, map[int]string{10: "x", -2: "y", 3: "z"}, map[uint8]bool{2: true, 1: false}, map[textKey]int{{1, 2}: 3, {0, 9}: 4}, map[intTextKey]int{3: 1, 20: 2}, map[myString]int{"x": 1}, map[string]any(nil), map[string]int{}},
		"map any":         map[string]any{"z": []any{1.0, "a", nil, map[string]any{"k": true}}, "a": nil},
		"nil vs empty":    []any{[]int(nil), []int{}, map[string]int(nil), []byte(nil), []byte{}, (*int)(nil), [0]int{}},
		"bytes":           [][]byte{[]byte("hello<>"), {0, 255}},
		"byte array":      [3]byte{1, 2, 3},
		"pointers":        []any{&seven, new(*int), &[]int{1}},
		"interfaces":      ifaceHolder{E: nil, S: strer("x<"), Any: &tagged{}},
		"iface nil":       ifaceHolder{},
		"tree":            &node{Name: "root", Children: []*node{{Name: "a"}, {Name: "b", Next: &node{Name: "c"}}}},
		"time":            []any{tm, &tm, time.Time{}},
		"NaN":             math.NaN(),
		"Inf field":       struct{ F float32 }{float32(math.Inf(-1))},
		"Inf string": struct {
			F float64 `json:",string"`
		}{math.Inf(1)},
		"chan":                    make(chan int),
		"func field":              struct{ F func() }{},
		"complex":                 []any{complex(1, 2)},
		"bad map key":             map[[2]int]int{{1, 2}: 3},
		"bad marshaler":           badMarshaler{},
		"err marshaler":           []any{errMarshaler{}},
		"err text":                struct{ T errText }{},
		"err text key":            map[intTextKeyErr]int{1: 1},
		"bad number":              Number("1.5.5"),
		"empty number":            Number(""),
		"cycle pointer":           loop,
		"cycle slice of pointers": loopViaSlice,
		"cycle map":               cyclicMap,
		"cycle slice":             cyclicSlice,
	}
}

type intTextKeyErr int

func (intTextKeyErr) MarshalText() ([]byte, error) { return nil, errors.New("key boom") }

type intPtr *int

type namedMap map[string]any

type namedNodePtr *namedNode

type namedNode struct{ Next namedNodePtr }

type edgeEmbeds struct {
	*inner
	*myInt
	error
	fmtStringer
	Q  intPtr    `json:",string"`
	QT valueText `json:",string"`
	PP **int     `json:",string"`
	MJ Marshaler `json:",omitempty"`
	MT map[string][2]ptrMarshaler
	IF []any
}

type fmtStringer interface{ String() string }

// edgeValues are further rows of the differential table: embedded pointers and
// interfaces, ",string" where it does not apply, interface-held marshalers.
func edgeValues() map[string]any {
	one := 1
	pone := &one
	mi := myInt(3)
	named := namedMap{}
	named["self"] = named
	ring := &namedNode{}
	ring.Next = ring
	return map[string]any{
		"cycle named map": named,
		"cycle named ptr": ring,
		"edge zero":       edgeEmbeds{},
		"edge set": &edgeEmbeds{inner: &inner{A: 1}, myInt: &mi, error: errors.New("e"), fmtStringer: strer("s"),
			Q: &one, QT: valueText{"q"}, PP: &pone, MJ: valueMarshaler{4},
			MT: map[string][2]ptrMarshaler{"k": {{1}, {2}}},
			IF: []any{ptrMarshaler{2}, &ptrMarshaler{3}, ptrText(4), new(ptrText), valueText{"v"}, &valueText{"p"}, (*valueText)(nil), (*ptrMarshaler)(nil), Number("7"), RawMessage(`{}`)}},
		"edge value": edgeEmbeds{MJ: (*ptrMarshaler)(nil)},
	}
}
