package riffle_test

import (
	"fmt"
	"os"
	"time"

	riffle "github.com/riffle-json/riffle/go"
)

func ExampleMarshal() {
	type Item struct {
		Name  string            `json:"name"`
		Price float64           `json:"price,omitempty"`
		Tags  map[string]string `json:"tags"`
		Note  string            `json:"-"`
	}
	b, err := riffle.Marshal(Item{Name: "<tea>", Tags: map[string]string{"b": "2", "a": "1"}})
	fmt.Println(string(b), err)
	// Output: {"name":"\u003ctea\u003e","tags":{"a":"1","b":"2"}} <nil>
}

func ExampleNewEncoder() {
	enc := riffle.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	_ = enc.Encode(map[string]any{"html": "<b>", "n": []int{1, 2}})
	// Output:
	// {
	//   "html": "<b>",
	//   "n": [
	//     1,
	//     2
	//   ]
	// }
}

func ExampleEncoderFor() {
	unixTime := riffle.EncoderFor(func(s *riffle.Stream, t *time.Time) error {
		s.WriteInt64(t.Unix())
		return nil
	})
	cfg := riffle.Compatible()
	cfg.Codecs = riffle.NewCodecs(unixTime)
	b, err := cfg.Marshal(struct{ At []time.Time }{[]time.Time{time.Unix(1700000000, 0)}})
	fmt.Println(string(b), err)
	// Output: {"At":[1700000000]} <nil>
}
