package benchgo

import riffle "github.com/riffle-json/riffle/go"

// Riffle's decode-by-binding rows: riffle.Unmarshal and Fastest().Unmarshal into the
// same targets as the peers' reflection decoders (unmarshalers), with the same work per
// operation: the target is reset to its zero value and decoded into, so every map,
// slice, string and pointer of the result is allocated per op, as in the peers' rows;
// nothing the peers do not reuse is reused (Riffle's own pooled decode state is
// internal to each call, like encoding/json's).
//
// The API names say which peer mode each row is set against, in the words the peers'
// rows use: "unmarshal-std-compatible" (riffle.Unmarshal, the Compatible preset) against
// encoding/json, jsoniter reflect-std-compatible and sonic config-std;
// "unmarshal-fastest" (riffle.Fastest().Unmarshal) against jsoniter reflect-fastest
// and sonic config-fastest. The values decoded are the same; what Fastest does
// differently for memory is that it packs decoded strings of up to 64 bytes into shared
// 1 KiB blocks (BindConfig.PackStrings) where Compatible allocates each one, as
// encoding/json and goccy do; sonic's default and fastest configs go further and point
// their strings into a copy of the whole input. Both Riffle rows are reported, so a
// reader can compare like with like. Both decode numbers in `any` as float64, as encoding/json
// does, so every row is checked against encoding/json's answer before it is timed.
//
// sonic's config-fastest also skips what no field takes without validating it
// (NoValidateJSONSkip); "unmarshal-fastest(unchecked-skip)" is Fastest with
// Config.UncheckedSkip, which does the same, and is set against that row alone
// (bench/go_bind_targets.py). It has no generic row: decoding into `any` skips nothing.

// uncheckedSkipAPI names the Fastest-with-UncheckedSkip rows.
const uncheckedSkipAPI = "unmarshal-fastest(unchecked-skip)"

// riffleUnmarshalers lists Riffle's bind-layer decoders, named for the peer mode they
// compare with.
func riffleUnmarshalers() []unmarshaler {
	fastest := riffle.Fastest()
	unchecked := riffle.Fastest()
	unchecked.UncheckedSkip = true
	return []unmarshaler{
		{LibRiffle, "unmarshal-std-compatible", riffle.Unmarshal},
		{LibRiffle, "unmarshal-fastest", fastest.Unmarshal},
		{LibRiffle, uncheckedSkipAPI, unchecked.Unmarshal},
	}
}

// riffleUnmarshalRows makes one row per Riffle decoder that decodes data into *dst
// (reset to its zero value first) and checks the result with check. A generic
// ("generic" op) row's API ends in "(any)", as the peers' generic rows do.
func riffleUnmarshalRows[T any](workload, op string, data []byte, dst *T, check func() error) []Case {
	var cs []Case
	for _, u := range riffleUnmarshalers() {
		api := u.api
		if op == "generic" {
			if api == uncheckedSkipAPI {
				continue
			}
			api += "(any)"
		}
		cs = append(cs, Case{Workload: workload, Op: op, Lib: u.lib, API: api, Bytes: int64(len(data)),
			Run:     func() error { var zero T; *dst = zero; return u.fn(data, dst) },
			Check:   check,
			Release: func() { var zero T; *dst = zero }})
	}
	return cs
}

// riffleGenericRows decode corpus file f into `any`, checked against encoding/json's
// generic tree (float64 numbers).
func riffleGenericRows(f string, data []byte, r *Refs) []Case {
	var v any
	return riffleUnmarshalRows(f, "generic", data, &v, func() error { return equal(v, r.Generic(f)) })
}

// riffleStructRows decode corpus file f into a T, checked against encoding/json's
// decode of the same file into a T (built on first use, like the peers' references).
func riffleStructRows[T any](f string, data []byte, want func() *T) []Case {
	var v T
	return riffleUnmarshalRows(f, "struct", data, &v, func() error { return equal(v, *want()) })
}
