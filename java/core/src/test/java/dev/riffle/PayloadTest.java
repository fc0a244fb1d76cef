package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The seed-go payloads read the way json-iterator's pull benchmarks read them. */
class PayloadTest {
    static final FieldNames TOP = FieldNames.of("person", "company");
    static final FieldNames PERSON = FieldNames.of("name", "github", "gravatar");
    static final FieldNames NAME = FieldNames.of("fullName");
    static final FieldNames GITHUB = FieldNames.of("followers");
    static final FieldNames GRAVATAR = FieldNames.of("avatars");
    static final FieldNames AVATAR = FieldNames.of("url");
    static final FieldNames SMALL = FieldNames.of("st", "uuid", "ua", "tz");

    static byte[] seed(String name) {
        return TestData.read(TestData.shared().resolve("seed-go").resolve(name));
    }

    @ParameterizedTest
    @EnumSource(Inputs.class)
    void medium(Inputs in) {
        JsonIterator it = in.open.apply(seed("medium-payload.json"));
        String fullName = null;
        long followers = -1;
        List<String> urls = new ArrayList<>();
        while (it.nextField()) {
            if (it.fieldMatch(TOP) != 0) {
                it.skip();
                continue;
            }
            while (it.nextField()) {
                switch (it.fieldMatch(PERSON)) {
                    case 0:
                        while (it.nextField()) {
                            if (it.fieldMatch(NAME) == 0) {
                                fullName = it.readString();
                            } else {
                                it.skip();
                            }
                        }
                        break;
                    case 1:
                        while (it.nextField()) {
                            if (it.fieldMatch(GITHUB) == 0) {
                                followers = it.readLong();
                            } else {
                                it.skip();
                            }
                        }
                        break;
                    case 2:
                        while (it.nextField()) {
                            if (it.fieldMatch(GRAVATAR) != 0) {
                                it.skip();
                                continue;
                            }
                            while (it.readArray()) {
                                while (it.nextField()) {
                                    if (it.fieldMatch(AVATAR) == 0) {
                                        urls.add(it.readString());
                                    } else {
                                        it.skip();
                                    }
                                }
                            }
                        }
                        break;
                    default:
                        it.skip();
                }
            }
        }
        it.finish();
        assertEquals("Leonid Bugaev", fullName);
        assertEquals(95, followers);
        assertEquals(List.of("http://1.gravatar.com/avatar/f7c8edd577d13b8930d5522f28123510"), urls);
    }

    @ParameterizedTest
    @EnumSource(Inputs.class)
    void small(Inputs in) {
        JsonIterator it = in.open.apply(seed("small-payload.json"));
        long st = 0;
        long tz = 0;
        String uuid = null;
        String ua = null;
        while (it.nextField()) {
            switch (it.fieldMatch(SMALL)) {
                case 0: st = it.readLong(); break;
                case 1: uuid = it.readString(); break;
                case 2: ua = it.readString(); break;
                case 3: tz = it.readLong(); break;
                default: it.skip();
            }
        }
        it.finish();
        assertEquals(1, st);
        assertEquals(-6, tz);
        assertEquals("user_agent", ua);
        assertEquals(true, uuid.startsWith("de305d54-"));
    }

    @ParameterizedTest
    @EnumSource(Inputs.class)
    void largeTopicsCount(Inputs in) {
        JsonIterator it = in.open.apply(seed("large-payload.json"));
        byte[] topics = "topics".getBytes();
        int count = 0;
        while (it.nextField()) {
            if (!it.fieldNameEquals(topics)) {
                it.skip();
                continue;
            }
            while (it.nextField()) {
                if (!it.fieldNameEquals(topics)) {
                    it.skip();
                    continue;
                }
                while (it.readArray()) {
                    it.skip();
                    count++;
                }
            }
        }
        it.finish();
        assertEquals(30, count);
    }
}
