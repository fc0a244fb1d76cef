package riffle

import (
	"encoding"
	"encoding/json"
	"reflect"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"
)

// The encode engine: one appendFunc per (type, addressability), built by reflection
// the first time the type is met and cached in its Codecs. An appendFunc appends the
// compact JSON text of the value at p to a byte slice and returns it; p points to a
// value of the type, inside the caller's data or in a copy. Containers write their own
// separators and names, so no per-value state is checked; the encodeState holds the
// nesting depth (for MaxDepth) and the cycle detection.
//
// Addressability follows encoding/json: a value reached through a pointer or as a
// slice element is addressable, so a pointer-receiver MarshalJSON or MarshalText
// applies to it; a top-level value, a map value and the content of an interface are
// not; a struct field or array element is addressable when its parent is.

// encoderFunc writes the value at p to the Stream e.s: a custom encoder (EncoderFor),
// which the engine runs through delegate.
type encoderFunc func(e *encodeState, p unsafe.Pointer)

// appendFunc appends the JSON text of the value at p to b and returns b.
type appendFunc func(e *encodeState, b []byte, p unsafe.Pointer) []byte

// encoderKey names one cached encoder.
type encoderKey struct {
	typ  reflect.Type
	addr bool
}

// encoderCache maps encoderKey to *builtEncoder. sync.Map gives a lock-free read
// path once a type is built; last remembers the finished encoder looked up last, so
// a program that marshals values of one type skips the map's hashing of the key.
type encoderCache struct {
	m    sync.Map
	last atomic.Pointer[builtEncoder]
}

// builtEncoder is one cache entry: the encoder of key, final once its build is done
// (before that, an indirection that waits for the build).
type builtEncoder struct {
	key   encoderKey
	enc   appendFunc
	final bool
}

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
func (c *Codecs) encoder(t reflect.Type, addr bool) appendFunc {
	key := encoderKey{t, addr}
	if l := c.cache.last.Load(); l != nil && l.key == key {
		return l.enc
	}
	if f, ok := c.cache.m.Load(key); ok {
		b := f.(*builtEncoder)
		if b.final {
			c.cache.last.Store(b)
		}
		return b.enc
	}
	build := sync.OnceValue(func() appendFunc { return c.newEncoder(t, addr) })
	wait := &builtEncoder{key: key, enc: func(e *encodeState, b []byte, p unsafe.Pointer) []byte { return build()(e, b, p) }}
	f, loaded := c.cache.m.LoadOrStore(key, wait)
	if loaded {
		return f.(*builtEncoder).enc
	}
	enc := build()
	c.cache.m.Store(key, &builtEncoder{key: key, enc: enc, final: true})
	return enc
}

// newEncoder builds the encoder of t, in encoding/json's order of precedence (a
// custom encoder first).
func (c *Codecs) newEncoder(t reflect.Type, addr bool) appendFunc {
	if enc, ok := c.encoders[t]; ok {
		return func(e *encodeState, b []byte, p unsafe.Pointer) []byte { return e.delegate(b, enc, p) }
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
		return pointerEncoder(t, c.encoder(t.Elem(), true))
	case reflect.Interface:
		return interfaceEncoder(t)
	}
	return scalarEncoder(t, false)
}

// scalarEncoder returns the encoder of a bool, number or string type (quoted: as a
// JSON string, the ",string" option), or the encoder that reports t unsupported.
func scalarEncoder(t reflect.Type, quoted bool) appendFunc {
	switch t.Kind() {
	case reflect.Bool:
		if quoted {
			return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
				return append(appendBool(append(b, '"'), *(*bool)(p)), '"')
			}
		}
		return func(e *encodeState, b []byte, p unsafe.Pointer) []byte { return appendBool(b, *(*bool)(p)) }
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		read := intReader(t.Kind())
		if quoted {
			return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
				return append(appendInt64(append(b, '"'), read(p)), '"')
			}
		}
		return func(e *encodeState, b []byte, p unsafe.Pointer) []byte { return appendInt64(b, read(p)) }
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		read := uintReader(t.Kind())
		if quoted {
			return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
				return append(appendUint64(append(b, '"'), read(p)), '"')
			}
		}
		return func(e *encodeState, b []byte, p unsafe.Pointer) []byte { return appendUint64(b, read(p)) }
	case reflect.Float32:
		return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
			v := *(*float32)(p)
			e.checkFinite(t, p, float64(v), 32)
			if quoted {
				return append(appendFloat32(append(b, '"'), v), '"')
			}
			return appendFloat32(b, v)
		}
	case reflect.Float64:
		return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
			v := *(*float64)(p)
			e.checkFinite(t, p, v, 64)
			if quoted {
				return append(appendFloat64(append(b, '"'), v), '"')
			}
			return appendFloat64(b, v)
		}
	case reflect.String:
		if t == numberType {
			return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
				return e.appendNumber(b, *(*string)(p), quoted)
			}
		}
		if quoted {
			return func(e *encodeState, b []byte, p unsafe.Pointer) []byte { return e.appendQuotedString(b, *(*string)(p)) }
		}
		return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
			return e.appendStringValue(b, stringBytes(*(*string)(p)))
		}
	}
	return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		e.fail(&UnsupportedTypeError{Type: t})
		return b
	}
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
func (c *Codecs) quotedEncoder(t reflect.Type, addr bool) appendFunc {
	if _, custom := c.encoders[t]; custom || hasMarshalMethod(t, addr) {
		return c.encoder(t, addr)
	}
	if t.Kind() == reflect.Pointer {
		return pointerEncoder(t, c.quotedEncoder(t.Elem(), true))
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

// pointerEncoder returns the encoder of pointer type t whose element encoder is
// elem: null for nil, else the value pointed to, with encoding/json's cycle
// detection past startDetectingCyclesAfter levels.
func pointerEncoder(t reflect.Type, elem appendFunc) appendFunc {
	return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		ptr := *(*unsafe.Pointer)(p)
		if ptr == nil {
			return append(b, "null"...)
		}
		if e.ptrLevel >= startDetectingCyclesAfter {
			return e.tracked(b, cycleKey{p: ptr, typ: t, kind: reflect.Pointer},
				func() reflect.Value { return reflect.NewAt(t.Elem(), ptr).Convert(t) }, elem, ptr)
		}
		e.ptrLevel++
		b = elem(e, b, ptr)
		e.ptrLevel--
		return b
	}
}

// appendPointer writes the pointer at p as pointerEncoder does, with pointee, the
// encoder of what it points to, called from here (a struct's or slice's loop saves
// the call of the pointer's own encoder); general, that encoder, takes over where
// encoding/json starts looking for cycles.
func (e *encodeState) appendPointer(b []byte, p unsafe.Pointer, pointee, general appendFunc) []byte {
	switch ptr := *(*unsafe.Pointer)(p); {
	case ptr == nil:
		return append(b, "null"...)
	case e.ptrLevel < startDetectingCyclesAfter:
		e.ptrLevel++
		b = pointee(e, b, ptr)
		e.ptrLevel--
		return b
	}
	return general(e, b, p)
}

// interfaceEncoder returns the encoder of an interface type: nil is null, anything
// else is its dynamic value (not addressable).
func interfaceEncoder(t reflect.Type) appendFunc {
	if t.NumMethod() == 0 {
		return func(e *encodeState, b []byte, p unsafe.Pointer) []byte { return e.appendAny(b, *(*any)(p)) }
	}
	return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		v := reflect.NewAt(t, p).Elem()
		if v.IsNil() {
			return append(b, "null"...)
		}
		return e.appendValue(b, v.Elem())
	}
}

// newArrayEncoder returns the encoder of an array type: its elements are
// addressable when the array is.
func (c *Codecs) newArrayEncoder(t reflect.Type, addr bool) appendFunc {
	elem := c.encoder(t.Elem(), addr)
	n, size := t.Len(), t.Elem().Size()
	return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		return appendElements(e, b, elem, p, n, size)
	}
}

// appendElements appends the n elements of size bytes from data, in brackets.
func appendElements(e *encodeState, b []byte, elem appendFunc, data unsafe.Pointer, n int, size uintptr) []byte {
	b = e.open(b, '[')
	for i := 0; i < n; i++ {
		b = append(elem(e, b, unsafe.Add(data, uintptr(i)*size)), ',')
	}
	e.depth--
	return closeContainer(b, ']')
}

// newSliceEncoder returns the encoder of a slice type: nil is null, []byte (whose
// element type has no marshal method) is base64, anything else an array of
// addressable elements.
func (c *Codecs) newSliceEncoder(t reflect.Type) appendFunc {
	et := t.Elem()
	if et.Kind() == reflect.Uint8 && !hasMarshalMethod(et, true) {
		return func(e *encodeState, b []byte, p unsafe.Pointer) []byte { return appendBase64(b, *(*[]byte)(p)) }
	}
	elem := c.encoder(et, true)
	size := et.Size()
	elements := func(e *encodeState, b []byte, data unsafe.Pointer, n int) []byte {
		return appendElements(e, b, elem, data, n, size)
	}
	if _, custom := c.encoders[et]; !custom && !hasMarshalMethod(et, true) {
		switch {
		case fastKindOf(et) == fastString:
			elements = appendStringElements
		case et.Kind() == reflect.Struct && len(structFields(et)) == 0:
			elements = appendEmptyStructElements
		case et.Kind() == reflect.Pointer: // newEncoder's pointerEncoder, unrolled
			pointee := c.encoder(et.Elem(), true)
			elements = func(e *encodeState, b []byte, data unsafe.Pointer, n int) []byte {
				return appendPointerElements(e, b, pointee, elem, data, n)
			}
		}
	}
	content := func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		header := *(*[]byte)(p) // only the data pointer and the length are used
		return elements(e, b, unsafe.Pointer(unsafe.SliceData(header)), len(header))
	}
	return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		header := *(*[]byte)(p)
		if header == nil {
			return append(b, "null"...)
		}
		if e.ptrLevel >= startDetectingCyclesAfter {
			return e.tracked(b, cycleKey{p: unsafe.Pointer(unsafe.SliceData(header)), n: len(header), kind: reflect.Slice},
				func() reflect.Value { return reflect.NewAt(t, p).Elem() }, content, p)
		}
		e.ptrLevel++
		b = elements(e, b, unsafe.Pointer(unsafe.SliceData(header)), len(header))
		e.ptrLevel--
		return b
	}
}

// appendPointerElements appends the n pointers from data, in brackets, each through
// appendPointer (pointee for what it points to, general for the pointer itself).
func appendPointerElements(e *encodeState, b []byte, pointee, general appendFunc, data unsafe.Pointer, n int) []byte {
	b = e.open(b, '[')
	for i := 0; i < n; i++ {
		b = append(e.appendPointer(b, unsafe.Add(data, uintptr(i)*unsafe.Sizeof(data)), pointee, general), ',')
	}
	e.depth--
	return closeContainer(b, ']')
}

// appendEmptyStructElements appends n structs with no member to write ({} each), in
// brackets: the depth check every one of them makes (newStructEncoder), made once.
func appendEmptyStructElements(e *encodeState, b []byte, _ unsafe.Pointer, n int) []byte {
	b = e.open(b, '[')
	if n > 0 {
		e.checkDepth(b)
		b = slices.Grow(b, 3*n)
		for range n {
			b = append(b, '{', '}', ',')
		}
	}
	e.depth--
	return closeContainer(b, ']')
}

// appendStringElements appends the n strings from data, in brackets, each with
// appendString directly.
func appendStringElements(e *encodeState, b []byte, data unsafe.Pointer, n int) []byte {
	b = e.open(b, '[')
	for _, v := range unsafe.Slice((*string)(data), n) {
		out, ok := appendString(b, stringBytes(v), e.esc)
		if !ok {
			e.failString(b)
		}
		b = append(out, ',')
	}
	e.depth--
	return closeContainer(b, ']')
}
