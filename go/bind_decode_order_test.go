package riffle

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// The learned member order (bind_decode_order.go): whatever object a struct decoder
// learns from, every later decode must give encoding/json's result, under every
// config sharing the decoder.

// learnTarget is decoded by TestLearnedOrderKeepsResults only, so its decoder learns
// from that test's first document.
type learnTarget struct {
	Name  string `json:"name"`
	Age   int    `json:"age"`
	Email string `json:"email,omitempty"`
	Tags  []string
	Inner *learnInner `json:"inner"`
}

type learnInner struct {
	A int `json:"a"`
	B int `json:"b"`
}

func TestLearnedOrderKeepsResults(t *testing.T) {
	// The first document teaches the order: unknown members, a name that matches
	// only under case folding (unknown under Fastest), an escaped name, a duplicate,
	// and the nested struct's members out of their declaration order.
	teach := `{"zz":1,"NAME":"folded","age":3,"n\u0061me":"escaped","x":[1,{"y":2}],"inner":{"b":2,"a":1,"c":3},"age":4,"tags":["t"]}`
	docs := []string{
		teach,
		`{"name":"a","age":1,"email":"e","Tags":["x"],"inner":{"a":1,"b":2}}`,
		`{"zz":1,"NAME":"folded","age":3}`,
		`{"zz":"NAME","name":"zz"}`,
		`{"NAME":"b","zz":{"name":"c"}}`,
		`{"Name":"c","AGE":5,"Email":"E","inner":null}`,
		`{"x":[],"zz":1,"age":7}`,
		`{}`,
		`{"inner":{"c":3,"a":1},"name":"tail"}`,
		`{"age":1}`,
		`{"na":1,"nam":2,"namez":3,"name":"n"}`,
		`{"zz":1,"NAME":"folded","age":"wrong type","name":"after"}`,
		`{"zz":1,"NAME":"folded","age`,
		`{"zz":1,"NAME":"folded","age":3,"n\u0061me":"escaped","x":[1,{"y":2}],"inner":{"b":2,"a":1,"c":3},"age":4,"tags":["t"]`,
	}
	configs := []struct {
		name string
		c    BindConfig
		fold bool
	}{{"fastest", Fastest(), false}, {"compatible", Compatible(), true}}
	for round := 0; round < 2; round++ {
		for _, cfg := range configs {
			for _, doc := range docs {
				var got, want learnTarget
				gerr := cfg.c.Unmarshal([]byte(doc), &got)
				werr := json.Unmarshal([]byte(doc), &want)
				if !cfg.fold {
					// Fastest matches names exactly: encoding/json's result for the
					// same document with only exact names is what it must give.
					want = learnTarget{}
					werr = exactUnmarshal(doc, &want)
				}
				var se *json.SyntaxError
				if errors.As(werr, &se) {
					// Invalid JSON: the target keeps what was decoded before the error
					// (docs/compatibility.md), so only the errors are compared.
					if gerr == nil || gerr.Error() != werr.Error() {
						t.Errorf("round %d, %s, %s: got error %v, want %v", round, cfg.name, doc, gerr, werr)
					}
					continue
				}
				if (gerr == nil) != (werr == nil) || !reflect.DeepEqual(got, want) {
					t.Errorf("round %d, %s, %s:\n got %+v (%v)\nwant %+v (%v)", round, cfg.name, doc, got, gerr, want, werr)
				}
			}
		}
	}
	// Unknown members are still reported where they are not allowed, learned or not.
	for _, doc := range docs[:3] {
		dec := Compatible().NewDecoder(strings.NewReader(doc))
		dec.DisallowUnknownFields()
		var got learnTarget
		err := dec.Decode(&got)
		std := json.NewDecoder(strings.NewReader(doc))
		std.DisallowUnknownFields()
		var want learnTarget
		werr := std.Decode(&want)
		if (err == nil) != (werr == nil) || err != nil && err.Error() != werr.Error() {
			t.Errorf("DisallowUnknownFields %s: got %v, want %v", doc, err, werr)
		}
	}
}

// exactUnmarshal is encoding/json's Unmarshal into *learnTarget with exact
// (case-sensitive) member names, as Fastest matches them: members whose names match
// a field only under case folding are dropped first.
func exactUnmarshal(doc string, v *learnTarget) error {
	exact := map[string]bool{"name": true, "age": true, "email": true, "Tags": true, "inner": true}
	innerExact := map[string]bool{"a": true, "b": true}
	var raw any
	if err := json.Unmarshal([]byte(doc), &raw); err != nil {
		return json.Unmarshal([]byte(doc), v) // the same error
	}
	m, _ := raw.(map[string]any)
	for k, val := range m {
		if !exact[k] {
			delete(m, k)
		}
		if inner, ok := val.(map[string]any); ok && k == "inner" {
			for ik := range inner {
				if !innerExact[ik] {
					delete(inner, ik)
				}
			}
		}
	}
	b, _ := json.Marshal(m)
	return json.Unmarshal(b, v)
}

// TestOrderLearnerPublish checks what an order holds: names that bind by case folding
// or are not plain are left out, unknown names are kept only where no field matches
// them even under folding, the fields the object lacked follow in declaration order, and
// at gives each field's last position.
func TestOrderLearnerPublish(t *testing.T) {
	names := []string{"name", "age", "email"}
	set := newFieldNames(names)
	l := newOrderLearner(set, names)
	o, rec := l.begin()
	if o != l.declared || rec == nil {
		t.Fatalf("begin before learning: order %p (declared %p), recorder %v", o, l.declared, rec)
	}
	if got := orderFields(o); !reflect.DeepEqual(got, []int{0, 1, 2}) || !reflect.DeepEqual(o.at, []int{0, 1, 2}) || o.guesses[3] != nil {
		t.Fatalf("declared order: fields %v at %v", got, o.at)
	}
	rec.add([]byte("zz"), -1)
	rec.add([]byte("NAME"), 0) // bound by case folding (Compatible)
	rec.add([]byte("EMAIL"), -1)
	rec.add([]byte(`a"b`), -1)
	rec.add([]byte("age"), 1)
	rec.add([]byte("x"), -1)
	rec.add([]byte("age"), 1)
	l.publish(rec)
	o, rec = l.begin()
	if rec != nil {
		t.Fatal("a recorder after an order was learned")
	}
	if got := orderFields(o); !reflect.DeepEqual(got, []int{-1, 1, -1, 1, 0, 2}) || !reflect.DeepEqual(o.at, []int{4, 3, 5}) {
		t.Fatalf("learned order: fields %v at %v", got, o.at)
	}
	var got []string
	for _, g := range o.guesses[:len(o.guesses)-1] {
		got = append(got, g.name)
	}
	// The object's names, then the fields it lacked (name, email) in declaration order.
	if want := []string{"zz", "age", "x", "age", "name", "email"}; !reflect.DeepEqual(got, want) || o.guesses[len(o.guesses)-1] != nil {
		t.Fatalf("learned names %q, want %q and a nil guess at the end", got, want)
	}

	// The cap on members, and on tries.
	l = newOrderLearner(set, names)
	_, rec = l.begin()
	for i := 0; i < 2*maxOrderMembers; i++ {
		rec.add([]byte("age"), 1)
	}
	if len(rec.names) != maxOrderMembers {
		t.Fatalf("recorded %d members, want the cap %d", len(rec.names), maxOrderMembers)
	}
	l = newOrderLearner(set, names)
	tries := 0
	for i := 0; i < 3*maxOrderTries; i++ {
		if _, rec := l.begin(); rec != nil {
			tries++
			l.publish(&orderRecorder{}) // nothing learned: the declared order stays
		}
	}
	if tries != maxOrderTries || l.order.Load() != l.declared {
		t.Fatalf("%d decodes recorded, want %d; order declared: %v", tries, maxOrderTries, l.order.Load() == l.declared)
	}
}

// TestGuessNearTheEnd checks nameGuess.atEnd through readObject: a member expected as
// the input's last, matched byte by byte, and inputs that end inside or just after it.
func TestGuessNearTheEnd(t *testing.T) {
	type one struct {
		Z    int `json:"z"`
		Long int `json:"a_rather_long_member_name"`
	}
	for _, doc := range []string{
		`{"z":1}`, `{"z": 1}`, "{\n  \"z\": 1\n}", `{"a_rather_long_member_name":2}`,
		`{"z":1,"a_rather_long_member_name":2}`, `{"zz":1}`, `{"z`, `{"z"`, `{"z":`, `{"z" :1}`,
		`{"z":1,"a_rather_long_member_nam":2}`, `{"z":1,"a_rather_long_member_name"`, `{"Z":1}`,
	} {
		for _, c := range []BindConfig{Compatible(), Fastest()} {
			var got, want one
			err := c.Unmarshal([]byte(doc), &got)
			werr := json.Unmarshal([]byte(doc), &want)
			if c.CaseSensitiveNames && doc == `{"Z":1}` {
				want = one{}
			}
			var se *json.SyntaxError
			if errors.As(werr, &se) {
				got, want = one{}, one{} // the target keeps what was decoded before the error
			}
			if (err == nil) != (werr == nil) || got != want || werr != nil && (!errors.As(err, &se) || err.Error() != werr.Error()) {
				t.Errorf("%s (case-sensitive %v): got %+v (%v), want %+v (%v)", doc, c.CaseSensitiveNames, got, err, want, werr)
			}
		}
	}
}

// orderFields returns the field of each guess of o up to its final nil one.
func orderFields(o *memberOrder) []int {
	var fields []int
	for _, g := range o.guesses[:len(o.guesses)-1] {
		fields = append(fields, g.field)
	}
	return fields
}
