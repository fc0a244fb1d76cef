package riffle

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"
)

// The Appender against the Stream: one program of calls run through the Stream's
// methods and through an Appender (BeginAppend ... End) must give the same text and
// the same error (kind, offset, pointer, detail), wherever the program goes wrong,
// until the one point where the two differ by design: a call after the Appender's one
// value, or an end call at its top level. A program is bytes: an opcode, then an
// argument byte that picks a name or a value from the tables below.

var apNames = []string{"a", "", "x<y&", strings.Repeat("long-name-", 4), "bad\xff", "é", `q"s\`}

var apStrings = []string{"", "v", "hello world", strings.Repeat("abcd", 7), "bad\xffx", "a\u2028b", "<tag>&",
	strings.Repeat("line\n\"quote\"", 9), "日本語テキスト", "cut\xe6\x97"}

var apInts = []int64{0, -1, 42, math.MaxInt64, math.MinInt64, 1e15 + 7}

var apFloats = []float64{0, -0.5, 1e21, 1.5e-7, math.NaN(), math.Inf(1), 3.14159}

// apConfigs are the Stream options the programs run with.
var apConfigs = []Config{{}, {EscapeHTML: true}, {InvalidUTF8: InvalidUTF8Replace}, {MaxDepth: 3}, {Indent: "  "}, {MaxDepth: -1}, {MaxDepth: 2 * apLevelsPerWord}}

// apProgram runs the calls of prog against one target: a Stream or an Appender.
type apTarget interface {
	objectStart()
	objectEnd()
	arrayStart()
	arrayEnd()
	field(string)
	encodedField(*EncodedName)
	str(string)
	i64(int64)
	u64(uint64)
	f64(float64)
	boolean(bool)
	null()
	memberStr(*EncodedName, string)
	memberI64(*EncodedName, int64)
	memberU64(*EncodedName, uint64)
	memberF64(*EncodedName, float64)
	memberBool(*EncodedName, bool)
	memberObject(*EncodedName)
	memberArray(*EncodedName)
}

type streamTarget struct{ s *Stream }

func (t streamTarget) objectStart()                        { t.s.WriteObjectStart() }
func (t streamTarget) objectEnd()                          { t.s.WriteObjectEnd() }
func (t streamTarget) arrayStart()                         { t.s.WriteArrayStart() }
func (t streamTarget) arrayEnd()                           { t.s.WriteArrayEnd() }
func (t streamTarget) field(n string)                      { t.s.WriteObjectField(n) }
func (t streamTarget) encodedField(n *EncodedName)         { t.s.WriteObjectEncodedField(*n) }
func (t streamTarget) str(v string)                        { t.s.WriteString(v) }
func (t streamTarget) i64(v int64)                         { t.s.WriteInt64(v) }
func (t streamTarget) u64(v uint64)                        { t.s.WriteUint64(v) }
func (t streamTarget) f64(v float64)                       { t.s.WriteFloat64(v) }
func (t streamTarget) boolean(v bool)                      { t.s.WriteBool(v) }
func (t streamTarget) null()                               { t.s.WriteNil() }
func (t streamTarget) memberStr(n *EncodedName, v string)  { t.s.WriteMemberString(*n, v) }
func (t streamTarget) memberI64(n *EncodedName, v int64)   { t.s.WriteMemberInt64(*n, v) }
func (t streamTarget) memberU64(n *EncodedName, v uint64)  { t.s.WriteMemberUint64(*n, v) }
func (t streamTarget) memberF64(n *EncodedName, v float64) { t.s.WriteMemberFloat64(*n, v) }
func (t streamTarget) memberBool(n *EncodedName, v bool)   { t.s.WriteMemberBool(*n, v) }
func (t streamTarget) memberObject(n *EncodedName)         { t.s.WriteMemberObjectStart(*n) }
func (t streamTarget) memberArray(n *EncodedName)          { t.s.WriteMemberArrayStart(*n) }

type appendTarget struct{ w *Appender }

func (t appendTarget) objectStart()                        { *t.w = t.w.WriteObjectStart() }
func (t appendTarget) objectEnd()                          { *t.w = t.w.WriteObjectEnd() }
func (t appendTarget) arrayStart()                         { *t.w = t.w.WriteArrayStart() }
func (t appendTarget) arrayEnd()                           { *t.w = t.w.WriteArrayEnd() }
func (t appendTarget) field(n string)                      { *t.w = t.w.WriteObjectField(n) }
func (t appendTarget) encodedField(n *EncodedName)         { *t.w = t.w.WriteObjectEncodedField(n) }
func (t appendTarget) str(v string)                        { *t.w = t.w.WriteString(v) }
func (t appendTarget) i64(v int64)                         { *t.w = t.w.WriteInt64(v) }
func (t appendTarget) u64(v uint64)                        { *t.w = t.w.WriteUint64(v) }
func (t appendTarget) f64(v float64)                       { *t.w = t.w.WriteFloat64(v) }
func (t appendTarget) boolean(v bool)                      { *t.w = t.w.WriteBool(v) }
func (t appendTarget) null()                               { *t.w = t.w.WriteNil() }
func (t appendTarget) memberStr(n *EncodedName, v string)  { *t.w = t.w.WriteMemberString(n, v) }
func (t appendTarget) memberI64(n *EncodedName, v int64)   { *t.w = t.w.WriteMemberInt64(n, v) }
func (t appendTarget) memberU64(n *EncodedName, v uint64)  { *t.w = t.w.WriteMemberUint64(n, v) }
func (t appendTarget) memberF64(n *EncodedName, v float64) { *t.w = t.w.WriteMemberFloat64(n, v) }
func (t appendTarget) memberBool(n *EncodedName, v bool)   { *t.w = t.w.WriteMemberBool(n, v) }
func (t appendTarget) memberObject(n *EncodedName)         { *t.w = t.w.WriteMemberObjectStart(n) }
func (t appendTarget) memberArray(n *EncodedName)          { *t.w = t.w.WriteMemberArrayStart(n) }

// apOps is the number of opcodes.
const apOps = 19

// apRun applies call op (argument a) to t, with the EncodedNames made for the
// program's Config.
func apRun(t apTarget, op, a byte, enc []EncodedName) {
	n := &enc[int(a)%len(enc)]
	s, i, f := apStrings[int(a)%len(apStrings)], apInts[int(a)%len(apInts)], apFloats[int(a)%len(apFloats)]
	switch op {
	case 0:
		t.objectStart()
	case 1:
		t.objectEnd()
	case 2:
		t.arrayStart()
	case 3:
		t.arrayEnd()
	case 4:
		t.field(apNames[int(a)%len(apNames)])
	case 5:
		t.encodedField(n)
	case 6:
		t.str(s)
	case 7:
		t.i64(i)
	case 8:
		t.u64(uint64(i))
	case 9:
		t.f64(f)
	case 10:
		t.boolean(a&1 == 1)
	case 11:
		t.null()
	case 12:
		t.memberStr(n, s)
	case 13:
		t.memberI64(n, i)
	case 14:
		t.memberU64(n, uint64(i))
	case 15:
		t.memberF64(n, f)
	case 16:
		t.memberBool(n, a&1 == 1)
	case 17:
		t.memberObject(n)
	case 18:
		t.memberArray(n)
	}
}

// apEncodedNames returns the EncodedNames of apNames for c, and the zero one.
func apEncodedNames(c Config) []EncodedName {
	enc := []EncodedName{{}}
	for _, n := range apNames {
		enc = append(enc, c.NewEncodedName(n))
	}
	return enc
}

// apContext is where the value goes in the Stream: at the top, as an array's second
// element, or as a member's value; open and close write around it.
type apContext struct {
	name        string
	open, close func(*Stream)
}

var apContexts = []apContext{
	{"top", func(*Stream) {}, func(*Stream) {}},
	{"element", func(s *Stream) { s.WriteArrayStart(); s.WriteInt64(1) }, func(s *Stream) { s.WriteArrayEnd() }},
	{"member", func(s *Stream) { s.WriteObjectStart(); s.WriteObjectField("k") }, func(s *Stream) { s.WriteObjectEnd() }},
}

// streamErr returns s's sticky error as an *Error (nil if none).
func streamErr(t *testing.T, err error) *Error {
	t.Helper()
	if err == nil {
		return nil
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v is not an *Error", err)
	}
	return e
}

// runAppenderProgram runs prog (its first byte picks the Config and the context)
// through a Stream and through an Appender and compares them.
func runAppenderProgram(t *testing.T, prog []byte) {
	t.Helper()
	if len(prog) == 0 {
		return
	}
	head := prog[0]
	cfg := apConfigs[int(head)%len(apConfigs)]
	ctx := apContexts[int(prog[0]>>4)%len(apContexts)]
	indented := cfg.Indent != ""
	enc := apEncodedNames(cfg)
	prog = prog[1:]

	// The Stream's run, op by op, up to the point where the Appender differs.
	ref := cfg.NewStreamBytes(nil)
	ctx.open(ref)
	depth, done, diverge := 0, false, -1
	var ops [][2]byte
	for i := 0; i+1 < len(prog) && ref.Err() == nil; i += 2 {
		op, a := prog[i]%apOps, prog[i+1]
		ops = append(ops, [2]byte{op, a})
		if depth == 0 && (done || op == 1 || op == 3) {
			diverge = len(ops) - 1
			break
		}
		apRun(streamTarget{ref}, op, a, enc)
		if ref.Err() != nil {
			break
		}
		switch {
		case op == 0 || op == 2 || op == 17 || op == 18:
			depth++
		case op == 1 || op == 3:
			depth--
			done = depth == 0
		case op == 4 || op == 5:
		default:
			done = done || depth == 0
		}
	}

	// The Appender's run of the same calls.
	got := cfg.NewStreamBytes(nil)
	ctx.open(got)
	w := got.BeginAppend()
	for _, o := range ops {
		apRun(appendTarget{&w}, o[0], o[1], enc)
	}
	endErr := w.End()
	if endErr != got.Err() {
		t.Fatalf("End returned %v, the Stream has %v", endErr, got.Err())
	}
	refErr, gotErr := streamErr(t, ref.Err()), streamErr(t, got.Err())
	label := func() string { return ctx.name + " " + string(append([]byte{head}, prog...)) }

	switch {
	case refErr != nil:
		// Both fail at the same call.
		if gotErr == nil {
			t.Fatalf("%q: the Stream failed (%v), the Appender did not: %s", label(), refErr, got.Buffer())
		}
		if refErr.Kind != gotErr.Kind || refErr.Detail != gotErr.Detail {
			t.Fatalf("%q: errors differ:\nstream   %v\nappender %v", label(), refErr, gotErr)
		}
		if !indented {
			// The Stream names a member by the name given, the Appender as its text
			// spells it: with InvalidUTF8Replace, each bad byte as U+FFFD.
			if cfg.InvalidUTF8 == InvalidUTF8Replace {
				refErr.Pointer = replaced([]byte(refErr.Pointer))
			}
			if refErr.Offset != gotErr.Offset || refErr.Pointer != gotErr.Pointer {
				t.Fatalf("%q: errors differ:\nstream   %#v\nappender %#v", label(), refErr, gotErr)
			}
			if !bytes.Equal(ref.Buffer(), got.Buffer()) {
				t.Fatalf("%q: texts differ:\nstream   %s\nappender %s", label(), ref.Buffer(), got.Buffer())
			}
		}
	case diverge >= 0 || depth > 0 || !done:
		// The Appender must refuse the call after its value (or an end at its top),
		// or End of an incomplete value, keeping the Stream's text.
		if gotErr == nil || gotErr.Kind != KindInvalidValue {
			t.Fatalf("%q: the Appender gave %v, want a misuse error", label(), gotErr)
		}
		if !indented && (!bytes.Equal(ref.Buffer(), got.Buffer()) || gotErr.Offset != ref.Written()) {
			t.Fatalf("%q: text %s (error at %d), want %s (at %d)", label(), got.Buffer(), gotErr.Offset, ref.Buffer(), ref.Written())
		}
		if diverge < 0 && ctx.name == "top" && !indented && ref.Close() != nil {
			// Close names the open container as End does.
			closeErr := streamErr(t, ref.Err())
			if cfg.InvalidUTF8 == InvalidUTF8Replace {
				closeErr.Pointer = replaced([]byte(closeErr.Pointer))
			}
			if want := strings.Replace(closeErr.Detail, "Close", "End", 1); want != gotErr.Detail || closeErr.Pointer != gotErr.Pointer {
				t.Fatalf("%q: End error %#v, Close error %#v", label(), gotErr, closeErr)
			}
		}
	default:
		// One complete value: the same output to the end.
		if gotErr != nil {
			t.Fatalf("%q: the Appender failed: %v", label(), gotErr)
		}
		ctx.close(ref)
		ctx.close(got)
		if e1, e2 := ref.Close(), got.Close(); e1 != nil || e2 != nil {
			t.Fatalf("%q: Close: %v, %v", label(), e1, e2)
		}
		if !bytes.Equal(ref.Buffer(), got.Buffer()) {
			t.Fatalf("%q: texts differ:\nstream   %s\nappender %s", label(), ref.Buffer(), got.Buffer())
		}
	}
}

// apValueProgram appends to prog the calls of one random value of at most depth
// levels; one time in noise, a random call instead, to reach the errors.
func apValueProgram(prog []byte, rng interface{ IntN(int) int }, depth, noise int) []byte {
	if rng.IntN(noise) == 0 {
		return append(prog, byte(rng.IntN(apOps)), byte(rng.IntN(256)))
	}
	a := byte(rng.IntN(256))
	if rng.IntN(5) > 0 {
		a %= 4 // arguments 0 to 3 pick valid names and values in every table
	}
	switch k := rng.IntN(10); {
	case k < 3 && depth > 0:
		prog = append(prog, 0, a)
		prog = apMembers(prog, rng, depth, noise)
		return append(prog, 1, a)
	case k < 6 && depth > 0:
		prog = append(prog, 2, a)
		for range rng.IntN(7) {
			prog = apValueProgram(prog, rng, depth-1, noise)
		}
		return append(prog, 3, a)
	}
	return append(prog, byte(6+rng.IntN(6)), a)
}

// apDeepProgram returns a program of depth nested containers, objects and arrays in
// turn, with a member or an element before each, under Config c and context ctx
// (the head byte).
func apDeepProgram(head byte, depth int) []byte {
	prog := []byte{head}
	for i := range depth {
		if i%2 == 0 {
			prog = append(prog, 0, 0, 13, 1, 5, 1) // {"a":1,"a":
		} else {
			prog = append(prog, 2, 0, 10, 1) // [true,
		}
	}
	prog = append(prog, 11, 0)
	for i := depth - 1; i >= 0; i-- {
		prog = append(prog, byte(1+2*(i%2)), 0)
	}
	return prog
}

// apDeepBackProgram returns a program that nests down, back up and down again:
// 70 levels, back to 50, then to depth, so a spilled level word is taken back and
// spilled again.
func apDeepBackProgram(head byte, depth int) []byte {
	prog := []byte{head}
	for range 70 {
		prog = append(prog, 2, 0)
	}
	for range 20 {
		prog = append(prog, 3, 0)
	}
	for range depth - 50 {
		prog = append(prog, 2, 0)
	}
	for range depth {
		prog = append(prog, 3, 0)
	}
	return prog
}

func TestAppenderDeepMatchesStream(t *testing.T) {
	for _, cfg := range []byte{0, 5, 6} {
		for _, depth := range []int{121, 122, 123} {
			runAppenderProgram(t, apDeepBackProgram(cfg, depth))
		}
	}
	// MaxDepth -1 (head 5), 3 (head 3), 122 (head 6, two full level words) and the
	// default (head 0), in each context; past 61 levels the Appender spills its level
	// word.
	for _, cfg := range []byte{0, 3, 5, 6} {
		for ctx := range byte(len(apContexts)) {
			for _, depth := range []int{1, 3, 4, 60, 61, 62, 63, 122, 123, 200, 10000, 10001} {
				runAppenderProgram(t, apDeepProgram(cfg|ctx<<4, depth))
			}
		}
	}
}

// apMembers appends the members of an object at depth (its braces not included):
// names then values, one-call members, and members whose value opens in the same call.
func apMembers(prog []byte, rng interface{ IntN(int) int }, depth, noise int) []byte {
	for range rng.IntN(7) {
		a := byte(rng.IntN(4))
		switch k := rng.IntN(12); {
		case k < 4:
			prog = append(prog, byte(12+rng.IntN(5)), a)
		case k < 5 && depth > 1:
			prog = append(prog, 17, a)
			prog = apMembers(prog, rng, depth-1, noise)
			prog = append(prog, 1, a)
		case k < 6 && depth > 1:
			prog = append(prog, 18, a)
			for range rng.IntN(4) {
				prog = apValueProgram(prog, rng, depth-2, noise)
			}
			prog = append(prog, 3, a)
		default:
			prog = append(prog, byte(4+rng.IntN(2)), a)
			prog = apValueProgram(prog, rng, depth-1, noise)
		}
	}
	return prog
}

func TestAppenderMatchesStream(t *testing.T) {
	rng := newTestRand(14)
	for i := range 40000 {
		head := byte(rng.IntN(256))
		prog := apValueProgram([]byte{head}, rng, 1+i%6, []int{30, 1000}[i%2])
		if i%4 == 0 { // a few calls after the value too
			for range rng.IntN(3) {
				prog = append(prog, byte(rng.IntN(apOps)), byte(rng.IntN(256)))
			}
		}
		runAppenderProgram(t, prog)
	}
	for range 5000 {
		prog := make([]byte, 1+rng.IntN(40))
		for i := range prog {
			prog[i] = byte(rng.IntN(256))
		}
		runAppenderProgram(t, prog)
	}
}

// FuzzAppender runs programs through the Stream and the Appender (runAppenderProgram).
func FuzzAppender(f *testing.F) {
	rng := newTestRand(15)
	for i := range 64 {
		f.Add(apValueProgram([]byte{byte(i * 5)}, rng, 4, 30))
	}
	f.Fuzz(func(t *testing.T, prog []byte) { runAppenderProgram(t, prog) })
}
