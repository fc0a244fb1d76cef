package dev.riffle.bench.scalapeers

import com.github.plokhotnyuk.jsoniter_scala.core.{JsonValueCodec, readFromArray, readFromString, writeToArray, writeToString}
import com.github.plokhotnyuk.jsoniter_scala.macros.JsonCodecMaker
import io.circe.syntax.EncoderOps
import zio.json.{DecoderOps, DeriveJsonCodec, EncoderOps as ZioEncoderOps, JsonCodec}

/** The Record2 model of ScalaJack's benchmark as Scala case classes (JSON names = field names). */
final case class Address2(street: String, city: String, state: String, postal_code: String)
final case class Person2(name: String, age: Int, address: Address2, email: String,
                         phone_numbers: List[String], is_employed: Boolean)
final case class Friend2(name: String, age: Int, email: String)
final case class Pet2(name: String, species: String, age: Int)
final case class Record2(person: Person2, hobbies: List[String], friends: List[Friend2], pets: List[Pet2])

/**
 * Record2 to and from a JSON String with the Scala peers of the reference benchmark, each
 * with the codecs it derives at compile time and its default settings:
 * jsoniter-scala (JsonCodecMaker.make), ZIO JSON (DeriveJsonCodec.gen) and circe
 * (semiauto deriveCodec; parsing by circe-parser, i.e. jawn; printing noSpaces).
 * Called from the Java JMH rows of dev.riffle.bench.Record2Bench.
 */
object Record2Scala {
  private val jsoniterCodec: JsonValueCodec[Record2] = JsonCodecMaker.make

  private given JsonCodec[Address2] = DeriveJsonCodec.gen
  private given JsonCodec[Person2] = DeriveJsonCodec.gen
  private given JsonCodec[Friend2] = DeriveJsonCodec.gen
  private given JsonCodec[Pet2] = DeriveJsonCodec.gen
  private given JsonCodec[Record2] = DeriveJsonCodec.gen

  private given io.circe.Codec[Address2] = io.circe.generic.semiauto.deriveCodec
  private given io.circe.Codec[Person2] = io.circe.generic.semiauto.deriveCodec
  private given io.circe.Codec[Friend2] = io.circe.generic.semiauto.deriveCodec
  private given io.circe.Codec[Pet2] = io.circe.generic.semiauto.deriveCodec
  private given io.circe.Codec[Record2] = io.circe.generic.semiauto.deriveCodec

  /** jsoniter-scala: parse a Record2. */
  def jsoniterRead(json: String): Record2 = readFromString(json)(jsoniterCodec)

  /** jsoniter-scala: write compact JSON. */
  def jsoniterWrite(r: Record2): String = writeToString(r)(jsoniterCodec)

  /** jsoniter-scala: parse a Record2 from UTF-8 bytes. */
  def jsoniterReadBytes(json: Array[Byte]): Record2 = readFromArray(json)(jsoniterCodec)

  /** jsoniter-scala: write compact JSON as UTF-8 bytes. */
  def jsoniterWriteBytes(r: Record2): Array[Byte] = writeToArray(r)(jsoniterCodec)

  /** ZIO JSON: parse a Record2 (a parse error becomes an IllegalArgumentException). */
  def zioRead(json: String): Record2 =
    json.fromJson[Record2] match {
      case Right(r) => r
      case Left(e) => throw new IllegalArgumentException(e)
    }

  /** ZIO JSON: write compact JSON. */
  def zioWrite(r: Record2): String = r.toJson

  /** circe: parse a Record2 (a parse or decoding failure is thrown). */
  def circeRead(json: String): Record2 =
    io.circe.parser.decode[Record2](json) match {
      case Right(r) => r
      case Left(e) => throw e
    }

  /** circe: write compact JSON. */
  def circeWrite(r: Record2): String = r.asJson.noSpaces
}
