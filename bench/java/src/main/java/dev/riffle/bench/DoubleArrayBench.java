package dev.riffle.bench;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.riffle.EncodedName;
import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bench.model.DoubleArrayObj;
import dev.riffle.bench.pb.ScenarioProto.DoubleArrayMsg;

/** Scenario "Double Array": a double[] of ten values with up to 8 significant digits. */
public class DoubleArrayBench extends EncodeScenarioBench<DoubleArrayObj> {
    static final double[] VALUES = {31.415926, 61.415923, 31.415269, 53.141926, 13.145926,
        43.115926, 31.419265, 23.141596, 43.161592, 0.112};

    @Override protected Class<DoubleArrayObj> type() { return DoubleArrayObj.class; }
    @Override protected Class<?> generatedType() { return dev.riffle.bench.model.generated.DoubleArrayObj.class; }

    @Override
    protected String jsonText() {
        StringBuilder sb = new StringBuilder("{\"field1\":[");
        for (int i = 0; i < VALUES.length; i++) sb.append(i == 0 ? "" : ",").append(VALUES[i]);
        return sb.append("]}").toString();
    }

    @Override protected DoubleArrayObj object() { DoubleArrayObj o = new DoubleArrayObj(); o.field1 = VALUES.clone(); return o; }

    @Override
    protected MessageLite message() {
        DoubleArrayMsg.Builder b = DoubleArrayMsg.newBuilder();
        for (double d : VALUES) b.addField1(d);
        return b.build();
    }

    @Override protected Parser<? extends MessageLite> readParser() { return DoubleArrayMsg.parser(); }

    static final FieldNames NAMES = FieldNames.of("field1");
    static final EncodedName F1 = EncodedName.of("field1");

    @Override
    protected DoubleArrayObj riffleRead(JsonIterator it) {
        DoubleArrayObj o = new DoubleArrayObj();
        for (int f; (f = it.nextFieldMatch(NAMES, 0)) != FieldNames.END;) {
            if (f != 0) { it.skip(); continue; }
            if (it.readNull()) { o.field1 = null; continue; }
            double[] a = new double[16];
            int n = 0;
            while (it.readArray()) {
                if (n == a.length) a = java.util.Arrays.copyOf(a, n * 2);
                a[n++] = it.readDouble();
            }
            o.field1 = n == a.length ? a : java.util.Arrays.copyOf(a, n);
        }
        it.finish();
        return o;
    }

    @Override
    protected void riffleWrite(JsonStream s, DoubleArrayObj o) {
        s.writeObjectStart();
        s.writeField(F1);
        if (o.field1 == null) {
            s.writeNull();
        } else {
            s.writeArrayStart();
            for (double d : o.field1) s.writeDouble(d);
            s.writeArrayEnd();
        }
        s.writeObjectEnd();
    }
}
