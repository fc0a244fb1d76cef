package dev.riffle.bind.annotation;

import java.util.Locale;

/** Turns a Java property name ({@code userId}, {@code HTTPCode}) into a member name. */
public enum NamingStrategy {
    /** The Java name as is: {@code userId}. */
    IDENTITY,
    /** {@code user_id}. */
    SNAKE_CASE,
    /** {@code USER_ID}. */
    SCREAMING_SNAKE_CASE,
    /** {@code user-id}. */
    KEBAB_CASE,
    /** {@code UserId}. */
    PASCAL_CASE,
    /** {@code userid}. */
    LOWER_CASE;

    /** Returns the member name of the Java name {@code name}. */
    public String apply(String name) {
        switch (this) {
            case IDENTITY: return name;
            case SNAKE_CASE: return separate(name, '_');
            case SCREAMING_SNAKE_CASE: return separate(name, '_').toUpperCase(Locale.ROOT);
            case KEBAB_CASE: return separate(name, '-');
            case PASCAL_CASE: return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
            default: return name.toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Lower-cases the words of a camel-case name and joins them with {@code sep}: a word
     * starts at an upper-case letter that follows a lower-case letter or digit, or that
     * begins a capitalised word after an acronym ({@code HTTPCode} is {@code http_code}).
     */
    private static String separate(String name, char sep) {
        StringBuilder b = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c) && i > 0) {
                char prev = name.charAt(i - 1);
                boolean afterLower = Character.isLowerCase(prev) || Character.isDigit(prev);
                boolean acronymEnd = Character.isUpperCase(prev) && i + 1 < name.length()
                        && Character.isLowerCase(name.charAt(i + 1));
                if ((afterLower || acronymEnd) && b.length() > 0 && b.charAt(b.length() - 1) != sep) {
                    b.append(sep);
                }
            }
            b.append(Character.toLowerCase(c));
        }
        return b.toString();
    }
}
