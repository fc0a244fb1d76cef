package riffle

// The binder hooks of docs/design/core-v2.md: what hand-written and generated codecs
// need beyond the typed reads. docs/design/binder-hooks.md gives the contract of each.

// Pointer returns the JSON Pointer of the value about to be read (or being read), built
// from the level stack: inside an array after ReadArray returned true it ends with the
// element's index, inside an object after ReadObject returned a name it ends with the
// name; between members or elements it is the container's own.
func (it *Iterator) Pointer() string {
	return it.pointer(valueExpected(it.state) || it.state == stObjColon)
}

// Fail records an error of the given kind at the value about to be read, as a codec
// does when a value is well-formed JSON but not acceptable (an unknown enum name, a
// missing discriminator). Its offset is the value's first byte and its pointer the
// value's. Like a type-mismatch it is a value error: the value is consumed and
// validated first (a syntax error in it is reported instead), the error is
// [Error.Recoverable], and [Iterator.Recover] goes on just after the value. It returns
// the recorded error (the earlier one if the Iterator had already failed).
func (it *Iterator) Fail(kind ErrorKind, detail string) error {
	if it.err != nil {
		return it.Err()
	}
	if !it.atValue() {
		return it.Err()
	}
	i := it.next()
	if i < 0 {
		return it.Err()
	}
	it.valueError(kind, i, detail)
	return it.Err()
}

// Recover clears a recoverable error (see [Error.Recoverable]) and returns it, so
// that reading goes on just after the value that caused it. With no error it returns
// nil and changes nothing; with an error that is not recoverable it returns that error
// and keeps it (the Iterator stays stopped).
func (it *Iterator) Recover() error {
	if it.err == nil || it.err == errStopped {
		return nil
	}
	e := it.err
	if e.recoverable {
		it.err = nil
	}
	return e
}

// Mark is a save point made by [Iterator.Mark].
type Mark struct {
	n int // 1 + the mark's index in it.marks
}

// savePoint is what a Mark restores: the position and the whole nesting state.
type savePoint struct {
	off    int64
	state  uint8
	levels []level
	names  []byte
	copied int
}

// Mark remembers the current position and nesting state. [Iterator.Rewind] returns to
// it; [Iterator.Release] forgets it. Marks nest: rewinding or releasing a mark also ends
// every mark made after it. Over reader input the buffer keeps every byte from the
// oldest live mark on (it grows instead of dropping them), so memory while a mark is
// live grows with the bytes read since the mark.
func (it *Iterator) Mark() Mark {
	if it.rd != nil {
		// Names before the mark may still leave the buffer: copy them now, so that the
		// levels saved here never point at bytes a refill drops.
		it.saveNames(it.pos)
	}
	sp := savePoint{off: it.InputOffset(), state: it.state, copied: it.copied}
	if n := len(it.marks); n < cap(it.marks) {
		// Reuse the slices of an earlier mark at this depth.
		old := it.marks[:n+1][n]
		sp.levels, sp.names = old.levels[:0], old.names[:0]
	}
	sp.levels = append(sp.levels, it.levels...)
	if it.rd != nil {
		sp.names = append(sp.names, it.rd.names...)
	}
	it.marks = append(it.marks, sp)
	return Mark{n: len(it.marks)}
}

// Rewind returns to the position and nesting state of m, as if nothing after it had
// been read, and ends m and every later mark. An error is not undone: an Iterator that
// has failed stays failed. Rewinding a mark that is no longer live does nothing.
func (it *Iterator) Rewind(m Mark) {
	if m.n <= 0 || m.n > len(it.marks) || it.err != nil {
		it.Release(m)
		return
	}
	sp := &it.marks[m.n-1]
	it.pos = int(sp.off - it.base)
	it.state = sp.state
	it.levels = append(it.levels[:0], sp.levels...)
	if it.rd != nil {
		it.rd.names = append(it.rd.names[:0], sp.names...)
	}
	it.copied = sp.copied
	it.marks = it.marks[:m.n-1]
}

// Release forgets m and every later mark, letting a reader refill drop their bytes.
// Releasing a mark that is no longer live does nothing.
func (it *Iterator) Release(m Mark) {
	if m.n > 0 && m.n <= len(it.marks) {
		it.marks = it.marks[:m.n-1]
	}
}

// keepFrom returns the lowest buf index a refill must keep for the live marks, or
// keep when no mark needs more.
func (it *Iterator) keepFrom(keep int) int {
	if len(it.marks) > 0 {
		if k := int(it.marks[0].off - it.base); k < keep {
			return k
		}
	}
	return keep
}

// NameSet maps member names to small integers for a codec's switch: build one per
// type, once, and share it (it is immutable and safe for concurrent use). It is the
// binder's member-name table (fieldNames, bind_decode_names.go).
type NameSet struct {
	table *fieldNames
	// guesses holds, for each number, the name compared where a member's name starts
	// by ReadObjectMatch when that number is expected, or nil (a name that needs a
	// scan, or one given twice); one more nil at the end, for "after the last".
	guesses []*nameGuess
}

// NewNameSet returns the set of names, numbered from 0 in the order given. A name
// given twice keeps its first number.
func NewNameSet(names ...string) *NameSet {
	table := newFieldNames(append([]string(nil), names...))
	return &NameSet{table: table, guesses: newNameGuesses(table, names)}
}

// ReadObjectMatch is ReadObject with the name looked up in set: it returns the name,
// its number in set (-1 for a name not in it) and true, or nil, -1 and false at '}'
// (consumed) or on error. The name is borrowed as ReadObject's is.
//
// expected is the number of the name the caller expects, usually the one after the
// last name found, as encoders write members in order; any other value (such as -1)
// expects none. When the member's bytes are that name's, up to its closing quote, the
// name is neither scanned nor looked up: one comparison of words where it starts. A
// name is only compared so when it needs no escape, so the result is always
// Lookup's: an escaped spelling of the expected name ("n\u0061me") is found by the
// lookup. Names are matched exactly; call set.LookupFold on the name when the number
// is -1 for encoding/json's case-insensitive rule. It serves names known at run time
// (a codec's): for a few names fixed in the code, a switch on string(name) after
// ReadObject is as fast (docs/design/binder-hooks.md).
func (it *Iterator) ReadObjectMatch(set *NameSet, expected int) ([]byte, int, bool) {
	var g *nameGuess
	if uint(expected) < uint(len(set.guesses)) {
		g = set.guesses[expected]
	}
	name, hit, ok := it.readObject(g)
	switch {
	case !ok:
		return nil, -1, false
	case hit:
		return name, expected, true
	}
	return name, set.Lookup(name), true
}

// Lookup returns the number of name, or -1. It never allocates, and a match is always
// an exact byte comparison (a hash alone never decides).
func (s *NameSet) Lookup(name []byte) int {
	if s.table == nil { // the zero NameSet is empty
		return -1
	}
	return s.table.lookup(name)
}

// LookupFold is Lookup with encoding/json's rule for names that differ in case: an
// exact match first, else the first name (in the order given) equal under
// strings.EqualFold, the rule of bytes.EqualFold. It never allocates.
func (s *NameSet) LookupFold(name []byte) int {
	if s.table == nil {
		return -1
	}
	return s.table.lookupFold(name)
}
