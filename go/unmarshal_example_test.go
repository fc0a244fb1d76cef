package riffle_test

import (
	"errors"
	"fmt"
	"io"
	"strings"

	riffle "github.com/riffle-json/riffle/go"
)

// Unmarshal decodes as encoding/json does, and goes on after a value that does not
// fit: the first such error comes back at the end, with its place.
func ExampleUnmarshal() {
	var order struct {
		ID    int      `json:"id"`
		Items []string `json:"items"`
		Paid  bool     `json:"paid"`
	}
	err := riffle.Unmarshal([]byte(`{"id":"A-17","ITEMS":["pen","ink"],"paid":true}`), &order)
	var te *riffle.UnmarshalTypeError
	if errors.As(err, &te) {
		fmt.Printf("field %s: %s does not fit %s (offset %d)\n", te.Field, te.Value, te.Type, te.Offset)
	}
	fmt.Printf("%+v\n", order)
	// Output:
	// field id: string does not fit int (offset 12)
	// {ID:0 Items:[pen ink] Paid:true}
}

// A Decoder reads a stream of JSON texts, one per Decode, until io.EOF.
func ExampleDecoder() {
	dec := riffle.NewDecoder(strings.NewReader(`{"n":1} {"n":2}` + "\n" + `{"n":3}`))
	for {
		var v struct{ N int }
		if err := dec.Decode(&v); err == io.EOF {
			break
		} else if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Print(v.N, " ")
	}
	fmt.Println()
	// Output: 1 2 3
}

// ReadVal binds one value at a time while the Iterator walks the rest.
func ExampleIterator_ReadVal() {
	it := riffle.NewIterator([]byte(`{"meta":{"skip":true},"rows":[{"x":1},{"x":"?"},{"x":3}]}`))
	for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
		if string(name) != "rows" {
			it.Skip()
			continue
		}
		for it.ReadArray() {
			var row struct{ X int }
			if err := it.ReadVal(&row); err != nil {
				fmt.Println("skipped:", err)
				continue
			}
			fmt.Println("x =", row.X)
		}
	}
	fmt.Println(it.Finish())
	// Output:
	// x = 1
	// skipped: json: cannot unmarshal string into Go struct field .X of type int
	// x = 3
	// <nil>
}
