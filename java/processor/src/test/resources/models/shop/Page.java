package shop;

import java.util.List;

/** A generic class with a bounded type parameter, reached from Catalog. */
public class Page<N extends Number> {
    public N first;
    public List<N> numbers;
    public List<? extends N> more;
}
