package riffle_test

import (
	"errors"
	"fmt"

	"github.com/riffle-json/riffle/go"
)

// Read numbers exactly into math/big: integers of any length, decimals without
// float64's rounding, and a hostile exponent refused before any arithmetic.
func ExampleIterator_ReadBigFloat() {
	it := riffle.NewIteratorString(`{"id": 123456789012345678901234567890, "price": 1.375, "huge": 1e999999999}`)
	for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
		switch string(name) {
		case "id":
			fmt.Println("id", it.ReadBigInt())
		case "price":
			p := it.ReadBigFloat()
			fmt.Println("price", p.Text('f', 3), p.Prec())
		default:
			fmt.Println(string(name), it.ReadBigFloat())
		}
	}
	var e *riffle.Error
	if errors.As(it.Finish(), &e) {
		fmt.Println(e.Kind, e.Offset, e.Pointer)
	}
	// Output:
	// id 123456789012345678901234567890
	// price 1.375 64
	// huge <nil>
	// limit-exceeded 63 /huge
}
