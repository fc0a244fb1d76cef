package dev.riffle.bench;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.riffle.EncodedName;
import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bench.model.IntObj;
import dev.riffle.bench.pb.ScenarioProto.IntMsg;

/** Scenario "Integer": one int field, {"field1":31415926}. */
public class IntegerBench extends EncodeScenarioBench<IntObj> {
    static final int VALUE = 31415926;

    @Override protected Class<IntObj> type() { return IntObj.class; }
    @Override protected Class<?> generatedType() { return dev.riffle.bench.model.generated.IntObj.class; }
    @Override protected String jsonText() { return "{\"field1\":" + VALUE + "}"; }
    @Override protected IntObj object() { IntObj o = new IntObj(); o.field1 = VALUE; return o; }
    @Override protected MessageLite message() { return IntMsg.newBuilder().setField1(VALUE).build(); }
    @Override protected Parser<? extends MessageLite> readParser() { return IntMsg.parser(); }

    static final FieldNames NAMES = FieldNames.of("field1");
    static final EncodedName F1 = EncodedName.of("field1");

    @Override
    protected IntObj riffleRead(JsonIterator it) {
        IntObj o = new IntObj();
        for (int f; (f = it.nextFieldMatch(NAMES, 0)) != FieldNames.END;) {
            if (f == 0) o.field1 = it.readInt(); else it.skip();
        }
        it.finish();
        return o;
    }

    @Override
    protected void riffleWrite(JsonStream s, IntObj o) {
        s.writeObjectStart();
        s.writeField(F1);
        s.writeInt(o.field1);
        s.writeObjectEnd();
    }
}
