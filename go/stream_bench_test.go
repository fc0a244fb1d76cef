package riffle

import (
	"bytes"
	"io"
	"math"
	"strings"
	"testing"
)

// Names of the medium payload's encoded shape (see $RIFFLE_TESTDATA/seed-go/README.md).
var (
	nPerson    = NewEncodedName("person")
	nName      = NewEncodedName("name")
	nFullName  = NewEncodedName("fullName")
	nGithub    = NewEncodedName("github")
	nFollowers = NewEncodedName("followers")
	nGravatar  = NewEncodedName("gravatar")
	nAvatars   = NewEncodedName("avatars")
	nURL       = NewEncodedName("url")
	nCompnay   = NewEncodedName("compnay")
)

// writeMedium writes the 184-byte encoding of json-iterator's MediumPayload.
func writeMedium(s *Stream) {
	s.WriteObjectStart()
	s.WriteObjectEncodedField(nPerson)
	s.WriteObjectStart()
	s.WriteObjectEncodedField(nName)
	s.WriteObjectStart()
	s.WriteObjectEncodedField(nFullName)
	s.WriteString("Leonid Bugaev")
	s.WriteObjectEnd()
	s.WriteObjectEncodedField(nGithub)
	s.WriteObjectStart()
	s.WriteObjectEncodedField(nFollowers)
	s.WriteInt(95)
	s.WriteObjectEnd()
	s.WriteObjectEncodedField(nGravatar)
	s.WriteObjectStart()
	s.WriteObjectEncodedField(nAvatars)
	s.WriteArrayStart()
	s.WriteObjectStart()
	s.WriteObjectEncodedField(nURL)
	s.WriteString("http://1.gravatar.com/avatar/f7c8edd577d13b8930d5522f28123510")
	s.WriteObjectEnd()
	s.WriteArrayEnd()
	s.WriteObjectEnd()
	s.WriteObjectEnd()
	s.WriteObjectEncodedField(nCompnay)
	s.WriteString("")
	s.WriteObjectEnd()
}

const mediumEncoded = `{"person":{"name":{"fullName":"Leonid Bugaev"},"github":{"followers":95},` +
	`"gravatar":{"avatars":[{"url":"http://1.gravatar.com/avatar/f7c8edd577d13b8930d5522f28123510"}]}},"compnay":""}`

func TestWriteMediumMatches(t *testing.T) {
	out, err := streamOut(Config{}, writeMedium)
	if err != nil || out != mediumEncoded {
		t.Fatalf("got %s, %v", out, err)
	}
}

// BenchmarkStreamMedium writes the medium payload's values with a pooled Stream.
func BenchmarkStreamMedium(b *testing.B) {
	p := NewStreamPool(Config{})
	b.SetBytes(int64(len(mediumEncoded)))
	b.ReportAllocs()
	for b.Loop() {
		s := p.Get(nil)
		writeMedium(s)
		if s.Err() != nil {
			b.Fatal(s.Err())
		}
		p.Put(s)
	}
}

// BenchmarkStreamSmallStructs writes an array of 100 small records to an io.Writer.
func BenchmarkStreamSmallStructs(b *testing.B) {
	names := []EncodedName{NewEncodedName("st"), NewEncodedName("uuid"), NewEncodedName("ua"), NewEncodedName("tz")}
	s := NewStream(io.Discard)
	b.ReportAllocs()
	for b.Loop() {
		s.Reset(io.Discard)
		s.WriteArrayStart()
		for i := range 100 {
			s.WriteObjectStart()
			s.WriteObjectEncodedField(names[0])
			s.WriteInt(i)
			s.WriteObjectEncodedField(names[1])
			s.WriteString("de305d54-75b4-431b-adb2-eb6b9e546014")
			s.WriteObjectEncodedField(names[2])
			s.WriteString("user_agent")
			s.WriteObjectEncodedField(names[3])
			s.WriteInt(-6)
			s.WriteObjectEnd()
		}
		s.WriteArrayEnd()
		if err := s.Flush(); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(s.Written())
}

func BenchmarkWriteFloat64(b *testing.B) {
	cases := []struct {
		name string
		vals []float64
	}{
		{"coordinates", []float64{-65.613616999999977, 43.420273000000009, -65.619720000000029, 59.9342802, 30.3350986}},
		{"integers", []float64{0, 1, 95, 14009, 77004410}},
		{"exponents", []float64{1e-7, 1.5e300, math.SmallestNonzeroFloat64, 6.02214076e23, 1e21}},
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			s := NewStream(nil)
			b.ReportAllocs()
			for b.Loop() {
				s.Reset(nil)
				s.WriteArrayStart()
				for _, v := range tc.vals {
					s.WriteFloat64(v)
				}
				s.WriteArrayEnd()
			}
		})
	}
}

func BenchmarkWriteString(b *testing.B) {
	cases := []struct {
		name string
		v    string
		html bool
	}{
		{"short ascii", "user_agent", false},
		{"url", "https://d1qb2nb5cznatu.cloudfront.net/users/61541-medium_jpg?1405474390", false},
		{"long ascii", strings.Repeat("The quick brown fox jumps over the lazy dog. ", 20), false},
		{"long ascii html", strings.Repeat("The quick brown fox jumps over the lazy dog. ", 20), true},
		{"escapes", strings.Repeat("line \"one\"\n\tline two\\ ", 20), false},
		{"non-ascii", strings.Repeat("日本語のテキストとEnglish混在 ", 20), false},
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			s := Config{EscapeHTML: tc.html}.NewStream(nil)
			b.SetBytes(int64(len(tc.v)))
			b.ReportAllocs()
			for b.Loop() {
				s.Reset(nil)
				s.WriteString(tc.v)
			}
		})
	}
}

func BenchmarkWriteInt64(b *testing.B) {
	vals := []int64{0, 7, -42, 14009, 77004410, math.MaxInt64, math.MinInt64, 1234567890123}
	s := NewStream(nil)
	b.ReportAllocs()
	for b.Loop() {
		s.Reset(nil)
		s.WriteArrayStart()
		for _, v := range vals {
			s.WriteInt64(v)
		}
		s.WriteArrayEnd()
	}
}

// writeRecord2 writes the shape of seed-scalajack/record2.json as the bench harness's
// stream-by-hand row does (member names as strings).
func writeRecord2(s *Stream) {
	s.WriteObjectStart()
	s.WriteObjectField("person")
	s.WriteObjectStart()
	s.WriteObjectField("name")
	s.WriteString("John Doe")
	s.WriteObjectField("age")
	s.WriteInt(30)
	s.WriteObjectField("address")
	s.WriteObjectStart()
	s.WriteObjectField("street")
	s.WriteString("123 Main Street")
	s.WriteObjectField("city")
	s.WriteString("Anytown")
	s.WriteObjectField("state")
	s.WriteString("CA")
	s.WriteObjectField("postal_code")
	s.WriteString("12345")
	s.WriteObjectEnd()
	s.WriteObjectField("email")
	s.WriteString("john.doe@example.com")
	s.WriteObjectField("phone_numbers")
	s.WriteArrayStart()
	s.WriteString("555-555-5555")
	s.WriteString("555-123-4567")
	s.WriteArrayEnd()
	s.WriteObjectField("is_employed")
	s.WriteBool(true)
	s.WriteObjectEnd()
	s.WriteObjectField("hobbies")
	s.WriteArrayStart()
	for _, h := range [...]string{"reading", "swimming", "traveling"} {
		s.WriteString(h)
	}
	s.WriteArrayEnd()
	s.WriteObjectField("friends")
	s.WriteArrayStart()
	for _, f := range [...]struct {
		name, email string
		age         int
	}{{"Jane Smith", "jane.smith@example.com", 28}, {"Bob Johnson", "bob.johnson@example.com", 32}} {
		s.WriteObjectStart()
		s.WriteObjectField("name")
		s.WriteString(f.name)
		s.WriteObjectField("age")
		s.WriteInt(f.age)
		s.WriteObjectField("email")
		s.WriteString(f.email)
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
	s.WriteObjectField("pets")
	s.WriteArrayStart()
	for _, p := range [...]struct {
		name, species string
		age           int
	}{{"Fido", "Dog", 5}, {"Whiskers", "Cat", 3}} {
		s.WriteObjectStart()
		s.WriteObjectField("name")
		s.WriteString(p.name)
		s.WriteObjectField("species")
		s.WriteString(p.species)
		s.WriteObjectField("age")
		s.WriteInt(p.age)
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
	s.WriteObjectEnd()
}

const record2Encoded = `{"person":{"name":"John Doe","age":30,"address":{"street":"123 Main Street",` +
	`"city":"Anytown","state":"CA","postal_code":"12345"},"email":"john.doe@example.com",` +
	`"phone_numbers":["555-555-5555","555-123-4567"],"is_employed":true},` +
	`"hobbies":["reading","swimming","traveling"],"friends":[{"name":"Jane Smith","age":28,` +
	`"email":"jane.smith@example.com"},{"name":"Bob Johnson","age":32,"email":"bob.johnson@example.com"}],` +
	`"pets":[{"name":"Fido","species":"Dog","age":5},{"name":"Whiskers","species":"Cat","age":3}]}`

func TestWriteRecord2Matches(t *testing.T) {
	out, err := streamOut(Config{}, writeRecord2)
	if err != nil || out != record2Encoded {
		t.Fatalf("got %s, %v", out, err)
	}
}

// BenchmarkStreamRecord2 writes record2's shape to a bytes.Buffer, as the bench
// harness's stream-by-hand row does.
func BenchmarkStreamRecord2(b *testing.B) {
	var buf bytes.Buffer
	s := NewStream(&buf)
	b.SetBytes(int64(len(record2Encoded)))
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		s.Reset(&buf)
		writeRecord2(s)
		if err := s.Flush(); err != nil {
			b.Fatal(err)
		}
	}
}

// Record2's member names, pre-encoded, for the generated-code path.
var (
	r2Person, r2Name, r2Age, r2Address  = NewEncodedName("person"), NewEncodedName("name"), NewEncodedName("age"), NewEncodedName("address")
	r2Street, r2City, r2State, r2Postal = NewEncodedName("street"), NewEncodedName("city"), NewEncodedName("state"), NewEncodedName("postal_code")
	r2Email, r2Phones, r2Employed       = NewEncodedName("email"), NewEncodedName("phone_numbers"), NewEncodedName("is_employed")
	r2Hobbies, r2Friends, r2Pets        = NewEncodedName("hobbies"), NewEncodedName("friends"), NewEncodedName("pets")
	r2Species                           = NewEncodedName("species")
)

// writeRecord2Members writes record2's shape as generated code would: pre-encoded
// names and one WriteMember call per scalar member.
func writeRecord2Members(s *Stream) {
	s.WriteObjectStart()
	s.WriteObjectEncodedField(r2Person)
	s.WriteObjectStart()
	s.WriteMemberString(r2Name, "John Doe")
	s.WriteMemberInt64(r2Age, 30)
	s.WriteObjectEncodedField(r2Address)
	s.WriteObjectStart()
	s.WriteMemberString(r2Street, "123 Main Street")
	s.WriteMemberString(r2City, "Anytown")
	s.WriteMemberString(r2State, "CA")
	s.WriteMemberString(r2Postal, "12345")
	s.WriteObjectEnd()
	s.WriteMemberString(r2Email, "john.doe@example.com")
	s.WriteObjectEncodedField(r2Phones)
	s.WriteArrayStart()
	s.WriteString("555-555-5555")
	s.WriteString("555-123-4567")
	s.WriteArrayEnd()
	s.WriteMemberBool(r2Employed, true)
	s.WriteObjectEnd()
	s.WriteObjectEncodedField(r2Hobbies)
	s.WriteArrayStart()
	for _, h := range [...]string{"reading", "swimming", "traveling"} {
		s.WriteString(h)
	}
	s.WriteArrayEnd()
	s.WriteObjectEncodedField(r2Friends)
	s.WriteArrayStart()
	for _, f := range [...]struct {
		name, email string
		age         int64
	}{{"Jane Smith", "jane.smith@example.com", 28}, {"Bob Johnson", "bob.johnson@example.com", 32}} {
		s.WriteObjectStart()
		s.WriteMemberString(r2Name, f.name)
		s.WriteMemberInt64(r2Age, f.age)
		s.WriteMemberString(r2Email, f.email)
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
	s.WriteObjectEncodedField(r2Pets)
	s.WriteArrayStart()
	for _, p := range [...]struct {
		name, species string
		age           int64
	}{{"Fido", "Dog", 5}, {"Whiskers", "Cat", 3}} {
		s.WriteObjectStart()
		s.WriteMemberString(r2Name, p.name)
		s.WriteMemberString(r2Species, p.species)
		s.WriteMemberInt64(r2Age, p.age)
		s.WriteObjectEnd()
	}
	s.WriteArrayEnd()
	s.WriteObjectEnd()
}

func TestWriteRecord2MembersMatches(t *testing.T) {
	s := NewStreamBytes(nil)
	writeRecord2Members(s)
	if err := s.Close(); err != nil || string(s.Buffer()) != record2Encoded {
		t.Fatalf("got %s, %v", s.Buffer(), err)
	}
}

// BenchmarkStreamRecord2Members writes record2's shape through the generated-code
// path (pre-encoded names, WriteMember calls) appending to a reused byte slice.
func BenchmarkStreamRecord2Members(b *testing.B) {
	s := NewStreamBytes(nil)
	var out []byte
	b.SetBytes(int64(len(record2Encoded)))
	b.ReportAllocs()
	for b.Loop() {
		s.ResetBytes(out[:0])
		writeRecord2Members(s)
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
		out = s.Buffer()
	}
}
