package riffle

import "reflect"

// ReadVal decodes the next value into the Go value v points to, by the rules of
// Unmarshal under [Compatible] (encoding/json's), in the middle of a walk: inside an
// array after ReadArray, as a member value after ReadObject, or at the top level, over
// slice, string and reader input alike. The Iterator's own Config applies (its limits
// and UTF-8 policy).
//
// A value that does not fit its Go type gives an *UnmarshalTypeError whose Offset is
// the absolute input offset encoding/json would report and whose Field is the path
// inside v; the whole value is consumed and reading goes on after it. An error from an
// UnmarshalJSON or UnmarshalText method is returned the same way. A syntax, limit or
// I/O error is the Iterator's *Error: the Iterator stops, as after any failed read.
// A v that is not a non-nil pointer gives an *InvalidUnmarshalError and nothing is read.
func (it *Iterator) ReadVal(v any) error {
	if it.err != nil {
		return it.Err()
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return &InvalidUnmarshalError{Type: reflect.TypeOf(v)}
	}
	d := compatibleConfig.newDecodeState(it)
	defer d.release()
	fatal := d.run(rv)
	switch {
	case it.err != nil:
		return it.Err()
	case fatal != nil:
		return fatal
	}
	return d.saved
}
