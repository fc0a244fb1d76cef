package riffle

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// The differences from encoding/json that docs/compatibility.md lists, pinned so that
// the page stays true.

func TestMarshalDifferenceInvalidRawText(t *testing.T) {
	v := struct{ R RawMessage }{RawMessage(`{"a":}`)}
	_, werr := json.Marshal(v)
	_, err := Marshal(v)
	var wm, gm *MarshalerError
	if !errors.As(werr, &wm) || !errors.As(err, &gm) || wm.Type != gm.Type {
		t.Fatalf("errors %v and %v, want MarshalerErrors for the same type", err, werr)
	}
	var syntax *json.SyntaxError
	var re *Error
	if !errors.As(wm.Err, &syntax) || !errors.As(gm.Err, &re) || re.Kind != KindInvalidValue {
		t.Fatalf("causes %T and %T, want *json.SyntaxError and a *riffle.Error", wm.Err, gm.Err)
	}
}

func TestMarshalDifferenceRawIllFormedUTF8(t *testing.T) {
	v := RawMessage("\"\xff\"")
	if out, err := json.Marshal(v); err != nil || string(out) != "\"\xff\"" {
		t.Fatalf("encoding/json: %q %v (the page says it copies the bytes)", out, err)
	}
	var me *MarshalerError
	if _, err := Marshal(v); !errors.As(err, &me) {
		t.Fatalf("riffle: %v, want a MarshalerError", err)
	}
	if out, err := Marshal("\xff"); err != nil || string(out) != `"\ufffd"` {
		t.Fatalf("a Go string: %s %v", out, err)
	}
}

func TestMarshalDifferenceRawDepth(t *testing.T) {
	deep := RawMessage(strings.Repeat("[", 10001) + strings.Repeat("]", 10001))
	if _, err := json.Marshal(deep); err == nil {
		t.Fatal("encoding/json accepted 10001 levels (the page says it does not)")
	}
	if _, err := Marshal(deep); err != nil {
		t.Fatalf("riffle: %v", err)
	}
}
