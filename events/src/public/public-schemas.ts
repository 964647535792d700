import { type TProperties, type TSchema, Type } from '@sinclair/typebox';

// The building blocks of the public schemas. They are written apart from the internal ones on
// purpose: an internal schema may gain a version, a public one never changes (decision 0115).

/** A public event's data: exactly these fields, so a mapping cannot pass an internal one on. */
export const shape = <P extends TProperties>(description: string, properties: P) =>
  Type.Object(properties, { description, additionalProperties: false });

/** The id of a Rushes resource (a UUID). */
export const id = (description: string) => Type.String({ minLength: 1, description });

/** The ids of Rushes resources. */
export const ids = (description: string) =>
  Type.Array(Type.String({ minLength: 1 }), { description });

/** One of `values`. */
export const oneOf = (values: readonly string[], description: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  );

/** `schema`, or null. */
export const orNull = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);
