package dev.riffle.bench;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import dev.riffle.bench.model.SkipReadObj;
import dev.riffle.bench.pb.ScenarioProto.NestedReadMsg;
import dev.riffle.bench.pb.ScenarioProto.NestedWriteMsg;
import java.util.List;

/**
 * Scenario "Skip Structure" (decode only): the document has two nested members the reader does
 * not declare (a list and an object of three lists of short strings) before the one it binds,
 * field3 = "xxxx-3". Protobuf reads a NestedReadMsg (field3 only) from a NestedWriteMsg.
 */
public class SkipStructureBench extends ScenarioBench<SkipReadObj> {
    static final List<String> FIVE = List.of("1", "2", "3", "4", "5");
    static final String LIST = "[\"1\",\"2\",\"3\",\"4\",\"5\"]";

    @Override protected Class<SkipReadObj> type() { return SkipReadObj.class; }
    @Override protected Class<?> generatedType() { return dev.riffle.bench.model.generated.SkipReadObj.class; }

    @Override
    protected String jsonText() {
        return "{\"field2\":{\"field1\":" + LIST + ",\"field2\":" + LIST + ",\"field3\":" + LIST + "},"
                + "\"field1\":" + LIST + ",\"field3\":\"xxxx-3\"}";
    }

    @Override protected SkipReadObj object() { SkipReadObj o = new SkipReadObj(); o.field3 = "xxxx-3"; return o; }

    @Override
    protected MessageLite message() {
        return NestedWriteMsg.newBuilder().addAllField1(FIVE)
                .setField2(NestedWriteMsg.Inner.newBuilder().addAllField1(FIVE).addAllField2(FIVE).addAllField3(FIVE))
                .setField3("xxxx-3").build();
    }

    @Override protected Parser<? extends MessageLite> readParser() { return NestedReadMsg.parser(); }

    @Override
    protected Object expectedRead() {
        return "xxxx-3";
    }

    @Override
    protected Object pbAnswer(Object parsed) {
        // Protobuf keeps the undeclared members as unknown fields; compare the declared one.
        return ((NestedReadMsg) parsed).getField3();
    }

    static final FieldNames NAMES = FieldNames.of("field3");

    @Override
    protected SkipReadObj riffleRead(JsonIterator it) {
        SkipReadObj o = new SkipReadObj();
        for (int f; (f = it.nextFieldMatch(NAMES, 0)) != FieldNames.END;) {
            if (f == 0) o.field3 = it.readNull() ? null : it.readString(); else it.skip();
        }
        it.finish();
        return o;
    }
}
