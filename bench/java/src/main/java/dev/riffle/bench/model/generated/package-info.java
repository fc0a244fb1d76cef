/**
 * Copies of the bound models of {@code dev.riffle.bench.model} (Record2, SmallDoc, MediumDoc, the classes of the jsoniter scenarios)
 * marked {@code @JsonGenerate}, for Riffle's {@code bind=generated} rows: riffle-processor generates their codecs at
 * compile time. The peers keep binding the original classes, which carry no Riffle
 * annotation, so Riffle's {@code bind=runtime} rows bind those with run-time codecs.
 */
package dev.riffle.bench.model.generated;
