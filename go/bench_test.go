package riffle

import (
	"bytes"
	"path/filepath"
	"strconv"
	"testing"
)

// Peer-free microbenchmarks of the syntactic layer. Comparisons with other libraries
// live in bench/.

func benchFile(b *testing.B, dir, name string) []byte {
	return readFile(b, filepath.Join(sharedData(b), dir, name))
}

// corpusBench are the corpus files of these benchmarks: the three main ones, one more
// typical document, and the three where Validate trails sonic most (escapes, long
// strings, non-ASCII text; docs/design/go-core-targets.md).
var corpusBench = []string{"twitter", "citm_catalog", "canada", "github_events", "twitterescaped", "gsoc-2018", "random"}

func BenchmarkValidate(b *testing.B) {
	for _, name := range corpusBench {
		b.Run(name, func(b *testing.B) {
			data := benchFile(b, "corpus", name+".json")
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if err := Validate(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkIteratorSkip(b *testing.B) {
	for _, name := range corpusBench {
		b.Run(name, func(b *testing.B) {
			data := benchFile(b, "corpus", name+".json")
			it := NewIterator(data)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				it.Reset(data)
				it.Skip()
				if err := it.Finish(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkIteratorSkipReader(b *testing.B) {
	for _, name := range corpusBench {
		b.Run(name, func(b *testing.B) {
			data := benchFile(b, "corpus", name+".json")
			it := NewIteratorReader(nil)
			r := bytes.NewReader(data)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				r.Reset(data)
				it.ResetReader(r)
				it.Skip()
				if err := it.Finish(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkWalk reads every value of a document with the typed reads.
func BenchmarkWalk(b *testing.B) {
	for _, name := range corpusBench {
		b.Run(name, func(b *testing.B) {
			data := benchFile(b, "corpus", name+".json")
			it := NewIterator(data)
			var out bytes.Buffer
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				it.Reset(data)
				out.Reset()
				walk(it, &out)
				if err := it.Finish(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The jsoniter seed payloads, read the way json-iterator's pull benchmarks read them.
func BenchmarkSeedSmall(b *testing.B) {
	data := benchFile(b, "seed-go", "small-payload.json")
	it := NewIterator(data)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		it.Reset(data)
		var st, tz int
		var uuid, ua string
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			switch string(name) {
			case "st":
				st = it.ReadInt()
			case "uuid":
				uuid = it.ReadString()
			case "ua":
				ua = it.ReadString()
			case "tz":
				tz = it.ReadInt()
			default:
				it.Skip()
			}
		}
		if it.Err() != nil || st != 1 || tz != -6 || uuid == "" || ua == "" {
			b.Fatal(it.Err())
		}
	}
}

func BenchmarkSeedMedium(b *testing.B) {
	data := benchFile(b, "seed-go", "medium-payload.json")
	it := NewIterator(data)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		it.Reset(data)
		var fullName, url string
		var followers int
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			if string(name) != "person" {
				it.Skip()
				continue
			}
			for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
				switch string(name) {
				case "name":
					for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
						if string(name) == "fullName" {
							fullName = it.ReadString()
						} else {
							it.Skip()
						}
					}
				case "github":
					for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
						if string(name) == "followers" {
							followers = it.ReadInt()
						} else {
							it.Skip()
						}
					}
				case "gravatar":
					for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
						if string(name) != "avatars" {
							it.Skip()
							continue
						}
						for it.ReadArray() {
							for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
								if string(name) == "url" {
									url = it.ReadString()
								} else {
									it.Skip()
								}
							}
						}
					}
				default:
					it.Skip()
				}
			}
		}
		if it.Err() != nil || followers != 95 || fullName == "" || url == "" {
			b.Fatal(it.Err())
		}
	}
}

func BenchmarkSeedLarge(b *testing.B) {
	data := benchFile(b, "seed-go", "large-payload.json")
	it := NewIterator(data)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		it.Reset(data)
		if n := countTopics(it); n != 30 {
			b.Fatal(n, it.Err())
		}
	}
}

// BenchmarkLargeArrayReader counts the elements of a ~26 MB array streamed from an
// io.Reader through a 4 KiB buffer (the shape of json-iterator's large-file test; the
// real file is not in shared/, so the array repeats github_events' events).
func BenchmarkLargeArrayReader(b *testing.B) {
	events := benchFile(b, "corpus", "github_events.json")
	inner := bytes.TrimSpace(events)
	inner = inner[1 : len(inner)-1] // the events without the outer brackets
	var big bytes.Buffer
	big.WriteByte('[')
	for big.Len() < 26_000_000 {
		if big.Len() > 1 {
			big.WriteByte(',')
		}
		big.Write(inner)
	}
	big.WriteByte(']')
	data := big.Bytes()
	want := -1
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		it := NewIteratorReader(bytes.NewReader(data))
		n := 0
		for it.ReadArray() {
			it.Skip()
			n++
		}
		if it.Finish() != nil || (want >= 0 && n != want) {
			b.Fatal(it.Err())
		}
		want = n
	}
}

func BenchmarkReadFloat64(b *testing.B) {
	for _, c := range []struct{ name, text string }{
		{"short", "123.456"}, {"int", "1234567"}, {"exp", "-1.5e-10"},
		{"17digits", "0.30000000000000004"}, {"canada", "-65.6198177952"},
	} {
		b.Run(c.name, func(b *testing.B) {
			data := []byte(c.text)
			it := NewIterator(data)
			b.ReportAllocs()
			for b.Loop() {
				it.Reset(data)
				_ = it.ReadFloat64()
			}
		})
	}
}

func BenchmarkReadInt64(b *testing.B) {
	data := []byte("[" + strconv.Itoa(1234567890) + ",-42,0,9223372036854775807]")
	it := NewIterator(data)
	b.ReportAllocs()
	for b.Loop() {
		it.Reset(data)
		for it.ReadArray() {
			_ = it.ReadInt64()
		}
	}
}

func BenchmarkReadString(b *testing.B) {
	for _, c := range []struct{ name, text string }{
		{"ascii64", `"` + string(bytes.Repeat([]byte("abcdefgh"), 8)) + `"`},
		{"escapes", `"line\none\ttab \"quoted\" \u00e9\uD83D\uDE00 end"`},
		{"utf8", `"日本語のテキストとEnglish mixed テキスト"`},
	} {
		b.Run(c.name, func(b *testing.B) {
			data := []byte(c.text)
			it := NewIterator(data)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				it.Reset(data)
				_ = it.ReadStringAsSlice()
			}
		})
	}
}
