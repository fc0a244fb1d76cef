package dev.riffle.bench;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.riffle.EncodedName;
import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bench.model.DoubleObj;
import dev.riffle.bench.pb.ScenarioProto.DoubleMsg;

/** Scenario "Double": one double field with 17 significant digits. */
public class DoubleBench extends EncodeScenarioBench<DoubleObj> {
    static final double VALUE = 24.646182098202726;

    @Override protected Class<DoubleObj> type() { return DoubleObj.class; }
    @Override protected Class<?> generatedType() { return dev.riffle.bench.model.generated.DoubleObj.class; }
    @Override protected String jsonText() { return "{\"field1\":24.646182098202726}"; }
    @Override protected DoubleObj object() { DoubleObj o = new DoubleObj(); o.field1 = VALUE; return o; }
    @Override protected MessageLite message() { return DoubleMsg.newBuilder().setField1(VALUE).build(); }
    @Override protected Parser<? extends MessageLite> readParser() { return DoubleMsg.parser(); }

    static final FieldNames NAMES = FieldNames.of("field1");
    static final EncodedName F1 = EncodedName.of("field1");

    @Override
    protected DoubleObj riffleRead(JsonIterator it) {
        DoubleObj o = new DoubleObj();
        for (int f; (f = it.nextFieldMatch(NAMES, 0)) != FieldNames.END;) {
            if (f == 0) o.field1 = it.readDouble(); else it.skip();
        }
        it.finish();
        return o;
    }

    @Override
    protected void riffleWrite(JsonStream s, DoubleObj o) {
        s.writeObjectStart();
        s.writeField(F1);
        s.writeDouble(o.field1);
        s.writeObjectEnd();
    }
}
