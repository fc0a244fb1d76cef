package riffle_test

import (
	"fmt"
	"strings"

	"github.com/riffle-json/riffle/go"
)

// Walk an object with the pull API: the caller says what it expects next.
func ExampleIterator() {
	it := riffle.NewIteratorString(`{"id": 7, "tags": ["a", "b"], "extra": {"x": null}}`)
	fmt.Println(it.WhatIsNext())
	for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
		switch string(name) { // name is borrowed: compare or copy it now
		case "id":
			fmt.Println("id", it.ReadInt())
		case "tags":
			for it.ReadArray() {
				fmt.Println("tag", it.ReadString())
			}
		default:
			it.Skip() // validated, not decoded
		}
	}
	fmt.Println(it.Finish())
	// Output:
	// object
	// id 7
	// tag a
	// tag b
	// <nil>
}

// Read JSON Lines (or any concatenation of JSON texts) with Config.MultipleValues.
func ExampleIterator_More() {
	lines := "{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n"
	it := riffle.Config{MultipleValues: true}.NewIteratorReader(strings.NewReader(lines))
	sum := 0
	for it.More() {
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			if string(name) == "n" {
				sum += it.ReadInt()
			} else {
				it.Skip()
			}
		}
	}
	fmt.Println(sum, it.Finish())
	// Output: 6 <nil>
}

// Stop early: take what is needed and leave the rest unread. SkipRest still
// validates the rest of one container; Stop reads nothing more at all.
func ExampleIterator_SkipRest() {
	it := riffle.NewIteratorString(`{"items": [10, 20, 30, 40], "total": 100} trailing bytes are not read`)
	it.ReadObject() // "items"
	it.ReadArray()
	first := it.ReadInt()
	it.SkipRest() // the other items and ']', validated
	name, _ := it.ReadObject()
	fmt.Println(first, string(name), it.ReadInt())
	it.Stop() // the rest of the input is neither read nor checked
	fmt.Println(it.Finish())
	// Output:
	// 10 total 100
	// <nil>
}
