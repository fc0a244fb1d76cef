package riffle

import (
	"encoding/binary"
	"math"
	"strings"
	"unsafe"
)

// Member names to struct fields: small open-addressed tables built once per struct
// type, whose hash reads four bytes of the name (its length, first, middle and last
// byte), so a lookup is one multiply, a probe or two and one exact byte comparison:
// a hash alone never decides a match. When no name matches exactly, the case-folded
// match of encoding/json (strings.EqualFold, the first field in order) is looked up
// in a second table keyed by ASCII case when the field names and the member name are
// ASCII (then EqualFold is ASCII case folding), else by a scan of the names.

// fieldNames maps member names to field indexes.
type fieldNames struct {
	names []string
	// slots holds index+1 of the name hashed to each slot (0: empty), linear probing;
	// foldSlots the same for the first name of each ASCII case-folded form, or nil
	// when a name is not ASCII.
	slots, foldSlots []uint32
	shift            uint8  // 64 - log2(len(slots))
	seed             uint64 // the multiplier of the hash, chosen at build time
	wholeNames       bool   // the hash reads every byte of a name over eight bytes (middleHash)
	// A filter in front of the case-folded table, for the member that is no field (a
	// miss in the exact table, the common case of lookupFolded): bit n of foldLens is
	// set when a name has n bytes (bit 63: 63 or more), and foldFirsts has a bit for
	// the first byte of each name, ASCII letters lowered. Set only with foldSlots.
	foldLens   uint64
	foldFirsts [4]uint64
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
// slots as names; of the seeds tried, the first with no collision in the exact
// table, else the one with the fewest probes, is kept.
func newFieldNames(names []string) *fieldNames {
	size, shift := 8, uint8(61)
	for size < 2*len(names) {
		size, shift = size*2, shift-1
	}
	// The hash reads four bytes of a name; names alike in those (collide-00000001-x,
	// collide-00000002-x, ...) would share a few slots and make the build quadratic. A
	// table whose probes pass a linear budget is given up, and when every seed passes
	// it, the names are hashed whole (wholeNames; Java's finding F2, in Go's twin).
	var best *fieldNames
	bestProbes := 0
	for _, whole := range [...]bool{false, true} {
		budget := 4*len(names) + 64
		if whole {
			budget = math.MaxInt
		}
		for _, seed := range fieldNameSeeds {
			f := &fieldNames{names: names, slots: make([]uint32, size), shift: shift, seed: seed, wholeNames: whole}
			probes := 0
			for i, n := range names {
				if probes += f.insert(f.slots, n, i, false); probes > budget {
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
		if !isASCII(n) {
			return best
		}
	}
	for _, n := range names {
		best.foldLens |= lenBit(len(n))
		if n != "" {
			c := lowerASCII(n[0])
			best.foldFirsts[c>>6] |= 1 << (c & 63)
		}
	}
	best.foldSlots = make([]uint32, size)
	for i, n := range names {
		best.insert(best.foldSlots, n, i, true)
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

// insert adds name with index i to table unless a name equal to it (under ASCII case
// folding when fold) is there already, and returns the number of occupied slots it
// passed.
func (f *fieldNames) insert(table []uint32, name string, i int, fold bool) int {
	b := unsafe.Slice(unsafe.StringData(name), len(name))
	mask := len(table) - 1
	s := f.slot(b, fold)
	for probes := 0; ; probes++ {
		k := table[s]
		if k == 0 {
			table[s] = uint32(i + 1)
			return probes
		}
		if f.names[k-1] == name || fold && equalASCIIFold(b, f.names[k-1]) {
			return probes
		}
		s = (s + 1) & mask
	}
}

// slot returns the first slot of name; with fold, of every name equal to it under
// ASCII case folding (the hashed bytes are read with bit 5 set).
func (f *fieldNames) slot(name []byte, fold bool) int {
	n := len(name)
	key := uint64(n)
	if n > 0 {
		key |= uint64(name[0])<<8 | uint64(name[n>>1])<<16 | uint64(name[n-1])<<24
		if fold {
			key |= 0x20202000
		}
	}
	if f.wholeNames && n > 8 {
		key ^= middleHash(name, fold)
	}
	return int((key * f.seed) >> f.shift)
}

// middleHash mixes every byte of a name of more than eight bytes, eight at a time (the
// last step overlapping; with fold, bit 5 of each byte set, as slot does), for a table
// whose names are alike in the four bytes slot reads (see newFieldNames).
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
	mask := len(f.slots) - 1
	for s := f.slot(name, false); ; s = (s + 1) & mask {
		k := int(f.slots[s])
		if k == 0 {
			return -1
		}
		if f.names[k-1] == string(name) { // compiles to a comparison, no copy
			return k - 1
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
		for s := f.slot(name, true); ; s = (s + 1) & mask {
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
