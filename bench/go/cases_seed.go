package benchgo

import (
	"fmt"

	"github.com/buger/jsonparser"
	"github.com/bytedance/sonic"
	jsonexp "github.com/go-json-experiment/json"
	goccy "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/mailru/easyjson"
	segjson "github.com/segmentio/encoding/json"
)

// unmarshaler is one library's reflection (or generated) decoder.
type unmarshaler struct {
	lib, api string
	fn       func([]byte, any) error
}

// unmarshalers lists the peers that decode into a Go value. stdUnmarshalers (in
// std_v1.go / std_v2.go) adds encoding/json, which depends on GOEXPERIMENT.
func unmarshalers() []unmarshaler {
	u := stdUnmarshalers()
	return append(u,
		unmarshaler{LibJsoniter, "reflect-default", jsoniter.ConfigDefault.Unmarshal},
		unmarshaler{LibJsoniter, "reflect-std-compatible", jsoniter.ConfigCompatibleWithStandardLibrary.Unmarshal},
		unmarshaler{LibJsoniter, "reflect-fastest", jsoniter.ConfigFastest.Unmarshal},
		unmarshaler{LibGoccy, "unmarshal", goccy.Unmarshal},
		unmarshaler{LibSonic, "default", sonic.Unmarshal},
		unmarshaler{LibSonic, "config-std", sonic.ConfigStd.Unmarshal},
		unmarshaler{LibSonic, "config-fastest", sonic.ConfigFastest.Unmarshal},
		unmarshaler{LibSegmentio, "unmarshal", segjson.Unmarshal},
		unmarshaler{LibJSONExp, "unmarshal", func(b []byte, v any) error { return jsonexp.Unmarshal(b, v) }},
	)
}

// easyjsonUnmarshal decodes with the generated code in types_easyjson.go.
func easyjsonUnmarshal(b []byte, v any) error {
	u, ok := v.(easyjson.Unmarshaler)
	if !ok {
		return fmt.Errorf("%T has no generated easyjson decoder", v)
	}
	return easyjson.Unmarshal(b, u)
}

func seedCases(d *Data, r *Refs) []Case {
	var cs []Case
	n := func(b []byte) int64 { return int64(len(b)) }
	// Small: bind uuid, tz, ua, st.
	{
		var got SmallPayload
		check := func() error { return equal(got, r.Small) }
		paths := [][]string{{"uuid"}, {"tz"}, {"ua"}, {"st"}}
		cs = append(cs, Case{Workload: "small", Op: "decode", Lib: LibJsonparser, API: "EachKey", Bytes: n(d.Small),
			Run: func() error {
				got = SmallPayload{}
				var ferr error
				jsonparser.EachKey(d.Small, func(idx int, v []byte, _ jsonparser.ValueType, err error) {
					if err != nil {
						ferr = err
						return
					}
					switch idx {
					case 0:
						got.Uuid, err = jsonparser.ParseString(v)
					case 1:
						got.Tz, err = parseInt(v)
					case 2:
						got.Ua, err = jsonparser.ParseString(v)
					case 3:
						got.St, err = parseInt(v)
					}
					if err != nil {
						ferr = err
					}
				}, paths...)
				return ferr
			}, Check: check})
		it := jsoniter.NewIterator(jsoniter.ConfigFastest)
		cs = append(cs, Case{Workload: "small", Op: "decode", Lib: LibJsoniter, API: "iterator(fastest)", Bytes: n(d.Small),
			Run: func() error {
				it.ResetBytes(d.Small)
				it.Error = nil
				got = SmallPayload{}
				for f := it.ReadObject(); f != ""; f = it.ReadObject() {
					switch f {
					case "uuid":
						got.Uuid = it.ReadString()
					case "tz":
						got.Tz = it.ReadInt()
					case "ua":
						got.Ua = it.ReadString()
					case "st":
						got.St = it.ReadInt()
					default:
						it.Skip()
					}
				}
				return it.Error
			}, Check: check})
		cs = append(cs, riffleSmall(d, &got, check))
		cs = append(cs, bindRows("small", d.Small, &got, check)...)
		cs = append(cs, riffleUnmarshalRows("small", "decode", d.Small, &got, check)...)
	}
	// Medium: bind person.name.fullName, person.github.followers, avatars[*].url.
	{
		var got MediumPayload
		check := func() error { return equal(got, r.Medium) }
		paths := [][]string{{"person", "name", "fullName"}, {"person", "github", "followers"}, {"person", "gravatar", "avatars"}}
		cs = append(cs, Case{Workload: "medium", Op: "decode", Lib: LibJsonparser, API: "EachKey", Bytes: n(d.Medium),
			Run: func() error {
				p := &CBPerson{Name: &CBName{}, Github: &CBGithub{}, Gravatar: &CBGravatar{}}
				got = MediumPayload{Person: p}
				var ferr error
				jsonparser.EachKey(d.Medium, func(idx int, v []byte, _ jsonparser.ValueType, err error) {
					if err == nil {
						switch idx {
						case 0:
							p.Name.FullName, err = jsonparser.ParseString(v)
						case 1:
							p.Github.Followers, err = parseInt(v)
						case 2:
							_, err = jsonparser.ArrayEach(v, func(av []byte, _ jsonparser.ValueType, _ int, aerr error) {
								if aerr != nil {
									ferr = aerr
									return
								}
								u, aerr := jsonparser.GetString(av, "url")
								if aerr != nil {
									ferr = aerr
								}
								p.Gravatar.Avatars = append(p.Gravatar.Avatars, &CBAvatar{Url: u})
							})
						}
					}
					if err != nil {
						ferr = err
					}
				}, paths...)
				return ferr
			}, Check: check})
		it := jsoniter.NewIterator(jsoniter.ConfigFastest)
		cs = append(cs, Case{Workload: "medium", Op: "decode", Lib: LibJsoniter, API: "iterator(fastest)", Bytes: n(d.Medium),
			Run: func() error {
				it.ResetBytes(d.Medium)
				it.Error = nil
				got = jsoniterMedium(it)
				return it.Error
			}, Check: check})
		cs = append(cs, riffleMedium(d, &got, check))
		cs = append(cs, bindRows("medium", d.Medium, &got, check)...)
		cs = append(cs, riffleUnmarshalRows("medium", "decode", d.Medium, &got, check)...)
	}
	// Large: count the 30 elements of topics.topics.
	{
		var count int
		check := func() error { return equalInt("topics", count, r.Large) }
		cs = append(cs, Case{Workload: "large", Op: "count", Lib: LibJsonparser, API: "ArrayEach", Bytes: n(d.Large),
			Run: func() error {
				count = 0
				_, err := jsonparser.ArrayEach(d.Large, func([]byte, jsonparser.ValueType, int, error) { count++ }, "topics", "topics")
				return err
			}, Check: check})
		it := jsoniter.NewIterator(jsoniter.ConfigFastest)
		cs = append(cs, Case{Workload: "large", Op: "count", Lib: LibJsoniter, API: "iterator(fastest)", Bytes: n(d.Large),
			Run: func() error {
				it.ResetBytes(d.Large)
				it.Error = nil
				count = 0
				for f := it.ReadObject(); f != ""; f = it.ReadObject() {
					if f != "topics" {
						it.Skip()
						continue
					}
					for g := it.ReadObject(); g != ""; g = it.ReadObject() {
						if g != "topics" {
							it.Skip()
							continue
						}
						for it.ReadArray() {
							it.Skip()
							count++
						}
					}
				}
				return it.Error
			}, Check: check})
		cs = append(cs, riffleLarge(d, &count, check, false), riffleLarge(d, &count, check, true))
		var v LargePayload
		bound := func() error {
			if v.Topics == nil {
				return fmt.Errorf("topics not bound")
			}
			return equalInt("topics", len(v.Topics.Topics), r.Large)
		}
		cs = append(cs, bindRows("large", d.Large, &v, bound)...)
		cs = append(cs, riffleUnmarshalRows("large", "count", d.Large, &v, bound)...)
	}
	return cs
}

// bindRows makes one "decode into the struct" row per unmarshaler (and easyjson) for
// a pointer to a struct value; dst is reset to its zero value before each decode.
func bindRows[T any](workload string, data []byte, dst *T, check func() error) []Case {
	op := "decode"
	if workload == "large" {
		op = "count"
	}
	var cs []Case
	for _, u := range append(unmarshalers(), unmarshaler{LibEasyjson, "generated", easyjsonUnmarshal}) {
		cs = append(cs, Case{Workload: workload, Op: op, Lib: u.lib, API: u.api, Bytes: int64(len(data)),
			Run: func() error {
				var zero T
				*dst = zero
				return u.fn(data, dst)
			}, Check: check})
	}
	return cs
}

// jsoniterMedium reads the medium payload's bound fields with jsoniter's pull API.
func jsoniterMedium(it *jsoniter.Iterator) MediumPayload {
	var m MediumPayload
	for f := it.ReadObject(); f != ""; f = it.ReadObject() {
		if f != "person" {
			it.Skip()
			continue
		}
		p := &CBPerson{}
		m.Person = p
		for g := it.ReadObject(); g != ""; g = it.ReadObject() {
			switch g {
			case "name":
				p.Name = &CBName{}
				for h := it.ReadObject(); h != ""; h = it.ReadObject() {
					if h == "fullName" {
						p.Name.FullName = it.ReadString()
					} else {
						it.Skip()
					}
				}
			case "github":
				p.Github = &CBGithub{}
				for h := it.ReadObject(); h != ""; h = it.ReadObject() {
					if h == "followers" {
						p.Github.Followers = it.ReadInt()
					} else {
						it.Skip()
					}
				}
			case "gravatar":
				p.Gravatar = &CBGravatar{}
				for h := it.ReadObject(); h != ""; h = it.ReadObject() {
					if h != "avatars" {
						it.Skip()
						continue
					}
					for it.ReadArray() {
						a := &CBAvatar{}
						for k := it.ReadObject(); k != ""; k = it.ReadObject() {
							if k == "url" {
								a.Url = it.ReadString()
							} else {
								it.Skip()
							}
						}
						p.Gravatar.Avatars = append(p.Gravatar.Avatars, a)
					}
				}
			default:
				it.Skip()
			}
		}
	}
	return m
}

// parseInt parses a jsonparser number value as an int.
func parseInt(v []byte) (int, error) {
	i, err := jsonparser.ParseInt(v)
	return int(i), err
}
