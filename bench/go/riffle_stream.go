package benchgo

import (
	"bytes"
	"fmt"

	riffle "github.com/riffle-json/riffle/go"
)

// Riffle's writing rows: hand-written walkers over the Stream, as the jsoniter
// stream-by-hand rows do with jsoniter's Stream. Each walker runs twice: with one Stream
// and buffer kept across operations ("-reuse", like the peers' reuse rows) and with a new
// buffer and Stream per operation ("-alloc", like the peers' Marshal rows).

// riffleWriteCases are the two rows of one walker: out receives the document for check;
// release drops the workload's answer and input.
func riffleWriteCases(workload string, size int64, body func(*riffle.Stream) error, out *[]byte, check func() error, release func()) []Case {
	var buf bytes.Buffer
	s := riffle.NewStream(&buf)
	finish := func(s *riffle.Stream, buf *bytes.Buffer) error {
		if err := body(s); err != nil {
			return err
		}
		err := s.Flush()
		*out = buf.Bytes()
		return err
	}
	return []Case{
		{Workload: workload, Op: "write", Lib: LibRiffle, API: "stream-by-hand-reuse", Bytes: size,
			Run: func() error {
				buf.Reset()
				s.Reset(&buf)
				return finish(s, &buf)
			}, Check: check, Release: release},
		{Workload: workload, Op: "write", Lib: LibRiffle, API: "stream-by-hand-alloc", Bytes: size,
			Run: func() error {
				var fresh bytes.Buffer
				return finish(riffle.NewStream(&fresh), &fresh)
			}, Check: check, Release: release},
	}
}

// riffleWriteMedium writes a MediumPayload.
func riffleWriteMedium(s *riffle.Stream, m *MediumPayload) {
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
		s.WriteObjectField("github")
		s.WriteObjectStart()
		s.WriteObjectField("followers")
		s.WriteInt(p.Github.Followers)
		s.WriteObjectEnd()
		s.WriteObjectField("gravatar")
		s.WriteObjectStart()
		s.WriteObjectField("avatars")
		s.WriteArrayStart()
		for _, a := range p.Gravatar.Avatars {
			s.WriteObjectStart()
			s.WriteObjectField("url")
			s.WriteString(a.Url)
			s.WriteObjectEnd()
		}
		s.WriteArrayEnd()
		s.WriteObjectEnd()
		s.WriteObjectEnd()
	}
	s.WriteObjectField("compnay")
	s.WriteString(m.Company)
	s.WriteObjectEnd()
}

// riffleWriteValue walks a generic tree (map order, like jsoniter's default config).
func riffleWriteValue(s *riffle.Stream, v any) error {
	switch v := v.(type) {
	case map[string]any:
		s.WriteObjectStart()
		for k, e := range v {
			s.WriteObjectField(k)
			if err := riffleWriteValue(s, e); err != nil {
				return err
			}
		}
		s.WriteObjectEnd()
	case []any:
		s.WriteArrayStart()
		for _, e := range v {
			if err := riffleWriteValue(s, e); err != nil {
				return err
			}
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
		return fmt.Errorf("unexpected %T", v)
	}
	return nil
}

// riffleWriteRecord2 writes a Record2 in the reference's field order.
func riffleWriteRecord2(s *riffle.Stream, r *Record2) {
	s.WriteObjectStart()
	s.WriteObjectField("person")
	p := &r.Person
	s.WriteObjectStart()
	s.WriteObjectField("name")
	s.WriteString(p.Name)
	s.WriteObjectField("age")
	s.WriteInt(int(p.Age))
	s.WriteObjectField("address")
	s.WriteObjectStart()
	s.WriteObjectField("street")
	s.WriteString(p.Address.Street)
	s.WriteObjectField("city")
	s.WriteString(p.Address.City)
	s.WriteObjectField("state")
	s.WriteString(p.Address.State)
	s.WriteObjectField("postal_code")
	s.WriteString(p.Address.PostalCode)
	s.WriteObjectEnd()
	s.WriteObjectField("email")
	s.WriteString(p.Email)
	s.WriteObjectField("phone_numbers")
	riffleWriteStrings(s, p.PhoneNumbers)
	s.WriteObjectField("is_employed")
	s.WriteBool(p.IsEmployed)
	s.WriteObjectEnd()
	s.WriteObjectField("hobbies")
	riffleWriteStrings(s, r.Hobbies)
	s.WriteObjectField("friends")
	s.WriteArrayStart()
	for _, f := range r.Friends {
		s.WriteObjectStart()
		s.WriteObjectField("name")
		s.WriteString(f.Name)
		s.WriteObjectField("age")
		s.WriteInt(int(f.Age))
		s.WriteObjectField("email")
		s.WriteString(f.Email)
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
	s.WriteObjectField("pets")
	s.WriteArrayStart()
	for _, pet := range r.Pets {
		s.WriteObjectStart()
		s.WriteObjectField("name")
		s.WriteString(pet.Name)
		s.WriteObjectField("species")
		s.WriteString(pet.Species)
		s.WriteObjectField("age")
		s.WriteInt(int(pet.Age))
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
	s.WriteObjectEnd()
}

func riffleWriteStrings(s *riffle.Stream, v []string) {
	s.WriteArrayStart()
	for _, e := range v {
		s.WriteString(e)
	}
	s.WriteArrayEnd()
}
