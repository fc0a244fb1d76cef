package riffle

// Valid reports whether data is one valid JSON text under the default Config.
func Valid(data []byte) bool { return Config{}.Validate(data) == nil }

// Validate checks that data is one valid JSON text under the default Config
// (RFC 8259 strictly, default limits). It returns nil or an *Error.
func Validate(data []byte) error { return Config{}.Validate(data) }

// Validate checks that data is one valid JSON text under c (with c.MultipleValues, a
// sequence of zero or more texts separated by optional whitespace). It returns nil or
// an *Error with the kind, byte offset and JSON Pointer of the first problem.
// UncheckedSkip does not apply.
func (c Config) Validate(data []byte) error {
	var it Iterator
	var shallow [16]level // the first levels, in this frame: Validate allocates nothing for them
	it.levels = shallow[:0]
	c.UncheckedSkip = false // Validate checks everything, whatever the Config
	it.setConfig(c)
	it.Reset(data)
	if c.MultipleValues {
		for it.More() {
			it.Skip()
		}
	} else {
		it.Skip()
	}
	if it.Finish() == nil {
		return nil
	}
	// Return a copy: handing out it.err itself would make Go's escape analysis move
	// this frame's level stack to the heap on every call, not only on errors.
	e := *it.err
	return &e
}
