package benchgo

import "testing"

// TestReuseWritersReuse holds the "-reuse" rows to their name: from the second
// operation on, each writes into the same memory as the operation before it.
func TestReuseWritersReuse(t *testing.T) {
	need(t)
	for _, w := range append(reuseWriters(), easyjsonReuseWriter) {
		t.Run(w.lib+"/"+w.api, func(t *testing.T) {
			write := w.newFn()
			var first *byte
			for i := range 3 {
				out, err := write(&refs.Record2)
				if err != nil || len(out) == 0 {
					t.Fatalf("op %d: %q, %v", i, out, err)
				}
				if i == 1 {
					first = &out[0]
				} else if i == 2 && &out[0] != first {
					t.Error("the output moved between operations: the buffer is not reused")
				}
			}
		})
	}
}
