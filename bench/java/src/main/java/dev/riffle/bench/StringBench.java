package dev.riffle.bench;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.riffle.EncodedName;
import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bench.model.StringObj;
import dev.riffle.bench.pb.ScenarioProto.StringMsg;

/** Scenario "String": one 80-character ASCII string field (the digits 0-9, eight times). */
public class StringBench extends EncodeScenarioBench<StringObj> {
    static final String VALUE = "0123456789".repeat(8);

    @Override protected Class<StringObj> type() { return StringObj.class; }
    @Override protected Class<?> generatedType() { return dev.riffle.bench.model.generated.StringObj.class; }
    @Override protected String jsonText() { return "{\"field1\":\"" + VALUE + "\"}"; }
    @Override protected StringObj object() { StringObj o = new StringObj(); o.field1 = VALUE; return o; }
    @Override protected MessageLite message() { return StringMsg.newBuilder().setField1(VALUE).build(); }
    @Override protected Parser<? extends MessageLite> readParser() { return StringMsg.parser(); }

    static final FieldNames NAMES = FieldNames.of("field1");
    static final EncodedName F1 = EncodedName.of("field1");

    @Override
    protected StringObj riffleRead(JsonIterator it) {
        StringObj o = new StringObj();
        for (int f; (f = it.nextFieldMatch(NAMES, 0)) != FieldNames.END;) {
            if (f == 0) o.field1 = it.readNull() ? null : it.readString(); else it.skip();
        }
        it.finish();
        return o;
    }

    @Override
    protected void riffleWrite(JsonStream s, StringObj o) {
        s.writeObjectStart();
        s.writeField(F1);
        str(s, o.field1);
        s.writeObjectEnd();
    }
}
