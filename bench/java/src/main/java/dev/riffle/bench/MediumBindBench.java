package dev.riffle.bench;

import dev.riffle.bench.model.MediumDoc;

/** Bind seed-go medium-payload.json to the members MediumPayloadBench reads by hand ({@link MediumDoc}; see {@link PayloadBindBench}). */
public class MediumBindBench extends PayloadBindBench<MediumDoc> {
    private static final Codecs<MediumDoc> CODECS = new Codecs<>(MediumDoc.class);

    @Override protected String file() { return "seed-go/medium-payload.json"; }
    @Override protected Class<MediumDoc> model() { return MediumDoc.class; }
    @Override protected Class<?> generatedModel() { return dev.riffle.bench.model.generated.MediumDoc.class; }
    @Override protected Codecs<MediumDoc> codecs() { return CODECS; }
}
