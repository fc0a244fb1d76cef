package shop;

import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bind.Codec;
import java.util.Locale;

/** Reads and writes a String in upper case: a per-property codec. */
public final class UpperCodec implements Codec<String> {
    @Override
    public String read(JsonIterator in) {
        return in.readString().toUpperCase(Locale.ROOT);
    }

    @Override
    public void write(JsonStream out, String value) {
        out.writeString(value.toUpperCase(Locale.ROOT));
    }
}
