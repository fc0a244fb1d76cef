package dev.riffle.bench;

/** Skip, validate and write corpus/citm_catalog.json (see {@link CorpusBench}). */
public class CitmCatalogBench extends CorpusBench {
    @Override
    protected String file() {
        return "corpus/citm_catalog.json";
    }
}
