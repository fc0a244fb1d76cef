package shop;

import dev.riffle.bind.annotation.JsonGenerate;

/** A class whose inherited property has the type its superclass's type argument gives (String). */
@JsonGenerate
public class Named extends Labelled<String> {
    public int rank;
}
