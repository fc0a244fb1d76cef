package riffle

import (
	"reflect"
	"sync/atomic"
	"unsafe"
)

// A JSON array read into a slice that has no backing array yet (nil, or of capacity
// 0) is read into a scratch buffer the slice decoder keeps, then copied once into a
// new slice of its length: one allocation per slice, where growing the slice element
// by element, as reflect.Value.Grow does, allocates about log2(n)+1 times and copies
// what it has each time. A slice with capacity keeps encoding/json's rule (its
// backing array is reused, elements there are decoded into) and the decoder's usual
// loop. The result differs from growing only in its capacity: its length, or for
// elements that are neither plain data, strings nor pointers the length rounded up to
// the allocator's size class, as one Grow gives.
//
// One decode at a time uses a decoder's scratch (busy); another one at the same time
// (a recursive type, a second goroutine) grows its slice as before.

// sliceScratch is the scratch buffer of one slice decoder.
type sliceScratch struct {
	busy atomic.Bool
	t    reflect.Type  // the slice type
	size uintptr       // the size of an element
	hdr  sliceHeader   // the buffer: len elements written, all zero from len to cap
	view reflect.Value // the slice at &hdr, made at first use
	// out is where the new slice is made before it moves to the caller's memory, and
	// outView the slice at &out (made once: reflect.NewAt at the caller's address would
	// look up the pointer type in reflect's cache on every decode).
	out     sliceHeader
	outView reflect.Value
	// How the buffer is copied out and zeroed: as bytes when the elements hold no
	// pointers (copyBytes), as strings or pointers (copyStrings, copyPointers: typed
	// Go copies, with their write barriers), else by reflect.
	copyAs uint8
	// floats: the elements are plain float64s (Codecs.plainFloat64), read in runs by
	// the Iterator's floatRun as far as it goes.
	floats bool
}

const (
	copyReflect = iota
	copyBytes
	copyStrings
	copyPointers
)

// newSliceScratch returns the scratch buffer of a decoder of slice type t.
func newSliceScratch(t reflect.Type) *sliceScratch {
	s := &sliceScratch{t: t, size: t.Elem().Size()}
	switch et := t.Elem(); {
	case !holdsPointers(et):
		s.copyAs = copyBytes
	case et.Kind() == reflect.String:
		s.copyAs = copyStrings
	case et.Kind() == reflect.Pointer:
		s.copyAs = copyPointers
	}
	return s
}

// moveOut sets *h to a new slice of k elements holding the n values of type T written
// at data (T's shape stands for the elements': plain bytes, strings or pointers, the
// same layout and pointer bitmap), made and copied in one step, and zeroes them there.
func moveOut[T any](h *sliceHeader, data unsafe.Pointer, n, k int) {
	written := unsafe.Slice((*T)(data), n)
	out := make([]T, n)
	copy(out, written)
	clear(written)
	*h = sliceHeader{data: unsafe.Pointer(unsafe.SliceData(out)), len: k, cap: k}
}

// holdsPointers reports whether a value of type t holds a pointer the garbage
// collector must see.
func holdsPointers(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return false
	case reflect.Array:
		return t.Len() > 0 && holdsPointers(t.Elem())
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if holdsPointers(t.Field(i).Type) {
				return true
			}
		}
		return false
	}
	return true
}

// sliceScratchMaxBytes bounds the buffer a decoder keeps between decodes: a larger
// one (grown for one long array) is dropped after its use.
const sliceScratchMaxBytes = 64 << 10

// sliceScratchFirstCap is the buffer's first capacity, in elements (or more: the
// allocator's size class).
const sliceScratchFirstCap = 8

// decode reads the elements of the array the iterator stands in (after '[' was
// checked) into s's buffer with elem, then sets *h to a new slice holding them. It
// reports false, having read nothing, when the buffer is in use.
func (s *sliceScratch) decode(d *decodeState, h *sliceHeader, elem decoderFunc, size uintptr) bool {
	if !s.busy.CompareAndSwap(false, true) {
		return false
	}
	defer s.finish(h)
	if !s.view.IsValid() {
		s.view = reflect.NewAt(s.t, unsafe.Pointer(&s.hdr)).Elem()
		s.outView = reflect.NewAt(s.t, unsafe.Pointer(&s.out)).Elem()
	}
	it := d.it
	for s.floats {
		n := s.hdr.len
		if n == s.hdr.cap {
			s.view.Grow(max(n, sliceScratchFirstCap))
		}
		room := unsafe.Slice((*float64)(unsafe.Add(s.hdr.data, uintptr(n)*8)), s.hdr.cap-n)
		k, closed := it.floatRun(room)
		s.hdr.len = n + k
		if closed {
			return true
		}
		if k < len(room) {
			break // something floatRun does not read: the general loop goes on
		}
	}
	for it.ReadArray() {
		n := s.hdr.len
		if n == s.hdr.cap {
			s.view.Grow(max(n, sliceScratchFirstCap)) // copies the n written; the old array is garbage
		}
		s.hdr.len = n + 1 // counted before it is decoded, as the growing loop counts it
		elem(d, unsafe.Add(s.hdr.data, uintptr(n)*size))
	}
	return true
}

// finish stores in *h a new slice of the buffer's elements (the empty non-nil slice
// for none), zeroes them in the buffer, drops a buffer above its bound and frees the
// scratch. It runs deferred, so an element that aborts the decode (a fatal error)
// still leaves the slice holding what was read (the last element maybe partly), and
// the scratch zeroed and free.
func (s *sliceScratch) finish(h *sliceHeader) {
	k := s.hdr.len
	if k == 0 {
		*h = sliceHeader{data: unsafe.Pointer(&emptyArray)}
	} else {
		// The k written are zeroed after the copy: they may hold pointers into the
		// caller's values, and the next decode expects zero elements. Elements of one
		// of the plain shapes are copied into a Go slice of that shape (made and
		// copied in one step, without reflection; the same memory layout and pointer
		// bitmap as the element type's); others through reflect, with their type.
		switch s.copyAs {
		case copyBytes:
			// As bytes, allocated without pointers: the size is a multiple of the
			// element's alignment, which the allocator's alignment then meets.
			moveOut[byte](h, s.hdr.data, k*int(s.size), k)
		case copyStrings:
			moveOut[string](h, s.hdr.data, k, k)
		case copyPointers:
			moveOut[unsafe.Pointer](h, s.hdr.data, k, k)
		default: // copyReflect
			s.outView.Grow(k) // one allocation (s.out is empty here)
			s.outView.SetLen(k)
			reflect.Copy(s.outView, s.view)
			s.view.Clear()
			*h = s.out
			s.out = sliceHeader{}
		}
		s.hdr.len = 0
		if uintptr(s.hdr.cap)*s.size > sliceScratchMaxBytes {
			s.hdr = sliceHeader{}
		}
	}
	s.busy.Store(false)
}
