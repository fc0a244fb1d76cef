package riffle

// Default limits, used where a Config field is zero; explained in
// https://github.com/riffle-json/riffle/blob/main/docs/design/limits.md.
const (
	// DefaultMaxDepth is the deepest nesting of arrays and objects accepted.
	DefaultMaxDepth = 10000
	// DefaultMaxStringBytes is the longest string token accepted, in bytes of input
	// (the same 20,000,000 as Jackson's StreamReadConstraints, counted in bytes).
	DefaultMaxStringBytes = 20_000_000
	// DefaultMaxNumberBytes is the longest number token accepted, in bytes
	// (the same 1000 as Jackson's StreamReadConstraints).
	DefaultMaxNumberBytes = 1000
	// DefaultMaxNumberScale is the largest magnitude of a number's scale (fraction
	// digits minus exponent, as java.math.BigDecimal counts it) that ReadBigFloat
	// accepts: Jackson's limit on BigDecimal scale, 100,000.
	DefaultMaxNumberScale = 100_000
	// DefaultReadBufferSize is the chunk an Iterator pulls from an io.Reader: 16 KiB,
	// where reading a document through a bytes.Reader costs 3-8% over reading it in
	// memory (4 KiB cost 5-12%: per-chunk work and the numbers near a chunk's end).
	DefaultReadBufferSize = 16384
)

// InvalidUTF8Policy says what reading and writing do with ill-formed UTF-8 in strings
// (and, when reading, with escapes of unpaired UTF-16 surrogates).
type InvalidUTF8Policy uint8

const (
	// InvalidUTF8Reject makes ill-formed UTF-8 an error (KindInvalidUTF8 or
	// KindInvalidEscape when reading, KindInvalidValue when writing). The default.
	InvalidUTF8Reject InvalidUTF8Policy = iota
	// InvalidUTF8Replace reads and writes each ill-formed sequence as U+FFFD,
	// as encoding/json does. Output stays valid JSON.
	InvalidUTF8Replace
)

// Config holds every option of reading and writing. It is a plain value: copy it,
// change the copy, and hand it on; nothing in the package keeps or changes one behind
// your back, so there is no global configuration to race on. The zero Config is the
// strict default: RFC 8259 only, the default limits, compact output.
type Config struct {
	// MaxDepth limits the nesting of arrays and objects. 0 means DefaultMaxDepth;
	// a negative value means no limit (reading never recurses, so this cannot
	// overflow the stack either way).
	MaxDepth int
	// MaxStringBytes limits one string token (raw bytes between the quotes).
	// 0 means DefaultMaxStringBytes; negative means no limit.
	MaxStringBytes int
	// MaxNumberBytes limits one number token. 0 means DefaultMaxNumberBytes;
	// negative means no limit.
	MaxNumberBytes int
	// MaxNumberScale limits the magnitude of a number's scale (fraction digits minus
	// exponent: 2 for 1.50, -999 for 1e999) in ReadBigFloat, whose cost and memory grow
	// with it. 0 means DefaultMaxNumberScale; negative means no limit. Validate, Skip,
	// ReadNumber and the float64 reads do not apply it.
	MaxNumberScale int
	// ReadBufferSize is the chunk size an Iterator over an io.Reader pulls.
	// 0 means DefaultReadBufferSize.
	ReadBufferSize int
	// MultipleValues makes an Iterator read a sequence of JSON texts separated by
	// optional whitespace (JSON Lines, concatenated JSON): call More before each one.
	MultipleValues bool
	// InvalidUTF8 is the policy for ill-formed UTF-8; the zero value rejects it.
	InvalidUTF8 InvalidUTF8Policy
	// SkipBOM makes an Iterator skip one UTF-8 byte-order mark (EF BB BF) at the very
	// start of the input, on every input form. Offsets still count from the start of the
	// input, the BOM's three bytes included. Off by default: RFC 8259 forbids the BOM,
	// and a BOM is then an invalid-character error at offset 0 whose message names it.
	SkipBOM bool
	// UncheckedSkip makes Skip, and so Unmarshal for members no field takes, find the
	// end of an array or object from its brackets and the quotes of its strings only,
	// as sonic's NoValidateJSONSkip and simdjson's On-Demand skip do. It is faster where
	// much is skipped, but nothing else inside the skipped value is checked (grammar,
	// numbers, literals, escapes, UTF-8) and no limit applies inside it, so some invalid
	// JSON there is accepted. Values the caller reads are still checked in full, and
	// Validate, Valid and a skipped scalar ignore it. Off by default.
	UncheckedSkip bool
	// EscapeHTML makes the Stream write <, > and & as \u003c, \u003e and \u0026,
	// as encoding/json does by default. Off by default.
	EscapeHTML bool
	// Indent, when not empty, makes the Stream write one member or element per line,
	// indented by this string per level (such as "  " or "\t").
	Indent string
}

// noLimit is what a negative limit means: no input can reach it, and an offset plus it
// still fits in an int (the reader computes start+limit).
const noLimit = int(^uint(0)>>1) >> 2

// limit resolves a configured limit: 0 is the default, negative is no limit.
func limit(v, def int) int {
	switch {
	case v == 0:
		return def
	case v < 0:
		// "No limit": far above any buffer, yet start+limit cannot overflow an int.
		return noLimit
	default:
		return v
	}
}

func (c *Config) maxDepth() int       { return limit(c.MaxDepth, DefaultMaxDepth) }
func (c *Config) maxStringBytes() int { return limit(c.MaxStringBytes, DefaultMaxStringBytes) }
func (c *Config) maxNumberBytes() int { return limit(c.MaxNumberBytes, DefaultMaxNumberBytes) }
func (c *Config) maxNumberScale() int { return limit(c.MaxNumberScale, DefaultMaxNumberScale) }

func (c *Config) readBufferSize() int {
	if c.ReadBufferSize <= 0 {
		return DefaultReadBufferSize
	}
	return c.ReadBufferSize
}
