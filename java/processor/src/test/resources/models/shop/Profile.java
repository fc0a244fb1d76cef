package shop;

import dev.riffle.bind.annotation.Include;
import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonInclude;
import dev.riffle.bind.annotation.JsonName;
import dev.riffle.bind.annotation.JsonRequired;
import java.util.Optional;

/** A POJO with a required field and a required getter-and-setter property; NON_NULL on single properties. */
@JsonGenerate
public class Profile {
    @JsonRequired
    public String name;
    @JsonInclude(Include.NON_NULL)
    public String bio;
    /** A field (not a getter and setter: the run-time order of those is the JVM's, see the guide). */
    @JsonInclude(Include.NON_NULL)
    public Optional<Line> favourite = Optional.empty();
    private Integer age;

    @JsonRequired
    @JsonName(value = "years", aliases = {"age"})
    public Integer getAge() {
        return age;
    }

    public void setAge(Integer age) {
        this.age = age;
    }
}
