package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	riffle "github.com/riffle-json/riffle/go"
)

// formatFile rewrites one document to stdout, indented or compact, streaming: memory
// is the read buffer, the write buffer and the largest token.
func formatFile(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("fmt", flag.ContinueOnError)
	fs.SetOutput(stderr)
	indent := fs.Int("indent", 2, "spaces per level")
	compact := fs.Bool("compact", false, "no whitespace at all")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if fs.NArg() != 1 || *indent < 0 || *indent > 16 {
		fmt.Fprint(stderr, "usage: riffle fmt [--indent N (0-16) | --compact] FILE\n")
		return exitUsage
	}
	name := fs.Arg(0)
	in, err := open(name, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "riffle: %v\n", err)
		return exitUsage
	}
	defer in.done()
	cfg := riffle.Config{ReadBufferSize: readBufferSize}
	if !*compact && *indent > 0 {
		cfg.Indent = strings.Repeat(" ", *indent)
	}
	out := bufio.NewWriterSize(stdout, 64<<10)
	it := cfg.NewIteratorReader(in.r)
	s := cfg.NewStream(out)
	copyValue(it, s)
	if err := it.Finish(); err != nil {
		s.Flush()
		out.Flush()
		return report(stderr, name+":", err)
	}
	err = s.Flush()
	if err == nil {
		err = out.WriteByte('\n')
	}
	if err := errors.Join(err, out.Flush()); err != nil {
		fmt.Fprintf(stderr, "riffle: writing: %v\n", err)
		return exitUsage
	}
	return exitOK
}

// copyValue reads one value from it and writes it to s, token by token. On a read
// error the output holds the part already formatted, left open: a prefix of the
// document, never a shorter document that looks whole. Numbers are
// copied as their exact text; strings are decoded and re-escaped, so the output is in
// Riffle's canonical escaping. It stops quietly at the first read error, which the
// caller gets from Finish.
func copyValue(it *riffle.Iterator, s *riffle.Stream) {
	switch it.WhatIsNext() {
	case riffle.ObjectValue:
		s.WriteObjectStart()
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			s.WriteObjectField(string(name))
			copyValue(it, s)
		}
		if it.Err() == nil {
			s.WriteObjectEnd()
		}
	case riffle.ArrayValue:
		s.WriteArrayStart()
		for it.ReadArray() {
			copyValue(it, s)
		}
		if it.Err() == nil {
			s.WriteArrayEnd()
		}
	case riffle.StringValue:
		s.WriteStringBytes(it.ReadStringAsSlice())
	case riffle.NumberValue:
		s.WriteNumber(it.ReadNumber())
	case riffle.BoolValue:
		s.WriteBool(it.ReadBool())
	case riffle.NilValue:
		it.ReadNil()
		s.WriteNil()
	default:
		it.Skip() // records the error at this value
	}
}
