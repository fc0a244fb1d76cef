package example;

import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;

/** Reads a JSON object and writes it back with one more member. */
public class Main {
    public static void main(String[] args) {
        JsonIterator it = JsonIterator.of("{\"name\": \"Ada\", \"born\": 1815}");
        JsonStream out = new JsonStream();
        out.writeObjectStart();
        while (it.nextField()) {
            out.writeField(it.fieldName());
            if (it.fieldName().equals("born")) out.writeInt(it.readInt()); else out.writeString(it.readString());
        }
        out.writeField("lang");
        out.writeString("JSON");
        out.writeObjectEnd();
        out.close();
        System.out.println(out); // {"name":"Ada","born":1815,"lang":"JSON"}
    }
}
