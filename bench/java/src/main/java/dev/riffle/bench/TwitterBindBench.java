package dev.riffle.bench;

import dev.riffle.bench.model.twitter.TwitterDoc;

/** Bind corpus/twitter.json to its full model ({@link TwitterDoc}) and back (see {@link CorpusBindBench}). */
public class TwitterBindBench extends CorpusBindBench<TwitterDoc> {
    private static final Codecs<TwitterDoc> CODECS = new Codecs<>(TwitterDoc.class);

    @Override protected String file() { return "corpus/twitter.json"; }
    @Override protected Class<TwitterDoc> model() { return TwitterDoc.class; }
    @Override protected Class<?> generatedModel() { return dev.riffle.bench.model.generated.twitter.TwitterDoc.class; }
    @Override protected Codecs<TwitterDoc> codecs() { return CODECS; }
}
