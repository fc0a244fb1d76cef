package riffle

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"unsafe"
)

// Structs: members matched to fields by name (exact first, then encoding/json's case
// folding unless the BindConfig matches case), fields reached at fixed offsets, or
// through embedded pointers that are allocated on the way as encoding/json does.

// decodeField is one member of a struct type, as the decoder needs it.
type decodeField struct {
	offset uintptr     // from the struct's start, when steps is nil
	steps  []fieldStep // the walk through embedded pointers, else nil
	typ    reflect.Type
	dec    decoderFunc
	quoted bool
	plain  bool         // neither quoted nor reached through steps: decoded at offset
	owner  reflect.Type // the struct type the member belongs to (for errors)
	// context is what the member adds to encoding/json's Field path: the Go names of
	// the embedded structs it is promoted through and its JSON name, joined by ".".
	context string
}

// fieldSlot is one struct's slot of decodeState.fieldPath: the struct's fields and
// the index of the member being decoded, -1 before the first (an int stored per
// member, where a pointer would take a write barrier).
type fieldSlot struct {
	fields []decodeField
	k      int
}

// fieldStep is one field on the way to a field promoted through an embedded pointer.
type fieldStep struct {
	offset uintptr
	// ptr is the pointee type when this field is an embedded pointer to follow
	// (allocated when nil), nil for the last step and for embedded structs.
	ptr reflect.Type
	// settable is false when the pointer cannot be allocated (it is reached through an
	// unexported field), which encoding/json reports.
	settable bool
}

// newStructDecoder returns the decoder of struct type t.
func (c *Codecs) newStructDecoder(t reflect.Type) decoderFunc {
	bound := structFields(t)
	fields := make([]decodeField, len(bound))
	names := make([]string, len(bound))
	for i, bf := range bound {
		fields[i] = newDecodeField(t, bf)
		names[i] = bf.name
	}
	set := newFieldNames(names)
	for i := range fields {
		// A field of type t itself gets the cache's indirection to this decoder.
		fields[i].dec = c.decoder(fields[i].typ)
	}
	// Members usually come in an order that repeats (the order an encoder writes
	// them), so the member after the one matched last is expected: readObject compares
	// its name where the member's name starts, with no scan and no lookup when it is
	// there. The order is first the fields' declaration order, then the one learned
	// from the first object decoded, unknown members included (bind_decode_order.go,
	// docs/design/member-order.md). A name is guessed so only where the table gives the
	// same field for it (always, as field names are unique; checked all the same), and
	// only names that need no scan (plain content: newNameGuess).
	learner := newOrderLearner(set, names)
	return func(d *decodeState, p unsafe.Pointer) {
		it := d.it
		if it.typeAtPos() != ObjectValue && it.WhatIsNext() != ObjectValue {
			d.mismatch(t)
			return
		}
		if len(fields) == 0 && !d.disallowUnknown {
			// No member can match (struct{}, or only unexported or ignored fields):
			// the whole object is skipped at once, still fully validated, instead of
			// member by member (a name, a failed lookup and a skip each).
			it.Skip()
			return
		}
		order, rec := learner.begin()
		s := 0 // the position in order of the member expected next
		g := order.guesses[0]
		name, hit, ok := it.readObject(g)
		if !ok {
			return
		}
		// encoding/json's error context: this struct's slot of the field path,
		// overwritten for each member.
		depth := len(d.fieldPath)
		d.fieldPath = append(d.fieldPath, fieldSlot{fields, -1})
		for ; ok; name, hit, ok = it.readObject(g) {
			var k int
			if hit {
				k = g.field
				s++
			} else {
				if k = set.lookup(name); k < 0 && !d.matchCase {
					k = set.lookupFolded(name)
				}
				// After an unknown member the same member is expected (a struct binds
				// some members of a larger object, in order).
				if k >= 0 && order.at[k] >= 0 {
					s = order.at[k] + 1
				}
			}
			if rec != nil {
				rec.add(name, k)
			}
			g = order.guesses[s]
			if k < 0 {
				if d.disallowUnknown {
					d.save(errors.New("json: unknown field " + strconv.Quote(string(name))))
				}
				it.Skip()
				continue
			}
			f := &fields[k]
			d.fieldPath[depth].k = k
			if f.plain {
				f.dec(d, unsafe.Add(p, f.offset))
				continue
			}
			fp := unsafe.Add(p, f.offset)
			if f.steps != nil {
				if fp = d.walk(p, f.steps); fp == nil {
					it.Skip()
					continue
				}
			}
			if f.quoted {
				d.decodeQuoted(f.typ, f.dec, fp)
			} else {
				f.dec(d, fp)
			}
		}
		d.fieldPath = d.fieldPath[:depth]
		if rec != nil && it.err == nil {
			learner.publish(rec)
		}
	}
}

// newDecodeField resolves the index path of a member of struct type t.
func newDecodeField(t reflect.Type, bf boundField) decodeField {
	f := decodeField{typ: bf.typ, quoted: bf.quoted, owner: t}
	var context []string
	settable, viaPointer := true, false
	st := t
	steps := make([]fieldStep, len(bf.index))
	for k, i := range bf.index {
		sf := st.Field(i)
		settable = settable && sf.IsExported()
		steps[k] = fieldStep{offset: sf.Offset, settable: settable}
		st = sf.Type
		if k == len(bf.index)-1 {
			break
		}
		context = append(context, sf.Name)
		if st.Kind() == reflect.Pointer {
			st = st.Elem()
			steps[k].ptr = st
			viaPointer = true
		}
	}
	f.context = strings.Join(append(context, bf.name), ".")
	f.plain = !viaPointer && !f.quoted
	if viaPointer {
		f.steps = steps
	} else {
		for _, s := range steps {
			f.offset += s.offset
		}
	}
	return f
}

// walk returns the address of a field promoted through embedded pointers, allocating
// nil ones, or nil (with encoding/json's error saved) when one cannot be allocated.
func (d *decodeState) walk(p unsafe.Pointer, steps []fieldStep) unsafe.Pointer {
	for _, s := range steps {
		p = unsafe.Add(p, s.offset)
		if s.ptr == nil {
			continue
		}
		q := *(*unsafe.Pointer)(p)
		if q == nil {
			if !s.settable {
				d.save(errors.New("json: cannot set embedded pointer to unexported struct: " + s.ptr.String()))
				return nil
			}
			q = reflect.New(s.ptr).UnsafePointer()
			*(*unsafe.Pointer)(p) = q
		}
		p = q
	}
	return p
}
