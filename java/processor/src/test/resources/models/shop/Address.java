package shop;

import dev.riffle.bind.annotation.JsonName;
import java.util.List;

public class Address {
    public String street;
    public int zip;
    /** A name with a quote, a backslash and a non-ASCII letter: escaped in the generated literals. */
    @JsonName(value = "st\u00e4dte \"lines\"", aliases = {"lines\\old"})
    public List<String> lines;
    public transient String cache;
}
