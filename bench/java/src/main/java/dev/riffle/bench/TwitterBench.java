package dev.riffle.bench;

/** Skip, validate and write corpus/twitter.json (see {@link CorpusBench}). */
public class TwitterBench extends CorpusBench {
    @Override
    protected String file() {
        return "corpus/twitter.json";
    }
}
