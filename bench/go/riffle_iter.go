package benchgo

import (
	"bytes"
	"os"

	riffle "github.com/riffle-json/riffle/go"
)

// Riffle's reading rows, written by hand against the Iterator the way the jsoniter
// rows use jsoniter's pull API: one Iterator per row, Reset for each operation (as the
// jsoniter rows reuse theirs with ResetBytes).

func riffleSmall(d *Data, got *SmallPayload, check func() error) Case {
	it := riffle.NewIterator(nil)
	return Case{Workload: "small", Op: "decode", Lib: LibRiffle, API: "iterator", Bytes: int64(len(d.Small)),
		Run: func() error {
			it.Reset(d.Small)
			*got = SmallPayload{}
			for {
				name, ok := it.ReadObject()
				if !ok {
					break
				}
				switch string(name) {
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
			return it.Finish()
		}, Check: check}
}

func riffleMedium(d *Data, got *MediumPayload, check func() error) Case {
	it := riffle.NewIterator(nil)
	return Case{Workload: "medium", Op: "decode", Lib: LibRiffle, API: "iterator", Bytes: int64(len(d.Medium)),
		Run: func() error {
			it.Reset(d.Medium)
			*got = riffleReadMedium(it)
			return it.Finish()
		}, Check: check}
}

// riffleReadMedium binds the medium payload's three fields and skips the rest.
func riffleReadMedium(it *riffle.Iterator) MediumPayload {
	var m MediumPayload
	for {
		f, ok := it.ReadObject()
		if !ok {
			return m
		}
		if string(f) != "person" {
			it.Skip()
			continue
		}
		p := &CBPerson{}
		m.Person = p
		for {
			g, ok := it.ReadObject()
			if !ok {
				break
			}
			switch string(g) {
			case "name":
				p.Name = &CBName{}
				for {
					h, ok := it.ReadObject()
					if !ok {
						break
					}
					if string(h) == "fullName" {
						p.Name.FullName = it.ReadString()
					} else {
						it.Skip()
					}
				}
			case "github":
				p.Github = &CBGithub{}
				for {
					h, ok := it.ReadObject()
					if !ok {
						break
					}
					if string(h) == "followers" {
						p.Github.Followers = it.ReadInt()
					} else {
						it.Skip()
					}
				}
			case "gravatar":
				p.Gravatar = &CBGravatar{}
				for {
					h, ok := it.ReadObject()
					if !ok {
						break
					}
					if string(h) != "avatars" {
						it.Skip()
						continue
					}
					for it.ReadArray() {
						a := &CBAvatar{}
						for {
							k, ok := it.ReadObject()
							if !ok {
								break
							}
							if string(k) == "url" {
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
}

// riffleLarge counts the large payload's topics by hand; with unchecked, the Iterator
// skips containers with Config.UncheckedSkip, the work of sonic's NoValidateJSONSkip
// (bench/go_core_targets.py sets that row against sonic config-fastest alone).
func riffleLarge(d *Data, count *int, check func() error, unchecked bool) Case {
	it := riffle.Config{UncheckedSkip: unchecked}.NewIterator(nil)
	api := "iterator"
	if unchecked {
		api = "iterator(unchecked-skip)"
	}
	return Case{Workload: "large", Op: "count", Lib: LibRiffle, API: api, Bytes: int64(len(d.Large)),
		Run: func() error {
			it.Reset(d.Large)
			*count = riffleCountTopics(it)
			return it.Finish()
		}, Check: check}
}

// riffleCountTopics descends object → topics → topics and counts its elements.
func riffleCountTopics(it *riffle.Iterator) int {
	n := 0
	for {
		f, ok := it.ReadObject()
		if !ok {
			return n
		}
		if string(f) != "topics" {
			it.Skip()
			continue
		}
		for {
			g, ok := it.ReadObject()
			if !ok {
				break
			}
			if string(g) != "topics" {
				it.Skip()
				continue
			}
			for it.ReadArray() {
				it.Skip()
				n++
			}
		}
	}
}

func riffleLargeFile(open func() (*os.File, error), count *int, check func() error) Case {
	return Case{Workload: "largefile", Op: "count", Lib: LibRiffle, API: "iterator-reader-4KiB",
		Run: func() error {
			f, err := open()
			if err != nil {
				return err
			}
			defer f.Close()
			it := riffle.Config{ReadBufferSize: 4096}.NewIteratorReader(f)
			*count = 0
			for it.ReadArray() {
				it.Skip()
				*count++
			}
			return it.Finish()
		}, Check: check}
}

// riffleValidators are Riffle's whole-document checks: Validate, Valid, and one
// Iterator Skip followed by Finish (the end of the input), on the bytes in memory and
// through an io.Reader (the same bytes from a reused bytes.Reader, pulled in chunks of
// the default 16 KiB read buffer), so one run shows what reader input costs.
func riffleValidators() (validate, skip []validator) {
	it := riffle.NewIterator(nil)
	var src bytes.Reader
	itr := riffle.NewIteratorReader(&src)
	return []validator{
			{LibRiffle, "Validate", riffle.Validate},
			{LibRiffle, "Valid", func(b []byte) error { return boolErr(riffle.Valid(b)) }},
		}, []validator{{LibRiffle, "iterator.Skip", func(b []byte) error {
			it.Reset(b)
			it.Skip()
			return it.Finish()
		}}, {LibRiffle, "iterator.Skip-reader(16KiB)", func(b []byte) error {
			src.Reset(b)
			itr.ResetReader(&src)
			itr.Skip()
			return itr.Finish()
		}}}
}

func riffleValidate(f string, data []byte) []Case {
	vs, _ := riffleValidators()
	var cs []Case
	for _, v := range vs {
		var err error
		cs = append(cs, Case{Workload: f, Op: "validate", Lib: v.lib, API: v.api, Bytes: int64(len(data)),
			Run:   func() error { err = v.fn(data); return nil },
			Check: func() error { return err }})
	}
	return cs
}

// riffleSkip is Riffle's skip rows of one document: in memory and through a reader.
func riffleSkip(f string, data []byte) []Case {
	_, ss := riffleValidators()
	var cs []Case
	for _, v := range ss {
		var err error
		cs = append(cs, Case{Workload: f, Op: "skip", Lib: v.lib, API: v.api, Bytes: int64(len(data)),
			Run:   func() error { err = v.fn(data); return nil },
			Check: func() error { return err }})
	}
	return cs
}

func riffleRecord2Read(data []byte, got *Record2, check func() error) Case {
	it := riffle.NewIterator(nil)
	return Case{Workload: "record2", Op: "read", Lib: LibRiffle, API: "iterator-by-hand", Bytes: int64(len(data)),
		Run: func() error {
			it.Reset(data)
			*got = riffleReadRecord2(it)
			return it.Finish()
		}, Check: check}
}
