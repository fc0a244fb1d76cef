package riffle

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"reflect"
	"sort"
	"testing"
)

// sameErrorType checks that got and want are both nil or of the same type with the
// same message.
func sameError(t *testing.T, got, want error) {
	t.Helper()
	if (got == nil) != (want == nil) {
		t.Fatalf("error = %v, encoding/json's = %v", got, want)
	}
	if got == nil {
		return
	}
	if reflect.TypeOf(got) != reflect.TypeOf(want) {
		t.Fatalf("error type %T (%v), encoding/json's %T (%v)", got, got, want, want)
	}
	var gm, wm *MarshalerError
	if errors.As(want, &wm) && errors.As(got, &gm) {
		if gm.Type != wm.Type {
			t.Fatalf("MarshalerError.Type = %v, want %v", gm.Type, wm.Type)
		}
		return // the cause of an invalid MarshalJSON text is riffle's own error
	}
	if got.Error() != want.Error() {
		t.Fatalf("error %q, encoding/json's %q", got, want)
	}
}

// checkMarshal compares Marshal, MarshalIndent and Encoder with encoding/json's on v.
func checkMarshal(t *testing.T, v any) {
	t.Helper()
	if wp, gp := panics(json.Marshal, v), panics(Marshal, v); wp != gp {
		t.Fatalf("encoding/json panics: %v, riffle panics: %v", wp, gp)
	} else if wp {
		return // a user method panicked (a nil receiver): both let it through
	}
	want, werr := json.Marshal(v)
	got, err := Marshal(v)
	sameError(t, err, werr)
	if !bytes.Equal(got, want) {
		t.Fatalf("Marshal:\n got %s\nwant %s", got, want)
	}
	for _, ind := range [][2]string{{"", "  "}, {"", "\t"}, {">", "-"}, {"", ""}, {"#", ""}} {
		want, werr := json.MarshalIndent(v, ind[0], ind[1])
		got, err := MarshalIndent(v, ind[0], ind[1])
		sameError(t, err, werr)
		if !bytes.Equal(got, want) {
			t.Fatalf("MarshalIndent(%q, %q):\n got %s\nwant %s", ind[0], ind[1], got, want)
		}
	}
	for _, html := range []bool{true, false} {
		for _, ind := range [][2]string{{"", ""}, {"", " "}, {"/", "\t"}} {
			var gb, wb bytes.Buffer
			genc, wenc := NewEncoder(&gb), json.NewEncoder(&wb)
			genc.SetEscapeHTML(html)
			wenc.SetEscapeHTML(html)
			genc.SetIndent(ind[0], ind[1])
			wenc.SetIndent(ind[0], ind[1])
			for range 2 {
				sameError(t, genc.Encode(v), wenc.Encode(v))
			}
			if !bytes.Equal(gb.Bytes(), wb.Bytes()) {
				t.Fatalf("Encoder html=%v indent=%q:\n got %s\nwant %s", html, ind, gb.Bytes(), wb.Bytes())
			}
		}
	}
}

func TestMarshalDifferential(t *testing.T) {
	values := differentialValues()
	maps.Copy(values, edgeValues())
	names := make([]string, 0, len(values))
	for name := range values {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) { checkMarshal(t, values[name]) })
	}
}

// panics reports whether marshal(v) panics.
func panics(marshal func(any) ([]byte, error), v any) (panicked bool) {
	defer func() { panicked = recover() != nil }()
	_, _ = marshal(v)
	return false
}
