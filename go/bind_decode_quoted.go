package riffle

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"unsafe"
)

// The ",string" struct tag option: the value is a JSON string holding the JSON text of
// a bool, number, string or null. Rare and full of corner cases, so this path follows
// encoding/json's literalStore line by line, on reflect.Values.

// decodeQuoted decodes a member with the ",string" option into the field of type t at
// p; dec is the field's ordinary decoder (used for null).
func (d *decodeState) decodeQuoted(t reflect.Type, dec decoderFunc, p unsafe.Pointer) {
	it := d.it
	switch it.nextType() {
	case NilValue:
		dec(d, p)
	case StringValue:
		s := it.ReadString()
		if it.err != nil {
			return
		}
		d.quotedStore([]byte(s), reflect.NewAt(t, p).Elem(), d.offset())
	case InvalidValue:
		it.Skip()
	default:
		it.Skip()
		d.save(fmt.Errorf("json: invalid use of ,string struct tag, trying to unmarshal unquoted value into %v", t))
	}
}

// invalidStringTag is encoding/json's error for a ",string" value it cannot use.
func invalidStringTag(item []byte, t reflect.Type) error {
	return fmt.Errorf("json: invalid use of ,string struct tag, trying to unmarshal %q into %v", item, t)
}

// indirectValue is encoding/json's indirect: it walks down v's pointers (allocating
// nil ones) and interfaces holding pointers, and stops at a method to call or at the
// value to set. With decodingNull it stops at the last pointer that can be set to nil.
func indirectValue(v reflect.Value, decodingNull bool) (json.Unmarshaler, encoding.TextUnmarshaler, reflect.Value) {
	v0 := v
	haveAddr := false
	if v.Kind() != reflect.Pointer && v.Type().Name() != "" && v.CanAddr() {
		haveAddr = true
		v = v.Addr()
	}
	for {
		if v.Kind() == reflect.Interface && !v.IsNil() {
			e := v.Elem()
			if e.Kind() == reflect.Pointer && !e.IsNil() && (!decodingNull || e.Elem().Kind() == reflect.Pointer) {
				haveAddr = false
				v = e
				continue
			}
		}
		if v.Kind() != reflect.Pointer || decodingNull && v.CanSet() {
			break
		}
		if v.Elem().Kind() == reflect.Interface && v.Elem().Elem().Equal(v) {
			v = v.Elem()
			break
		}
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		if v.Type().NumMethod() > 0 && v.CanInterface() {
			if u, ok := v.Interface().(json.Unmarshaler); ok {
				return u, nil, reflect.Value{}
			}
			if !decodingNull {
				if u, ok := v.Interface().(encoding.TextUnmarshaler); ok {
					return nil, u, reflect.Value{}
				}
			}
		}
		if haveAddr {
			v, haveAddr = v0, false
		} else {
			v = v.Elem()
		}
	}
	return nil, nil, v
}

// quotedStore stores item, the content of a ",string" member's string, into v, as
// encoding/json's literalStore(item, v, true) does; end is the offset of the end of
// the string token (the Offset of the type errors).
func (d *decodeState) quotedStore(item []byte, v reflect.Value, end int64) {
	if len(item) == 0 {
		d.save(invalidStringTag(item, v.Type()))
		return
	}
	u, ut, pv := indirectValue(v, item[0] == 'n')
	if u != nil {
		if err := u.UnmarshalJSON(item); err != nil {
			d.abort(err)
		}
		return
	}
	if ut != nil {
		if item[0] != '"' {
			d.save(invalidStringTag(item, v.Type()))
			return
		}
		s, ok := unquoteToken(item)
		if !ok {
			d.abort(invalidStringTag(item, v.Type()))
		}
		if err := ut.UnmarshalText(s); err != nil {
			d.abort(err)
		}
		return
	}
	v = pv
	switch c := item[0]; c {
	case 'n':
		if string(item) != "null" {
			d.save(invalidStringTag(item, v.Type()))
			return
		}
		switch v.Kind() {
		case reflect.Interface, reflect.Pointer, reflect.Map, reflect.Slice:
			v.SetZero()
		}
	case 't', 'f':
		if string(item) != "true" && string(item) != "false" {
			d.save(invalidStringTag(item, v.Type()))
			return
		}
		switch {
		case v.Kind() == reflect.Bool:
			v.SetBool(c == 't')
		case v.Kind() == reflect.Interface && v.NumMethod() == 0:
			v.Set(reflect.ValueOf(c == 't'))
		case v.Kind() == reflect.Interface:
			d.typeError("bool", v.Type(), end)
		default:
			d.save(invalidStringTag(item, v.Type()))
		}
	case '"':
		d.quotedString(item, v, end)
	default:
		if c != '-' && !isDigit(c) {
			d.abort(invalidStringTag(item, v.Type()))
		}
		d.quotedNumber(item, v, end)
	}
}

// quotedString is quotedStore for an item that is itself a JSON string.
func (d *decodeState) quotedString(item []byte, v reflect.Value, end int64) {
	s, ok := unquoteToken(item)
	if !ok {
		d.abort(invalidStringTag(item, v.Type()))
	}
	switch v.Kind() {
	case reflect.Slice:
		if v.Type().Elem().Kind() != reflect.Uint8 {
			d.typeError("string", v.Type(), end)
			return
		}
		b, err := decodeBase64(s)
		if err != nil {
			d.save(err)
			return
		}
		v.SetBytes(b)
	case reflect.String:
		if v.Type() == numberType && !isValidNumber(string(s)) {
			d.abort(invalidNumberError(string(item)))
		}
		v.SetString(string(s))
	case reflect.Interface:
		if v.NumMethod() != 0 {
			d.typeError("string", v.Type(), end)
			return
		}
		v.Set(reflect.ValueOf(string(s)))
	default:
		d.typeError("string", v.Type(), end)
	}
}

// quotedNumber is quotedStore for an item that starts like a number; strconv decides,
// as in encoding/json (so "-Inf" or "0x10" pass where strconv accepts them).
func (d *decodeState) quotedNumber(item []byte, v reflect.Value, end int64) {
	s := string(item)
	switch v.Kind() {
	case reflect.Interface:
		var n any = Number(s)
		if !d.useNumber {
			f, err := strconv.ParseFloat(s, 64)
			if err != nil {
				d.typeError("number "+s, float64Type, end+1)
				return
			}
			n = f
		}
		if v.NumMethod() != 0 {
			d.typeError("number", v.Type(), end)
			return
		}
		v.Set(reflect.ValueOf(n))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || v.OverflowInt(n) {
			d.typeError("number "+s, v.Type(), end)
			return
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil || v.OverflowUint(n) {
			d.typeError("number "+s, v.Type(), end)
			return
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		n, err := strconv.ParseFloat(s, v.Type().Bits())
		if err != nil || v.OverflowFloat(n) {
			d.typeError("number "+s, v.Type(), end)
			return
		}
		v.SetFloat(n)
	default:
		if v.Type() == numberType {
			v.SetString(s)
			return
		}
		d.abort(invalidStringTag(item, v.Type()))
	}
}

// unquoteToken decodes a complete JSON string token (quotes included), with
// ill-formed UTF-8 replaced as encoding/json does; ok is false when item is not one.
func unquoteToken(item []byte) ([]byte, bool) {
	if len(item) < 2 || item[0] != '"' || item[len(item)-1] != '"' {
		return nil, false // the whole item must be one string: no whitespace around it (FuzzUnmarshal found "\"\" ")
	}
	it := Config{InvalidUTF8: InvalidUTF8Replace, MaxDepth: -1, MaxStringBytes: -1}.NewIterator(item)
	s := it.ReadStringAsSlice()
	if it.Finish() != nil {
		return nil, false
	}
	return append([]byte(nil), s...), true
}
