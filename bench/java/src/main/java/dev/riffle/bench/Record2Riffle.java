package dev.riffle.bench;

import dev.riffle.EncodedName;
import dev.riffle.FieldNames;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bench.model.Address2;
import dev.riffle.bench.model.Friend2;
import dev.riffle.bench.model.Person2;
import dev.riffle.bench.model.Pet2;
import dev.riffle.bench.model.Record2;
import java.util.ArrayList;
import java.util.List;

/**
 * Riffle's hand-written Record2 binding: what a generated codec does, written against
 * JsonIterator (nextFieldMatch on precomputed FieldNames, the member after the last one read
 * expected first, unknown members skipped, nulls accepted where a reference type allows them)
 * and JsonStream (precomputed EncodedNames, automatic commas).
 */
final class Record2Riffle {
    private Record2Riffle() {}

    static final FieldNames RECORD = FieldNames.of("person", "hobbies", "friends", "pets");
    static final FieldNames PERSON = FieldNames.of("name", "age", "address", "email", "phone_numbers", "is_employed");
    static final FieldNames ADDRESS = FieldNames.of("street", "city", "state", "postal_code");
    static final FieldNames FRIEND = FieldNames.of("name", "age", "email");
    static final FieldNames PET = FieldNames.of("name", "species", "age");

    static final EncodedName N_PERSON = EncodedName.of("person"), N_HOBBIES = EncodedName.of("hobbies"),
            N_FRIENDS = EncodedName.of("friends"), N_PETS = EncodedName.of("pets"), N_NAME = EncodedName.of("name"),
            N_AGE = EncodedName.of("age"), N_ADDRESS = EncodedName.of("address"), N_EMAIL = EncodedName.of("email"),
            N_PHONES = EncodedName.of("phone_numbers"), N_EMPLOYED = EncodedName.of("is_employed"),
            N_STREET = EncodedName.of("street"), N_CITY = EncodedName.of("city"), N_STATE = EncodedName.of("state"),
            N_POSTAL = EncodedName.of("postal_code"), N_SPECIES = EncodedName.of("species");

    // ---- read ----

    static Record2 read(JsonIterator it) {
        Record2 r = record(it);
        it.finish();
        return r;
    }

    private static String str(JsonIterator it) {
        return it.readNull() ? null : it.readString();
    }

    private static List<String> strings(JsonIterator it) {
        if (it.readNull()) return null;
        List<String> l = new ArrayList<>();
        while (it.readArray()) l.add(str(it));
        return l;
    }

    private static Record2 record(JsonIterator it) {
        if (it.readNull()) return null;
        Person2 person = null;
        List<String> hobbies = null;
        List<Friend2> friends = null;
        List<Pet2> pets = null;
        int expected = 0;
        for (int f; (f = it.nextFieldMatch(RECORD, expected)) != FieldNames.END;) {
            if (f >= 0) expected = f + 1;
            switch (f) {
                case 0 -> person = person(it);
                case 1 -> hobbies = strings(it);
                case 2 -> {
                    if (it.readNull()) { friends = null; break; }
                    friends = new ArrayList<>();
                    while (it.readArray()) friends.add(friend(it));
                }
                case 3 -> {
                    if (it.readNull()) { pets = null; break; }
                    pets = new ArrayList<>();
                    while (it.readArray()) pets.add(pet(it));
                }
                default -> it.skip();
            }
        }
        return new Record2(person, hobbies, friends, pets);
    }

    private static Person2 person(JsonIterator it) {
        if (it.readNull()) return null;
        String name = null, email = null;
        int age = 0;
        Address2 address = null;
        List<String> phones = null;
        boolean employed = false;
        int expected = 0;
        for (int f; (f = it.nextFieldMatch(PERSON, expected)) != FieldNames.END;) {
            if (f >= 0) expected = f + 1;
            switch (f) {
                case 0 -> name = str(it);
                case 1 -> age = it.readInt();
                case 2 -> address = address(it);
                case 3 -> email = str(it);
                case 4 -> phones = strings(it);
                case 5 -> employed = it.readBoolean();
                default -> it.skip();
            }
        }
        return new Person2(name, age, address, email, phones, employed);
    }

    private static Address2 address(JsonIterator it) {
        if (it.readNull()) return null;
        String street = null, city = null, state = null, postal = null;
        int expected = 0;
        for (int f; (f = it.nextFieldMatch(ADDRESS, expected)) != FieldNames.END;) {
            if (f >= 0) expected = f + 1;
            switch (f) {
                case 0 -> street = str(it);
                case 1 -> city = str(it);
                case 2 -> state = str(it);
                case 3 -> postal = str(it);
                default -> it.skip();
            }
        }
        return new Address2(street, city, state, postal);
    }

    private static Friend2 friend(JsonIterator it) {
        if (it.readNull()) return null;
        String name = null, email = null;
        int age = 0;
        int expected = 0;
        for (int f; (f = it.nextFieldMatch(FRIEND, expected)) != FieldNames.END;) {
            if (f >= 0) expected = f + 1;
            switch (f) {
                case 0 -> name = str(it);
                case 1 -> age = it.readInt();
                case 2 -> email = str(it);
                default -> it.skip();
            }
        }
        return new Friend2(name, age, email);
    }

    private static Pet2 pet(JsonIterator it) {
        if (it.readNull()) return null;
        String name = null, species = null;
        int age = 0;
        int expected = 0;
        for (int f; (f = it.nextFieldMatch(PET, expected)) != FieldNames.END;) {
            if (f >= 0) expected = f + 1;
            switch (f) {
                case 0 -> name = str(it);
                case 1 -> species = str(it);
                case 2 -> age = it.readInt();
                default -> it.skip();
            }
        }
        return new Pet2(name, species, age);
    }

    // ---- write ----

    private static void str(JsonStream s, String v) {
        if (v == null) s.writeNull(); else s.writeString(v);
    }

    private static void strings(JsonStream s, List<String> l) {
        if (l == null) { s.writeNull(); return; }
        s.writeArrayStart();
        for (String v : l) str(s, v);
        s.writeArrayEnd();
    }

    static void write(JsonStream s, Record2 r) {
        if (r == null) { s.writeNull(); return; }
        s.writeObjectStart();
        s.writeField(N_PERSON);
        Person2 p = r.person();
        if (p == null) {
            s.writeNull();
        } else {
            s.writeObjectStart();
            s.writeField(N_NAME); str(s, p.name());
            s.writeField(N_AGE); s.writeInt(p.age());
            s.writeField(N_ADDRESS);
            Address2 a = p.address();
            if (a == null) {
                s.writeNull();
            } else {
                s.writeObjectStart();
                s.writeField(N_STREET); str(s, a.street());
                s.writeField(N_CITY); str(s, a.city());
                s.writeField(N_STATE); str(s, a.state());
                s.writeField(N_POSTAL); str(s, a.postal_code());
                s.writeObjectEnd();
            }
            s.writeField(N_EMAIL); str(s, p.email());
            s.writeField(N_PHONES); strings(s, p.phone_numbers());
            s.writeField(N_EMPLOYED); s.writeBoolean(p.is_employed());
            s.writeObjectEnd();
        }
        s.writeField(N_HOBBIES); strings(s, r.hobbies());
        s.writeField(N_FRIENDS);
        if (r.friends() == null) {
            s.writeNull();
        } else {
            s.writeArrayStart();
            for (Friend2 f : r.friends()) {
                if (f == null) { s.writeNull(); continue; }
                s.writeObjectStart();
                s.writeField(N_NAME); str(s, f.name());
                s.writeField(N_AGE); s.writeInt(f.age());
                s.writeField(N_EMAIL); str(s, f.email());
                s.writeObjectEnd();
            }
            s.writeArrayEnd();
        }
        s.writeField(N_PETS);
        if (r.pets() == null) {
            s.writeNull();
        } else {
            s.writeArrayStart();
            for (Pet2 x : r.pets()) {
                if (x == null) { s.writeNull(); continue; }
                s.writeObjectStart();
                s.writeField(N_NAME); str(s, x.name());
                s.writeField(N_SPECIES); str(s, x.species());
                s.writeField(N_AGE); s.writeInt(x.age());
                s.writeObjectEnd();
            }
            s.writeArrayEnd();
        }
        s.writeObjectEnd();
    }
}
