package riffle

import (
	"encoding/binary"
	"math"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// Member names to struct fields: small open-addressed tables built once per struct
// type. The exact table keeps each name's words (see nameWords: up to 16 bytes, all
// of a name) beside its length, so a lookup is two loads of the member name, one
// multiply, a probe or two and a comparison of those words: no call, and a hash alone
// never decides a match (over 16 bytes the bytes between the words are compared too).
// When no name matches exactly, the case-folded match of encoding/json
// (strings.EqualFold, the first field in order) is looked up in a second table keyed by
// ASCII case when the field names and the member name are ASCII (then EqualFold is
// ASCII case folding), else by a scan of the names.

// fieldNames maps member names to field indexes.
type fieldNames struct {
	names []string
	// exact holds the name hashed to each slot (k == 0: empty), linear probing.
	exact []nameSlot
	// foldSlots holds index+1 of the first name of each ASCII case-folded form hashed
	// to each slot (0: empty), or is nil when a name is not ASCII.
	foldSlots []uint32
	shift     uint8  // 64 - log2(len(exact))
	seed      uint64 // the multiplier of the hash, chosen at build time
	// wholeNames: the hashes read every byte of a long name (middleHash), for names
	// alike in the bytes they read otherwise (see newFieldNames).
	wholeNames bool
	// starts is a filter in front of the exact table: the bit startBit gives for each
	// name's length and first byte is set, so most members that are no field (they
	// come in runs: a struct binds a few members of a large object) miss with one
	// test, before their words are read and hashed.
	starts uint64
	// A filter in front of the case-folded table, for the member that is no field (a
	// miss in the exact table, the common case of lookupFolded): bit n of foldLens is
	// set when a name has n bytes (bit 63: 63 or more), and foldFirsts has a bit for
	// the first byte of each name, ASCII letters lowered. Set only with foldSlots.
	foldLens   uint64
	foldFirsts [4]uint64
}

// nameSlot is one slot of the exact table: a name's words and length, and its index+1.
type nameSlot struct {
	head, tail uint64
	n, k       uint32
}

// nameWords returns words that hold every byte of a name of up to 16 bytes, so that
// two names of one length are equal if and only if their words are: the first and
// last eight bytes (overlapping under 16), or under 8 bytes the first and last four
// (overlapping under 8) or, under 4, the first, middle and last byte. Over 16 bytes
// they hold the first and last eight.
func nameWords(b []byte) (head, tail uint64) {
	n := len(b)
	switch {
	case n >= 8:
		return binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[n-8:])
	case n >= 4:
		return uint64(binary.LittleEndian.Uint32(b)) | uint64(binary.LittleEndian.Uint32(b[n-4:]))<<32, 0
	case n > 0:
		return uint64(b[0]) | uint64(b[n>>1])<<8 | uint64(b[n-1])<<16, 0
	}
	return 0, 0
}

// startBit returns the bit of fieldNames.starts for a name of n bytes whose first
// byte is c (0 for the empty name).
func startBit(n int, c byte) uint64 { return 1 << ((uint(c) + uint(n)*37) & 63) }

// exactSlot returns the first slot of a name of n bytes with the given words.
func (f *fieldNames) exactSlot(name []byte, head, tail uint64) int {
	key := head ^ tail*0x2545F4914F6CDD1D ^ uint64(len(name))
	if f.wholeNames && len(name) > 16 {
		key ^= middleHash(name, false)
	}
	return int((key * f.seed) >> f.shift)
}

// lenBit is the bit of foldLens for a name of n bytes.
func lenBit(n int) uint64 { return 1 << min(n, 63) }

// lowerASCII lowers an ASCII letter, leaving any other byte as it is.
func lowerASCII(c byte) byte {
	if c|0x20 >= 'a' && c|0x20 <= 'z' {
		return c | 0x20
	}
	return c
}

// mayFold reports whether an ASCII name could equal one of f's names under ASCII case
// folding, from its length and first byte alone (false: it cannot).
func (f *fieldNames) mayFold(name []byte) bool {
	if f.foldLens&lenBit(len(name)) == 0 {
		return false
	}
	if len(name) == 0 {
		return true
	}
	c := lowerASCII(name[0])
	return f.foldFirsts[c>>6]>>(c&63)&1 != 0
}

// fieldNameSeeds are the hash multipliers tried, in order, for a table without
// collisions (odd 64-bit constants with well-spread bits).
var fieldNameSeeds = [...]uint64{
	0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9, 0xD6E8FEB86659FD93,
	0xFF51AFD7ED558CCD, 0xC4CEB9FE1A85EC53, 0x94D049BB133111EB, 0xBF58476D1CE4E5B9,
}

// newFieldNames returns the tables of names, numbered from 0 in the order given (a
// name given twice keeps its first number). A table has at least twice as many
// slots as names; of the seeds tried, the first with no collision, else the one with
// the fewest probes, is kept.
func newFieldNames(names []string) *fieldNames {
	size, shift := 8, uint8(61)
	for size < 2*len(names) {
		size, shift = size*2, shift-1
	}
	ascii := true
	for _, n := range names {
		ascii = ascii && isASCII(n)
	}
	// The hashes read the first and last eight bytes of a long name; names alike in
	// those (collide-00000001-collide, collide-00000002-collide, ...) would share a
	// few slots and make the build quadratic. A table whose probes pass a linear
	// budget is given up, and when every seed passes it, the names are hashed whole
	// (wholeNames; Java's finding F2, in Go's twin).
	var best *fieldNames
	bestProbes := 0
	for _, whole := range [...]bool{false, true} {
		budget := 8*len(names) + 64
		if whole {
			budget = math.MaxInt
		}
		for _, seed := range fieldNameSeeds {
			f := &fieldNames{names: names, exact: make([]nameSlot, size), shift: shift, seed: seed, wholeNames: whole}
			if ascii {
				f.foldSlots = make([]uint32, size)
			}
			probes := 0
			for i, n := range names {
				probes += f.insertExact(n, i)
				if ascii {
					probes += f.insertFold(n, i)
				}
				if probes > budget {
					break
				}
			}
			if probes <= budget && (best == nil || probes < bestProbes) {
				best, bestProbes = f, probes
			}
			if probes == 0 {
				break
			}
		}
		if best != nil {
			break
		}
	}
	for _, n := range names {
		var c byte
		if n != "" {
			c = n[0]
		}
		best.starts |= startBit(len(n), c)
	}
	if ascii {
		for _, n := range names {
			best.foldLens |= lenBit(len(n))
			if n != "" {
				c := lowerASCII(n[0])
				best.foldFirsts[c>>6] |= 1 << (c & 63)
			}
		}
	}
	return best
}

// isASCII reports whether s holds only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// insertExact adds name with index i to the exact table unless it is there already,
// and returns the number of occupied slots it passed.
func (f *fieldNames) insertExact(name string, i int) int {
	b := unsafe.Slice(unsafe.StringData(name), len(name))
	head, tail := nameWords(b)
	mask := len(f.exact) - 1
	for s, probes := f.exactSlot(b, head, tail), 0; ; s, probes = (s+1)&mask, probes+1 {
		e := &f.exact[s]
		if e.k == 0 {
			*e = nameSlot{head: head, tail: tail, n: uint32(len(name)), k: uint32(i + 1)}
			return probes
		}
		if f.names[e.k-1] == name {
			return probes
		}
	}
}

// insertFold adds name with index i to the case-folded table unless a name equal to
// it under ASCII case folding is there already, and returns the number of occupied
// slots it passed.
func (f *fieldNames) insertFold(name string, i int) int {
	b := unsafe.Slice(unsafe.StringData(name), len(name))
	mask := len(f.foldSlots) - 1
	for s, probes := f.foldSlot(b), 0; ; s, probes = (s+1)&mask, probes+1 {
		k := f.foldSlots[s]
		if k == 0 {
			f.foldSlots[s] = uint32(i + 1)
			return probes
		}
		if equalASCIIFold(b, f.names[k-1]) {
			return probes
		}
	}
}

// foldSlot returns the first slot in the case-folded table of every name equal to
// name under ASCII case folding: exactSlot's hash of its words with bit 5 of each byte
// set.
func (f *fieldNames) foldSlot(name []byte) int {
	const fold = 0x2020202020202020
	head, tail := nameWords(name)
	key := (head | fold) ^ (tail|fold)*0x2545F4914F6CDD1D ^ uint64(len(name))
	if f.wholeNames && len(name) > 16 {
		key ^= middleHash(name, true)
	}
	return int((key * f.seed) >> f.shift)
}

// middleHash mixes every byte of a name of more than eight bytes, eight at a time (the
// last step overlapping; with fold, bit 5 of each byte set, as foldSlot does), for a
// table whose names are alike in the words nameWords reads (see newFieldNames).
func middleHash(name []byte, fold bool) uint64 {
	var mask uint64
	if fold {
		mask = 0x2020202020202020
	}
	var h uint64
	for p := 0; ; p += 8 {
		if p > len(name)-8 {
			p = len(name) - 8
		}
		h = (h ^ (binary.LittleEndian.Uint64(name[p:]) | mask)) * 0xC2B2AE3D27D4EB4F
		if p == len(name)-8 {
			return h
		}
	}
}

// lookup returns the index of the field named exactly name, or -1.
func (f *fieldNames) lookup(name []byte) int {
	n := len(name)
	var c byte
	if n > 0 {
		c = name[0]
	}
	if f.starts&startBit(n, c) == 0 {
		return -1
	}
	head, tail := nameWords(name)
	mask := len(f.exact) - 1
	for s := f.exactSlot(name, head, tail); ; s = (s + 1) & mask {
		e := &f.exact[s]
		if e.k == 0 {
			return -1
		}
		if e.head == head && e.tail == tail && int(e.n) == n &&
			(n <= 16 || f.names[e.k-1][8:n-8] == string(name[8:n-8])) { // compiles to a comparison, no copy
			return int(e.k) - 1
		}
	}
}

// lookupFold is lookup, then, when no name matches exactly, the first name equal to
// name under strings.EqualFold (encoding/json's rule for names that differ in case).
func (f *fieldNames) lookupFold(name []byte) int {
	if k := f.lookup(name); k >= 0 {
		return k
	}
	return f.lookupFolded(name)
}

// lookupFolded is lookupFold's second step, for a name that matched no name exactly.
func (f *fieldNames) lookupFolded(name []byte) int {
	view := unsafe.String(unsafe.SliceData(name), len(name))
	if f.foldSlots != nil {
		// The names are ASCII. A name that matches one under ASCII case folding is
		// ASCII too, and then EqualFold is ASCII case folding.
		if !f.mayFold(name) {
			if isASCII(view) {
				return -1
			}
			goto scan // only a non-ASCII name can still fold to one (U+212A to "k")
		}
		mask := len(f.foldSlots) - 1
		for s := f.foldSlot(name); ; s = (s + 1) & mask {
			k := int(f.foldSlots[s])
			if k == 0 {
				break
			}
			if equalASCIIFold(name, f.names[k-1]) {
				return k - 1
			}
		}
		if isASCII(view) {
			return -1
		}
	}
scan:
	for k, n := range f.names {
		if strings.EqualFold(view, n) {
			return k
		}
	}
	return -1
}

// equalASCIIFold reports whether the ASCII texts a and b are equal under ASCII case
// folding.
func equalASCIIFold(a []byte, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if c, d := a[i], b[i]; c != d && lowerASCII(c) != lowerASCII(d) {
			return false
		}
	}
	return true
}

// nameGuess is a field name a struct decoder expects as the next member, held as the
// bytes the member must have from just after its opening quote: the name and its
// closing quote, compared as words.
type nameGuess struct {
	head, second      uint64 // bytes 0-7 and 8-15, masked (to the quote for short names)
	headMask, secMask uint64
	last              uint64 // names of 16 bytes or more: the 8 bytes up to the quote
	middle            string // names of 24 bytes or more: the bytes from 16 before last's
	n                 int    // the name's length: the closing quote is at n
	need              int    // the bytes readObject needs in the buffer to compare them
	name              string // the name itself, for atEnd
	field             int    // the index the name stands for (a field; -1: an unknown member)
}

// newNameGuesses returns the guess of each of names (numbered as in set), nil where a
// name cannot be guessed (newNameGuess) or where set gives another number for it (a
// name given twice), and one more nil at the end: nothing is expected after the last.
func newNameGuesses(set *fieldNames, names []string) []*nameGuess {
	guesses := make([]*nameGuess, len(names)+1)
	for i, n := range names {
		if g, ok := newNameGuess(n); ok && set.lookup([]byte(n)) == i {
			g.field = i
			guesses[i] = &g
		}
	}
	return guesses
}

// newNameGuess returns the guess of a field name, or ok false when the name cannot be
// matched so: empty, or not plain string content (a quote, backslash, control byte or
// ill-formed UTF-8 would need a scan; a guess is never scanned).
func newNameGuess(name string) (g nameGuess, ok bool) {
	n := len(name)
	if n == 0 || !utf8.ValidString(name) {
		return g, false
	}
	for i := 0; i < n; i++ {
		if c := name[i]; c < 0x20 || c == '"' || c == '\\' {
			return g, false
		}
	}
	b := append(append(make([]byte, 0, max(n+1, 16)), name...), '"')
	b = b[:max(n+1, 16)] // zero bytes after the quote, masked out
	g.n, g.name = n, name
	g.need = max(n+1, 16) + 2 // and ':' and one byte after it, which readObject looks at
	g.headMask, g.secMask = bytesMask(n+1), bytesMask(n+1-8)
	g.head = binary.LittleEndian.Uint64(b) & g.headMask
	g.second = binary.LittleEndian.Uint64(b[8:]) & g.secMask
	if n >= 16 {
		g.last = binary.LittleEndian.Uint64(b[n-7:])
	}
	if n >= 24 {
		g.middle = name[16 : n-7]
	}
	return g, true
}

// bytesMask returns the mask of the low k bytes of a word (none under 1, all over 7).
func bytesMask(k int) uint64 {
	if k >= 8 {
		return ^uint64(0)
	}
	return 1<<(8*max(k, 0)) - 1
}

// at reports whether b (at least g.need bytes, from just after an opening quote)
// starts with g's name and its closing quote.
func (g *nameGuess) at(b []byte) bool {
	if binary.LittleEndian.Uint64(b)&g.headMask != g.head || binary.LittleEndian.Uint64(b[8:16])&g.secMask != g.second {
		return false
	}
	return g.n < 16 || binary.LittleEndian.Uint64(b[g.n-7:]) == g.last && (g.n < 24 || string(b[16:g.n-7]) == g.middle)
}

// atEnd is at for b shorter than g.need (a name near the end of the input): it
// compares the name byte by byte and requires its closing quote.
func (g *nameGuess) atEnd(b []byte) bool {
	return len(b) > g.n && b[g.n] == '"' && string(b[:g.n]) == g.name
}
