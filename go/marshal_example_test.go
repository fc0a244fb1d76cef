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

// A custom encoder and decoder for one type, in one Codecs: times as Unix seconds.
func ExampleDecoderFor() {
	unixTime := riffle.DecoderFor(func(it *riffle.Iterator, t *time.Time) error {
		*t = time.Unix(it.ReadInt64(), 0).UTC()
		return it.Err()
	})
	cfg := riffle.Compatible()
	cfg.Codecs = riffle.NewCodecs(unixTime, riffle.EncoderFor(func(s *riffle.Stream, t *time.Time) error {
		s.WriteInt64(t.Unix())
		return nil
	}))
	var v struct{ At []time.Time }
	err := cfg.Unmarshal([]byte(`{"At":[1700000000]}`), &v)
	fmt.Println(v.At[0].Format(time.RFC3339), err)
	b, _ := cfg.Marshal(v)
	fmt.Println(string(b))
	// Output:
	// 2023-11-14T22:13:20Z <nil>
	// {"At":[1700000000]}
}
