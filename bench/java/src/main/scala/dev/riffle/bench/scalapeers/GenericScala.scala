package dev.riffle.bench.scalapeers

import zio.json.DecoderOps

/**
 * The Scala peers' generic parsers (to their own JSON trees), for the strictness check of
 * dev.riffle.bench.Conformance: each returns None when the text is accepted, else the error.
 */
object GenericScala {
  /** circe-parser (jawn) to io.circe.Json. */
  def circeParse(json: String): Option[String] =
    io.circe.parser.parse(json).left.toOption.map(_.message)

  /** ZIO JSON to zio.json.ast.Json. */
  def zioParse(json: String): Option[String] =
    json.fromJson[zio.json.ast.Json].left.toOption
}
