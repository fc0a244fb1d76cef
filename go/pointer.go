package riffle

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf8"
)

// ptrTracker names the value being read at the end of a valid prefix of a JSON text,
// as a JSON Pointer (docs/design/errors.md). It is a small state machine fed with the
// prefix's bytes. For slice input it runs only on the error path, over the prefix before
// the error. For reader input the Iterator feeds it each chunk it drops from its buffer,
// so that on error it knows the structure of bytes no longer in memory.
type ptrTracker struct {
	levels []ptrLevel
	names  []byte // raw (still escaped) names of the object levels, one after another
	lex    uint8  // lexical state, one of the tk* constants
	esc    bool   // in a string, after a backslash
	lit    int    // in a literal, bytes still to come
	digit  bool   // in a number, the last byte was a digit
}

type ptrLevel struct {
	obj       bool
	idx       int
	nameStart int // the level's current name is names[nameStart:nameEnd]
	nameEnd   int
}

const (
	tkValue   uint8 = iota // a value is expected (or whitespace before it)
	tkAfter                // a value is complete
	tkName                 // in an object, a name (or '}') is expected
	tkNameStr              // inside a member name
	tkColon                // after a member name, before ':'
	tkString               // inside a string value
	tkNumber               // inside a number
	tkLiteral              // inside true, false or null
)

func (t *ptrTracker) reset() {
	t.levels = t.levels[:0]
	t.names = t.names[:0]
	t.lex = tkValue
	t.esc = false
	t.lit = 0
	t.digit = false
}

// feed advances the tracker over b, which must continue a valid prefix.
func (t *ptrTracker) feed(b []byte) {
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch t.lex {
		case tkString, tkNameStr:
			// Fast forward over plain bytes, 8 at a time.
			j := i
			if !t.esc {
				for j+8 <= len(b) {
					w := binary.LittleEndian.Uint64(b[j:])
					q := w ^ (swarLo * '"')
					s := w ^ (swarLo * '\\')
					if m := ((q-swarLo)&^q | (s-swarLo)&^s) & swarHi; m != 0 {
						j += bits.TrailingZeros64(m) >> 3
						break
					}
					j += 8
				}
				for j < len(b) && b[j] != '"' && b[j] != '\\' {
					j++
				}
			}
			if t.lex == tkNameStr {
				t.names = append(t.names, b[i:j]...)
			}
			if j == len(b) {
				return
			}
			i = j
			c = b[i]
			if t.lex == tkNameStr {
				t.names = append(t.names, c)
			}
			switch {
			case t.esc:
				t.esc = false
			case c == '\\':
				t.esc = true
			case c == '"':
				if t.lex == tkNameStr {
					t.names = t.names[:len(t.names)-1]
					t.levels[len(t.levels)-1].nameEnd = len(t.names)
					t.lex = tkColon
				} else {
					t.lex = tkAfter
				}
			}
			continue
		case tkNumber:
			switch {
			case c >= '0' && c <= '9':
				t.digit = true
				for i+1 < len(b) && isDigit(b[i+1]) {
					i++
				}
				continue
			case c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-':
				t.digit = false
				continue
			}
			t.lex = tkAfter
		case tkLiteral:
			t.lit--
			if t.lit == 0 {
				t.lex = tkAfter
			}
			continue
		}
		switch c {
		case ' ', '\t', '\n', '\r':
			for i+1 < len(b) && isWS[b[i+1]] {
				i++
			}
		case '"':
			if t.lex == tkName {
				l := &t.levels[len(t.levels)-1]
				t.names = t.names[:l.nameStart]
				t.lex = tkNameStr
			} else {
				t.lex = tkString
			}
		case '[', '{', ']', '}', ',', ':':
			t.structural(c)
		case 't', 'n':
			t.lex, t.lit = tkLiteral, 3
		case 'f':
			t.lex, t.lit = tkLiteral, 4
		default: // '-' or a digit
			t.lex = tkNumber
			t.digit = c != '-'
		}
	}
}

// structural advances the tracker over one structural byte: [ { ] } , or :.
// feed and feedBulk share it.
func (t *ptrTracker) structural(c byte) {
	switch c {
	case '[', '{':
		l := ptrLevel{obj: c == '{', nameStart: len(t.names), nameEnd: len(t.names)}
		t.levels = append(t.levels, l)
		if l.obj {
			t.lex = tkName
		} else {
			t.lex = tkValue
		}
	case ']', '}':
		if n := len(t.levels); n > 0 {
			t.names = t.names[:t.levels[n-1].nameStart]
			t.levels = t.levels[:n-1]
		}
		t.lex = tkAfter
	case ',':
		if n := len(t.levels); n > 0 {
			l := &t.levels[n-1]
			if l.obj {
				t.lex = tkName
			} else {
				l.idx++
				t.lex = tkValue
			}
		}
	case ':':
		t.lex = tkValue
	}
}

// pointer returns the JSON Pointer of the value being read after the bytes fed so far.
// inNumber says that a number at the very end is unfinished even if its last byte is
// a digit (the error is a digit after a leading zero).
func (t *ptrTracker) pointer(inNumber bool) string {
	n := len(t.levels)
	if n == 0 {
		return ""
	}
	// Does the innermost level's pending index or name belong in the pointer?
	inner := false
	switch t.lex {
	case tkValue, tkString, tkColon:
		inner = true
	case tkLiteral:
		inner = t.lit > 0
	case tkNumber:
		inner = inNumber || !t.digit
	}
	var p []byte
	for k, l := range t.levels {
		if k == n-1 && !inner {
			break
		}
		if l.obj {
			p = appendPointerToken(p, decodeName(t.names[l.nameStart:l.nameEnd]))
		} else {
			p = append(p, '/')
			p = appendInt(p, l.idx)
		}
	}
	return string(p)
}

func appendInt(p []byte, v int) []byte {
	var tmp [20]byte
	i := len(tmp)
	for {
		i--
		tmp[i] = byte('0' + v%10)
		v /= 10
		if v == 0 {
			break
		}
	}
	return append(p, tmp[i:]...)
}

// decodeName decodes a raw member name for a pointer: escapes decoded, and ill-formed
// sequences (possible only under the replace policy) named as the reader reads them.
func decodeName(raw []byte) []byte {
	return appendDecoded(make([]byte, 0, len(raw)), raw, true)
}

// decodeU decodes "\uXXXX" or a surrogate pair "\uXXXX\uXXXX" at the start of b into a
// rune and the number of bytes used; lone surrogates give U+FFFD. It returns n == 0
// when b does not start with a complete \u escape.
func decodeU(b []byte) (rune, int) {
	if len(b) < 6 {
		return 0, 0
	}
	r1 := hex4(b[2:6])
	if r1 < 0 {
		return 0, 0
	}
	if r1 >= 0xD800 && r1 < 0xDC00 {
		if len(b) >= 12 && b[6] == '\\' && b[7] == 'u' {
			if r2 := hex4(b[8:12]); r2 >= 0xDC00 && r2 < 0xE000 {
				return ((r1-0xD800)<<10 | (r2 - 0xDC00)) + 0x10000, 12
			}
		}
		return utf8.RuneError, 6
	}
	if r1 >= 0xDC00 && r1 < 0xE000 {
		return utf8.RuneError, 6
	}
	return r1, 6
}

// hex4 decodes four hex digits, or returns -1.
func hex4(b []byte) rune {
	var r rune
	for _, c := range b[:4] {
		v := hexVal[c]
		if v < 0 {
			return -1
		}
		r = r<<4 | rune(v)
	}
	return r
}

// structClass marks the bytes feedBulk stops at.
var structClass = [256]bool{'"': true, '[': true, ']': true, '{': true, '}': true, ',': true, ':': true}

// feedBulk is feed for a chunk that starts and ends between tokens (the Iterator
// drops input only up to the start of the token it is reading). It looks only at
// strings and structural bytes, so it is much cheaper than feed.
func (t *ptrTracker) feedBulk(b []byte) {
	n := len(b)
	i := 0
	for {
		for i+8 <= n {
			// Find a word with a possible structural byte (false positives are
			// fine: the byte loop below checks them).
			y := binary.LittleEndian.Uint64(b[i:]) | swarLo*0x20
			a, o, cm, co, q := y^(swarLo*'{'), y^(swarLo*'}'), y^(swarLo*','), y^(swarLo*':'), y^(swarLo*'"')
			if ((a-swarLo)&^a|(o-swarLo)&^o|(cm-swarLo)&^cm|(co-swarLo)&^co|(q-swarLo)&^q)&swarHi != 0 {
				break
			}
			i += 8
		}
		for i < n && !structClass[b[i]] {
			i++
		}
		if i >= n {
			break
		}
		c := b[i]
		switch c {
		case '"':
			name := t.lex == tkName
			j := i + 1
			for {
				for j+8 <= n {
					w := binary.LittleEndian.Uint64(b[j:])
					q := w ^ (swarLo * '"')
					s := w ^ (swarLo * '\\')
					if m := ((q-swarLo)&^q | (s-swarLo)&^s) & swarHi; m != 0 {
						j += bits.TrailingZeros64(m) >> 3
						break
					}
					j += 8
				}
				for j < n && b[j] != '"' && b[j] != '\\' {
					j++
				}
				if j >= n || b[j] == '"' {
					break
				}
				j += 2 // an escape: skip the escaped byte
			}
			if j > n {
				j = n
			}
			if name {
				l := &t.levels[len(t.levels)-1]
				t.names = append(t.names[:l.nameStart], b[i+1:j]...)
				l.nameEnd = len(t.names)
				t.lex = tkColon
			} else {
				t.lex = tkAfter
			}
			i = j + 1
			continue
		case '[', '{', ']', '}', ',', ':':
			t.structural(c)
		}
		i++
	}
	// A scalar after the last structural byte is complete (the chunk ends between tokens).
	for k := n - 1; k >= 0; k-- {
		c := b[k]
		if isWS[c] {
			continue
		}
		if !structClass[c] {
			t.lex = tkAfter
		}
		break
	}
}
