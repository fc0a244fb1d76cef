package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// pieces are fragments that random documents are built from and mutated with: the
// tokens of JSON, tricky numbers and escapes, and hostile bytes.
var pieces = []string{
	"{", "}", "[", "]", ",", ":", " ", "\n", "\t", "\r", `"`, `\`, "true", "false", "null",
	"0", "-0", "1", "-1", "1.5", "1e5", "1E+2", "-1.25e-7", "0.1", "01", "1.", ".5", "-", "+1", "1e", "1e+",
	"9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551616",
	"1e308", "1e309", "4.9e-324", "2.4e-324", "2.2250738585072014e-308", "123456789012345678901234567890",
	"0.30000000000000004", "1e-400", "NaN", "Infinity", "tru", "nul",
	`\n`, `\"`, `\\`, `\/`, `\b`, `\u0000`, `\u001f`, `\u00e9`, `\ud83d\ude00`, `\ud800`, `\udc00`, `\u12G4`, `\x`,
	"\x00", "\x1f", "\x7f", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\xff", "\xc0\xaf", "\xed\xa0\x80",
	"\xe2\x82", "\x80", "\xef\xbb\xbf", "\xf4\x90\x80\x80", "~", "/", "~1", "a/b", "<>&", "\u2028",
}

// generate returns n inputs: random documents, half of them then mutated.
func generate(n int, seed int64) [][]byte {
	r := rand.New(rand.NewPCG(uint64(seed), 0x9e3779b97f4a7c15))
	out := make([][]byte, 0, n)
	for len(out) < n {
		var b bytes.Buffer
		randomValue(r, &b, 0)
		doc := b.Bytes()
		if r.IntN(2) == 0 {
			doc = mutate(r, doc)
		}
		out = append(out, doc)
	}
	return out
}

// randomValue appends a random (valid) JSON value, nesting at most 6 levels.
func randomValue(r *rand.Rand, b *bytes.Buffer, depth int) {
	switch k := r.IntN(10); {
	case k < 2 && depth < 6:
		b.WriteByte('{')
		for i, n := 0, r.IntN(5); i < n; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			randomString(r, b)
			b.WriteByte(':')
			randomValue(r, b, depth+1)
		}
		b.WriteByte('}')
	case k < 4 && depth < 6:
		b.WriteByte('[')
		for i, n := 0, r.IntN(5); i < n; i++ {
			if i > 0 {
				b.WriteString(pick(r, []string{",", ", ", ",\n"}))
			}
			randomValue(r, b, depth+1)
		}
		b.WriteByte(']')
	case k < 6:
		randomString(r, b)
	case k < 9:
		b.WriteString(randomNumber(r))
	default:
		b.WriteString(pick(r, []string{"true", "false", "null"}))
	}
}

// randomString appends a valid string: plain text, escapes and multi-byte characters.
func randomString(r *rand.Rand, b *bytes.Buffer) {
	b.WriteByte('"')
	for i, n := 0, r.IntN(8); i < n; i++ {
		b.WriteString(pick(r, []string{"a", "key", "~1", "/", "é", "€", "😀", `\n`, `\"`, `\\`, `\u00e9`,
			`\ud83d\ude00`, `\u0000`, "<>&", "\u2028", " "}))
	}
	b.WriteByte('"')
}

// randomNumber returns a valid number: integers near the int64 bounds, decimals,
// exponents, subnormals and overflows.
func randomNumber(r *rand.Rand) string {
	switch r.IntN(5) {
	case 0:
		return strconv.FormatInt(r.Int64()>>r.IntN(64)*int64(1-2*r.IntN(2)), 10)
	case 1:
		return strconv.FormatFloat(r.NormFloat64()*float64(r.IntN(1e6)), 'g', -1, 64)
	case 2:
		return strconv.FormatFloat(r.Float64(), 'e', r.IntN(20), 64) + strconv.Itoa(r.IntN(10))
	case 3:
		return "1" + strings.Repeat("0", r.IntN(40)) + pick(r, []string{"", "e-400", "e308", "e-5", ".5"})
	default:
		return pick(r, pieces[15:42])
	}
}

// mutate changes doc with one to four random edits: a piece inserted or overwritten,
// a byte flipped, removed or duplicated, or the document truncated.
func mutate(r *rand.Rand, doc []byte) []byte {
	doc = bytes.Clone(doc)
	for i, n := 0, 1+r.IntN(4); i < n; i++ {
		at := 0
		if len(doc) > 0 {
			at = r.IntN(len(doc) + 1)
		}
		switch r.IntN(6) {
		case 0, 1:
			doc = append(doc[:at:at], append([]byte(pick(r, pieces)), doc[at:]...)...)
		case 2:
			if at < len(doc) {
				doc[at] ^= byte(1 << r.IntN(8))
			}
		case 3:
			if at < len(doc) {
				doc = append(doc[:at], doc[at+1:]...)
			}
		case 4:
			doc = doc[:at]
		default:
			if at < len(doc) {
				end := min(len(doc), at+1+r.IntN(16))
				doc = append(doc[:end:end], doc[at:]...)
			}
		}
	}
	return doc
}

func pick(r *rand.Rand, from []string) string { return from[r.IntN(len(from))] }

// packPaths reads inputs from files and directories (recursively): Go fuzz corpus
// files ("go test fuzz v1" with one []byte value), testdata *.jsonl rows (input or
// input_hex) and any other file as raw bytes.
func packPaths(paths []string) ([][]byte, error) {
	var out [][]byte
	for _, root := range paths {
		err := filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
			if err != nil || info.IsDir() {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			switch {
			case bytes.HasPrefix(data, []byte("go test fuzz v1\n")):
				if in, ok := goFuzzInput(data); ok {
					out = append(out, in)
				}
			case strings.HasSuffix(p, ".jsonl"):
				out = append(out, jsonlInputs(data)...)
			default:
				out = append(out, data)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// goFuzzInput decodes the single []byte("...") value of a Go fuzz corpus file.
func goFuzzInput(data []byte) ([]byte, bool) {
	lines := strings.SplitN(string(data), "\n", 3)
	if len(lines) < 2 || !strings.HasPrefix(lines[1], "[]byte(") || !strings.HasSuffix(lines[1], ")") {
		return nil, false
	}
	s, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "[]byte("), ")"))
	return []byte(s), err == nil
}

// jsonlInputs returns the input (or input_hex) of each row of a testdata JSON Lines file.
func jsonlInputs(data []byte) [][]byte {
	var out [][]byte
	for _, line := range bytes.Split(data, []byte("\n")) {
		var row struct {
			Input    *string `json:"input"`
			InputHex string  `json:"input_hex"`
		}
		if json.Unmarshal(line, &row) != nil {
			continue
		}
		if row.Input != nil {
			out = append(out, []byte(*row.Input))
		} else if b, err := hex.DecodeString(row.InputHex); err == nil && row.InputHex != "" {
			out = append(out, b)
		}
	}
	return out
}
