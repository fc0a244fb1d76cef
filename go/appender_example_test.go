package riffle_test

import (
	"fmt"
	"os"

	riffle "github.com/riffle-json/riffle/go"
)

// userNames are a fixed shape's member names, encoded once.
var userNames = struct{ id, name, tags riffle.EncodedName }{
	riffle.NewEncodedName("id"), riffle.NewEncodedName("name"), riffle.NewEncodedName("tags"),
}

type user struct {
	ID   int64
	Name string
	Tags []string
}

// appendUser writes u with the Appender: each call returns the Appender to use next.
func appendUser(w riffle.Appender, u *user) riffle.Appender {
	n := &userNames
	w = w.WriteObjectStart()
	w = w.WriteMemberInt64(&n.id, u.ID).WriteMemberString(&n.name, u.Name)
	w = w.WriteObjectEncodedField(&n.tags).WriteArrayStart()
	for _, t := range u.Tags {
		w = w.WriteString(t)
	}
	return w.WriteArrayEnd().WriteObjectEnd()
}

func ExampleStream_BeginAppend() {
	s := riffle.NewStream(os.Stdout)
	s.WriteArrayStart()
	for _, u := range []user{{1, "Ann", []string{"a"}}, {2, "Bo", nil}} {
		if err := appendUser(s.BeginAppend(), &u).End(); err != nil {
			fmt.Println(err)
		}
	}
	s.WriteArrayEnd()
	if err := s.Close(); err != nil {
		fmt.Println(err)
	}
	// Output: [{"id":1,"name":"Ann","tags":["a"]},{"id":2,"name":"Bo","tags":[]}]
}

func ExampleAppender_misuse() {
	s := riffle.NewStreamBytes(nil)
	w := s.BeginAppend().WriteObjectStart()
	w = w.WriteString("no name") // a value where a member name is required
	fmt.Println(w.End())
	fmt.Printf("%s\n", s.Buffer())
	// Output:
	// riffle: invalid-value: a member name is required before a value in an object at offset 1, pointer ""
	// {
}
