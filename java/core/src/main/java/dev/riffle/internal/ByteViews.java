package dev.riffle.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Little-endian views of a {@code byte[]} as longs, ints and shorts (the JDK's
 * {@link MethodHandles#byteArrayViewVarHandle}), and the SWAR constants used with them:
 * one 8-byte load or store instead of eight byte accesses. Internal to Riffle: the package
 * is not exported by the module, and the class may change without notice.
 */
public final class ByteViews {
    /** Eight bytes of a byte[] as one little-endian long. */
    public static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Four bytes of a byte[] as one little-endian int. */
    public static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    /** Two bytes of a byte[] as one little-endian short. */
    public static final VarHandle SHORTS = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    /** 0x01 in every byte of a long. */
    public static final long ONES = 0x0101010101010101L;
    /** 0x80 (the top bit) in every byte of a long. */
    public static final long HIGHS = 0x8080808080808080L;

    private ByteViews() {
    }
}
