package dev.riffle.bench;

import dev.riffle.bench.model.SmallDoc;

/** Bind seed-go small-payload.json to the members SmallPayloadBench reads by hand ({@link SmallDoc}; see {@link PayloadBindBench}). */
public class SmallBindBench extends PayloadBindBench<SmallDoc> {
    private static final Codecs<SmallDoc> CODECS = new Codecs<>(SmallDoc.class);

    @Override protected String file() { return "seed-go/small-payload.json"; }
    @Override protected Class<SmallDoc> model() { return SmallDoc.class; }
    @Override protected Class<?> generatedModel() { return dev.riffle.bench.model.generated.SmallDoc.class; }
    @Override protected Codecs<SmallDoc> codecs() { return CODECS; }
}
