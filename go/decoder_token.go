package riffle

// Token: encoding/json's Decoder.Token state machine. Delimiters are consumed here;
// every other token is one value read by Decode, as in encoding/json.

// tokenPrepareForDecode consumes the ',' or ':' that Token left before a value.
func (dec *Decoder) tokenPrepareForDecode() error {
	switch dec.tokenState {
	case tokenArrayComma:
		c, err := dec.peek()
		if err != nil {
			return err
		}
		if c != ',' {
			return decoderSyntaxError(`[1 2`, 2, true, dec.InputOffset()) // "expected comma after array element"
		}
		dec.consume()
		dec.tokenState = tokenArrayValue
	case tokenObjectColon:
		c, err := dec.peek()
		if err != nil {
			return err
		}
		if c != ':' {
			return decoderSyntaxError(`{"a" 1`, 2, true, dec.InputOffset()) // "expected colon after object key"
		}
		dec.consume()
		dec.tokenState = tokenObjectValue
	}
	return nil
}

// tokenValueAllowed reports whether a value may come in the current Token state.
func (dec *Decoder) tokenValueAllowed() bool {
	switch dec.tokenState {
	case tokenTopValue, tokenArrayStart, tokenArrayValue, tokenObjectValue:
		return true
	}
	return false
}

// tokenValueEnd moves the Token state past a value.
func (dec *Decoder) tokenValueEnd() {
	switch dec.tokenState {
	case tokenArrayStart, tokenArrayValue:
		dec.tokenState = tokenArrayComma
	case tokenObjectValue:
		dec.tokenState = tokenObjectComma
	}
}

// Token returns the next JSON token: a Delim for [ ] { }, or a bool, float64 (Number
// with UseNumber), string or nil. Commas and colons are checked and consumed. At the
// end of the input it returns nil, io.EOF.
func (dec *Decoder) Token() (Token, error) {
	for {
		c, err := dec.peek()
		if err != nil {
			return nil, err
		}
		switch c {
		case '[', '{':
			if !dec.tokenValueAllowed() {
				return dec.tokenError(c)
			}
			dec.consume()
			dec.tokenStack = append(dec.tokenStack, dec.tokenState)
			dec.tokenState = tokenArrayStart
			if c == '{' {
				dec.tokenState = tokenObjectStart
			}
			return Delim(c), nil
		case ']', '}':
			open, after := tokenArrayStart, tokenArrayComma
			if c == '}' {
				open, after = tokenObjectStart, tokenObjectComma
			}
			if dec.tokenState != open && dec.tokenState != after {
				return dec.tokenError(c)
			}
			dec.consume()
			dec.tokenState = dec.tokenStack[len(dec.tokenStack)-1]
			dec.tokenStack = dec.tokenStack[:len(dec.tokenStack)-1]
			dec.tokenValueEnd()
			return Delim(c), nil
		case ':':
			if dec.tokenState != tokenObjectColon {
				return dec.tokenError(c)
			}
			dec.consume()
			dec.tokenState = tokenObjectValue
			continue
		case ',':
			switch dec.tokenState {
			case tokenArrayComma:
				dec.tokenState = tokenArrayValue
			case tokenObjectComma:
				dec.tokenState = tokenObjectKey
			default:
				return dec.tokenError(c)
			}
			dec.consume()
			continue
		case '"':
			if dec.tokenState == tokenObjectStart || dec.tokenState == tokenObjectKey {
				var key string
				old := dec.tokenState
				dec.tokenState = tokenTopValue
				err := dec.Decode(&key)
				dec.tokenState = old
				if err != nil {
					return nil, err
				}
				dec.tokenState = tokenObjectColon
				return key, nil
			}
		}
		if !dec.tokenValueAllowed() {
			return dec.tokenError(c)
		}
		var x any
		if err := dec.Decode(&x); err != nil {
			return nil, err
		}
		return x, nil
	}
}

// tokenStatePrefixes are, per Token state, an input and a number of tokens after which
// encoding/json's Decoder is in that state, to make its Token error for a byte.
var tokenStatePrefixes = [...]struct {
	input  string
	tokens int
}{
	tokenTopValue:    {"", 0},
	tokenArrayStart:  {"[", 1},
	tokenArrayValue:  {"[1,", 2},
	tokenArrayComma:  {"[1 ", 2},
	tokenObjectStart: {"{", 1},
	tokenObjectKey:   {`{"a":1,`, 3},
	tokenObjectColon: {`{"a"`, 2},
	tokenObjectValue: {`{"a":`, 2},
	tokenObjectComma: {`{"a":1 `, 3},
}

// tokenError returns encoding/json's SyntaxError for byte c where the Token state
// does not allow it.
func (dec *Decoder) tokenError(c byte) (Token, error) {
	p := tokenStatePrefixes[dec.tokenState]
	return nil, decoderSyntaxError(p.input+string([]byte{c}), p.tokens, false, dec.InputOffset())
}
