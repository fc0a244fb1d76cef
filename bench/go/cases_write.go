package benchgo

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/bytedance/sonic"
	jsonexp "github.com/go-json-experiment/json"
	goccy "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/mailru/easyjson"
	riffle "github.com/riffle-json/riffle/go"
	segjson "github.com/segmentio/encoding/json"
)

// sonicFastestValidating is sonic's ConfigFastest with ValidateString: the fastest
// sonic configuration that checks the UTF-8 of the strings it writes, as Riffle and
// encoding/json do (see utf8UncheckedWriters).
var sonicFastestValidating = sonic.Config{
	NoValidateJSONMarshaler: true,
	NoValidateJSONSkip:      true,
	ValidateString:          true,
}.Froze()

// utf8UncheckedWriters names the peer write rows ("lib/api") that copy a string's bytes
// without checking that they are UTF-8, so that a Go string holding ill-formed UTF-8
// comes out as invalid JSON. Riffle, like encoding/json, replaces such bytes with U+FFFD
// and never writes invalid JSON, so these rows do less work than Riffle's:
// bench/go_bind_targets.py (UNCHECKED_UTF8, the same list) sets Riffle's rows against
// the peer rows that check, and shows these apart. TestUTF8UncheckedWriters checks the
// list against what every row writes, and against the script's.
var utf8UncheckedWriters = map[string]bool{
	"jsoniter/marshal-fastest":                true,
	"jsoniter/stream-by-hand-reuse(fastest)":  true,
	"jsoniter/Stream.WriteVal-reuse(fastest)": true,
	"sonic/default":                           true,
	"sonic/config-fastest":                    true,
	"sonic/EncodeInto-reuse(fastest)":         true,
}

// marshaler is one library's Marshal.
type marshaler struct {
	lib, api string
	fn       func(any) ([]byte, error)
}

func marshalers() []marshaler {
	ms := []marshaler{
		{LibStdID, "marshal", json.Marshal},
		{LibJsoniter, "marshal-default", jsoniter.ConfigDefault.Marshal},
		{LibJsoniter, "marshal-std-compatible", jsoniter.ConfigCompatibleWithStandardLibrary.Marshal},
		{LibJsoniter, "marshal-fastest", jsoniter.ConfigFastest.Marshal},
		{LibGoccy, "marshal", goccy.Marshal},
		{LibSonic, "default", sonic.Marshal},
		{LibSonic, "config-std", sonic.ConfigStd.Marshal},
		{LibSonic, "config-fastest", sonic.ConfigFastest.Marshal},
		{LibSonic, "config-fastest+validate-string", sonicFastestValidating.Marshal},
		{LibSegmentio, "marshal", segjson.Marshal},
		{LibJSONExp, "marshal", func(v any) ([]byte, error) { return jsonexp.Marshal(v) }},
	}
	return append(ms, v2Marshalers()...)
}

// marshalCases are the Marshal rows (every peer's, and extra) of one write workload and
// operation: out receives the written document for check; release drops the workload's
// answer and input.
func marshalCases(workload, op string, size int64, input func() any, out *[]byte, check func() error, release func(), extra ...marshaler) []Case {
	var cs []Case
	for _, m := range append(marshalers(), extra...) {
		cs = append(cs, Case{Workload: workload, Op: op, Lib: m.lib, API: m.api, Bytes: size,
			Run:     func() (err error) { *out, err = m.fn(input()); return err },
			Check:   check,
			Release: release})
	}
	return cs
}

func easyjsonMarshal(v any) ([]byte, error) {
	m, ok := v.(easyjson.Marshaler)
	if !ok {
		return nil, fmt.Errorf("%T has no generated easyjson encoder", v)
	}
	return easyjson.Marshal(m)
}

// writeCases write the decoded medium payload (a MediumPayload) and twitter.json's
// content (a generic tree with float64 numbers). Each output must parse back to the
// same generic value as the input. MB/s counts the compact size of the written document.
func writeCases(d *Data, r *Refs) []Case {
	var cs []Case
	medOut, _ := json.Marshal(&r.Medium)
	var twCompact bytes.Buffer
	json.Compact(&twCompact, d.Corpus["twitter.json"])
	for _, w := range []struct {
		workload string
		value    func() any // the input, built on first use
		want     func() any
		size     int
	}{
		{"medium", func() any { return &r.Medium }, func() any { return r.MediumGeneric }, len(medOut)},
		{"twitter.json", func() any { return r.WriterInput("twitter.json") }, func() any { return r.Generic("twitter.json") }, twCompact.Len()},
	} {
		var out []byte
		check := func() error { return sameJSON(out, w.want()) }
		// The input is fetched from the references on first use (a map lookup once built);
		// release drops this workload's hold on it, so Refs.Forget can free it.
		var in any
		input := func() any {
			if in == nil {
				in = w.value()
			}
			return in
		}
		release := func() { out, in = nil, nil }
		var extraM []marshaler
		var extraR []reuseWriter
		if w.workload == "medium" {
			extraM = append(extraM, marshaler{LibEasyjson, "generated", easyjsonMarshal})
			extraR = append(extraR, easyjsonReuseWriter)
		}
		cs = append(cs, marshalCases(w.workload, "write", int64(w.size), input, &out, check, release, extraM...)...)
		cs = append(cs, reuseWriteCases(w.workload, "write", int64(w.size), input, &out, check, release, extraR...)...)
		var buf bytes.Buffer
		s := jsoniter.NewStream(jsoniter.ConfigFastest, &buf, 4096)
		cs = append(cs, Case{Workload: w.workload, Op: "write", Lib: LibJsoniter, API: "stream-by-hand-reuse(fastest)", Bytes: int64(w.size),
			Run: func() error {
				buf.Reset()
				s.Reset(&buf)
				if w.workload == "medium" {
					jsoniterWriteMedium(s, &r.Medium)
				} else {
					jsoniterWriteAny(s, input())
				}
				err := s.Flush()
				if s.Error != nil {
					err = s.Error
				}
				out = buf.Bytes()
				return err
			}, Check: check, Release: release})
		// Riffle's rows: encoding/json's exact text where the value has no map, the
		// same value where map order is Go's.
		exact := bytesEqual(&out, func() []byte { b, _ := json.Marshal(input()); return b })
		body := func(s *riffle.Stream) error { return riffleWriteValue(s, input()) }
		appendBody := func(s *riffle.Stream) error {
			w, err := riffleAppendValue(s.BeginAppend(), input())
			if err != nil {
				return err
			}
			return w.End()
		}
		streamCheck := check
		if w.workload == "medium" {
			body = func(s *riffle.Stream) error { riffleWriteMedium(s, &r.Medium); return nil }
			appendBody = func(s *riffle.Stream) error { return riffleAppendMedium(s.BeginAppend(), &r.Medium).End() }
			streamCheck = exact
		}
		cs = append(cs, riffleWriteCases(w.workload, "stream-by-hand", int64(w.size), body, &out, streamCheck, release)...)
		cs = append(cs, riffleWriteCases(w.workload, "appender-by-hand", int64(w.size), appendBody, &out, streamCheck, release)...)
		cs = append(cs, riffleMarshalCases(w.workload, "write", int64(w.size), input, &out, exact, check, release)...)
	}
	return cs
}

// jsoniterWriteMedium writes a MediumPayload with jsoniter's Stream by hand.
func jsoniterWriteMedium(s *jsoniter.Stream, m *MediumPayload) {
	s.WriteObjectStart()
	s.WriteObjectField("person")
	if p := m.Person; p == nil {
		s.WriteNil()
	} else {
		s.WriteObjectStart()
		s.WriteObjectField("name")
		s.WriteObjectStart()
		s.WriteObjectField("fullName")
		s.WriteString(p.Name.FullName)
		s.WriteObjectEnd()
		s.WriteMore()
		s.WriteObjectField("github")
		s.WriteObjectStart()
		s.WriteObjectField("followers")
		s.WriteInt(p.Github.Followers)
		s.WriteObjectEnd()
		s.WriteMore()
		s.WriteObjectField("gravatar")
		s.WriteObjectStart()
		s.WriteObjectField("avatars")
		s.WriteArrayStart()
		for i, a := range p.Gravatar.Avatars {
			if i > 0 {
				s.WriteMore()
			}
			s.WriteObjectStart()
			s.WriteObjectField("url")
			s.WriteString(a.Url)
			s.WriteObjectEnd()
		}
		s.WriteArrayEnd()
		s.WriteObjectEnd()
		s.WriteObjectEnd()
	}
	s.WriteMore()
	s.WriteObjectField("compnay")
	s.WriteString(m.Company)
	s.WriteObjectEnd()
}

// jsoniterWriteAny writes a generic tree with jsoniter's Stream by hand (map order).
func jsoniterWriteAny(s *jsoniter.Stream, v any) {
	switch v := v.(type) {
	case map[string]any:
		s.WriteObjectStart()
		first := true
		for k, e := range v {
			if !first {
				s.WriteMore()
			}
			first = false
			s.WriteObjectField(k)
			jsoniterWriteAny(s, e)
		}
		s.WriteObjectEnd()
	case []any:
		s.WriteArrayStart()
		for i, e := range v {
			if i > 0 {
				s.WriteMore()
			}
			jsoniterWriteAny(s, e)
		}
		s.WriteArrayEnd()
	case string:
		s.WriteString(v)
	case float64:
		s.WriteFloat64(v)
	case bool:
		s.WriteBool(v)
	case nil:
		s.WriteNil()
	default:
		s.Error = fmt.Errorf("unexpected %T", v)
	}
}
