package dev.riffle.bench;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.riffle.EncodedName;
import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bench.model.TenStringsObj;
import dev.riffle.bench.pb.ScenarioProto.TenStringsMsg;

/**
 * Scenario "Object": an object of ten short ASCII string fields, field1 = "v1" ... field10 =
 * "v10" (the reference measured binding cost with short pure-ASCII string fields; the values
 * here are our own, non-empty so that protobuf has bytes to read).
 */
public class ObjectBench extends EncodeScenarioBench<TenStringsObj> {
    @Override protected Class<TenStringsObj> type() { return TenStringsObj.class; }
    @Override protected Class<?> generatedType() { return dev.riffle.bench.model.generated.TenStringsObj.class; }

    @Override
    protected String jsonText() {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 1; i <= 10; i++) {
            if (i > 1) sb.append(',');
            sb.append("\"field").append(i).append("\":\"v").append(i).append('"');
        }
        return sb.append('}').toString();
    }

    @Override
    protected TenStringsObj object() {
        TenStringsObj o = new TenStringsObj();
        o.field1 = "v1"; o.field2 = "v2"; o.field3 = "v3"; o.field4 = "v4"; o.field5 = "v5";
        o.field6 = "v6"; o.field7 = "v7"; o.field8 = "v8"; o.field9 = "v9"; o.field10 = "v10";
        return o;
    }

    @Override
    protected MessageLite message() {
        return TenStringsMsg.newBuilder().setField1("v1").setField2("v2").setField3("v3").setField4("v4")
                .setField5("v5").setField6("v6").setField7("v7").setField8("v8").setField9("v9").setField10("v10").build();
    }

    @Override protected Parser<? extends MessageLite> readParser() { return TenStringsMsg.parser(); }

    static final FieldNames NAMES = FieldNames.of("field1", "field2", "field3", "field4", "field5",
            "field6", "field7", "field8", "field9", "field10");
    static final EncodedName[] F = new EncodedName[10];
    static {
        for (int i = 0; i < 10; i++) F[i] = EncodedName.of("field" + (i + 1));
    }

    @Override
    protected TenStringsObj riffleRead(JsonIterator it) {
        TenStringsObj o = new TenStringsObj();
        int expected = 0;
        for (int i; (i = it.nextFieldMatch(NAMES, expected)) != FieldNames.END;) {
            if (i < 0) { it.skip(); continue; }
            expected = i + 1;
            String v = it.readNull() ? null : it.readString();
            switch (i) {
                case 0 -> o.field1 = v;
                case 1 -> o.field2 = v;
                case 2 -> o.field3 = v;
                case 3 -> o.field4 = v;
                case 4 -> o.field5 = v;
                case 5 -> o.field6 = v;
                case 6 -> o.field7 = v;
                case 7 -> o.field8 = v;
                case 8 -> o.field9 = v;
                default -> o.field10 = v;
            }
        }
        it.finish();
        return o;
    }

    @Override
    protected void riffleWrite(JsonStream s, TenStringsObj o) {
        s.writeObjectStart();
        s.writeField(F[0]); str(s, o.field1);
        s.writeField(F[1]); str(s, o.field2);
        s.writeField(F[2]); str(s, o.field3);
        s.writeField(F[3]); str(s, o.field4);
        s.writeField(F[4]); str(s, o.field5);
        s.writeField(F[5]); str(s, o.field6);
        s.writeField(F[6]); str(s, o.field7);
        s.writeField(F[7]); str(s, o.field8);
        s.writeField(F[8]); str(s, o.field9);
        s.writeField(F[9]); str(s, o.field10);
        s.writeObjectEnd();
    }
}
