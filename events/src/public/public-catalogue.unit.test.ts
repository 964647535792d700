import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index.ts';
import { ids, mediaSamples, rushesSamples } from '../catalogue/rushes-samples.fixture.ts';
import type { DomainEvent, EventMeta } from '../envelope.ts';
import { assertCatalogueUpcasts, type CatalogueSamples, sampleMeta } from '../testing/index.ts';
import { publicCatalogue } from './index.ts';

type Samples = Record<string, Record<number, readonly unknown[]>>;
const samples: Samples = rushesSamples;

/** Every sample of an internal type, each version read as the log would give it. */
const decodedSamples = (type: string, meta: EventMeta = sampleMeta) =>
  Object.entries(samples[type] ?? {}).flatMap(([version, list]) =>
    list.map((data) => catalogue.decode({ type, version: Number(version), data }, meta)),
  );

const present = (type: string, data: unknown, meta: EventMeta = sampleMeta) =>
  publicCatalogue.present(catalogue.decode({ type, version: 1, data }, meta), meta);

/** The public data of a decoded internal event that must be public. */
function publicData(event: DomainEvent): unknown {
  const presented = publicCatalogue.present(event, sampleMeta);
  if (!presented) throw new Error(`${event.type} is not public`);
  return presented.data;
}

/** Names of internal fields that hold a secret or an internal handle: never published. */
const hidden = [/hash|secret|sealed|codes|phone|multipart/i, /^token$|[a-z]Token$/, /[a-z]Keys?$/];

/** Every string under a hidden field name, however deep. */
function hiddenValues(value: unknown, under = ''): string[] {
  if (typeof value === 'string') return hidden.some((name) => name.test(under)) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => hiddenValues(item, under));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => hiddenValues(item, key));
  }
  return [];
}

/**
 * Samples of public versions no mapping produces any more, to prove their upcasters; the newest
 * versions' samples are the mapped internal samples.
 */
const olderPublicSamples: CatalogueSamples = {};

describe('the public catalogue', () => {
  it('decides on every internal event type: public with a mapping, or private with a reason', () => {
    const decided = publicCatalogue.decisions.map((decision) => decision.internal.type);
    const undecided = catalogue.types.filter((type) => !decided.includes(type));
    expect(undecided, 'event types with no public or private decision (decision 0115)').toEqual([]);
    expect(decided.filter((type) => !catalogue.types.includes(type))).toEqual([]);
    const unexplained = publicCatalogue.decisions.filter(
      (decision) => decision.kind === 'private' && decision.reason.trim().length < 10,
    );
    expect(unexplained.map((decision) => decision.internal.type)).toEqual([]);
  });

  it('names each public event <resource>.<what happened>, once', () => {
    const names = publicCatalogue.mappings.map((mapping) => mapping.event.type);
    expect(names.filter((name) => !/^[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*$/.test(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('maps every version of every public event type to data its public schema accepts', () => {
    const problems = publicCatalogue.mappings.flatMap(({ internal }) => {
      const decoded = decodedSamples(internal.type);
      if (decoded.length === 0) return [`${internal.type}: no sample`];
      return decoded.flatMap((event) => {
        try {
          return publicCatalogue.present(event, sampleMeta) ? [] : [`${event.type}: not presented`];
        } catch (error) {
          return [`${event.type}: ${error instanceof Error ? error.message : String(error)}`];
        }
      });
    });
    expect(problems).toEqual([]);
  });

  it('says which types never belong to a workspace: those whose every sample is the deployment’s', () => {
    const wrong = publicCatalogue.mappings.flatMap(({ internal, inWorkspaces }) => {
      const owners = decodedSamples(internal.type).map(
        (event) => publicCatalogue.present(event, sampleMeta)?.owner,
      );
      const deploymentOnly = owners.every((owner) => owner === 'deployment');
      return deploymentOnly === inWorkspaces ? [internal.type] : [];
    });
    expect(wrong).toEqual([]);
    const outside = publicCatalogue.mappings.filter((mapping) => !mapping.inWorkspaces);
    expect(outside.map((mapping) => mapping.event.type)).toContain('user.signed_in');
  });

  it('never publishes a password hash, a token, a secret, a phone number or a storage key', () => {
    const leaks: string[] = [];
    const checked: string[] = [];
    for (const { internal } of publicCatalogue.mappings) {
      for (const [version, list] of Object.entries(samples[internal.type] ?? {})) {
        for (const data of list) {
          const event = catalogue.decode(
            { type: internal.type, version: +version, data },
            sampleMeta,
          );
          const published = JSON.stringify(publicCatalogue.present(event, sampleMeta));
          for (const value of hiddenValues(data)) {
            checked.push(`${internal.type}: ${value}`);
            if (published.includes(value)) leaks.push(`${internal.type} v${version}: ${value}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    // the check saw the secrets it is about
    expect(checked).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^user\.created: \$argon2id/),
        expect.stringMatching(/^link\.created: /),
        expect.stringMatching(/^link\.password_set: \$argon2id/),
        expect.stringMatching(/^auth_factor\.added: /),
        expect.stringMatching(/^asset\.version_added: projects\//),
      ]),
    );
  });

  it('reads an old internal version through its upcasters: a v1 comment is its actor’s', () => {
    const [v1] = mediaSamples['comment.added'][1];
    const meta = { ...sampleMeta, actor: { kind: 'user' as const, id: ids.user } };
    expect(present('comment.added', v1, meta)?.data).toMatchObject({
      commentId: ids.comment,
      author: { kind: 'user', userId: ids.user },
      annotated: false,
    });
  });

  it('names a visitor who commented by their link and e-mail address, not their visit', () => {
    const authors = decodedSamples('comment.added').map(
      (event) => (publicData(event) as { author: object }).author,
    );
    const visitors = authors.filter((author) => 'linkId' in author);
    expect(visitors).not.toEqual([]);
    for (const visitor of visitors)
      expect(Object.keys(visitor).sort()).toEqual(['email', 'kind', 'linkId']);
  });

  it('says whether a link asks for a password or shows a watermark, never how', () => {
    expect(present('link.password_set', { id: ids.link, passwordHash: null })?.data).toEqual({
      linkId: ids.link,
      passwordProtected: false,
    });
    const marked = {
      id: ids.link,
      watermark: { type: 'CUSTOM', text: 'CONFIDENTIAL', position: 'TOPLEFT', opacity: 60 },
    };
    expect(
      publicCatalogue.present({ type: 'link.options_changed', data: marked }, sampleMeta)?.data,
    ).toEqual({ linkId: ids.link, watermarked: true });
    expect(
      publicCatalogue.present(
        { type: 'link.options_changed', data: { id: ids.link, name: 'B' } },
        sampleMeta,
      )?.data,
    ).toEqual({ linkId: ids.link, name: 'B' });
  });

  it('keeps private events private', () => {
    const settings = { id: ids.user, autoPlay: true, prefersUploadV2: false };
    expect(present('user.settings_changed', settings)).toBeNull();
    expect(publicCatalogue.present({ type: 'nobody.decided', data: {} }, sampleMeta)).toBeNull();
  });

  it('reads every public version as the newest through the public upcasters', () => {
    const newest: CatalogueSamples = {};
    for (const { internal, event } of publicCatalogue.mappings) {
      newest[event.type] = {
        [event.latest]: decodedSamples(internal.type).map(
          (decoded) => publicCatalogue.present(decoded, sampleMeta)?.data,
        ),
      };
    }
    const all: CatalogueSamples = { ...newest };
    for (const [type, versions] of Object.entries(olderPublicSamples)) {
      all[type] = { ...versions, ...all[type] };
    }
    assertCatalogueUpcasts(publicCatalogue.events, all);
  });
});
