package dev.riffle.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * Writes workloads.json: for each benchmark class, its input and the byte sizes needed to turn
 * ops/s into MB/s ({@code MB/s = ops/s * bytes / 1e6}): {@code input_bytes} for read, skip,
 * validate; {@code output_bytes} for write (compact JSON); {@code protobuf_bytes} for the
 * protobuf rows. Usage: {@code java -cp benchmarks.jar dev.riffle.bench.Workloads OUT}.
 */
public final class Workloads {
    private Workloads() {}

    public static void main(String[] args) throws Exception {
        StringBuilder sb = new StringBuilder();
        sb.append("{\n  \"about\": \"MB/s = JMH score (ops/s) * bytes / 1e6. read/skip/validate/count/bind/tree use input_bytes; ")
          .append("write uses output_bytes (compact JSON the writers produce); protobuf_* rows use protobuf_bytes. ")
          .append("input is a path below RIFFLE_TESTDATA, or inline (built in the benchmark class).\",\n");
        sb.append("  \"workloads\": [\n");
        String[][] files = {
            {"SmallPayloadBench", "seed-go/small-payload.json"},
            {"MediumPayloadBench", "seed-go/medium-payload.json"},
            {"TwitterBench", "corpus/twitter.json"},
            {"CitmCatalogBench", "corpus/citm_catalog.json"},
            {"CanadaBench", "corpus/canada.json"},
            {"Record2Bench", "seed-scalajack/record2.json"},
            {"TwitterBindBench", "corpus/twitter.json"},
            {"CitmCatalogBindBench", "corpus/citm_catalog.json"},
            {"CanadaBindBench", "corpus/canada.json"},
            {"SmallBindBench", "seed-go/small-payload.json"},
            {"MediumBindBench", "seed-go/medium-payload.json"},
        };
        boolean first = true;
        for (String[] f : files) {
            byte[] in = Inputs.bytes(f[1]);
            long outBytes = Ref.MAPPER.writeValueAsBytes(Ref.tree(in)).length;
            sb.append(first ? "" : ",\n");
            first = false;
            sb.append("    {\"class\": \"dev.riffle.bench.").append(f[0]).append("\", \"input\": \"").append(f[1])
              .append("\", \"input_bytes\": ").append(in.length).append(", \"output_bytes\": ").append(outBytes).append('}');
        }
        {
            UniqueNamesBench u = new UniqueNamesBench();
            u.setup();
            long outBytes = Ref.MAPPER.writeValueAsBytes(u.expected()).length;
            sb.append(",\n    {\"class\": \"dev.riffle.bench.UniqueNamesBench\", \"input\": \"inline\", \"input_bytes\": null, ")
              .append("\"output_bytes\": ").append(outBytes).append('}');
        }
        ScenarioBench<?>[] scenarios = {new IntegerBench(), new DoubleBench(), new ObjectBench(), new IntegerListBench(),
            new ObjectListBench(), new DoubleArrayBench(), new StringBench(), new SkipStructureBench()};
        for (ScenarioBench<?> s : scenarios) {
            s.setup();
            sb.append(",\n    {\"class\": \"").append(s.getClass().getName()).append("\", \"input\": \"inline\", \"input_bytes\": ")
              .append(s.json.length).append(", \"output_bytes\": ")
              .append(s instanceof EncodeScenarioBench ? String.valueOf(s.json.length) : "null")
              .append(", \"protobuf_bytes\": ").append(s.pb.length).append(", \"json\": ")
              .append(Check.quote(new String(s.json, StandardCharsets.UTF_8))).append('}');
        }
        sb.append("\n  ]\n}\n");
        Ref.MAPPER.readTree(sb.toString());
        if (args.length > 0) Files.writeString(Paths.get(args[0]), sb); else System.out.print(sb);
    }
}
