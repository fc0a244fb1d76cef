package shop;

import java.util.List;

public class Address {
    public String street;
    public int zip;
    public List<String> lines;
    public transient String cache;
}
