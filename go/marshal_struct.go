package riffle

import (
	"reflect"
	"unsafe"
)

// fieldWriter writes one struct member: where its value is, when it is left out,
// its pre-encoded names and its encoder.
type fieldWriter struct {
	name     fieldName // the name, with or without HTML escaping (see newStructEncoder)
	bad      bool      // the name is ill-formed UTF-8 (cannot happen for a Go field name or a valid tag)
	indirect bool      // derefs or omit is set: the value is found by locate
	derefs   []uintptr // offsets of the embedded pointers to follow, outermost first
	offset   uintptr   // the value's offset after the last pointer followed
	fast     fastKind  // a scalar appended in place, or fastNone
	omit     func(p unsafe.Pointer) bool
	enc      appendFunc
	elem     appendFunc // fastPointer: the encoder of what the pointer points to
}

// locate returns the address of f's value in the struct at p, or nil when the value
// is left out: an embedded pointer on its path is nil, or omitempty or omitzero
// applies.
func (f *fieldWriter) locate(p unsafe.Pointer) unsafe.Pointer {
	for _, off := range f.derefs {
		p = *(*unsafe.Pointer)(unsafe.Add(p, off))
		if p == nil {
			return nil
		}
	}
	p = unsafe.Add(p, f.offset)
	if f.omit != nil && f.omit(p) {
		return nil
	}
	return p
}

// fieldName is a member name pre-encoded as `,"name":`.
type fieldName struct {
	text  string
	block *[nameCopyBytes]byte // text's allocation from its first byte, when text is short enough to be copied as one block (as the Stream's putName copies), else nil
}

// newFieldName returns the fieldName of the EncodedName n.
func newFieldName(n EncodedName) fieldName {
	if n.bad {
		return fieldName{}
	}
	f := fieldName{text: n.enc}
	if len(n.enc) <= nameCopyBytes {
		f.block = nameBlock(n.enc, 0)
	}
	return f
}

// fastKind names the scalar members appended in place, without a call through enc.
type fastKind uint8

const (
	fastNone fastKind = iota
	fastString
	fastBool
	fastInt
	fastInt64
	fastInt32
	fastUint64
	fastFloat64
	// fastPointer: a pointer written as its pointee (enc is pointerEncoder): the nil
	// test and the pointee's encoder are called from the struct's loop, one call
	// fewer; past encoding/json's depth for cycle checks enc takes over.
	fastPointer
)

// fastKindOf returns the fast kind of a member of type t, or fastNone.
func fastKindOf(t reflect.Type) fastKind {
	switch t.Kind() {
	case reflect.String:
		if t != numberType {
			return fastString
		}
	case reflect.Bool:
		return fastBool
	case reflect.Int:
		return fastInt
	case reflect.Int64:
		return fastInt64
	case reflect.Int32:
		return fastInt32
	case reflect.Uint64:
		return fastUint64
	case reflect.Float64:
		return fastFloat64
	}
	return fastNone
}

// newStructEncoder returns the encoder of struct type t; its fields are addressable
// when the struct is, or when they are reached through an embedded pointer.
func (c *Codecs) newStructEncoder(t reflect.Type, addr bool) appendFunc {
	fields := structFields(t)
	if len(fields) == 0 {
		// No member is ever written (struct{}, or only unexported or ignored fields):
		// "{}" at once, with the depth check of a container that opens.
		return func(e *encodeState, b []byte, _ unsafe.Pointer) []byte {
			e.checkDepth(b)
			return append(b, '{', '}')
		}
	}
	// Two sets of writers, whose names are escaped without and with EscapeHTML: the
	// encoder picks one per struct rather than per member.
	writers := [2][]fieldWriter{make([]fieldWriter, len(fields)), make([]fieldWriter, len(fields))}
	for i := range fields {
		w := c.newFieldWriter(t, &fields[i], addr)
		plain, html := Config{}.NewEncodedName(fields[i].name), Config{EscapeHTML: true}.NewEncodedName(fields[i].name)
		writers[0][i], writers[1][i] = w, w
		writers[0][i].name, writers[1][i].name = newFieldName(plain), newFieldName(html)
	}
	return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		// Each member is written with the comma before it, and the first member's
		// comma becomes the '{' at the end: no "first member" test per member. Until
		// then a ',' stands where the object begins (appendTextPointer knows it).
		e.enter(b)
		start := len(b)
		ws := writers[0]
		if e.escapeHTML {
			ws = writers[1]
		}
		for i := range ws {
			f := &ws[i]
			fp := unsafe.Add(p, f.offset)
			if f.indirect {
				if fp = f.locate(p); fp == nil {
					continue
				}
			}
			name := &f.name
			member := len(b)
			if name.block != nil {
				m := member
				if cap(b)-m < nameCopyBytes {
					b = growBytes(b, nameCopyBytes)
				}
				copyNameBlock((*[nameCopyBytes]byte)(b[m:m+nameCopyBytes]), name.block)
				b = b[:m+len(name.text)]
			} else {
				b = e.appendLongName(b, f, name)
			}
			switch f.fast {
			case fastString:
				out, ok := appendString(b, stringBytes(*(*string)(fp)), e.esc)
				if !ok {
					e.failMemberString(b, member, start)
				}
				b = out
			case fastBool:
				b = appendBool(b, *(*bool)(fp))
			case fastInt:
				b = appendInt64(b, int64(*(*int)(fp)))
			case fastInt64:
				b = appendInt64(b, *(*int64)(fp))
			case fastInt32:
				b = appendInt64(b, int64(*(*int32)(fp)))
			case fastUint64:
				b = appendUint64(b, *(*uint64)(fp))
			case fastFloat64:
				if v := *(*float64)(fp); isFinite64(v) {
					b = appendFloat64(b, v)
				} else {
					b = f.enc(e, b, fp)
				}
			case fastPointer:
				b = e.appendPointer(b, fp, f.elem, f.enc)
			default:
				b = f.enc(e, b, fp)
			}
		}
		e.depth--
		if len(b) == start {
			return append(b, '{', '}')
		}
		b[start] = '{'
		return append(b, '}')
	}
}

// appendLongName appends a member name too long to be copied as one block, or fails
// for a name with ill-formed UTF-8 under the reject policy.
func (e *encodeState) appendLongName(b []byte, f *fieldWriter, name *fieldName) []byte {
	if f.bad {
		e.failSyntax(b, KindInvalidValue, "member name is not valid UTF-8")
	}
	return append(b, name.text...)
}

// newFieldWriter resolves field f of struct type t: the path to its value, whether
// its name is ill-formed UTF-8, its encoder and its omitempty or omitzero test (the
// caller sets the name).
func (c *Codecs) newFieldWriter(t reflect.Type, f *boundField, addr bool) fieldWriter {
	var w fieldWriter
	st := t
	for i, x := range f.index {
		if i > 0 && st.Kind() == reflect.Pointer { // an embedded *struct: follow it
			w.derefs = append(w.derefs, w.offset)
			w.offset = 0
			st = st.Elem()
			addr = true
		}
		sf := st.Field(x)
		w.offset += sf.Offset
		st = sf.Type
	}
	w.bad = Config{}.NewEncodedName(f.name).bad
	if f.quoted {
		w.enc = c.quotedEncoder(f.typ, addr)
	} else {
		w.enc = c.encoder(f.typ, addr)
		if _, custom := c.encoders[f.typ]; !custom && !hasMarshalMethod(f.typ, addr) {
			w.fast = fastKindOf(f.typ)
			if f.typ.Kind() == reflect.Pointer { // newEncoder's pointerEncoder, unrolled
				w.fast, w.elem = fastPointer, c.encoder(f.typ.Elem(), true)
			}
		}
	}
	switch {
	case f.omitEmpty && f.omitZero:
		empty, zero := emptyTest(f.typ), zeroTest(f.typ)
		w.omit = func(p unsafe.Pointer) bool { return (empty != nil && empty(p)) || zero(p) }
	case f.omitEmpty:
		w.omit = emptyTest(f.typ)
	case f.omitZero:
		w.omit = zeroTest(f.typ)
	}
	w.indirect = w.derefs != nil || w.omit != nil
	return w
}

// emptyTest returns encoding/json's omitempty test for type t (false, 0, a nil
// pointer or interface, an empty string, slice, map or array), or nil when no
// value of t is empty (structs).
func emptyTest(t reflect.Type) func(p unsafe.Pointer) bool {
	switch t.Kind() {
	case reflect.String:
		return func(p unsafe.Pointer) bool { return len(*(*string)(p)) == 0 }
	case reflect.Slice:
		return func(p unsafe.Pointer) bool { return len(*(*[]byte)(p)) == 0 }
	case reflect.Array:
		n := t.Len()
		return func(unsafe.Pointer) bool { return n == 0 }
	case reflect.Map:
		return func(p unsafe.Pointer) bool { return reflect.NewAt(t, p).Elem().Len() == 0 }
	case reflect.Pointer:
		return func(p unsafe.Pointer) bool { return *(*unsafe.Pointer)(p) == nil }
	case reflect.Interface:
		return func(p unsafe.Pointer) bool { return reflect.NewAt(t, p).Elem().IsNil() }
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return func(p unsafe.Pointer) bool { return reflect.NewAt(t, p).Elem().IsZero() }
	}
	return nil
}

// zeroTest returns encoding/json's omitzero test for type t: its IsZero method when
// it has one (called as encoding/json calls it), else reflect's zero-value test.
func zeroTest(t reflect.Type) func(p unsafe.Pointer) bool {
	type isZeroer interface{ IsZero() bool }
	isZeroerType := reflect.TypeFor[isZeroer]()
	switch {
	case t.Kind() == reflect.Interface && t.Implements(isZeroerType):
		return func(p unsafe.Pointer) bool {
			v := reflect.NewAt(t, p).Elem()
			return v.IsNil() || (v.Elem().Kind() == reflect.Pointer && v.Elem().IsNil()) ||
				v.Interface().(isZeroer).IsZero()
		}
	case t.Kind() == reflect.Pointer && t.Implements(isZeroerType):
		return func(p unsafe.Pointer) bool {
			v := reflect.NewAt(t, p).Elem()
			return v.IsNil() || v.Interface().(isZeroer).IsZero()
		}
	case t.Implements(isZeroerType):
		return func(p unsafe.Pointer) bool { return reflect.NewAt(t, p).Elem().Interface().(isZeroer).IsZero() }
	case reflect.PointerTo(t).Implements(isZeroerType):
		return func(p unsafe.Pointer) bool { return reflect.NewAt(t, p).Interface().(isZeroer).IsZero() }
	}
	return func(p unsafe.Pointer) bool { return reflect.NewAt(t, p).Elem().IsZero() }
}
