package riffle

import "testing"

// A negative limit means no limit: tokens of any length pass, on bytes and reader input
// (a regression test: "no limit" was the largest int, and start+limit overflowed).
func TestNegativeLimitsMeanNoLimit(t *testing.T) {
	cfg := Config{MaxNumberBytes: -1, MaxStringBytes: -1, MaxDepth: -1}
	for _, in := range []string{`[1, 1e5]`, `{"a": "bc", "d": [-0.5e-3, "x"]}`, `"s"`, `12345`} {
		if err := cfg.Validate([]byte(in)); err != nil {
			t.Errorf("Validate(%q) with no limits: %v", in, err)
		}
		it := cfg.NewIterator([]byte(in))
		it.Skip()
		if err := it.Finish(); err != nil {
			t.Errorf("Skip(%q) with no limits: %v", in, err)
		}
	}
}
