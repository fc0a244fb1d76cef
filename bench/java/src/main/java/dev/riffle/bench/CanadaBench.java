package dev.riffle.bench;

/** Skip, validate and write corpus/canada.json (see {@link CorpusBench}). */
public class CanadaBench extends CorpusBench {
    @Override
    protected String file() {
        return "corpus/canada.json";
    }
}
