package benchgo

import (
	"fmt"

	riffle "github.com/riffle-json/riffle/go"
)

// Riffle's appender-by-hand rows: the same walkers as riffle_stream.go, written with
// the Stream's Appender (Stream.BeginAppend), which keeps the output buffer in a value
// passed from call to call. The calls are the same, except that a member whose value
// is an object or an array is one call (WriteMemberObjectStart, WriteMemberArrayStart);
// each row checks the same answer.

// riffleAppendMedium writes a MediumPayload in its struct order (encoding/json's text).
func riffleAppendMedium(w riffle.Appender, m *MediumPayload) riffle.Appender {
	n := &mediumNames
	w = w.WriteObjectStart()
	if p := m.Person; p == nil {
		w = w.WriteObjectEncodedField(&n.person).WriteNil()
	} else {
		w = w.WriteMemberObjectStart(&n.person)
		w = w.WriteMemberObjectStart(&n.name)
		w = w.WriteMemberString(&n.fullName, p.Name.FullName)
		w = w.WriteObjectEnd()
		w = w.WriteMemberObjectStart(&n.github)
		w = w.WriteMemberInt64(&n.followers, int64(p.Github.Followers))
		w = w.WriteObjectEnd()
		w = w.WriteMemberObjectStart(&n.gravatar)
		w = w.WriteMemberArrayStart(&n.avatars)
		for _, a := range p.Gravatar.Avatars {
			w = w.WriteObjectStart()
			w = w.WriteMemberString(&n.url, a.Url)
			w = w.WriteObjectEnd()
		}
		w = w.WriteArrayEnd()
		w = w.WriteObjectEnd()
		w = w.WriteObjectEnd()
	}
	w = w.WriteMemberString(&n.compnay, m.Company)
	return w.WriteObjectEnd()
}

// riffleAppendValue walks a generic tree (map order, like jsoniter's default config).
func riffleAppendValue(w riffle.Appender, v any) (riffle.Appender, error) {
	var err error
	switch v := v.(type) {
	case map[string]any:
		w = w.WriteObjectStart()
		for k, e := range v {
			w = w.WriteObjectField(k)
			if w, err = riffleAppendValue(w, e); err != nil {
				return w, err
			}
		}
		w = w.WriteObjectEnd()
	case []any:
		w = w.WriteArrayStart()
		for _, e := range v {
			if w, err = riffleAppendValue(w, e); err != nil {
				return w, err
			}
		}
		w = w.WriteArrayEnd()
	case string:
		w = w.WriteString(v)
	case float64:
		w = w.WriteFloat64(v)
	case bool:
		w = w.WriteBool(v)
	case nil:
		w = w.WriteNil()
	default:
		return w, fmt.Errorf("unexpected %T", v)
	}
	return w, nil
}

// riffleAppendRecord2 writes a Record2 in the reference's field order.
func riffleAppendRecord2(w riffle.Appender, r *Record2) riffle.Appender {
	n := &record2Names
	w = w.WriteObjectStart()
	p := &r.Person
	w = w.WriteMemberObjectStart(&n.person)
	w = w.WriteMemberString(&n.name, p.Name)
	w = w.WriteMemberInt64(&n.age, int64(p.Age))
	w = w.WriteMemberObjectStart(&n.address)
	w = w.WriteMemberString(&n.street, p.Address.Street)
	w = w.WriteMemberString(&n.city, p.Address.City)
	w = w.WriteMemberString(&n.state, p.Address.State)
	w = w.WriteMemberString(&n.postalCode, p.Address.PostalCode)
	w = w.WriteObjectEnd()
	w = w.WriteMemberString(&n.email, p.Email)
	w = riffleAppendStrings(w, &n.phoneNumbers, p.PhoneNumbers)
	w = w.WriteMemberBool(&n.isEmployed, p.IsEmployed)
	w = w.WriteObjectEnd()
	w = riffleAppendStrings(w, &n.hobbies, r.Hobbies)
	w = w.WriteMemberArrayStart(&n.friends)
	for i := range r.Friends {
		f := &r.Friends[i]
		w = w.WriteObjectStart()
		w = w.WriteMemberString(&n.name, f.Name)
		w = w.WriteMemberInt64(&n.age, int64(f.Age))
		w = w.WriteMemberString(&n.email, f.Email)
		w = w.WriteObjectEnd()
	}
	w = w.WriteArrayEnd()
	w = w.WriteMemberArrayStart(&n.pets)
	for i := range r.Pets {
		pet := &r.Pets[i]
		w = w.WriteObjectStart()
		w = w.WriteMemberString(&n.name, pet.Name)
		w = w.WriteMemberString(&n.species, pet.Species)
		w = w.WriteMemberInt64(&n.age, int64(pet.Age))
		w = w.WriteObjectEnd()
	}
	w = w.WriteArrayEnd()
	return w.WriteObjectEnd()
}

// riffleAppendStrings writes the member name with v as an array of strings (null when
// v is nil, as encoding/json writes a nil slice).
func riffleAppendStrings(w riffle.Appender, name *riffle.EncodedName, v []string) riffle.Appender {
	if v == nil {
		return w.WriteObjectEncodedField(name).WriteNil()
	}
	w = w.WriteMemberArrayStart(name)
	for _, e := range v {
		w = w.WriteString(e)
	}
	return w.WriteArrayEnd()
}
