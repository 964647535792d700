import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { strictBody } from './strict-body.ts';

const Body = Type.Object({ password: Type.String({ minLength: 1, maxLength: 8 }) });
const validate = strictBody({ schema: Body, httpPart: 'body', method: 'POST', url: '/x' });
const Params = Type.Object({ page: Type.Integer() });
const validateParams = strictBody({ schema: Params, httpPart: 'params', method: 'GET', url: '/x' });

describe('strictBody', () => {
  it('passes a body that matches as it is', () => {
    expect(validate({ password: 'secret' })).toEqual({ value: { password: 'secret' } });
  });

  it.each([
    [{}, 'required', '', { missingProperty: 'password' }],
    [{ password: 123456 }, 'type', '/password', {}],
    [{ password: 'far-too-long' }, 'maxLength', '/password', {}],
    [{ password: '' }, 'minLength', '/password', {}],
  ])('refuses %j breaking %s', (body, keyword, instancePath, params) => {
    expect(validate(body)).toEqual({
      error: [expect.objectContaining({ keyword, instancePath, params })],
    });
  });

  it('converts the text of paths and query strings', () => {
    expect(validateParams({ page: '2' })).toEqual({ value: { page: 2 } });
  });
});
