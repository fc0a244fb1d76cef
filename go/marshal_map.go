package riffle

import (
	"encoding"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unsafe"
)

// Maps are objects whose member names come from the keys: a string key as it is, a
// key with MarshalText by its text, an integer key in decimal; with SortMapKeys the
// members are sorted by name as encoding/json sorts them. Map values are not
// addressable.

// mapMember is one map entry waiting to be written: its name and the index of its
// value in the copy of the values.
type mapMember struct {
	name  string
	index int
}

// newMapEncoder returns the encoder of map type t, or the one that reports t
// unsupported when its keys cannot be names.
func (c *Codecs) newMapEncoder(t reflect.Type) appendFunc {
	kt := t.Key()
	switch kt.Kind() {
	case reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
	default:
		if !kt.Implements(textMarshalerType) {
			return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
				e.fail(&UnsupportedTypeError{Type: t})
				return b
			}
		}
	}
	if kt == reflect.TypeFor[string]() && t.Elem() == reflect.TypeFor[any]() {
		return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
			return e.appendStringMapOfAny(b, *(*map[string]any)(p), t)
		}
	}
	elem := c.encoder(t.Elem(), false)
	valuesType := reflect.SliceOf(t.Elem())
	size := t.Elem().Size()
	// Keys whose names cannot fail: a string kind (named as it is, even with
	// MarshalText) or an integer kind without MarshalText.
	plainKeys := kt.Kind() == reflect.String || !kt.Implements(textMarshalerType)
	write := func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		m := reflect.NewAt(t, p).Elem()
		n := m.Len()
		if n == 0 {
			b = e.open(b, '{')
			e.depth--
			return closeContainer(b, '}')
		}
		if !e.sortKeys && plainKeys {
			return e.appendMapInOrder(b, m, elem)
		}
		var it reflect.MapIter
		it.Reset(m)
		start := len(e.members)
		defer e.popMembers(start)
		values := reflect.MakeSlice(valuesType, n, n)
		k := reflect.New(kt).Elem()
		for i := 0; it.Next(); i++ {
			k.SetIterKey(&it)
			e.members = append(e.members, mapMember{name: e.keyName(t, k), index: i})
			values.Index(i).SetIterValue(&it)
		}
		members := e.members[start:] // nested maps append after it and truncate back
		if e.sortKeys {
			slices.SortFunc(members, func(a, b mapMember) int { return strings.Compare(a.name, b.name) })
		}
		base := values.UnsafePointer()
		b = e.open(b, '{')
		for i := range members {
			b = e.appendMemberName(b, members[i].name)
			b = append(elem(e, b, unsafe.Add(base, uintptr(members[i].index)*size)), ',')
		}
		e.depth--
		return closeContainer(b, '}')
	}
	return func(e *encodeState, b []byte, p unsafe.Pointer) []byte {
		mp := *(*unsafe.Pointer)(p)
		if mp == nil {
			return append(b, "null"...)
		}
		if e.ptrLevel >= startDetectingCyclesAfter {
			return e.tracked(b, cycleKey{p: mp, kind: reflect.Map},
				func() reflect.Value { return reflect.NewAt(t, p).Elem() }, write, p)
		}
		e.ptrLevel++
		b = write(e, b, p)
		e.ptrLevel--
		return b
	}
}

// appendMapInOrder appends the members of the non-empty map m in its iteration order
// (SortMapKeys off) as it iterates: each key and value is copied into a holder of its
// type, so no copy of all the values is made first. Only for keys whose names cannot
// fail (see plainKeys in newMapEncoder), so that a failing value cannot hide a key
// error that encoding/json would report first.
func (e *encodeState) appendMapInOrder(b []byte, m reflect.Value, elem appendFunc) []byte {
	t := m.Type()
	h := e.takeHolder(t)
	k, v := h.key, h.value
	var it reflect.MapIter
	it.Reset(m)
	b = e.open(b, '{')
	for it.Next() {
		k.SetIterKey(&it)
		switch {
		case k.Kind() == reflect.String:
			b = e.appendMemberName(b, k.String())
		case k.CanInt():
			b = append(appendInt64(append(b, '"'), k.Int()), '"', ':')
		default:
			b = append(appendUint64(append(b, '"'), k.Uint()), '"', ':')
		}
		v.SetIterValue(&it)
		b = append(elem(e, b, h.at), ',')
	}
	e.depth--
	e.putHolder(t, h)
	return closeContainer(b, '}')
}

// mapHolder is a key and a value of one map type, for appendMapInOrder; at is the
// value's address.
type mapHolder struct {
	key, value reflect.Value
	at         unsafe.Pointer
}

// maxHolderTypes and maxHoldersPerType bound the holders an encodeState keeps: the
// map types, and for each the maps of that type open at once (nested) that it serves
// without allocating.
const (
	maxHolderTypes    = 64
	maxHoldersPerType = 8
)

// takeHolder returns a free holder for map type t: one kept from an earlier map of
// t, or a new one. A map nested in a map of its own type takes a second one.
func (e *encodeState) takeHolder(t reflect.Type) *mapHolder {
	if free := e.holders[t]; len(free) > 0 {
		h := free[len(free)-1]
		e.holders[t] = free[:len(free)-1]
		return h
	}
	v := reflect.New(t.Elem())
	return &mapHolder{key: reflect.New(t.Key()).Elem(), value: v.Elem(), at: v.UnsafePointer()}
}

// putHolder keeps holder h of map type t for the next map of t, cleared so that it
// holds nothing of the caller's values. A holder of a map whose encoding failed is
// not put back (the panic passes by), and is collected.
func (e *encodeState) putHolder(t reflect.Type, h *mapHolder) {
	h.key.SetZero()
	h.value.SetZero()
	if e.holders == nil {
		e.holders = make(map[reflect.Type][]*mapHolder)
	} else if free, ok := e.holders[t]; len(free) >= maxHoldersPerType || !ok && len(e.holders) >= maxHolderTypes {
		return
	}
	e.holders[t] = append(e.holders[t], h)
}

// keyName returns the member name of map key k (of a map of type t), by
// encoding/json's rules and with its error.
func (e *encodeState) keyName(t reflect.Type, k reflect.Value) string {
	if k.Kind() == reflect.String {
		return k.String()
	}
	if tm, ok := reflect.TypeAssert[encoding.TextMarshaler](k); ok {
		if k.Kind() == reflect.Pointer && k.IsNil() {
			return ""
		}
		b, err := tm.MarshalText()
		if err != nil {
			e.fail(fmt.Errorf("json: encoding error for type %q: %q", t.String(), err.Error()))
		}
		return string(b)
	}
	if k.CanInt() {
		return strconv.FormatInt(k.Int(), 10)
	}
	return strconv.FormatUint(k.Uint(), 10)
}

// appendStringMapOfAny appends a map[string]any (what decoding into any makes), or a
// map of named type t with the same key and value types, without reflection.
func (e *encodeState) appendStringMapOfAny(b []byte, m map[string]any, t reflect.Type) []byte {
	if m == nil {
		return append(b, "null"...)
	}
	if e.ptrLevel >= startDetectingCyclesAfter {
		return e.tracked(b, cycleKey{p: reflect.ValueOf(m).UnsafePointer(), kind: reflect.Map},
			func() reflect.Value { return reflect.ValueOf(m).Convert(t) }, appendStringMapOfAnyContent, reflect.ValueOf(m).UnsafePointer())
	}
	e.ptrLevel++
	b = e.appendStringMapOfAnyMembers(b, m)
	e.ptrLevel--
	return b
}

// appendStringMapOfAnyContent appends the members of the map[string]any whose map
// pointer is p.
func appendStringMapOfAnyContent(e *encodeState, b []byte, p unsafe.Pointer) []byte {
	return e.appendStringMapOfAnyMembers(b, *(*map[string]any)(unsafe.Pointer(&p)))
}

// appendStringMapOfAnyMembers appends the members of m in braces.
func (e *encodeState) appendStringMapOfAnyMembers(b []byte, m map[string]any) []byte {
	b = e.open(b, '{')
	if e.sortKeys {
		start := len(e.entries)
		defer e.popEntries(start)
		for name, v := range m {
			e.entries = append(e.entries, anyEntry{name, v})
		}
		entries := e.entries[start:] // nested maps append after it and truncate back
		slices.SortFunc(entries, func(a, b anyEntry) int { return strings.Compare(a.name, b.name) })
		for i := range entries {
			b = append(e.appendAny(e.appendMemberName(b, entries[i].name), entries[i].value), ',')
		}
	} else {
		for name, v := range m {
			b = append(e.appendAny(e.appendMemberName(b, name), v), ',')
		}
	}
	e.depth--
	return closeContainer(b, '}')
}

// popMembers drops the map members from start on, when their map is written.
func (e *encodeState) popMembers(start int) {
	clear(e.members[start:])
	e.members = e.members[:start]
}

// anyEntry is one member of a map[string]any waiting to be written in name order.
type anyEntry struct {
	name  string
	value any
}

// popEntries drops the map entries from start on, when their map is written.
func (e *encodeState) popEntries(start int) {
	clear(e.entries[start:])
	e.entries = e.entries[:start]
}
