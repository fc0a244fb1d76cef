package dev.riffle.bench;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.riffle.bench.model.TenStringsObj;
import dev.riffle.bench.pb.ScenarioProto.TenStringsMsg;

/**
 * Scenario "Object": an object of ten short ASCII string fields, field1 = "v1" ... field10 =
 * "v10" (the reference measured binding cost with short pure-ASCII string fields; the values
 * here are our own, non-empty so that protobuf has bytes to read).
 */
public class ObjectBench extends EncodeScenarioBench<TenStringsObj> {
    @Override protected Class<TenStringsObj> type() { return TenStringsObj.class; }

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
}
