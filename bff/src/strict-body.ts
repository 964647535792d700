import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { FastifySchemaCompiler } from 'fastify';

/** The JSON Schema keyword each TypeBox failure breaks, as Fastify's own validator names it. */
const keywords: Partial<Record<ValueErrorType, string>> = {
  [ValueErrorType.ObjectRequiredProperty]: 'required',
  [ValueErrorType.ObjectAdditionalProperties]: 'additionalProperties',
  [ValueErrorType.StringMaxLength]: 'maxLength',
  [ValueErrorType.StringMinLength]: 'minLength',
  [ValueErrorType.StringPattern]: 'pattern',
};

/**
 * A validator that takes a body as it came: `{ "password": 123456 }` is a wrong type, not the
 * text "123456" (Fastify's default validator converts it). Its errors have the shape of
 * Fastify's, so the REST error handler names the field and the rule the same way. Paths and
 * query strings are converted as usual, being text by nature.
 */
export const strictBody: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  return (input) => {
    const value = httpPart === 'body' ? input : Value.Convert(schema, input);
    if (check.Check(value)) return { value };
    const first = check.Errors(value).First();
    const keyword = first ? (keywords[first.type] ?? 'type') : 'type';
    const field = first?.path.split('/').pop() ?? '';
    const missing = keyword === 'required';
    const path = first?.path ?? '';
    const error = {
      keyword,
      instancePath: missing ? path.replace(/\/[^/]*$/, '') : path,
      schemaPath: '',
      params: missing ? { missingProperty: field } : {},
      message: first?.message ?? 'invalid',
    };
    return { error: [error] };
  };
};
