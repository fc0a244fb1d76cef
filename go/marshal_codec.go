package riffle

import (
	"encoding"
	"encoding/json"
	"reflect"
	"sync"
	"unsafe"
)

// The encode engine: one encoderFunc per (type, addressability), built by reflection
// the first time the type is met and cached in its Codecs. An encoderFunc writes the
// value at p to the encodeState's Stream; p points to a value of the type, inside the
// caller's data or in a copy.
//
// Addressability follows encoding/json: a value reached through a pointer or as a
// slice element is addressable, so a pointer-receiver MarshalJSON or MarshalText
// applies to it; a top-level value, a map value and the content of an interface are
// not; a struct field or array element is addressable when its parent is.

// encoderFunc writes the value at p.
type encoderFunc func(e *encodeState, p unsafe.Pointer)

// encoderKey names one cached encoder.
type encoderKey struct {
	typ  reflect.Type
	addr bool
}

// encoderCache maps encoderKey to encoderFunc. sync.Map gives a lock-free read path
// once a type is built.
type encoderCache struct{ m sync.Map }

var (
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
	numberType        = reflect.TypeFor[json.Number]()
)

// encoder returns the encoder of t for values that are (addr) or are not addressable,
// building it on first use. While a type is being built, a recursive reference to it
// gets an indirection that waits for the build (sync.OnceValue), so recursive types
// and concurrent first uses are both safe; the finished encoder then replaces the
// indirection in the cache.
func (c *Codecs) encoder(t reflect.Type, addr bool) encoderFunc {
	key := encoderKey{t, addr}
	if f, ok := c.cache.m.Load(key); ok {
		return f.(encoderFunc)
	}
	build := sync.OnceValue(func() encoderFunc { return c.newEncoder(t, addr) })
	f, loaded := c.cache.m.LoadOrStore(key, encoderFunc(func(e *encodeState, p unsafe.Pointer) { build()(e, p) }))
	if loaded {
		return f.(encoderFunc)
	}
	enc := build()
	c.cache.m.Store(key, enc)
	return enc
}

// newEncoder builds the encoder of t, in encoding/json's order of precedence (a
// custom encoder first).
func (c *Codecs) newEncoder(t reflect.Type, addr bool) encoderFunc {
	if enc, ok := c.encoders[t]; ok {
		return enc
	}
	isPtr := t.Kind() == reflect.Pointer
	if !isPtr && addr && reflect.PointerTo(t).Implements(marshalerType) {
		return addrMethodEncoder(t, jsonWriter(t))
	}
	if t.Implements(marshalerType) {
		return methodEncoder(t, jsonWriter(t))
	}
	if !isPtr && addr && reflect.PointerTo(t).Implements(textMarshalerType) {
		return addrMethodEncoder(t, textWriter(t))
	}
	if t.Implements(textMarshalerType) {
		return methodEncoder(t, textWriter(t))
	}
	switch t.Kind() {
	case reflect.Struct:
		return c.newStructEncoder(t, addr)
	case reflect.Map:
		return c.newMapEncoder(t)
	case reflect.Slice:
		return c.newSliceEncoder(t)
	case reflect.Array:
		return c.newArrayEncoder(t, addr)
	case reflect.Pointer:
		elem := c.encoder(t.Elem(), true)
		return func(e *encodeState, p unsafe.Pointer) { e.encodePointer(t, *(*unsafe.Pointer)(p), elem) }
	case reflect.Interface:
		return interfaceEncoder(t)
	}
	return scalarEncoder(t, false)
}

// scalarEncoder returns the encoder of a bool, number or string type (quoted: as a
// JSON string, the ",string" option), or the encoder that reports t unsupported.
func scalarEncoder(t reflect.Type, quoted bool) encoderFunc {
	switch t.Kind() {
	case reflect.Bool:
		if quoted {
			return func(e *encodeState, p unsafe.Pointer) { e.writeQuoted(appendBool(e.scratch[:0], *(*bool)(p))) }
		}
		return func(e *encodeState, p unsafe.Pointer) { e.s.WriteBool(*(*bool)(p)) }
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		read := intReader(t.Kind())
		if quoted {
			return func(e *encodeState, p unsafe.Pointer) { e.writeQuoted(appendInt64(e.scratch[:0], read(p))) }
		}
		return func(e *encodeState, p unsafe.Pointer) { e.s.WriteInt64(read(p)) }
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		read := uintReader(t.Kind())
		if quoted {
			return func(e *encodeState, p unsafe.Pointer) { e.writeQuoted(appendUint64(e.scratch[:0], read(p))) }
		}
		return func(e *encodeState, p unsafe.Pointer) { e.s.WriteUint64(read(p)) }
	case reflect.Float32:
		return func(e *encodeState, p unsafe.Pointer) {
			v := *(*float32)(p)
			e.checkFinite(t, p, float64(v), 32)
			if quoted {
				e.writeQuoted(appendFloat32(e.scratch[:0], v))
				return
			}
			e.s.WriteFloat32(v)
		}
	case reflect.Float64:
		return func(e *encodeState, p unsafe.Pointer) {
			v := *(*float64)(p)
			e.checkFinite(t, p, v, 64)
			if quoted {
				e.writeQuoted(appendFloat64(e.scratch[:0], v))
				return
			}
			e.s.WriteFloat64(v)
		}
	case reflect.String:
		if t == numberType {
			return func(e *encodeState, p unsafe.Pointer) { e.writeNumber(*(*string)(p), quoted) }
		}
		if quoted {
			return func(e *encodeState, p unsafe.Pointer) { e.writeQuotedString(*(*string)(p)) }
		}
		return func(e *encodeState, p unsafe.Pointer) { e.s.WriteString(*(*string)(p)) }
	}
	return func(e *encodeState, p unsafe.Pointer) { e.fail(&UnsupportedTypeError{Type: t}) }
}

// intReader returns the function reading a signed integer of kind k as an int64.
func intReader(k reflect.Kind) func(unsafe.Pointer) int64 {
	switch k {
	case reflect.Int8:
		return func(p unsafe.Pointer) int64 { return int64(*(*int8)(p)) }
	case reflect.Int16:
		return func(p unsafe.Pointer) int64 { return int64(*(*int16)(p)) }
	case reflect.Int32:
		return func(p unsafe.Pointer) int64 { return int64(*(*int32)(p)) }
	case reflect.Int64:
		return func(p unsafe.Pointer) int64 { return *(*int64)(p) }
	}
	return func(p unsafe.Pointer) int64 { return int64(*(*int)(p)) }
}

// uintReader returns the function reading an unsigned integer of kind k as a uint64.
func uintReader(k reflect.Kind) func(unsafe.Pointer) uint64 {
	switch k {
	case reflect.Uint8:
		return func(p unsafe.Pointer) uint64 { return uint64(*(*uint8)(p)) }
	case reflect.Uint16:
		return func(p unsafe.Pointer) uint64 { return uint64(*(*uint16)(p)) }
	case reflect.Uint32:
		return func(p unsafe.Pointer) uint64 { return uint64(*(*uint32)(p)) }
	case reflect.Uint64:
		return func(p unsafe.Pointer) uint64 { return *(*uint64)(p) }
	case reflect.Uintptr:
		return func(p unsafe.Pointer) uint64 { return uint64(*(*uintptr)(p)) }
	}
	return func(p unsafe.Pointer) uint64 { return uint64(*(*uint)(p)) }
}

// quotedEncoder returns the encoder of a struct field with the ",string" option:
// t is a bool, number or string type or an unnamed pointer to one. A type with its
// own marshal method ignores the option, as in encoding/json.
func (c *Codecs) quotedEncoder(t reflect.Type, addr bool) encoderFunc {
	if _, custom := c.encoders[t]; custom || hasMarshalMethod(t, addr) {
		return c.encoder(t, addr)
	}
	if t.Kind() == reflect.Pointer {
		elem := c.quotedEncoder(t.Elem(), true)
		return func(e *encodeState, p unsafe.Pointer) { e.encodePointer(t, *(*unsafe.Pointer)(p), elem) }
	}
	return scalarEncoder(t, true)
}

// hasMarshalMethod reports whether values of t (addressable or not) are written by
// their MarshalJSON or MarshalText method.
func hasMarshalMethod(t reflect.Type, addr bool) bool {
	if t.Implements(marshalerType) || t.Implements(textMarshalerType) {
		return true
	}
	if addr && t.Kind() != reflect.Pointer {
		pt := reflect.PointerTo(t)
		return pt.Implements(marshalerType) || pt.Implements(textMarshalerType)
	}
	return false
}

// interfaceEncoder returns the encoder of an interface type: nil is null, anything
// else is its dynamic value (not addressable).
func interfaceEncoder(t reflect.Type) encoderFunc {
	if t.NumMethod() == 0 {
		return func(e *encodeState, p unsafe.Pointer) { e.encodeAny(*(*any)(p)) }
	}
	return func(e *encodeState, p unsafe.Pointer) {
		v := reflect.NewAt(t, p).Elem()
		if v.IsNil() {
			e.s.WriteNil()
			return
		}
		e.encodeValue(v.Elem())
	}
}

// newArrayEncoder returns the encoder of an array type: its elements are
// addressable when the array is.
func (c *Codecs) newArrayEncoder(t reflect.Type, addr bool) encoderFunc {
	elem := c.encoder(t.Elem(), addr)
	n, size := t.Len(), t.Elem().Size()
	return func(e *encodeState, p unsafe.Pointer) {
		e.s.WriteArrayStart()
		for i := 0; i < n; i++ {
			elem(e, unsafe.Add(p, uintptr(i)*size))
		}
		e.s.WriteArrayEnd()
	}
}

// newSliceEncoder returns the encoder of a slice type: nil is null, []byte (whose
// element type has no marshal method) is base64, anything else an array of
// addressable elements.
func (c *Codecs) newSliceEncoder(t reflect.Type) encoderFunc {
	et := t.Elem()
	if et.Kind() == reflect.Uint8 && !hasMarshalMethod(et, true) {
		return func(e *encodeState, p unsafe.Pointer) { e.writeBase64(*(*[]byte)(p)) }
	}
	elem := c.encoder(et, true)
	size := et.Size()
	write := func(e *encodeState, data unsafe.Pointer, n int) {
		e.s.WriteArrayStart()
		for i := 0; i < n; i++ {
			elem(e, unsafe.Add(data, uintptr(i)*size))
		}
		e.s.WriteArrayEnd()
	}
	return func(e *encodeState, p unsafe.Pointer) {
		header := *(*[]byte)(p) // only the data pointer and the length are used
		if header == nil {
			e.s.WriteNil()
			return
		}
		data, n := unsafe.Pointer(unsafe.SliceData(header)), len(header)
		e.nested(cycleKey{p: data, n: n, kind: reflect.Slice},
			func() reflect.Value { return reflect.NewAt(t, p).Elem() },
			func() { write(e, data, n) })
	}
}
