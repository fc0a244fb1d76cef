/**
 * Riffle core: the strict validator, the pull parser ({@code JsonIterator}) and the
 * writer ({@code JsonStream}) over UTF-8 bytes. No runtime dependencies.
 */
module dev.riffle.core {
    exports dev.riffle;
}
