package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonIgnore;
import dev.riffle.bind.annotation.JsonName;

@JsonGenerate
public class Customer {
    private String name;
    private long id;
    private boolean active;
    private Order lastOrder;
    private String secret;

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    @JsonName("customer_id")
    public long getId() {
        return id;
    }

    public void setId(long id) {
        this.id = id;
    }

    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    public Order getLastOrder() {
        return lastOrder;
    }

    public void setLastOrder(Order lastOrder) {
        this.lastOrder = lastOrder;
    }

    @JsonIgnore
    public String getSecret() {
        return secret;
    }

    public void setSecret(String secret) {
        this.secret = secret;
    }
}
