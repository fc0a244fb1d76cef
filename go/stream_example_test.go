package riffle_test

import (
	"fmt"
	"math"
	"os"

	riffle "github.com/riffle-json/riffle/go"
)

func ExampleStream() {
	s := riffle.NewStream(os.Stdout)
	s.WriteObjectStart()
	s.WriteObjectField("id")
	s.WriteInt64(42)
	s.WriteObjectField("tags")
	s.WriteArrayStart()
	s.WriteString("a")
	s.WriteString("b\n")
	s.WriteArrayEnd()
	s.WriteObjectField("score")
	s.WriteFloat64(0.1)
	s.WriteObjectEnd()
	if err := s.Flush(); err != nil {
		fmt.Println(err)
	}
	// Output: {"id":42,"tags":["a","b\n"],"score":0.1}
}

func ExampleStream_indent() {
	s := riffle.Config{Indent: "  "}.NewStream(nil)
	s.WriteObjectStart()
	s.WriteObjectField("a")
	s.WriteArrayStart()
	s.WriteInt(1)
	s.WriteEmptyObject()
	s.WriteArrayEnd()
	s.WriteObjectEnd()
	fmt.Println(string(s.Buffer()))
	// Output:
	// {
	//   "a": [
	//     1,
	//     {}
	//   ]
	// }
}

func ExampleStream_errors() {
	s := riffle.NewStream(nil)
	s.WriteArrayStart()
	s.WriteInt(1)
	s.WriteFloat64(math.NaN()) // not a JSON number: an error, nothing written
	s.WriteInt(2)              // ignored: the error is sticky
	fmt.Printf("%s\n%v\n", s.Buffer(), s.Err())
	// Output:
	// [1
	// riffle: invalid-value: NaN and infinity are not JSON numbers at offset 2, pointer "/1"
}

func ExampleEncodedName() {
	name := riffle.NewEncodedName("fullName") // escape once, write many times
	s := riffle.NewStream(nil)
	s.WriteArrayStart()
	for _, v := range []string{"Ada", "Grace"} {
		s.WriteObjectStart()
		s.WriteObjectEncodedField(name)
		s.WriteString(v)
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
	fmt.Println(string(s.Buffer()))
	// Output: [{"fullName":"Ada"},{"fullName":"Grace"}]
}

func ExampleStreamPool() {
	pool := riffle.NewStreamPool(riffle.Config{EscapeHTML: true})
	s := pool.Get(nil)
	s.WriteString("<b>")
	out := append([]byte(nil), s.Buffer()...) // copy before Put
	pool.Put(s)
	fmt.Println(string(out))
	// Output: "\u003cb\u003e"
}

// Generated or bind code: pre-encoded names, one call per scalar member, the output
// appended to a caller's slice, and Close to check that the text is complete.
func ExampleNewStreamBytes() {
	var (
		nName  = riffle.NewEncodedName("name")
		nAge   = riffle.NewEncodedName("age")
		nPrice = riffle.NewEncodedName("price")
	)
	s := riffle.NewStreamBytes([]byte("user: "))
	s.WriteObjectStart()
	s.WriteMemberString(nName, "Ada")
	s.WriteMemberInt64(nAge, 36)
	s.WriteObjectEncodedField(nPrice)
	s.WriteNumber("12.50") // exact decimal text, kept as is
	s.WriteObjectEnd()
	err := s.Close()
	fmt.Println(string(s.Buffer()), err)
	// Output: user: {"name":"Ada","age":36,"price":12.50} <nil>
}

// A value that cannot be written fails alone; what was written before it is kept.
func ExampleStream_Close() {
	s := riffle.NewStream(os.Stdout)
	s.WriteArrayStart()
	s.WriteInt(1)
	s.WriteRawString(` { "raw" : [ 2 ] } `) // validated, written compacted
	s.WriteFloat64(math.NaN())
	err := s.Close()
	fmt.Println()
	fmt.Println(err)
	// Output:
	// [1,{"raw":[2]}
	// riffle: invalid-value: NaN and infinity are not JSON numbers at offset 14, pointer "/2"
}
