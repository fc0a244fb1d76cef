/**
 * The twitter model: Java records covering every member of {@code corpus/twitter.json}, bound by the
 * bind benchmark of that document (Riffle's {@code bind=runtime} rows and every peer). A member that holds only null in the document is an
 * {@code Object}; one that is sometimes absent is a reference type (null when absent). Each
 * record carries the peers' annotations (avaje {@code @Json}, fastjson2 {@code @JSONType} with
 * declaration order, dsl-json {@code @CompiledJson}); a member whose name is a Java keyword
 * ({@code protected}), or that starts with {@code is} (which dsl-json takes for a boolean getter),
 * has another Java name and its JSON name in every library's annotation, Riffle's {@code @JsonName} included.
 */
package dev.riffle.bench.model.twitter;
