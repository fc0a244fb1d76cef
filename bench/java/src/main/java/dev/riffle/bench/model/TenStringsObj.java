package dev.riffle.bench.model;

/** Bound class of a re-created json-iterator scenario (public fields, as the reference used). */

public class TenStringsObj {
    public String field1;
    public String field2;
    public String field3;
    public String field4;
    public String field5;
    public String field6;
    public String field7;
    public String field8;
    public String field9;
    public String field10;


    @Override
    public boolean equals(Object o) {
        return o instanceof TenStringsObj x && true && java.util.Objects.equals(field1, x.field1) && java.util.Objects.equals(field2, x.field2) && java.util.Objects.equals(field3, x.field3) && java.util.Objects.equals(field4, x.field4) && java.util.Objects.equals(field5, x.field5) && java.util.Objects.equals(field6, x.field6) && java.util.Objects.equals(field7, x.field7) && java.util.Objects.equals(field8, x.field8) && java.util.Objects.equals(field9, x.field9) && java.util.Objects.equals(field10, x.field10);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(field1, field2, field3, field4, field5, field6, field7, field8, field9, field10);
    }

    @Override
    public String toString() {
        return "TenStringsObj" + java.util.Arrays.asList(field1, field2, field3, field4, field5, field6, field7, field8, field9, field10);
    }
}
