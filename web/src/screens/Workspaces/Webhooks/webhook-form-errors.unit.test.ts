import { describe, expect, it } from 'vitest';
import { formErrorsOf } from './webhook-form-errors.ts';

const refused = (data: unknown, code = 'VALIDATION_FAILED') =>
  formErrorsOf({ ok: false, code, data });

describe("the webhook form's errors", () => {
  it('says what is wrong with the URL, by the rule it broke', () => {
    expect(refused({ field: 'url', rule: 'scheme' })).toEqual({
      url: 'The URL must start with https:// or http://',
    });
    expect(refused({ field: 'url', rule: 'address', kind: 'loopback' })).toEqual({
      url: 'Rushes does not deliver to this address: use a public host name',
    });
    expect(refused({ field: 'url', rule: 'something new' })).toEqual({
      url: 'This URL is not accepted',
    });
  });

  it('names an event type the server does not know, and asks for one when none is chosen', () => {
    expect(refused({ field: 'eventTypes', rule: 'type', type: 'io.rushes.job.started' })).toEqual({
      eventTypes: 'Rushes has no event type io.rushes.job.started',
    });
    expect(refused({ field: 'eventTypes', rule: 'required' })).toEqual({
      eventTypes: 'Choose at least one event type',
    });
    expect(refused({ field: 'description', rule: 'maxLength' })).toEqual({
      description: 'The description is too long',
    });
  });

  it('leaves any other failure to a toast', () => {
    expect(refused({ field: 'workspaceId', rule: 'required' })).toBeNull();
    expect(refused(null, 'FORBIDDEN')).toBeNull();
    expect(formErrorsOf({ ok: true, value: {} })).toBeNull();
  });
});
