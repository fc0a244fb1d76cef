package shop;

import dev.riffle.ErrorKind;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.ValueType;
import dev.riffle.bind.Codec;

/** An int written as a hex string ("0x1f"), read from one or from a number: a per-property codec of a primitive. */
public final class HexCodec implements Codec<Integer> {
    @Override
    public Integer read(JsonIterator in) {
        if (in.whatIsNext() != ValueType.STRING) {
            return in.readInt();
        }
        String s = in.readString();
        if (!s.startsWith("0x")) {
            throw in.fail(ErrorKind.INVALID_VALUE, "not a hex number: " + s);
        }
        return Integer.parseUnsignedInt(s.substring(2), 16);
    }

    @Override
    public void write(JsonStream out, Integer value) {
        out.writeString("0x" + Integer.toHexString(value));
    }

    @Override
    public Integer nullValue() {
        return 0;
    }
}
