package riffle

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"sync"
	"testing"
)

// valueFiller builds Go values from fuzz bytes: each field, element and map entry
// takes what it needs from the front of the data; past its end everything is zero.
type valueFiller struct {
	data  []byte
	depth int
}

func (f *valueFiller) byte() byte {
	if len(f.data) == 0 {
		return 0
	}
	b := f.data[0]
	f.data = f.data[1:]
	return b
}

func (f *valueFiller) uint64() uint64 {
	var b [8]byte
	n := copy(b[:], f.data)
	f.data = f.data[n:]
	return binary.LittleEndian.Uint64(b[:])
}

func (f *valueFiller) string() string {
	n := int(f.byte() % 12)
	n = min(n, len(f.data))
	s := string(f.data[:n])
	f.data = f.data[n:]
	return s
}

// fill sets v (settable) from the data.
func (f *valueFiller) fill(v reflect.Value) {
	f.depth++
	defer func() { f.depth-- }()
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(f.byte()&1 == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(f.uint64()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(f.uint64())
	case reflect.Float32, reflect.Float64:
		if f.byte()&1 == 0 {
			v.SetFloat(float64(int8(f.byte())) / 4)
		} else {
			v.SetFloat(math.Float64frombits(f.uint64()))
		}
	case reflect.String:
		if v.Type() == numberType {
			v.SetString([]string{"", "1", "-0.5e3", "01", "x", "1e", "123456789012345678901234567890"}[f.byte()%7])
			return
		}
		v.SetString(f.string())
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Field(i).CanSet() {
				f.fill(v.Field(i))
			}
		}
	case reflect.Pointer:
		if f.depth < 6 && f.byte()&1 == 1 {
			v.Set(reflect.New(v.Type().Elem()))
			f.fill(v.Elem())
		}
	case reflect.Slice:
		if f.depth >= 6 {
			return
		}
		b := f.byte()
		if b&1 == 0 {
			return // nil
		}
		n := int(b>>1) % 4
		v.Set(reflect.MakeSlice(v.Type(), n, n))
		for i := range n {
			f.fill(v.Index(i))
		}
	case reflect.Array:
		for i := range v.Len() {
			f.fill(v.Index(i))
		}
	case reflect.Map:
		b := f.byte()
		if f.depth >= 6 || b&1 == 0 {
			return
		}
		v.Set(reflect.MakeMap(v.Type()))
		for range int(b>>1) % 4 {
			k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			f.fill(k)
			f.fill(e)
			v.SetMapIndex(k, e)
		}
	case reflect.Interface:
		if v.NumMethod() != 0 || f.depth >= 6 {
			return
		}
		choices := []any{nil, "s<&>", 1.5, true, map[string]any{"k": 2.0}, []any{"x", nil}, &seedSmall{St: 1}, valueText{"v"}}
		if c := choices[int(f.byte())%len(choices)]; c != nil {
			v.Set(reflect.ValueOf(c))
		}
	}
}

// fuzzTypes are the struct types FuzzMarshal fills.
var fuzzTypes = []reflect.Type{
	reflect.TypeFor[tagged](),
	reflect.TypeFor[embedder](),
	reflect.TypeFor[methods](),
	reflect.TypeFor[node](),
	reflect.TypeFor[record2](),
	reflect.TypeFor[seedTopic](),
	reflect.TypeFor[edgeEmbeds](),
	reflect.TypeFor[struct {
		M1 map[int8]string
		M2 map[textKey][]byte
		M3 map[myString]*tagged
		A  [3]any
		B  []byte `json:",omitempty"`
		F  float32
	}](),
}

// FuzzMarshal fills values of fixed struct types from the fuzz bytes and requires
// Marshal, MarshalIndent and Encoder to agree with encoding/json (output and error).
func FuzzMarshal(f *testing.F) {
	f.Add([]byte{0})
	f.Add([]byte("\x01\xff\x03abc\x05\x07\x09\x0b\x0d\x0f\x11\x13"))
	f.Add([]byte("\x02\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"))
	for i := range 6 {
		f.Add([]byte(fmt.Sprintf("%c\x01\x01\x7f\xff\xfe\x03\x05<&>\x80%c", i, i*37)))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		fl := &valueFiller{data: data[1:]}
		v := reflect.New(fuzzTypes[int(data[0])%len(fuzzTypes)])
		fl.fill(v.Elem())
		checkMarshal(t, v.Interface()) // checkMarshal also compares panics (a nil receiver)
		checkMarshal(t, v.Elem().Interface())
		checkFastest(t, v.Interface())
		checkFastest(t, v.Elem().Interface())
	})
}

// fastestStream is reused by checkFastest across values of every type, so that the
// state it keeps (the map holders of each map type) serves values it was not made for.
var fastestStream = Fastest().NewStreamBytes(nil)

// checkFastest checks that Fastest, through Marshal and through MarshalTo on
// fastestStream, fails where encoding/json (without HTML escaping) fails, and that
// otherwise its output decodes to what encoding/json's decodes to (its maps come in
// any order, so the bytes may differ). When encoding/json's output repeats a member
// name (two map keys that differ only in ill-formed UTF-8, both written as U+FFFD),
// which one a decoder keeps depends on the order, so only the validity is checked.
func checkFastest(t *testing.T, v any) {
	t.Helper()
	if panics(json.Marshal, v) {
		return // checkMarshal has compared the panics
	}
	var wb bytes.Buffer
	enc := json.NewEncoder(&wb)
	enc.SetEscapeHTML(false)
	werr := enc.Encode(v)
	var want any
	if werr == nil {
		if err := json.Unmarshal(wb.Bytes(), &want); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Fastest().Marshal(v)
	fastestStream.ResetBytes(fastestStream.Buffer()[:0])
	toErr := Fastest().MarshalTo(fastestStream, v)
	for _, out := range []struct {
		name string
		text []byte
		err  error
	}{{"Marshal", got, err}, {"MarshalTo", fastestStream.Buffer(), toErr}} {
		if (out.err == nil) != (werr == nil) {
			t.Fatalf("Fastest %s: error %v, encoding/json's %v", out.name, out.err, werr)
		}
		if werr != nil {
			continue
		}
		var decoded any
		if err := json.Unmarshal(out.text, &decoded); err != nil {
			t.Fatalf("Fastest %s wrote %s: %v", out.name, out.text, err)
		}
		if !reflect.DeepEqual(decoded, want) && !repeatsNames(wb.Bytes()) {
			t.Fatalf("Fastest %s:\n got %s\nwant %s", out.name, out.text, wb.Bytes())
		}
	}
}

// repeatsNames reports whether some object of the valid JSON text data has two
// members of the same name.
func repeatsNames(data []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(data))
	var objects []map[string]bool // per open container: its names, or nil for an array
	expectName := func() bool { return len(objects) > 0 && objects[len(objects)-1] != nil }
	afterName := false
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		switch tok := tok.(type) {
		case json.Delim:
			switch tok {
			case '{':
				objects = append(objects, map[string]bool{})
			case '[':
				objects = append(objects, nil)
			default:
				objects = objects[:len(objects)-1]
			}
			afterName = false
			continue
		case string:
			if expectName() && !afterName {
				names := objects[len(objects)-1]
				if names[tok] {
					return true
				}
				names[tok] = true
				afterName = true
				continue
			}
		}
		afterName = false
	}
}

// TestMarshalConcurrentNewTypes marshals many types that no Codecs has seen, from
// many goroutines at once (run it with -race): every first use races with others.
func TestMarshalConcurrentNewTypes(t *testing.T) {
	const nTypes, nGoroutines = 64, 16
	kinds := []reflect.Type{reflect.TypeFor[int](), reflect.TypeFor[string](), reflect.TypeFor[[]float64](), reflect.TypeFor[map[string]bool](), reflect.TypeFor[*tagged]()}
	values := make([]any, nTypes)
	for i := range nTypes {
		var fields []reflect.StructField
		for j := range 1 + i%5 {
			fields = append(fields, reflect.StructField{
				Name: fmt.Sprintf("F%d_%d", i, j),
				Type: kinds[(i+j)%len(kinds)],
				Tag:  reflect.StructTag(fmt.Sprintf(`json:"f%d,omitempty"`, j)),
			})
		}
		v := reflect.New(reflect.StructOf(fields))
		(&valueFiller{data: []byte(fmt.Sprintf("\x01\x03seed%d\x05\x07", i))}).fill(v.Elem())
		values[i] = v.Interface()
	}
	c := Compatible()
	c.Codecs = NewCodecs()
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make(chan error, nGoroutines)
	for g := range nGoroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			for k := range nTypes {
				v := values[(k+g*7)%nTypes]
				got, err := c.Marshal(v)
				want, werr := json.Marshal(v)
				if err != nil || werr != nil || string(got) != string(want) {
					errs <- fmt.Errorf("%T: got %s (%v), want %s (%v)", v, got, err, want, werr)
					return
				}
			}
		}()
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}
