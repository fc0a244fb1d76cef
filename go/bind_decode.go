package riffle

import (
	"encoding"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"
)

// The decode engine: one decoderFunc per Go type, built by reflection the first time
// the type is met and cached in its Codecs. A decoderFunc reads the next JSON value from
// the decodeState's Iterator into the value at p, which is always addressable memory of
// the type (a struct field, a slice or array element, a map value's temporary, or the
// pointee of the pointer handed to Unmarshal). The rules are encoding/json's (Go 1.26,
// decode.go): which values each kind accepts, when pointers are allocated, what null
// does, and the UnmarshalTypeError (Value, Type, Offset, Struct, Field) of every
// mismatch.

// decoderFunc reads one JSON value into the value at p.
type decoderFunc func(d *decodeState, p unsafe.Pointer)

// decoderCache maps reflect.Type to decoderFunc; sync.Map gives a lock-free read path
// once a type is built. tops holds, per pointer type, the *topEntry with the decoder of
// what it points to (the pointer handed to Unmarshal), and lastTop the entry found last, which a
// program decoding one type again and again finds without a map lookup.
type decoderCache struct {
	m, tops sync.Map
	lastTop atomic.Pointer[topEntry]
}

// topEntry is one entry of decoderCache.tops.
type topEntry struct {
	typ reflect.Type
	dec decoderFunc
}

var (
	unmarshalerType     = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// decodeState is one Unmarshal, Decode or ReadVal in progress.
type decodeState struct {
	it     *Iterator
	own    *Iterator // the Iterator Unmarshal reads with, kept across uses
	codecs *Codecs
	// base is subtracted from the Iterator's offsets to give encoding/json's Offset
	// (a Decoder counts from the start of the current value's buffer).
	base            int64
	useNumber       bool
	disallowUnknown bool
	matchCase       bool

	saved error // the first saved (non-fatal) error, returned at the end

	// The error context of encoding/json: one slot per struct being decoded, from the
	// outermost, holding the member being decoded. The innermost member's struct and
	// the path of member names are read from it only for an error.
	fieldPath []fieldSlot

	scratch      []byte // raw values for UnmarshalJSON
	mapKeyString string // the key a map of string keys is given (see mapKey)
	mapKeyNum    uint64 // the key a map of integer keys is given, viewed as the key type (see mapKey)

	// The elements and members of the arrays and objects being decoded into any,
	// innermost last; each container takes its own off when it ends.
	anyStack   []any
	anyMembers []anyMember

	// keys holds recent member names decoded into any (internKey), so that a name
	// repeated across objects is one string, not an allocation per object. It lives as
	// long as the pooled decodeState: at most keyCacheSize strings of at most
	// maxInternedKey bytes each.
	keys [keyCacheSize]string
}

// keyCacheSize is the number of slots of decodeState.keys (a power of two).
const keyCacheSize = 256

// maxInternedKey is the longest member name internKey keeps.
const maxInternedKey = 32

// internKey returns name as a string: the string kept in its slot of d.keys when that
// holds the same bytes (confirmed by comparison), else a new one, which then takes the
// slot. The slot comes from the length and three of the bytes.
func (d *decodeState) internKey(name []byte) string {
	n := len(name)
	if n == 0 || n > maxInternedKey {
		return string(name)
	}
	h := (uint(n) ^ uint(name[0])<<2 ^ uint(name[n>>1])<<4 ^ uint(name[n-1])<<6) * 0x9E3779B1 >> 24 % keyCacheSize
	if s := d.keys[h]; s == string(name) { // compiles to a comparison, no copy
		return s
	}
	s := string(name)
	d.keys[h] = s
	return s
}

// decodeFailure carries a fatal error (an UnmarshalJSON or UnmarshalText error, an
// invalid Number) up through the decoders; the entry point recovers it.
type decodeFailure struct{ err error }

// abort stops the decode with a fatal error, as encoding/json returns at once.
func (d *decodeState) abort(err error) { panic(decodeFailure{d.withContext(err)}) }

// save records err unless an error was saved before; decoding goes on.
func (d *decodeState) save(err error) {
	if d.saved == nil {
		d.saved = d.withContext(err)
	}
}

// withContext adds the struct and field path to an UnmarshalTypeError, as
// encoding/json's addErrorContext does.
func (d *decodeState) withContext(err error) error {
	te, ok := err.(*UnmarshalTypeError)
	if !ok {
		return err
	}
	var stack []string
	var inner *decodeField
	for _, s := range d.fieldPath {
		if s.k >= 0 {
			f := &s.fields[s.k]
			stack, inner = append(stack, f.context), f
		}
	}
	if inner == nil {
		return err
	}
	te.Struct = inner.owner.Name()
	if te.Field != "" {
		stack = append(stack, te.Field)
	}
	te.Field = strings.Join(stack, ".")
	return err
}

// offset returns encoding/json's offset of the next unread byte.
func (d *decodeState) offset() int64 { return d.it.InputOffset() - d.base }

// typeError saves an UnmarshalTypeError for a value of JSON kind what at offset off.
func (d *decodeState) typeError(what string, t reflect.Type, off int64) {
	d.save(&UnmarshalTypeError{Value: what, Type: t, Offset: off})
}

// mismatch consumes the next value, which a value of type t cannot hold, and saves
// encoding/json's error for it: the offset is the byte after '[' or '{' for a
// container, the end of the token for a literal. Null is accepted silently (it leaves
// a value of any kind that null cannot clear unchanged).
func (d *decodeState) mismatch(t reflect.Type) {
	it := d.it
	switch it.nextType() {
	case ArrayValue:
		d.typeError("array", t, d.offset()+1)
		it.Skip()
	case ObjectValue:
		d.typeError("object", t, d.offset()+1)
		it.Skip()
	case StringValue:
		it.Skip()
		d.typeError("string", t, d.offset())
	case NumberValue:
		it.Skip()
		d.typeError("number", t, d.offset())
	case BoolValue:
		it.Skip()
		d.typeError("bool", t, d.offset())
	default: // null, or a syntax error that Skip records
		it.Skip()
	}
}

// decoder returns the decoder of t, building it on first use. While a type is being
// built, a recursive reference to it gets an indirection that waits for the build, so
// recursive types and concurrent first uses are both safe; the finished decoder then
// replaces the indirection in the cache.
func (c *Codecs) decoder(t reflect.Type) decoderFunc {
	if f, ok := c.decoders.m.Load(t); ok {
		return f.(decoderFunc)
	}
	build := sync.OnceValue(func() decoderFunc { return c.newDecoder(t) })
	f, loaded := c.decoders.m.LoadOrStore(t, decoderFunc(func(d *decodeState, p unsafe.Pointer) { build()(d, p) }))
	if loaded {
		return f.(decoderFunc)
	}
	dec := build()
	c.decoders.m.Store(t, dec)
	return dec
}

// newDecoder builds the decoder of t: a custom decoder of c for t (DecoderFor); then in
// encoding/json's order of precedence, a named type whose pointer has UnmarshalJSON or
// UnmarshalText uses it; then by kind.
func (c *Codecs) newDecoder(t reflect.Type) decoderFunc {
	if dec, ok := c.customDecoders[t]; ok {
		return dec
	}
	if t.Kind() != reflect.Pointer && t.Name() != "" {
		if m := methodDecoder(reflect.PointerTo(t), t); m != nil {
			return m
		}
	}
	switch t.Kind() {
	case reflect.Pointer:
		return c.newPointerDecoder(t)
	case reflect.Struct:
		return c.newStructDecoder(t)
	case reflect.Map:
		return c.newMapDecoder(t)
	case reflect.Slice:
		return c.newSliceDecoder(t)
	case reflect.Array:
		return c.newArrayDecoder(t)
	case reflect.Interface:
		return c.newInterfaceDecoder(t)
	}
	return scalarDecoder(t)
}

// pointeeDecoder returns the decoder of the value a pointer of type pt points to: the
// pointer's UnmarshalJSON or UnmarshalText method if it has one, else the decoder of
// its element type. outer is the type encoding/json names in the type errors of a
// TextUnmarshaler (the type of the outermost pointer of the chain).
func (c *Codecs) pointeeDecoder(pt, outer reflect.Type) decoderFunc {
	if dec, ok := c.customDecoders[pt.Elem()]; ok {
		return dec
	}
	if m := methodDecoder(pt, outer); m != nil {
		return m
	}
	if pt.Elem().Kind() == reflect.Pointer && endsInText(pt.Elem()) {
		return c.pointerChainDecoder(pt.Elem(), outer)
	}
	return c.decoder(pt.Elem()) // cached: a pointer type that points to itself ends here
}

// endsInText reports whether a chain of pointers from t reaches an UnmarshalText
// method (whose type errors name the outermost pointer type). A chain that loops
// (type P *P) is cut off.
func endsInText(t reflect.Type) bool {
	for range 32 {
		if t.Implements(textUnmarshalerType) {
			return true
		}
		if t.Kind() != reflect.Pointer {
			return t.Name() != "" && reflect.PointerTo(t).Implements(textUnmarshalerType)
		}
		t = t.Elem()
	}
	return false
}

// newPointerDecoder returns the decoder of pointer type t: null sets the pointer to
// nil; any other value allocates the pointee when the pointer is nil and decodes into it.
func (c *Codecs) newPointerDecoder(t reflect.Type) decoderFunc {
	return c.pointerChainDecoder(t, t)
}

// pointerChainDecoder is newPointerDecoder for a pointer inside a chain whose
// outermost pointer type is outer.
func (c *Codecs) pointerChainDecoder(t, outer reflect.Type) decoderFunc {
	elemType := t.Elem()
	elem := c.pointeeDecoder(t, outer)
	return func(d *decodeState, p unsafe.Pointer) {
		it := d.it
		next := it.typeAtPos()
		if next == InvalidValue {
			next = it.WhatIsNext()
		}
		if next == NilValue {
			if it.ReadNil() { // false after a malformed null, whose error it records
				*(*unsafe.Pointer)(p) = nil
			}
			return
		}
		q := *(*unsafe.Pointer)(p)
		if q == nil {
			if next == InvalidValue {
				it.Skip() // records the syntax error; nothing is allocated
				return
			}
			q = reflect.New(elemType).UnsafePointer()
			*(*unsafe.Pointer)(p) = q
		}
		elem(d, q)
	}
}

// methodDecoder returns the decoder that calls pt's UnmarshalJSON or UnmarshalText on
// the value at p (a pointer to pt's element), or nil when pt has neither.
func methodDecoder(pt, outer reflect.Type) decoderFunc {
	et := pt.Elem()
	if pt.Implements(unmarshalerType) {
		return func(d *decodeState, p unsafe.Pointer) {
			raw := d.rawValue()
			if raw == nil {
				return
			}
			u := reflect.NewAt(et, p).Interface().(json.Unmarshaler)
			if err := u.UnmarshalJSON(raw); err != nil {
				d.abort(err)
			}
		}
	}
	if pt.Implements(textUnmarshalerType) {
		nullRule := nullSetter(et)
		return func(d *decodeState, p unsafe.Pointer) {
			it := d.it
			switch it.nextType() {
			case StringValue:
				s := it.ReadStringAsSlice()
				if it.err != nil {
					return
				}
				u := reflect.NewAt(et, p).Interface().(encoding.TextUnmarshaler)
				if err := u.UnmarshalText(s); err != nil {
					d.abort(err)
				}
			case NilValue:
				it.ReadNil()
				nullRule(p)
			default:
				d.mismatch(outer)
			}
		}
	}
	return nil
}

// nullSetter returns what null does to a value of type t: a pointer, map, slice or
// interface becomes nil; any other value is left unchanged.
func nullSetter(t reflect.Type) func(p unsafe.Pointer) {
	switch t.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface:
		return func(p unsafe.Pointer) { reflect.NewAt(t, p).Elem().SetZero() }
	}
	return func(unsafe.Pointer) {}
}

// rawValue consumes the next value and returns its raw bytes (borrowed until the next
// rawValue), or nil after a syntax error.
func (d *decodeState) rawValue() []byte {
	d.scratch = d.it.SkipAndAppendBytes(d.scratch[:0])
	if d.it.err != nil {
		return nil
	}
	return d.scratch
}

// scalarDecoder returns the decoder of a bool, number or string type, or of a kind
// that no JSON value fits (every value but null is then a type error).
func scalarDecoder(t reflect.Type) decoderFunc {
	switch t.Kind() {
	case reflect.Bool:
		return func(d *decodeState, p unsafe.Pointer) {
			if d.it.typeAtPos() != BoolValue && d.it.WhatIsNext() != BoolValue {
				d.mismatch(t)
				return
			}
			*(*bool)(p) = d.it.ReadBool()
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return numberDecoder(t)
	case reflect.String:
		if t == numberType {
			return decodeNumber
		}
		return func(d *decodeState, p unsafe.Pointer) {
			if s, ok := d.it.stringAtPos(); ok {
				*(*string)(p) = s
			} else if s, ok := d.stringValue(t); ok {
				*(*string)(p) = s
			}
		}
	}
	return func(d *decodeState, p unsafe.Pointer) { d.mismatch(t) }
}

// stringValue reads the next value for a Go string of type t: a JSON string, or else
// encoding/json's mismatch (ok false, the value consumed).
func (d *decodeState) stringValue(t reflect.Type) (string, bool) {
	if d.it.typeAtPos() != StringValue && d.it.WhatIsNext() != StringValue {
		d.mismatch(t)
		return "", false
	}
	return d.it.ReadString(), true
}

// numberDecoder returns the decoder of a number type t. A signed integer written
// plainly at the read position is read at once (intAtPos); any other number token is
// converted by storeNumber.
func numberDecoder(t reflect.Type) decoderFunc {
	kind, bits := t.Kind(), t.Bits()
	signed := kind >= reflect.Int && kind <= reflect.Int64
	return func(d *decodeState, p unsafe.Pointer) {
		it := d.it
		if signed {
			if n, ok := it.intAtPos(bits); ok {
				storeInt(p, kind, n)
				return
			}
		} else if kind == reflect.Float64 {
			if f, ok := it.floatAtPos(); ok {
				*(*float64)(p) = f
				return
			}
		}
		if it.typeAtPos() != NumberValue && it.WhatIsNext() != NumberValue {
			d.mismatch(t)
			return
		}
		tok := d.numberToken()
		if tok == nil {
			return
		}
		ok := false
		if kind == reflect.Float64 { // the common float, without storeNumber's call
			var f float64
			if f, ok = parseFloatToken(tok, 64); ok {
				*(*float64)(p) = f
			}
		} else {
			ok = storeNumber(p, kind, bits, tok)
		}
		if !ok {
			d.typeError("number "+string(tok), t, d.offset())
		}
	}
}

// storeNumber converts a number token to the number kind (of the given bit size) and
// stores it at p, or reports that it does not fit.
func storeNumber(p unsafe.Pointer, kind reflect.Kind, bits int, tok []byte) bool {
	switch kind {
	case reflect.Float64:
		f, ok := parseFloatToken(tok, 64)
		if ok {
			*(*float64)(p) = f
		}
		return ok
	case reflect.Float32:
		f, ok := parseFloatToken(tok, 32)
		if ok {
			*(*float32)(p) = float32(f)
		}
		return ok
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := parseIntToken(tok, bits)
		if ok {
			storeInt(p, kind, n)
		}
		return ok
	}
	n, ok := parseUintToken(tok, bits)
	if ok {
		storeUint(p, kind, n)
	}
	return ok
}

// decodeNumber decodes a Number: a JSON number as written, or a string holding a
// valid number (anything else in a string is a fatal error, as in encoding/json).
func decodeNumber(d *decodeState, p unsafe.Pointer) {
	it := d.it
	switch it.nextType() {
	case NumberValue:
		*(*string)(p) = string(d.numberToken())
	case StringValue:
		start := d.offset()
		s := it.ReadString()
		if it.err != nil {
			return
		}
		if !isValidNumber(s) {
			d.abort(invalidNumberError(d.lastToken(start, s)))
		}
		*(*string)(p) = s
	default:
		d.mismatch(numberType)
	}
}

// invalidNumberError is encoding/json's error for a string token raw that is not a
// valid number, decoded into a Number.
func invalidNumberError(raw string) error {
	return errors.New("json: invalid number literal, trying to unmarshal " + strconv.Quote(raw) + " into Number")
}

// lastToken returns the raw text of the string token just read, which started at
// offset start and decoded to s: from the buffer when it is still there, else s quoted.
func (d *decodeState) lastToken(start int64, s string) string {
	it := d.it
	if i := start + d.base - it.base; i >= 0 && i <= int64(it.pos) {
		return string(it.buf[i:it.pos])
	}
	return `"` + s + `"`
}

// isValidNumber reports whether s is exactly one JSON number.
func isValidNumber(s string) bool {
	if s == "" || (s[0] != '-' && !isDigit(s[0])) {
		return false
	}
	b := unsafe.Slice(unsafe.StringData(s), len(s))
	end, _, bad := numberGrammar(b, 0)
	return bad == numOK && end == len(b)
}

// numberToken consumes the number that comes next (WhatIsNext said so) and returns
// its token, borrowed from the Iterator's buffer until the next read; nil after a
// syntax error.
func (d *decodeState) numberToken() []byte {
	it := d.it
	var start, end int
	if i := it.pos; it.typeAtPos() == NumberValue && valueExpected(it.state) {
		// The common case: the token starts at the read position, where a value may
		// be read, so begin's checks are done.
		if start, end, _ = it.scanNumber(i); end < 0 {
			return nil
		}
	} else {
		var ok bool
		if start, end, _, ok = it.readNumberToken(); !ok {
			return nil
		}
	}
	it.done(end)
	return it.buf[start:end:end]
}

// storeInt stores n into the signed integer of kind k at p.
func storeInt(p unsafe.Pointer, k reflect.Kind, n int64) {
	switch k {
	case reflect.Int8:
		*(*int8)(p) = int8(n)
	case reflect.Int16:
		*(*int16)(p) = int16(n)
	case reflect.Int32:
		*(*int32)(p) = int32(n)
	case reflect.Int64:
		*(*int64)(p) = n
	default:
		*(*int)(p) = int(n)
	}
}

// storeUint stores n into the unsigned integer of kind k at p.
func storeUint(p unsafe.Pointer, k reflect.Kind, n uint64) {
	switch k {
	case reflect.Uint8:
		*(*uint8)(p) = uint8(n)
	case reflect.Uint16:
		*(*uint16)(p) = uint16(n)
	case reflect.Uint32:
		*(*uint32)(p) = uint32(n)
	case reflect.Uint64:
		*(*uint64)(p) = n
	case reflect.Uintptr:
		*(*uintptr)(p) = uintptr(n)
	default:
		*(*uint)(p) = uint(n)
	}
}
