package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.riffle.JsonException;
import dev.riffle.bind.annotation.JsonRequired;
import dev.riffle.bind.annotation.JsonUnknown;
import dev.riffle.bind.annotation.UnknownPolicy;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Java place an error names, {@code (binding ...)}: the property and its type for a
 * member's value, {@code an element of} a container only for an element (that its own
 * codec did not describe), and the type being bound for an error of a whole object (a
 * missing required member, an unknown member, a missing discriminator), wherever the
 * object is: at the top, in a member or in a collection. It used to say
 * {@code an element of Account} for a top-level Account. And a value of the wrong type where
 * a codec reads an object or an array is {@code expected an object, found a number}, not the
 * core's guess for hand-written code that a member or element was left unread.
 */
class BindingContextTest {
    @JsonUnknown(UnknownPolicy.FAIL)
    record Account(@JsonRequired String owner, long id) { }

    record Holder(Account account, List<Account> accounts, List<Integer> counts, List<List<Integer>> grid,
                  Map<String, Integer> tags, int[] ints) { }

    private static final String ACCOUNT = Account.class.getTypeName();
    private static final String HOLDER = Holder.class.getTypeName();

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
        account | {"id":1}                             | /         | missing required member "owner" of ACCOUNT (binding ACCOUNT)
        account | {"owner":"o","x":1}                  | /x        | unknown member "x" for ACCOUNT (binding ACCOUNT)
        account | {"owner":"o","id":"1"}               | /id       | expected a number, found a string (binding ACCOUNT.id as long)
        account | []                                   | /         | expected an object, found an array (binding ACCOUNT)
        holder  | {"account":{"id":1}}                 | /account  | missing required member "owner" of ACCOUNT (binding ACCOUNT)
        holder  | {"account":{"owner":"o","x":1}}      | /account/x | unknown member "x" for ACCOUNT (binding ACCOUNT)
        holder  | {"account":7}                        | /account  | expected an object, found a number (binding HOLDER.account as ACCOUNT)
        holder  | {"grid":[5]}                         | /grid/0   | expected an array, found a number (binding an element of java.util.List<java.util.List<java.lang.Integer>>)
        holder  | {"tags":"t"}                         | /tags     | expected an object, found a string (binding HOLDER.tags as java.util.Map<java.lang.String, java.lang.Integer>)
        holder  | {"ints":{}}                          | /ints     | expected an array, found an object (binding HOLDER.ints as int[])
        holder  | {"accounts":[{"id":1}]}              | /accounts/0 | missing required member "owner" of ACCOUNT (binding ACCOUNT)
        holder  | {"accounts":[true]}                  | /accounts/0 | expected an object, found a boolean (binding an element of java.util.List<ACCOUNT>)
        holder  | {"counts":[1,"2"]}                   | /counts/1 | expected a number, found a string (binding an element of java.util.List<java.lang.Integer>)
        list    | [{"owner":"o"},{"id":2}]             | /1        | missing required member "owner" of ACCOUNT (binding ACCOUNT)
        list    | [{"owner":"o"},5]                    | /1        | expected an object, found a number (binding an element of java.util.List<ACCOUNT>)
        """)
    void errorsNameWhatIsBound(String root, String json, String pointer, String detail) {
        TypeRef<?> type = root.equals("account") ? TypeRef.of(Account.class)
                : root.equals("holder") ? TypeRef.of(Holder.class) : new TypeRef<List<Account>>() { };
        String want = detail.replace("HOLDER", HOLDER).replace("ACCOUNT", ACCOUNT);
        JsonException e = assertThrows(JsonException.class, () -> RiffleBind.decode(json, type));
        assertEquals(pointer.equals("/") ? "" : pointer, e.pointer());
        assertEquals(want, e.detail());
        assertEquals(1, e.detail().split(" \\(binding ", -1).length - 1, "one place, the innermost");
        Binder collecting = RiffleBind.with(BindConfig.builder().collectValueErrors(true).build());
        ValueErrors all = assertThrows(ValueErrors.class, () -> collecting.decode(json, type),
                "collected errors have the same words");
        assertEquals(List.of(e.detail()), all.errors().stream().map(JsonException::detail).collect(Collectors.toList()));
    }
}
