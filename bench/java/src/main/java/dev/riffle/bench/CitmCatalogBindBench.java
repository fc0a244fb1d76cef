package dev.riffle.bench;

import dev.riffle.bench.model.citm.CitmCatalog;

/** Bind corpus/citm_catalog.json to its full model ({@link CitmCatalog}) and back (see {@link CorpusBindBench}). */
public class CitmCatalogBindBench extends CorpusBindBench<CitmCatalog> {
    private static final Codecs<CitmCatalog> CODECS = new Codecs<>(CitmCatalog.class);

    @Override protected String file() { return "corpus/citm_catalog.json"; }
    @Override protected Class<CitmCatalog> model() { return CitmCatalog.class; }
    @Override protected Class<?> generatedModel() { return dev.riffle.bench.model.generated.citm.CitmCatalog.class; }
    @Override protected Codecs<CitmCatalog> codecs() { return CODECS; }
}
