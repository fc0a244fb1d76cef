package riffle_test

import (
	"errors"
	"fmt"

	"github.com/riffle-json/riffle/go"
)

// A hand-written codec for a polymorphic type, using every binder hook of
// docs/design/binder-hooks.md: a save point to find the discriminator, name sets for
// the dispatch, Fail for a well-formed but unacceptable value, and Recover to collect
// value errors and go on. The same example is in binder-hooks.md.

type shape struct {
	kind          string
	r, w, h       int
	color         string
	unknownFields int
}

var (
	shapeKinds   = riffle.NewNameSet("circle", "rect")
	circleFields = riffle.NewNameSet("kind", "r", "color")
	rectFields   = riffle.NewNameSet("kind", "w", "h", "color")
	colors       = riffle.NewNameSet("red", "green", "blue")
)

// decodeShape reads one shape; value errors are appended to errs and reading goes on.
func decodeShape(it *riffle.Iterator, errs *[]error) (s shape) {
	// Find the discriminator wherever it is, then decode from the start.
	m := it.Mark()
	kind := -1
	for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
		if string(name) == "kind" {
			kind = shapeKinds.Lookup(it.ReadStringAsSlice())
			break
		}
		it.Skip()
	}
	it.Rewind(m)
	if kind < 0 {
		it.Fail(riffle.KindInvalidValue, "no known shape kind") // consumes the object
		*errs = append(*errs, it.Recover())
		return s
	}
	fields := []*riffle.NameSet{circleFields, rectFields}[kind]
	for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
		switch f := fields.LookupFold(name); {
		case f == 0:
			s.kind = it.ReadString()
		case kind == 0 && f == 1:
			s.r = it.ReadInt()
		case kind == 1 && f == 1:
			s.w = it.ReadInt()
		case kind == 1 && f == 2:
			s.h = it.ReadInt()
		case f > 0: // color: check the value before consuming it
			cm := it.Mark()
			if colors.Lookup(it.ReadStringAsSlice()) < 0 && it.Err() == nil {
				it.Rewind(cm)
				it.Fail(riffle.KindInvalidValue, "unknown color")
			} else {
				it.Rewind(cm)
				s.color = it.ReadString()
			}
		default:
			s.unknownFields++
			it.Skip()
		}
		// A value error (wrong type, out of range, Fail) is recorded with its place;
		// recover from it and read on. Any other error stops the Iterator.
		if e := it.Recover(); e != nil {
			var re *riffle.Error
			if !errors.As(e, &re) || !re.Recoverable() {
				return s
			}
			*errs = append(*errs, e)
		}
	}
	return s
}

func Example_binderHooks() {
	it := riffle.NewIteratorString(`[
		{"kind":"rect","w":2,"H":3,"color":"blue"},
		{"r":"big","kind":"circle","color":"pink","note":1},
		{"kind":"hexagon"}
	]`)
	var errs []error
	for it.ReadArray() {
		fmt.Printf("%s %+v\n", it.Pointer(), decodeShape(it, &errs))
	}
	if err := it.Finish(); err != nil {
		fmt.Println("fatal:", err)
	}
	for _, e := range errs {
		var re *riffle.Error
		errors.As(e, &re)
		fmt.Println(re.Kind, re.Pointer, re.Offset)
	}
	// Output:
	// /0 {kind:rect r:0 w:2 h:3 color:blue unknownFields:0}
	// /1 {kind:circle r:0 w:0 h:0 color: unknownFields:1}
	// /2 {kind: r:0 w:0 h:0 color: unknownFields:0}
	// type-mismatch /1/r 55
	// invalid-value /1/color 85
	// invalid-value /2 105
}
