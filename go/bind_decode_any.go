package riffle

import (
	"reflect"
	"unsafe"
)

// Interfaces: an interface that holds a non-nil pointer is decoded through it (null
// too when the pointer points to a pointer); otherwise null sets it to nil, and an
// empty interface receives the generic form of the value: map[string]any, []any,
// string, float64 (or Number with UseNumber), bool. A non-empty interface cannot be
// decoded into (an UnmarshalTypeError).

var (
	float64Type = reflect.TypeFor[float64]()
	stringType  = reflect.TypeFor[string]()
)

// newInterfaceDecoder returns the decoder of interface type t.
func (c *Codecs) newInterfaceDecoder(t reflect.Type) decoderFunc {
	empty := t.NumMethod() == 0
	return func(d *decodeState, p unsafe.Pointer) {
		it := d.it
		next := it.typeAtPos()
		if next == InvalidValue {
			next = it.WhatIsNext()
		}
		// A nil empty interface holds no pointer: no need to look through reflect.
		if !empty || *(*any)(p) != nil {
			if q, ok := d.heldPointer(t, p, next == NilValue); ok {
				c.topDecoder(q.Type())(d, q.UnsafePointer())
				return
			}
		}
		switch {
		case next == NilValue:
			it.ReadNil()
			if empty {
				*(*any)(p) = nil
			} else {
				reflect.NewAt(t, p).Elem().SetZero()
			}
		case next == InvalidValue:
			it.Skip() // records the syntax error
		case !empty:
			d.mismatchInterface(t)
		case next == NumberValue:
			// At the top of an empty interface a number that fits no float64 saves
			// the error and leaves the interface unchanged.
			if v, ok := d.anyNumber(); ok {
				*(*any)(p) = v
			}
		default:
			*(*any)(p) = d.anyValue()
		}
	}
}

// heldPointer returns the non-nil pointer the interface at p holds, when the value
// must be decoded through it (for null, only a pointer to a pointer).
func (d *decodeState) heldPointer(t reflect.Type, p unsafe.Pointer, null bool) (reflect.Value, bool) {
	v := reflect.NewAt(t, p).Elem()
	if v.IsNil() {
		return reflect.Value{}, false
	}
	e := v.Elem()
	if e.Kind() != reflect.Pointer || e.IsNil() || null && e.Elem().Kind() != reflect.Pointer {
		return reflect.Value{}, false
	}
	return e, true
}

// mismatchInterface consumes a value that a non-empty interface cannot hold and saves
// encoding/json's error (for a number, the float64 range error comes first).
func (d *decodeState) mismatchInterface(t reflect.Type) {
	if d.it.nextType() != NumberValue {
		d.mismatch(t)
		return
	}
	if _, ok := d.anyNumber(); ok {
		d.typeError("number", t, d.offset())
	}
}

// anyNumber reads a number as float64 (or Number with UseNumber). A number that
// rounds to infinity saves encoding/json's error, whose offset is one past the token.
func (d *decodeState) anyNumber() (any, bool) {
	if !d.useNumber {
		if f, ok := d.it.floatAtPos(); ok {
			return f, true
		}
	}
	tok := d.numberToken()
	if tok == nil {
		return nil, false
	}
	if d.useNumber {
		return Number(tok), true
	}
	f, ok := parseFloatToken(tok, 64)
	if !ok {
		d.typeError("number "+string(tok), float64Type, d.offset()+1)
		return nil, false
	}
	return f, true
}

// anyValue reads the next value in its generic form.
func (d *decodeState) anyValue() any {
	it := d.it
	next := it.typeAtPos()
	if next == InvalidValue {
		next = it.WhatIsNext()
	}
	switch next {
	case StringValue:
		return it.ReadString()
	case NumberValue:
		v, _ := d.anyNumber()
		return v
	case BoolValue:
		return it.ReadBool()
	case ArrayValue:
		// The elements wait on d.anyStack, so the slice is allocated once, at its size.
		base := len(d.anyStack)
		for it.ReadArray() {
			v := d.anyValue() // may grow d.anyStack: append after the call
			d.anyStack = append(d.anyStack, v)
		}
		a := make([]any, len(d.anyStack)-base)
		copy(a, d.anyStack[base:])
		clear(d.anyStack[base:])
		d.anyStack = d.anyStack[:base]
		return a
	case ObjectValue:
		// The members wait on d.anyMembers, so the map is made once, at its size
		// (a repeated name keeps its last value, as when stored in order).
		base := len(d.anyMembers)
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			key := d.internKey(name)
			v := d.anyValue()
			d.anyMembers = append(d.anyMembers, anyMember{key, v})
		}
		members := d.anyMembers[base:]
		m := make(map[string]any, len(members))
		for _, kv := range members {
			m[kv.key] = kv.value
		}
		clear(members)
		d.anyMembers = d.anyMembers[:base]
		return m
	}
	it.Skip() // null, or a syntax error that Skip records
	return nil
}

// anyMember is a member of an object decoded into any, before its map is made.
type anyMember struct {
	key   string
	value any
}

// fillAnyMap reads the members of an object into m.
func (d *decodeState) fillAnyMap(m map[string]any) {
	it := d.it
	for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
		key := d.internKey(name)
		m[key] = d.anyValue()
	}
}

// decodeAnyMap is the decoder of map[string]any: a nil map is created, members are
// added to an existing one.
func (d *decodeState) decodeAnyMap(p unsafe.Pointer, t reflect.Type) {
	if !d.mapStart(p, t) {
		return
	}
	m := (*map[string]any)(p)
	if *m == nil {
		*m = make(map[string]any)
	}
	d.fillAnyMap(*m)
}
