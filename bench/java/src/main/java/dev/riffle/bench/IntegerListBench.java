package dev.riffle.bench;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.riffle.EncodedName;
import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bench.model.IntListObj;
import dev.riffle.bench.pb.ScenarioProto.IntListMsg;
import java.util.ArrayList;
import java.util.List;

/** Scenario "Integer List": a list of 16 small ints (321, 123, 132, 312, four times). */
public class IntegerListBench extends EncodeScenarioBench<IntListObj> {
    static List<Integer> values() {
        List<Integer> l = new ArrayList<>();
        for (int r = 0; r < 4; r++) { l.add(321); l.add(123); l.add(132); l.add(312); }
        return l;
    }

    @Override protected Class<IntListObj> type() { return IntListObj.class; }
    @Override protected Class<?> generatedType() { return dev.riffle.bench.model.generated.IntListObj.class; }

    @Override
    protected String jsonText() {
        StringBuilder sb = new StringBuilder("{\"field1\":[");
        List<Integer> v = values();
        for (int i = 0; i < v.size(); i++) sb.append(i == 0 ? "" : ",").append(v.get(i));
        return sb.append("]}").toString();
    }

    @Override protected IntListObj object() { IntListObj o = new IntListObj(); o.field1 = values(); return o; }
    @Override protected MessageLite message() { return IntListMsg.newBuilder().addAllField1(values()).build(); }
    @Override protected Parser<? extends MessageLite> readParser() { return IntListMsg.parser(); }

    static final FieldNames NAMES = FieldNames.of("field1");
    static final EncodedName F1 = EncodedName.of("field1");

    @Override
    protected IntListObj riffleRead(JsonIterator it) {
        IntListObj o = new IntListObj();
        for (int f; (f = it.nextFieldMatch(NAMES, 0)) != FieldNames.END;) {
            if (f != 0) { it.skip(); continue; }
            if (it.readNull()) { o.field1 = null; continue; }
            List<Integer> l = new ArrayList<>();
            while (it.readArray()) l.add(it.readNull() ? null : it.readInt());
            o.field1 = l;
        }
        it.finish();
        return o;
    }

    @Override
    protected void riffleWrite(JsonStream s, IntListObj o) {
        s.writeObjectStart();
        s.writeField(F1);
        if (o.field1 == null) {
            s.writeNull();
        } else {
            s.writeArrayStart();
            for (Integer v : o.field1) {
                if (v == null) s.writeNull(); else s.writeInt(v);
            }
            s.writeArrayEnd();
        }
        s.writeObjectEnd();
    }
}
