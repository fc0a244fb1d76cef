package riffle

import (
	"errors"
	"reflect"
	"unsafe"
)

// BindConfig holds every option of the bind layer: the syntactic [Config] that the
// [Stream] underneath uses (HTML escaping, the UTF-8 policy, limits, indentation) and
// the options of marshalling typed values. Like Config it is a plain value: copy it,
// change the copy, pass it on; nothing in the package keeps or changes one.
//
// Start from one of the presets, [Compatible]() (the default, byte-identical to
// encoding/json) or [Fastest](), rather than from the zero BindConfig, whose embedded
// zero Config applies the syntactic layer's limits and rejects ill-formed UTF-8.
// https://github.com/riffle-json/riffle/blob/main/docs/compatibility.md lists every difference between the presets and encoding/json.
type BindConfig struct {
	// Config is the syntactic configuration of the Stream the value is written to.
	// Indent applies to Marshal and to an Encoder without SetIndent.
	Config
	// SortMapKeys writes the members of a Go map in the order of their names (byte
	// order, as encoding/json does). Without it they come in Go's map order.
	SortMapKeys bool
	// Codecs holds per-type custom encoders and decoders ([EncoderFor], [DecoderFor]),
	// which take precedence over the built-in ones and over a type's own MarshalJSON,
	// MarshalText, UnmarshalJSON or UnmarshalText. nil means none.
	Codecs *Codecs
	// CaseSensitiveNames makes Unmarshal match member names to struct fields exactly.
	// Without it a member with no exact match goes to the first field whose name is
	// equal under Unicode case folding, as in encoding/json.
	CaseSensitiveNames bool
	// PackStrings makes Unmarshal and a Decoder copy each decoded string of up to 64
	// bytes into a shared block of 1 KiB instead of allocating it on its own: one
	// allocation for many strings. The strings are ordinary and immutable; the cost is
	// memory kept alive: a string that outlives the decode keeps its whole block (at
	// most 1 KiB, shared with strings of other decodes) from being collected.
	PackStrings bool
}

// Compatible returns the default BindConfig: output byte-identical to encoding/json's
// Marshal (HTML characters escaped, ill-formed UTF-8 written as \ufffd, map keys
// sorted, no limits on depth or on the length of strings and numbers). Each call
// returns a new copy: a preset cannot be changed behind anyone's back.
func Compatible() BindConfig { return compatibleConfig }

// Fastest returns Compatible without HTML escaping, without sorting map keys, with
// case-sensitive member names and with short decoded strings packed into shared
// blocks (PackStrings): map members come in Go's (random) map order, <, > and & are
// written as they are, a member named "ID" does not fill a field named "Id", and a
// decoded string kept alive keeps up to 1 KiB alive with it.
// The output is still valid JSON that decodes to the same values (floats keep their
// shortest round-trip form); see
// https://github.com/riffle-json/riffle/blob/main/docs/compatibility.md.
func Fastest() BindConfig { return fastestConfig }

// compatibleConfig is the value Compatible returns.
var compatibleConfig = BindConfig{
	Config: Config{
		EscapeHTML:     true,
		InvalidUTF8:    InvalidUTF8Replace,
		MaxDepth:       -1,
		MaxStringBytes: -1,
		MaxNumberBytes: -1,
		MaxNumberScale: -1,
	},
	SortMapKeys: true,
}

// fastestConfig is the value Fastest returns.
var fastestConfig = BindConfig{
	Config: Config{
		InvalidUTF8:    InvalidUTF8Replace,
		MaxDepth:       -1,
		MaxStringBytes: -1,
		MaxNumberBytes: -1,
		MaxNumberScale: -1,
	},
	CaseSensitiveNames: true,
	PackStrings:        true,
}

// Codecs is an immutable set of per-type custom encoders and decoders with its own
// cache of the codecs built by reflection for the types that reach them. Make one with
// [NewCodecs] and share it between goroutines and BindConfigs. The decoders built
// for Unmarshal are cached here too.
type Codecs struct {
	encoders       map[reflect.Type]encoderFunc
	customDecoders map[reflect.Type]decoderFunc
	cache          encoderCache
	decoders       decoderCache
}

// CustomEncoder writes values of one Go type; make one with [EncoderFor].
type CustomEncoder struct {
	typ reflect.Type
	enc encoderFunc
}

// EncoderFor returns a CustomEncoder for values of type T: encode writes the value
// *v (exactly one JSON value) to s. encode must not keep or modify *v. An error it
// returns, or a Stream error it causes, makes the marshal fail with a
// [MarshalerError] for T.
func EncoderFor[T any](encode func(s *Stream, v *T) error) CustomEncoder {
	t := reflect.TypeFor[T]()
	return CustomEncoder{typ: t, enc: func(e *encodeState, p unsafe.Pointer) {
		before := e.s.save()
		depth := len(e.s.stack)
		if err := encode(e.s, (*T)(p)); err != nil {
			e.fail(&MarshalerError{Type: t, Err: err})
		}
		e.checkStream(t)
		if !e.s.wroteOneValue(before, depth) {
			e.fail(&MarshalerError{Type: t, Err: errNotOneValue})
		}
	}}
}

// NewCodecs returns the set of the given custom encoders ([EncoderFor]) and decoders
// ([DecoderFor]). A later encoder, or decoder, for the same type replaces an earlier
// one.
func NewCodecs(codecs ...CustomCodec) *Codecs {
	c := &Codecs{encoders: map[reflect.Type]encoderFunc{}, customDecoders: map[reflect.Type]decoderFunc{}}
	for _, x := range codecs {
		x.addTo(c)
	}
	return c
}

// defaultCodecs serves every BindConfig without custom codecs. It holds only the
// memoised reflection of types, which no option changes, so sharing it changes no
// behaviour (encoding/json caches the same way).
var defaultCodecs = &Codecs{}

// codecs returns c's codec set, or the default one.
func (c *BindConfig) codecs() *Codecs {
	if c.Codecs == nil {
		return defaultCodecs
	}
	return c.Codecs
}

// errNotOneValue is the cause of the error for a custom encoder that wrote no value,
// more than one, or left a container open.
var errNotOneValue = errors.New("riffle: a custom encoder must write exactly one JSON value")

// wroteOneValue reports whether exactly one complete value was written since the
// Stream was at before, with depth levels open.
func (s *Stream) wroteOneValue(before undo, depth int) bool {
	if len(s.stack) != depth {
		return false
	}
	switch before.st {
	case wsObjValue:
		return s.st == wsObjName
	case wsArrEmpty, wsArr:
		return s.n == before.n+1
	case wsTop:
		return s.st == wsTopDone
	}
	return len(s.buf) > before.mark
}
