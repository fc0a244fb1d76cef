// Command quickstart is the README's first program: it reads the ids and names of a
// JSON array of users with the Iterator, then writes them back with the Stream.
package main

import (
	"fmt"
	"os"

	riffle "github.com/riffle-json/riffle/go"
)

func main() {
	it := riffle.NewIteratorString(`[{"id": 1, "name": "Ada", "tags": ["x"]}, {"id": 2, "name": "Linus"}]`)
	s := riffle.NewStream(os.Stdout)
	s.WriteArrayStart()
	for it.ReadArray() {
		var id int64
		var name string
		for field, ok := it.ReadObject(); ok; field, ok = it.ReadObject() {
			switch string(field) { // no allocation: the compiler compares in place
			case "id":
				id = it.ReadInt64()
			case "name":
				name = it.ReadString()
			default:
				it.Skip() // every value must be read or skipped
			}
		}
		s.WriteObjectStart()
		s.WriteObjectField("name")
		s.WriteString(name)
		s.WriteObjectField("id")
		s.WriteInt64(id)
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
	if err := it.Finish(); err != nil { // *riffle.Error: Kind, Offset, Pointer
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := s.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println()
}
