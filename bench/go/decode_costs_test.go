package benchgo

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	goccy "github.com/goccy/go-json"
	riffle "github.com/riffle-json/riffle/go"
)

// BenchmarkDecodeCosts takes the seed small and medium decodes apart (not part of
// make bench, which runs BenchmarkJSON only): Riffle's Fastest Unmarshal against
// goccy's Unmarshal (the harness's goccy row) on
//
//   - empty: {} into struct{}: the fixed cost of a call and of one object skipped;
//   - one-member: {"z": 1}, indented, into a one-field struct: the fixed cost of a call;
//   - unknown-members: the same after twenty unknown string members: the cost of each;
//   - record-N: the seed medium payload's nested record at byte N into struct{}: the
//     validated skip of an unbound object (less empty's time, the skip of its bytes).
//
// docs/design/go-bind-decode.md ("Measured again") quotes it. Each pair's answers are
// checked equal before timing.
//
//	go test -run '^$' -bench BenchmarkDecodeCosts -benchtime 1s .
func BenchmarkDecodeCosts(b *testing.B) {
	data, err := LoadData()
	if err != nil {
		b.Skip(err)
	}
	medium := data.Medium
	var unknown strings.Builder
	unknown.WriteString("{\n")
	for i := range 20 {
		fmt.Fprintf(&unknown, "    \"member%d\": \"some value here %d\",\n", i, i)
	}
	unknown.WriteString("    \"z\": 1\n}")
	type one struct {
		Z int `json:"z"`
	}
	type none struct{}
	docs := []struct {
		name string
		doc  []byte
		new  func() any
	}{
		{"empty", []byte("{}"), func() any { return new(none) }},
		{"one-member", []byte("{\n    \"z\": 1\n}"), func() any { return new(one) }},
		{"unknown-members", []byte(unknown.String()), func() any { return new(one) }},
	}
	// The nested records of the medium payload (person.name, geo, twitter and
	// angellist), by offset and length in the file.
	for _, r := range [][2]int{{78, 100}, {306, 152}, {1085, 247}, {1458, 301}} {
		docs = append(docs, struct {
			name string
			doc  []byte
			new  func() any
		}{fmt.Sprintf("record-%d", r[0]), medium[r[0] : r[0]+r[1]], func() any { return new(none) }})
	}
	fastest := riffle.Fastest()
	for _, d := range docs {
		got, want := d.new(), d.new()
		if err := fastest.Unmarshal(d.doc, got); err != nil {
			b.Fatalf("%s: riffle: %v", d.name, err)
		}
		if err := goccy.Unmarshal(d.doc, want); err != nil {
			b.Fatalf("%s: goccy: %v", d.name, err)
		}
		if !reflect.DeepEqual(got, want) {
			b.Fatalf("%s: riffle %+v, goccy %+v", d.name, got, want)
		}
		b.Run(d.name+"/riffle", func(b *testing.B) {
			v := d.new()
			for b.Loop() {
				if err := fastest.Unmarshal(d.doc, v); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(d.name+"/goccy", func(b *testing.B) {
			v := d.new()
			for b.Loop() {
				if err := goccy.Unmarshal(d.doc, v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
