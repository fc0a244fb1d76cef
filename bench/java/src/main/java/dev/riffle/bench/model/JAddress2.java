package dev.riffle.bench.model;

/** Public-field twin of {@link Address2}: jsoniter-java 0.9.23 cannot bind Java records. */
public class JAddress2 {
    public String street;
    public String city;
    public String state;
    public String postal_code;

    /** The equivalent record. */
    public Address2 toRecord() { return new Address2(street, city, state, postal_code); }

    /** Copies a record. */
    public static JAddress2 of(Address2 r) {
        JAddress2 j = new JAddress2();
        j.street = r.street(); j.city = r.city(); j.state = r.state(); j.postal_code = r.postal_code();
        return j;
    }
}
