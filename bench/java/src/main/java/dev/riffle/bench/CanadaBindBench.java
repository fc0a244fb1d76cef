package dev.riffle.bench;

import dev.riffle.bench.model.canada.Canada;

/** Bind corpus/canada.json to its full model ({@link Canada}) and back (see {@link CorpusBindBench}). */
public class CanadaBindBench extends CorpusBindBench<Canada> {
    private static final Codecs<Canada> CODECS = new Codecs<>(Canada.class);

    @Override protected String file() { return "corpus/canada.json"; }
    @Override protected Class<Canada> model() { return Canada.class; }
    @Override protected Class<?> generatedModel() { return dev.riffle.bench.model.generated.canada.Canada.class; }
    @Override protected Codecs<Canada> codecs() { return CODECS; }
}
