package dev.riffle.bench.model;

import java.util.List;

/** Public-field twin of {@link Person2}: jsoniter-java 0.9.23 cannot bind Java records. */
public class JPerson2 {
    public String name;
    public int age;
    public JAddress2 address;
    public String email;
    public List<String> phone_numbers;
    public boolean is_employed;

    /** The equivalent record. */
    public Person2 toRecord() { return new Person2(name, age, address == null ? null : address.toRecord(), email, phone_numbers, is_employed); }

    /** Copies a record. */
    public static JPerson2 of(Person2 r) {
        JPerson2 j = new JPerson2();
        j.name = r.name(); j.age = r.age(); j.address = JAddress2.of(r.address()); j.email = r.email();
        j.phone_numbers = r.phone_numbers(); j.is_employed = r.is_employed();
        return j;
    }
}
