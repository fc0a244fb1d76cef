package dev.riffle.bench.model;

/** Public-field twin of {@link Friend2}: jsoniter-java 0.9.23 cannot bind Java records. */
public class JFriend2 {
    public String name;
    public int age;
    public String email;

    /** The equivalent record. */
    public Friend2 toRecord() { return new Friend2(name, age, email); }

    /** Copies a record. */
    public static JFriend2 of(Friend2 r) {
        JFriend2 j = new JFriend2();
        j.name = r.name(); j.age = r.age(); j.email = r.email();
        return j;
    }
}
