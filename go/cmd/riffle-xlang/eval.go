package main

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"testing/iotest"

	riffle "github.com/riffle-json/riffle/go"
)

// limits are the reader limits of one evaluation; 0 keeps a limit's default.
type limits struct {
	depth, stringBytes, numberBytes int
}

// evalBatch writes one result line per hex input line (see the package comment).
func evalBatch(in *os.File, out io.Writer, lim limits) error {
	cfg := riffle.Config{MaxDepth: lim.depth, MaxStringBytes: lim.stringBytes, MaxNumberBytes: lim.numberBytes}
	w := bufio.NewWriterSize(out, 1<<16)
	err := readLines(in, func(line string) error {
		data, err := hex.DecodeString(line)
		if err != nil {
			return err
		}
		w.WriteString(evalOne(cfg, data))
		return w.WriteByte('\n')
	})
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	return err
}

// evalOne returns the result line of one input.
func evalOne(cfg riffle.Config, data []byte) string {
	v := result(cfg.Validate(data))
	small := cfg
	small.ReadBufferSize = 16
	it := small.NewIteratorReader(iotest.HalfReader(bytes.NewReader(data)))
	it.Skip()
	r := result(it.Finish())
	return "v=" + v + " r=" + r + " w=" + walkResult(cfg, data)
}

// result formats an outcome: "ok" or "kind@offset:pointer" (the pointer's bytes in hex).
func result(err error) string {
	if err == nil {
		return "ok"
	}
	var e *riffle.Error
	if !errors.As(err, &e) {
		return "foreign-error:" + strconv.Quote(err.Error())
	}
	return fmt.Sprintf("%s@%d:%s", e.Kind, e.Offset, hex.EncodeToString([]byte(e.Pointer)))
}

// walkResult reads data with the typed reads and writes it again with a Stream: on
// success "ok:<hex of the Stream output>:<hex of the float64 readings>", else the error.
func walkResult(cfg riffle.Config, data []byte) string {
	it := cfg.NewIterator(data)
	// The writers have no depth limit: the reader's limit is the one under test, and
	// a writer error would surface differently (Go records it, Java throws at once).
	wcfg := cfg
	wcfg.MaxDepth = -1
	out := wcfg.NewStream(nil)
	floats := wcfg.NewStream(nil)
	floats.WriteArrayStart()
	copyValue(it, out, floats, cfg)
	floats.WriteArrayEnd()
	if err := it.Finish(); err != nil {
		return result(err)
	}
	if err := out.Err(); err != nil {
		return "stream-" + result(err)
	}
	return "ok:" + hex.EncodeToString(out.Buffer()) + ":" + hex.EncodeToString(floats.Buffer())
}

// copyValue copies one value from it to out; every number also goes to floats as its
// float64 reading (or the string "range"). Recursion depth is bounded by MaxDepth.
func copyValue(it *riffle.Iterator, out, floats *riffle.Stream, cfg riffle.Config) {
	switch it.WhatIsNext() {
	case riffle.ObjectValue:
		out.WriteObjectStart()
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			out.WriteObjectField(string(name))
			copyValue(it, out, floats, cfg)
		}
		out.WriteObjectEnd()
	case riffle.ArrayValue:
		out.WriteArrayStart()
		for it.ReadArray() {
			copyValue(it, out, floats, cfg)
		}
		out.WriteArrayEnd()
	case riffle.StringValue:
		out.WriteString(it.ReadString())
	case riffle.NumberValue:
		text := it.ReadNumber()
		out.WriteRaw([]byte(text))
		num := cfg.NewIteratorString(text)
		if f := num.ReadFloat64(); num.Finish() == nil {
			floats.WriteFloat64(f)
		} else {
			floats.WriteString("range")
		}
	case riffle.BoolValue:
		out.WriteBool(it.ReadBool())
	case riffle.NilValue:
		it.ReadNil()
		out.WriteNil()
	default:
		it.Skip() // invalid: records the error
	}
}
