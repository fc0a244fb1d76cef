package riffle

// The level stack: one entry per open array or object, the caller's and those inside a
// running Skip alike (docs/design/core-v2.md, "One level stack"). The state of the
// innermost caller level is it.state; a Skip knows its own levels' states from where it
// is in its loop. A member name is kept as its absolute offset and length in the input
// and is copied out of the buffer only when a reader refill is about to drop it, so the
// happy path never copies a name. The JSON Pointer is built from the stack only when an
// error is recorded.

// level is one open array or object, in 16 bytes (10 million levels fit in 160 MB).
type level struct {
	// at is, for an array, the index of the current element; for an object with a
	// current name, the absolute input offset of the name's raw content, or (for levels
	// below it.copied) where its copy starts in it.rd.names.
	at int64
	// n is arrayLevel, noName (an object before its first name) or the raw length of
	// the object's current name.
	n int
}

const (
	arrayLevel = -1
	noName     = -2
)

func (l *level) obj() bool   { return l.n != arrayLevel }
func (l *level) named() bool { return l.n >= 0 }

// push opens a level for the bracket at buf index i, or records the depth limit error
// there and returns false. The stack grows by doubling (append), so the total cost is
// linear in the depth whatever the limit.
func (it *Iterator) push(obj bool, i int) bool {
	n := len(it.levels)
	if n >= it.maxDepth || n == cap(it.levels) {
		return it.pushSlow(obj, i)
	}
	it.levels = it.levels[:n+1]
	l := &it.levels[n]
	l.at, l.n = 0, arrayLevel
	if obj {
		l.n = noName
	}
	return true
}

// pushSlow is push at the depth limit or when the stack must grow.
//
//go:noinline
func (it *Iterator) pushSlow(obj bool, i int) bool {
	if len(it.levels) >= it.maxDepth {
		it.failLimit(i, limitDepth)
		return false
	}
	it.growLevels()
	return it.push(obj, i)
}

// growLevels doubles the level stack (append grows large slices by only 1.25x).
//
//go:noinline
func (it *Iterator) growLevels() {
	grown := make([]level, len(it.levels), max(16, 2*cap(it.levels)))
	copy(grown, it.levels)
	it.levels = grown
}

// pop closes the innermost level and returns the parent state to resume.
func (it *Iterator) pop() uint8 {
	n := len(it.levels) - 1
	it.unnamed(n)
	it.levels = it.levels[:n]
	if n == 0 {
		return stTopDone
	}
	if it.levels[n-1].obj() {
		return stObjAfter
	}
	return stArrAfter
}

// unnamed is called before the innermost level k gets a new name or is closed: if its
// name was copied, the copy is dropped (a later refill copies the new name if needed).
func (it *Iterator) unnamed(k int) {
	if k < it.copied {
		if l := &it.levels[k]; l.named() {
			it.rd.names = it.rd.names[:l.at]
		}
		it.copied = k
	}
}

// setName records the member name whose raw content is buf[start:end] on the
// innermost level.
func (it *Iterator) setName(start, end int) {
	k := len(it.levels) - 1
	it.unnamed(k)
	l := &it.levels[k] // two stores: a struct literal here costs three times as much
	l.at = it.base + int64(start)
	l.n = end - start
}

// saveNames copies out of the buffer every current member name that lies before buf
// index keep, which a refill is about to drop. Levels below it.copied are done already;
// names of deeper levels come later in the input, so the walk stops at the first name
// still in the kept part: each name is copied at most once per time it is set.
func (it *Iterator) saveNames(keep int) {
	limit := it.base + int64(keep)
	k := it.copied
	for ; k < len(it.levels); k++ {
		l := &it.levels[k]
		if !l.named() {
			continue // an array, or an object whose first name is not read yet
		}
		if l.at >= limit {
			break
		}
		from := int(l.at - it.base)
		l.at = int64(len(it.rd.names))
		it.rd.names = append(it.rd.names, it.buf[from:from+l.n]...)
	}
	it.copied = k
}

// rawName returns the raw bytes of level k's current name.
func (it *Iterator) rawName(k int) []byte {
	l := &it.levels[k]
	if !l.named() {
		return nil
	}
	if k < it.copied {
		return it.rd.names[l.at : l.at+int64(l.n)]
	}
	at := int(l.at - it.base)
	if at < 0 || at+l.n > len(it.buf) {
		return nil // cannot happen: saveNames copies a name before it is dropped
	}
	return it.buf[at : at+l.n]
}

// pointer returns the JSON Pointer of the value being read (errors.md). Every level but
// the innermost contributes its index or name; the innermost one does only when inner
// is true, that is when a value (element, or member value once its name is read) is
// being read there rather than a separator or a member name.
func (it *Iterator) pointer(inner bool) string {
	n := len(it.levels)
	if !inner {
		n--
	}
	var p []byte
	for k := 0; k < n; k++ {
		if it.levels[k].obj() {
			p = appendPointerToken(p, decodeName(it.rawName(k)))
		} else {
			p = append(p, '/')
			p = appendInt64(p, it.levels[k].at)
		}
	}
	return string(p)
}
