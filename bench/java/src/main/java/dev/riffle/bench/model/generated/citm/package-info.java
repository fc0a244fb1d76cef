/**
 * The citm model: Java records covering every member of {@code corpus/citm_catalog.json}, bound by the
 * bind benchmark of that document (Riffle's {@code bind=generated} rows). Copies of {@code dev.riffle.bench.model.citm} marked
 * {@code @JsonGenerate} (riffle-processor generates their codecs at compile time); they carry only
 * Riffle's annotations.
 */
package dev.riffle.bench.model.generated.citm;
