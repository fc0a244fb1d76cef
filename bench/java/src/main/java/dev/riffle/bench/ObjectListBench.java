package dev.riffle.bench;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.riffle.EncodedName;
import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bench.model.Element;
import dev.riffle.bench.model.ObjectListObj;
import dev.riffle.bench.pb.ScenarioProto.ObjectListMsg;
import java.util.ArrayList;
import java.util.List;

/** Scenario "Object List": 16 objects {"field1":"1"} .. {"field1":"4"}, four times. */
public class ObjectListBench extends EncodeScenarioBench<ObjectListObj> {
    static List<String> values() {
        List<String> l = new ArrayList<>();
        for (int r = 0; r < 4; r++) for (int i = 1; i <= 4; i++) l.add(Integer.toString(i));
        return l;
    }

    @Override protected Class<ObjectListObj> type() { return ObjectListObj.class; }
    @Override protected Class<?> generatedType() { return dev.riffle.bench.model.generated.ObjectListObj.class; }

    @Override
    protected String jsonText() {
        StringBuilder sb = new StringBuilder("{\"field1\":[");
        List<String> v = values();
        for (int i = 0; i < v.size(); i++) sb.append(i == 0 ? "" : ",").append("{\"field1\":\"").append(v.get(i)).append("\"}");
        return sb.append("]}").toString();
    }

    @Override
    protected ObjectListObj object() {
        ObjectListObj o = new ObjectListObj();
        o.field1 = new ArrayList<>();
        for (String s : values()) { Element e = new Element(); e.field1 = s; o.field1.add(e); }
        return o;
    }

    @Override
    protected MessageLite message() {
        ObjectListMsg.Builder b = ObjectListMsg.newBuilder();
        for (String s : values()) b.addField1(ObjectListMsg.Element.newBuilder().setField1(s));
        return b.build();
    }

    @Override protected Parser<? extends MessageLite> readParser() { return ObjectListMsg.parser(); }

    static final FieldNames NAMES = FieldNames.of("field1");
    static final EncodedName F1 = EncodedName.of("field1");

    @Override
    protected ObjectListObj riffleRead(JsonIterator it) {
        ObjectListObj o = new ObjectListObj();
        for (int f; (f = it.nextFieldMatch(NAMES, 0)) != FieldNames.END;) {
            if (f != 0) { it.skip(); continue; }
            if (it.readNull()) { o.field1 = null; continue; }
            List<Element> l = new ArrayList<>();
            while (it.readArray()) {
                if (it.readNull()) { l.add(null); continue; }
                Element e = new Element();
                for (int g; (g = it.nextFieldMatch(NAMES, 0)) != FieldNames.END;) {
                    if (g == 0) e.field1 = it.readNull() ? null : it.readString(); else it.skip();
                }
                l.add(e);
            }
            o.field1 = l;
        }
        it.finish();
        return o;
    }

    @Override
    protected void riffleWrite(JsonStream s, ObjectListObj o) {
        s.writeObjectStart();
        s.writeField(F1);
        if (o.field1 == null) {
            s.writeNull();
        } else {
            s.writeArrayStart();
            for (Element e : o.field1) {
                if (e == null) { s.writeNull(); continue; }
                s.writeObjectStart();
                s.writeField(F1);
                str(s, e.field1);
                s.writeObjectEnd();
            }
            s.writeArrayEnd();
        }
        s.writeObjectEnd();
    }
}
