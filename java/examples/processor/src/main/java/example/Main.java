package example;

import dev.riffle.bind.RiffleBind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** Reads an order with its generated codec, adds a line, and writes it back. */
public class Main {
    public static void main(String[] args) {
        String json = "{\"id\":7,\"customer_name\":\"Ada\",\"lines\":[{\"sku\":\"A-1\",\"qty\":2,\"price\":9.95}],"
                + "\"payment\":{\"last4\":\"4242\",\"type\":\"card\"}}";
        Order order = RiffleBind.decode(json, Order.class);
        List<Order.Line> lines = new ArrayList<>(order.lines());
        lines.add(new Order.Line("B-2", 1, new BigDecimal("0.50")));
        Order more = new Order(order.id(), order.customerName(), lines, new Payment.Transfer("DE89"));
        // The codec is the generated one, found through ServiceLoader: Order_RiffleCodec.
        System.out.println(RiffleBind.binder().codec(Order.class).getClass().getSimpleName());
        System.out.println(RiffleBind.encodeToString(more));
    }
}
