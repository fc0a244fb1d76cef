package dev.riffle.bench.model;

import java.util.ArrayList;
import java.util.List;

/** Public-field twin of {@link Record2}: jsoniter-java 0.9.23 cannot bind Java records. */
public class JRecord2 {
    public JPerson2 person;
    public List<String> hobbies;
    public List<JFriend2> friends;
    public List<JPet2> pets;

    /** The equivalent record. */
    public Record2 toRecord() {
        List<Friend2> f = new ArrayList<>();
        if (friends != null) for (JFriend2 x : friends) f.add(x.toRecord());
        List<Pet2> p = new ArrayList<>();
        if (pets != null) for (JPet2 x : pets) p.add(x.toRecord());
        return new Record2(person == null ? null : person.toRecord(), hobbies, f, p);
    }

    /** Copies a record. */
    public static JRecord2 of(Record2 r) {
        JRecord2 j = new JRecord2();
        j.person = JPerson2.of(r.person());
        j.hobbies = r.hobbies();
        j.friends = new ArrayList<>();
        for (Friend2 x : r.friends()) j.friends.add(JFriend2.of(x));
        j.pets = new ArrayList<>();
        for (Pet2 x : r.pets()) j.pets.add(JPet2.of(x));
        return j;
    }
}
