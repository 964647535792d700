import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { withoutSuggestions } from './error-formatter.ts';
import { capAnswerSize } from './request-limits.ts';

describe('capAnswerSize', () => {
  it('sends an answer up to the limit and refuses a larger one with a code', async () => {
    const app = Fastify({ logger: false });
    capAnswerSize(app, '/graphql', 1000);
    app.post<{ Body: { size: number } }>('/graphql', async (request) => ({
      data: { text: 'é'.repeat(request.body.size) },
    }));
    app.post('/other', async () => ({ data: { text: 'x'.repeat(5000) } }));
    await app.ready();
    const ask = (url: string, size: number) =>
      app.inject({ method: 'POST', url, payload: { size } });
    expect((await ask('/graphql', 400)).json().data.text).toHaveLength(400);
    const refused = await ask('/graphql', 600);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      data: null,
      errors: [
        { extensions: { code: 'VALIDATION_FAILED', data: { rule: 'answerSize', max: 1000 } } },
      ],
    });
    expect((await ask('/other', 0)).json().data.text).toHaveLength(5000);
    await app.close();
  });
});

describe('withoutSuggestions', () => {
  it('drops graphql hints and keeps the rest of the message', () => {
    expect(
      withoutSuggestions('Cannot query field "nme" on type "User". Did you mean "name"?'),
    ).toBe('Cannot query field "nme" on type "User".');
    expect(
      withoutSuggestions(
        'Value "X" does not exist in "Kind" enum. Did you mean the enum value "A", "B", or "C"?',
      ),
    ).toBe('Value "X" does not exist in "Kind" enum.');
    expect(withoutSuggestions('Unknown type "Foo".')).toBe('Unknown type "Foo".');
  });
});
