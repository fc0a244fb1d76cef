package riffle

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unsafe"
)

// TestUnmarshalAnyInternsKeys checks decodeState.internKey through Unmarshal into any:
// a short member name repeated across objects is one string, a name longer than
// maxInternedKey is not kept, and the values equal encoding/json's, also when many
// distinct names compete for the slots.
func TestUnmarshalAnyInternsKeys(t *testing.T) {
	long := strings.Repeat("k", maxInternedKey+1)
	in := `[{"name":1,"` + long + `":2},{"name":3,"` + long + `":4}]`
	var v any
	if err := Unmarshal([]byte(in), &v); err != nil {
		t.Fatal(err)
	}
	keyData := func(m map[string]any, k string) *byte {
		for key := range m {
			if key == k {
				return unsafe.StringData(key)
			}
		}
		t.Fatalf("no key %q in %v", k, m)
		return nil
	}
	a, b := v.([]any)[0].(map[string]any), v.([]any)[1].(map[string]any)
	if keyData(a, "name") != keyData(b, "name") {
		t.Error("a repeated short name is two strings")
	}
	if keyData(a, long) == keyData(b, long) {
		t.Error("a name longer than maxInternedKey was kept")
	}

	// Many distinct names (more than the slots), each repeated, in objects and nested.
	var sb strings.Builder
	sb.WriteString("[")
	for i := 0; i < 3*keyCacheSize; i++ {
		if i > 0 {
			sb.WriteString(",")
		}
		fmt.Fprintf(&sb, `{"k%d":%d,"k%d":{"k%d":[%d]},"":%d}`, i, i, i%7, i/3, i, i)
	}
	sb.WriteString("]")
	var got, want any
	if err := Unmarshal([]byte(sb.String()), &got); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(sb.String()), &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatal("values differ from encoding/json's")
	}
}
