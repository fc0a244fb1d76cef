package benchgo

import (
	"fmt"

	riffle "github.com/riffle-json/riffle/go"
)

// Riffle's writing rows: hand-written walkers over the Stream, as the jsoniter
// stream-by-hand rows do with jsoniter's Stream, using the calls docs/design/stream.md
// names as the fastest for a fixed shape (member names encoded once, one WriteMember
// call per scalar member) and the byte-slice target (no io.Writer). Each walker runs
// twice: with one Stream and output slice kept across operations ("-reuse", like the
// peers' reuse rows: sonic EncodeInto, segmentio Append) and with a new Stream and
// output per operation ("-alloc", like the peers' Marshal rows). Every operation ends
// with Close, so the output is checked complete each time.

// riffleWriteCases are the two rows of one walker (api: "stream-by-hand" or
// "appender-by-hand"): out receives the document for check;
// release drops the workload's answer and input.
func riffleWriteCases(workload, api string, size int64, body func(*riffle.Stream) error, out *[]byte, check func() error, release func()) []Case {
	reused := riffle.NewStreamBytes(nil)
	var buf []byte
	finish := func(s *riffle.Stream) error {
		if err := body(s); err != nil {
			return err
		}
		err := s.Close()
		*out = s.Buffer()
		return err
	}
	return []Case{
		{Workload: workload, Op: "write", Lib: LibRiffle, API: api + "-reuse", Bytes: size,
			Run: func() error {
				reused.ResetBytes(buf[:0])
				err := finish(reused)
				buf = *out
				return err
			}, Check: check, Release: func() { release(); buf = nil }},
		{Workload: workload, Op: "write", Lib: LibRiffle, API: api + "-alloc", Bytes: size,
			Run:   func() error { return finish(riffle.NewStreamBytes(nil)) },
			Check: check, Release: release},
	}
}

// mediumNames are the member names of the medium payload, encoded once.
var mediumNames = struct {
	person, name, fullName, github, followers, gravatar, avatars, url, compnay riffle.EncodedName
}{
	riffle.NewEncodedName("person"), riffle.NewEncodedName("name"), riffle.NewEncodedName("fullName"),
	riffle.NewEncodedName("github"), riffle.NewEncodedName("followers"), riffle.NewEncodedName("gravatar"),
	riffle.NewEncodedName("avatars"), riffle.NewEncodedName("url"), riffle.NewEncodedName("compnay"),
}

// riffleWriteMedium writes a MediumPayload in its struct order (encoding/json's text).
func riffleWriteMedium(s *riffle.Stream, m *MediumPayload) {
	n := &mediumNames
	s.WriteObjectStart()
	s.WriteObjectEncodedField(n.person)
	if p := m.Person; p == nil {
		s.WriteNil()
	} else {
		s.WriteObjectStart()
		s.WriteObjectEncodedField(n.name)
		s.WriteObjectStart()
		s.WriteMemberString(n.fullName, p.Name.FullName)
		s.WriteObjectEnd()
		s.WriteObjectEncodedField(n.github)
		s.WriteObjectStart()
		s.WriteMemberInt64(n.followers, int64(p.Github.Followers))
		s.WriteObjectEnd()
		s.WriteObjectEncodedField(n.gravatar)
		s.WriteObjectStart()
		s.WriteObjectEncodedField(n.avatars)
		s.WriteArrayStart()
		for _, a := range p.Gravatar.Avatars {
			s.WriteObjectStart()
			s.WriteMemberString(n.url, a.Url)
			s.WriteObjectEnd()
		}
		s.WriteArrayEnd()
		s.WriteObjectEnd()
		s.WriteObjectEnd()
	}
	s.WriteMemberString(n.compnay, m.Company)
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

// record2Names are the member names of Record2, encoded once.
var record2Names = struct {
	person, name, age, address, street, city, state, postalCode, email, phoneNumbers,
	isEmployed, hobbies, friends, pets, species riffle.EncodedName
}{
	riffle.NewEncodedName("person"), riffle.NewEncodedName("name"), riffle.NewEncodedName("age"),
	riffle.NewEncodedName("address"), riffle.NewEncodedName("street"), riffle.NewEncodedName("city"),
	riffle.NewEncodedName("state"), riffle.NewEncodedName("postal_code"), riffle.NewEncodedName("email"),
	riffle.NewEncodedName("phone_numbers"), riffle.NewEncodedName("is_employed"),
	riffle.NewEncodedName("hobbies"), riffle.NewEncodedName("friends"), riffle.NewEncodedName("pets"),
	riffle.NewEncodedName("species"),
}

// riffleWriteRecord2 writes a Record2 in the reference's field order.
func riffleWriteRecord2(s *riffle.Stream, r *Record2) {
	n := &record2Names
	s.WriteObjectStart()
	s.WriteObjectEncodedField(n.person)
	p := &r.Person
	s.WriteObjectStart()
	s.WriteMemberString(n.name, p.Name)
	s.WriteMemberInt64(n.age, int64(p.Age))
	s.WriteObjectEncodedField(n.address)
	s.WriteObjectStart()
	s.WriteMemberString(n.street, p.Address.Street)
	s.WriteMemberString(n.city, p.Address.City)
	s.WriteMemberString(n.state, p.Address.State)
	s.WriteMemberString(n.postalCode, p.Address.PostalCode)
	s.WriteObjectEnd()
	s.WriteMemberString(n.email, p.Email)
	s.WriteObjectEncodedField(n.phoneNumbers)
	riffleWriteStrings(s, p.PhoneNumbers)
	s.WriteMemberBool(n.isEmployed, p.IsEmployed)
	s.WriteObjectEnd()
	s.WriteObjectEncodedField(n.hobbies)
	riffleWriteStrings(s, r.Hobbies)
	s.WriteObjectEncodedField(n.friends)
	s.WriteArrayStart()
	for i := range r.Friends {
		f := &r.Friends[i]
		s.WriteObjectStart()
		s.WriteMemberString(n.name, f.Name)
		s.WriteMemberInt64(n.age, int64(f.Age))
		s.WriteMemberString(n.email, f.Email)
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
	s.WriteObjectEncodedField(n.pets)
	s.WriteArrayStart()
	for i := range r.Pets {
		pet := &r.Pets[i]
		s.WriteObjectStart()
		s.WriteMemberString(n.name, pet.Name)
		s.WriteMemberString(n.species, pet.Species)
		s.WriteMemberInt64(n.age, int64(pet.Age))
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
	s.WriteObjectEnd()
}

// riffleWriteStrings writes v as an array of strings (null when v is nil, as
// encoding/json writes a nil slice).
func riffleWriteStrings(s *riffle.Stream, v []string) {
	if v == nil {
		s.WriteNil()
		return
	}
	s.WriteArrayStart()
	for _, e := range v {
		s.WriteString(e)
	}
	s.WriteArrayEnd()
}
