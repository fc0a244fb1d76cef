package riffle

// Early stop and many top-level values (docs/design/core-v2.md, issue 13).

// SkipRest consumes, validating them, the remaining members or elements of the
// innermost open container and its closing bracket, as if the walk had run to the end;
// the Iterator then stands after the container. Outside any container it is a
// type-mismatch (misuse).
func (it *Iterator) SkipRest() {
	if it.err != nil {
		return
	}
	if len(it.levels) == 0 {
		it.fail(KindTypeMismatch, it.pos, "SkipRest called outside an array or object")
		return
	}
	if it.levels[len(it.levels)-1].obj() {
		if it.state == stObjValue || it.state == stObjColon {
			it.Skip()
		}
		for _, ok := it.ReadObject(); ok; _, ok = it.ReadObject() {
			it.Skip()
		}
		return
	}
	if it.state == stArrValue {
		it.Skip()
	}
	for it.ReadArray() {
		it.Skip()
	}
}

// Stop ends the read without consuming or validating what is left: [Iterator.Finish]
// then returns the first error, or nil, and does not check for trailing data. Every
// read after Stop returns the zero value and consumes nothing, as after an error, but
// Err stays nil.
func (it *Iterator) Stop() {
	if it.err == nil {
		it.err = errStopped
	}
}

// errStopped marks a stopped Iterator in it.err, so that every read's error check
// also stops it; Err, Finish and Recover never return it. It is never modified.
var errStopped = &Error{Detail: "stopped"}

// More reports, at the top level of an Iterator whose Config has MultipleValues,
// whether another JSON text follows (after optional whitespace): true before each value,
// false at the clean end of the input (Finish then returns nil) or after an error. The
// value must be read before More is called again. Without MultipleValues it reports
// whether the one top-level value is still to be read.
func (it *Iterator) More() bool {
	if it.err != nil || len(it.levels) > 0 {
		return false
	}
	switch it.state {
	case stTop:
		return it.peek() >= 0
	case stTopDone:
		if !it.cfg.MultipleValues || it.peek() < 0 {
			return false
		}
		it.state = stTop
		return true
	}
	return false
}
