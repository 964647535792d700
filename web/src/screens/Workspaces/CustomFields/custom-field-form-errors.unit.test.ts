import { describe, expect, it } from 'vitest';
import { fieldFormErrorsOf } from './custom-field-form-errors.ts';

const refused = (code: string, data: unknown = null) => ({ ok: false as const, code, data });

describe("the custom field form's errors", () => {
  it('say which value stops a change of type or choices', () => {
    expect(
      fieldFormErrorsOf(
        refused('VALIDATION_FAILED', { field: 'type', rule: 'convert', value: 'B' }),
        'NUMBER',
      ),
    ).toEqual({
      type: 'Some assets hold “B”, which a Number field cannot take. Change or clear those values first.',
    });
    expect(
      fieldFormErrorsOf(
        refused('VALIDATION_FAILED', { field: 'options', rule: 'convert', value: 'C' }),
        'TEXT',
      ),
    ).toEqual({
      options: 'Some assets hold “C”: keep it among the choices, or change those values first.',
    });
  });

  it('put a taken or broken name under the name', () => {
    expect(fieldFormErrorsOf(refused('NAME_CONFLICT'), 'TEXT')).toEqual({
      name: 'This name is already used by another field',
    });
    expect(
      fieldFormErrorsOf(refused('VALIDATION_FAILED', { field: 'name', rule: 'fieldName' }), 'TEXT'),
    ).toEqual({ name: 'A name fits on one line and holds no colon' });
  });

  it('leave any other failure to a toast', () => {
    expect(fieldFormErrorsOf(refused('FORBIDDEN'), 'TEXT')).toBeNull();
  });
});
