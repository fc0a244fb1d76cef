package dev.riffle.bench.model.generated;

/** The generated-codec copy of {@link dev.riffle.bench.model.ObjectListObj}; {@link Element} is reached from it. */
@dev.riffle.bind.annotation.JsonGenerate
public record ObjectListObj(java.util.List<Element> field1) {}
