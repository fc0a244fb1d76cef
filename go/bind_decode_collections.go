package riffle

import (
	"encoding"
	"encoding/base64"
	"encoding/json"
	"reflect"
	"strconv"
	"unsafe"
)

// Slices, arrays and maps, with encoding/json's rules: a slice reuses its backing
// array (elements already there are decoded into, not replaced) and grows as
// reflect.Value.Grow does; [] gives an empty non-nil slice; an array drops extra
// elements and zeroes missing ones; a map is created when nil and each member value
// is decoded into a zeroed temporary before it is stored under its converted key.

// sliceHeader is the layout of every slice type.
type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}

// emptyArray backs the empty non-nil slices decoded from [] (as reflect.MakeSlice's
// zero-length arrays share one address).
var emptyArray [0]uintptr

// newSliceDecoder returns the decoder of slice type t.
func (c *Codecs) newSliceDecoder(t reflect.Type) decoderFunc {
	et := t.Elem()
	elem := c.decoder(et)
	size := et.Size()
	isBytes := et.Kind() == reflect.Uint8
	var scratch *sliceScratch // see bind_decode_slice_scratch.go
	if size > 0 {
		scratch = newSliceScratch(t)
		scratch.floats = c.plainFloat64(et)
	}
	return func(d *decodeState, p unsafe.Pointer) {
		it := d.it
		next := it.typeAtPos()
		if next == InvalidValue {
			next = it.WhatIsNext()
		}
		switch next {
		case ArrayValue:
		case NilValue:
			it.ReadNil()
			*(*[]byte)(p) = nil // every slice header has this layout
			return
		case StringValue:
			if isBytes {
				d.decodeBase64(p)
				return
			}
			d.mismatch(t)
			return
		default:
			d.mismatch(t)
			return
		}
		h := (*sliceHeader)(p)
		if h.cap == 0 && scratch != nil && scratch.decode(d, h, elem, size) {
			return
		}
		i := 0
		var sv reflect.Value // made at the first growth (NewAt looks up *t)
		for it.ReadArray() {
			if i >= h.cap {
				if !sv.IsValid() {
					sv = reflect.NewAt(t, p).Elem()
				}
				sv.Grow(1)
			}
			if i >= h.len {
				h.len = i + 1
			}
			elem(d, unsafe.Add(h.data, uintptr(i)*size))
			i++
		}
		if i < h.len {
			h.len = i
		}
		if i == 0 {
			*h = sliceHeader{data: unsafe.Pointer(&emptyArray)} // empty, not nil
		}
	}
}

// decodeBase64 decodes a string holding standard base64 into the []byte at p; a bad
// encoding saves base64's error and leaves the slice unchanged.
func (d *decodeState) decodeBase64(p unsafe.Pointer) {
	s := d.it.ReadStringAsSlice()
	if d.it.err != nil {
		return
	}
	if b, err := decodeBase64(s); err != nil {
		d.save(err)
	} else {
		*(*[]byte)(p) = b
	}
}

// decodeBase64 decodes standard base64 (with padding) as encoding/json does.
func decodeBase64(s []byte) ([]byte, error) {
	b := make([]byte, base64.StdEncoding.DecodedLen(len(s)))
	n, err := base64.StdEncoding.Decode(b, s)
	return b[:n], err
}

// newArrayDecoder returns the decoder of array type t.
func (c *Codecs) newArrayDecoder(t reflect.Type) decoderFunc {
	et := t.Elem()
	elem := c.decoder(et)
	n, size := t.Len(), et.Size()
	floats := c.plainFloat64(et)
	return func(d *decodeState, p unsafe.Pointer) {
		it := d.it
		i, closed := 0, false
		if floats {
			// Plain compact numbers in one run ([2]float64 coordinates); the rest,
			// if any, the general way below.
			i, closed = it.floatRun(unsafe.Slice((*float64)(p), n))
		}
		if i == 0 && it.typeAtPos() != ArrayValue && it.WhatIsNext() != ArrayValue {
			d.mismatch(t)
			return
		}
		for !closed && it.ReadArray() {
			if i < n {
				elem(d, unsafe.Add(p, uintptr(i)*size))
			} else {
				it.Skip()
			}
			i++
		}
		if i < n { // elements the input does not have are zeroed
			v := reflect.NewAt(t, p).Elem()
			for ; i < n; i++ {
				v.Index(i).SetZero()
			}
		}
	}
}

// plainFloat64 reports whether values of type t are decoded as a plain float64 is
// (the float64 kind, with no custom decoder and no UnmarshalJSON or UnmarshalText
// method), so that floatRun may read them.
func (c *Codecs) plainFloat64(t reflect.Type) bool {
	if t.Kind() != reflect.Float64 {
		return false
	}
	if _, ok := c.customDecoders[t]; ok {
		return false
	}
	pt := reflect.PointerTo(t)
	return !pt.Implements(unmarshalerType) && !pt.Implements(textUnmarshalerType)
}

// mapKeyKind says how a map's member names become keys.
type mapKeyKind uint8

const (
	keyUnsupported mapKeyKind = iota // the map cannot be decoded into
	keyString
	keyInt
	keyUint
	keyText // the key type's pointer has UnmarshalText (or UnmarshalJSON)
)

// keyKindOf classifies map key type kt as encoding/json does: a TextUnmarshaler
// first, then string and integer kinds.
func keyKindOf(kt reflect.Type) mapKeyKind {
	pt := reflect.PointerTo(kt)
	if pt.Implements(textUnmarshalerType) {
		return keyText
	}
	switch kt.Kind() {
	case reflect.String:
		return keyString
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return keyInt
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return keyUint
	}
	return keyUnsupported
}

// newMapDecoder returns the decoder of map type t.
func (c *Codecs) newMapDecoder(t reflect.Type) decoderFunc {
	kt, et := t.Key(), t.Elem()
	keys := keyKindOf(kt)
	elem := c.decoder(et)
	switch _, custom := c.customDecoders[et]; {
	case custom: // the general loop below calls it
	case t == reflect.TypeFor[map[string]any]():
		return func(d *decodeState, p unsafe.Pointer) { d.decodeAnyMap(p, t) }
	case t == reflect.TypeFor[map[string]string]():
		return func(d *decodeState, p unsafe.Pointer) { d.decodeStringMap(p, t) }
	}
	return func(d *decodeState, p unsafe.Pointer) {
		it := d.it
		if !d.mapStart(p, t) {
			return
		}
		if keys == keyUnsupported {
			d.mismatch(t)
			return
		}
		m := reflect.NewAt(t, p).Elem()
		if m.IsNil() {
			m.Set(reflect.MakeMap(t))
		}
		var value reflect.Value // the temporary each member is decoded into
		var vp unsafe.Pointer
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			keyOff := d.nameOffset()
			key := d.it.newString(name) // packed under PackStrings
			if !value.IsValid() {
				pv := reflect.New(et)
				value, vp = pv.Elem(), pv.UnsafePointer()
			} else {
				value.SetZero()
			}
			elem(d, vp)
			if kv, ok := d.mapKey(kt, keys, key, keyOff); ok {
				m.SetMapIndex(kv, value)
			}
		}
	}
}

// mapStart reports whether an object comes next for the map of type t at p. If not,
// it consumes the value: null sets the map to nil, any other value is a mismatch.
func (d *decodeState) mapStart(p unsafe.Pointer, t reflect.Type) bool {
	switch d.it.nextType() {
	case ObjectValue:
		return true
	case NilValue:
		d.it.ReadNil()
		*(*unsafe.Pointer)(p) = nil // a map is one pointer
	default:
		d.mismatch(t)
	}
	return false
}

// decodeStringMap is the decoder of map[string]string, the general map decoder's
// rules without reflection: a nil map is created, and each member's value is decoded
// into a zeroed string before it is stored.
func (d *decodeState) decodeStringMap(p unsafe.Pointer, t reflect.Type) {
	it := d.it
	if !d.mapStart(p, t) {
		return
	}
	m := (*map[string]string)(p)
	if *m == nil {
		*m = make(map[string]string)
	}
	for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
		key := d.it.newString(name) // packed under PackStrings
		value, _ := d.stringValue(stringType)
		(*m)[key] = value
	}
}

// nameOffset returns encoding/json's offset of the member name just read: its first
// byte after the opening quote.
func (d *decodeState) nameOffset() int64 {
	it := d.it
	if k := len(it.levels) - 1; k >= it.copied && it.levels[k].named() {
		return it.levels[k].at - d.base
	}
	return d.offset() // the name was copied out of a reader's buffer: approximate
}

// mapKey converts a member name to a key of type kt, or saves encoding/json's error
// (at keyOff) and returns false.
func (d *decodeState) mapKey(kt reflect.Type, keys mapKeyKind, key string, keyOff int64) (reflect.Value, bool) {
	switch keys {
	case keyText:
		// encoding/json hands the key to UnmarshalJSON when the key type has both
		// methods, as the name's raw token (quotes and escapes as in the input), else
		// to UnmarshalText; an error from either is fatal.
		kv := reflect.New(kt)
		var err error
		if u, ok := kv.Interface().(json.Unmarshaler); ok {
			err = u.UnmarshalJSON(d.rawNameToken())
		} else {
			err = kv.Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(key))
		}
		if err != nil {
			d.abort(err)
		}
		return kv.Elem(), true
	case keyString:
		// A view of d.mapKeyString, which SetMapIndex copies: no allocation.
		d.mapKeyString = key
		return reflect.NewAt(kt, unsafe.Pointer(&d.mapKeyString)).Elem(), true
	case keyInt:
		n, err := strconv.ParseInt(key, 10, 64)
		if err != nil || !fitsInt(n, kt.Bits()) {
			d.typeError("number "+key, kt, keyOff)
			return reflect.Value{}, false
		}
		kv := d.mapKeyNumber(kt)
		kv.SetInt(n)
		return kv, true
	default:
		n, err := strconv.ParseUint(key, 10, 64)
		if err != nil || (kt.Bits() < 64 && n>>uint(kt.Bits()) != 0) {
			d.typeError("number "+key, kt, keyOff)
			return reflect.Value{}, false
		}
		kv := d.mapKeyNumber(kt)
		kv.SetUint(n)
		return kv, true
	}
}

// mapKeyNumber returns d.mapKeyNum viewed as the integer key type kt (at most eight
// bytes, written and then read by SetMapIndex through the same pointer): no
// allocation per key.
func (d *decodeState) mapKeyNumber(kt reflect.Type) reflect.Value {
	d.mapKeyNum = 0
	return reflect.NewAt(kt, unsafe.Pointer(&d.mapKeyNum)).Elem()
}

// rawNameToken returns the raw token of the member name just read, quotes included, as
// the input has it: the level stack keeps the name's raw bytes (copied out of a
// reader's buffer before a refill drops them) until the next name.
func (d *decodeState) rawNameToken() []byte {
	raw := d.it.rawName(len(d.it.levels) - 1)
	tok := make([]byte, 0, len(raw)+2)
	tok = append(tok, '"')
	tok = append(tok, raw...)
	return append(tok, '"')
}
