// Package riffle reads and writes JSON (RFC 8259) strictly and fast.
//
// The package has two layers that keep their own words (the glossary:
// https://github.com/riffle-json/riffle/blob/main/docs/design/architecture.md):
//
//   - the syntactic layer reads and writes JSON text: [Valid] and [Validate] check a
//     document, the Iterator pulls values from bytes or an io.Reader, and the Stream
//     writes them to a buffer or an io.Writer (for a fixed shape, through its
//     [Appender], which keeps the buffer in a value passed from call to call);
//   - the bind layer marshals typed Go values on top of the Stream ([Marshal],
//     [MarshalIndent], [NewEncoder]) and unmarshals them on top of the Iterator
//     ([Unmarshal], [NewDecoder]), with encoding/json's behaviour by default
//     ([Compatible]; the differences are listed in https://github.com/riffle-json/riffle/blob/main/docs/compatibility.md).
//     What a codec needs from the Iterator beyond the typed
//     reads (Fail, Pointer, Recover, NameSet, Mark and Rewind) is described in
//     https://github.com/riffle-json/riffle/blob/main/docs/design/binder-hooks.md.
//
// Every option lives in a [Config] value; there is no global mutable state. Every error
// is an [*Error] with a kind, a byte offset and a JSON Pointer.
package riffle
