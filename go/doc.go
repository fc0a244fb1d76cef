// Package riffle reads and writes JSON (RFC 8259) strictly and fast.
//
// The package has two layers that keep their own words (see docs/design/architecture.md):
//
//   - the syntactic layer reads and writes JSON text: [Valid] and [Validate] check a
//     document, the Iterator pulls values from bytes or an io.Reader, and the Stream
//     writes them to a buffer or an io.Writer;
//   - the bind layer (a later package) marshals and unmarshals typed Go values on top
//     of the Iterator and the Stream. What a codec needs from the Iterator beyond the
//     typed reads (Fail, Pointer, Recover, NameSet, Mark and Rewind) is described in
//     docs/design/binder-hooks.md.
//
// Every option lives in a [Config] value; there is no global mutable state. Every error
// is an [*Error] with a kind, a byte offset and a JSON Pointer.
package riffle
