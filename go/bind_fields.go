package riffle

import (
	"cmp"
	"reflect"
	"slices"
	"strings"
	"unicode"
)

// Struct fields as encoding/json sees them: the exported fields and the fields
// promoted from embedded structs, named by their tags, with Go's visibility rules
// amended as encoding/json amends them (a tagged field dominates untagged ones at
// the same depth; two fields that tie are both dropped, silently).

// boundField is one JSON member of a struct type.
type boundField struct {
	name      string
	tagged    bool
	index     []int        // the reflect index path from the outer struct
	typ       reflect.Type // the field's type
	omitEmpty bool
	omitZero  bool
	quoted    bool // the ",string" option applies (a bool, number or string field)
}

// parseTag splits a struct tag's json value into its name and its options.
func parseTag(tag string) (name string, opts string) {
	name, opts, _ = strings.Cut(tag, ",")
	return name, opts
}

// hasTagOption reports whether the comma-separated options contain opt.
func hasTagOption(opts, opt string) bool {
	for opts != "" {
		var o string
		o, opts, _ = strings.Cut(opts, ",")
		if o == opt {
			return true
		}
	}
	return false
}

// isValidTagName reports whether a tag name is usable as a member name, by
// encoding/json's rule: letters, digits and ASCII punctuation except quotes,
// backslash and comma.
func isValidTagName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
}

// quotable reports whether the ",string" option applies to a field of type t.
func quotable(t reflect.Type) bool {
	if t.Name() == "" && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Bool,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.String:
		return true
	}
	return false
}

// structFields returns the members of struct type t in encoding/json's order: a
// breadth-first walk of the embedded structs, then the dominance rules, then the
// order of the index paths.
func structFields(t reflect.Type) []boundField {
	type level struct {
		typ   reflect.Type
		index []int
	}
	var current []level
	next := []level{{typ: t}}
	var count, nextCount map[reflect.Type]int
	visited := map[reflect.Type]bool{}
	var fields []boundField

	for len(next) > 0 {
		current, next = next, current[:0]
		count, nextCount = nextCount, map[reflect.Type]int{}
		for _, f := range current {
			if visited[f.typ] {
				continue
			}
			visited[f.typ] = true
			for i := 0; i < f.typ.NumField(); i++ {
				sf := f.typ.Field(i)
				if sf.Anonymous {
					et := sf.Type
					if et.Kind() == reflect.Pointer {
						et = et.Elem()
					}
					if !sf.IsExported() && et.Kind() != reflect.Struct {
						continue
					}
				} else if !sf.IsExported() {
					continue
				}
				tag := sf.Tag.Get("json")
				if tag == "-" {
					continue
				}
				name, opts := parseTag(tag)
				if !isValidTagName(name) {
					name = ""
				}
				index := append(slices.Clip(f.index), i)
				ft := sf.Type
				if ft.Name() == "" && ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if name != "" || !sf.Anonymous || ft.Kind() != reflect.Struct {
					tagged := name != ""
					if name == "" {
						name = sf.Name
					}
					fields = append(fields, boundField{
						name:      name,
						tagged:    tagged,
						index:     index,
						typ:       sf.Type,
						omitEmpty: hasTagOption(opts, "omitempty"),
						omitZero:  hasTagOption(opts, "omitzero"),
						quoted:    hasTagOption(opts, "string") && quotable(sf.Type),
					})
					if count[f.typ] > 1 {
						// Two copies at this depth annihilate each other in the
						// dominance step below.
						fields = append(fields, fields[len(fields)-1])
					}
					continue
				}
				nextCount[ft]++
				if nextCount[ft] == 1 {
					next = append(next, level{typ: ft, index: index})
				}
			}
		}
	}

	slices.SortFunc(fields, func(a, b boundField) int {
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		if c := cmp.Compare(len(a.index), len(b.index)); c != 0 {
			return c
		}
		if a.tagged != b.tagged {
			if a.tagged {
				return -1
			}
			return +1
		}
		return slices.Compare(a.index, b.index)
	})
	out := fields[:0]
	for advance, i := 0, 0; i < len(fields); i += advance {
		for advance = 1; i+advance < len(fields) && fields[i+advance].name == fields[i].name; advance++ {
		}
		group := fields[i : i+advance]
		if len(group) > 1 && len(group[0].index) == len(group[1].index) && group[0].tagged == group[1].tagged {
			continue // a tie at the shallowest depth: no field gets the name
		}
		out = append(out, group[0])
	}
	slices.SortFunc(out, func(a, b boundField) int { return slices.Compare(a.index, b.index) })
	return out
}
