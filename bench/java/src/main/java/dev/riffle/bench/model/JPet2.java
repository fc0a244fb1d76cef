package dev.riffle.bench.model;

/** Public-field twin of {@link Pet2}: jsoniter-java 0.9.23 cannot bind Java records. */
public class JPet2 {
    public String name;
    public String species;
    public int age;

    /** The equivalent record. */
    public Pet2 toRecord() { return new Pet2(name, species, age); }

    /** Copies a record. */
    public static JPet2 of(Pet2 r) {
        JPet2 j = new JPet2();
        j.name = r.name(); j.species = r.species(); j.age = r.age();
        return j;
    }
}
