import { DiagnosticSeverity, Parser } from '@asyncapi/parser';
import { describe, expect, it } from 'vitest';
import { asyncApiDocument } from './asyncapi.ts';
import { cloudEventType } from './cloud-event.ts';
import { publicCatalogue } from './index.ts';

const document = asyncApiDocument(publicCatalogue);
/** Parsing takes a while: both tests read the one result. */
const parsing = new Parser().parse(JSON.stringify(document));

describe('the AsyncAPI document of the public catalogue', () => {
  it('is an AsyncAPI 3 document the AsyncAPI parser reads without an error or a warning', async () => {
    const { document: parsed, diagnostics } = await parsing;
    const problems = diagnostics
      .filter(({ severity }) => severity <= DiagnosticSeverity.Warning)
      .map(({ message, path }) => `${path.join('/')}: ${message}`);
    expect(problems).toEqual([]);
    expect(parsed?.version()).toBe('3.0.0');
  });

  it('has a channel per public event, and a message per version carrying its schema', async () => {
    const { document: parsed } = await parsing;
    const expected = publicCatalogue.mappings.flatMap(({ event }) =>
      Object.keys(event.versions).map((version) => cloudEventType(event.type, Number(version))),
    );
    const messages = parsed?.allMessages().all() ?? [];
    expect(messages.map((message) => message.name()).sort()).toEqual(expected.sort());
    expect(parsed?.channels().all().length).toBe(publicCatalogue.mappings.length);

    const commentAdded = messages.find(
      (message) => message.name() === 'io.rushes.comment.added.v1',
    );
    const envelope = commentAdded?.payload()?.allOf()?.[1];
    expect(envelope?.properties()?.type?.const()).toBe('io.rushes.comment.added.v1');
    expect(envelope?.properties()?.data?.required()).toContain('author');
    expect(
      parsed
        ?.operations()
        .all()
        .every((operation) => operation.action() === 'receive'),
    ).toBe(true);
  });
});
