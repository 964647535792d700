import { describe, expect, it } from 'vitest';
import { assertCatalogueUpcasts } from '../testing/index.ts';
import { InvalidEvent } from './define-event.ts';
import { catalogue } from './index.ts';
import {
  ids,
  linkSamples,
  mediaSamples,
  renditionSamples,
  rushesSamples,
} from './rushes-samples.fixture.ts';

describe('the Rushes catalogue', () => {
  it('has samples for every version, and each one validates and round-trips', () => {
    assertCatalogueUpcasts(catalogue, rushesSamples);
  });

  it("reads a comment.added of version 1 as added by its decision's actor", () => {
    const stored = { type: 'comment.added', version: 1, data: mediaSamples['comment.added'][1][0] };
    const meta = {
      actor: { kind: 'user' as const, id: ids.user },
      commandId: 'c-1',
      correlationId: 'r-1',
      causationId: null,
      at: '2026-11-20T09:00:00.000Z',
      clientIp: null,
    };
    expect(catalogue.decode(stored, meta).data).toMatchObject({
      id: ids.comment,
      author: { kind: 'user', userId: ids.user },
    });
  });

  it('reads a project.created v1 as made on the default storage, with no transfer server', () => {
    const [created] = rushesSamples['project.created']?.[1] ?? [];
    const meta = {
      actor: { kind: 'user' as const, id: ids.user },
      ...{ commandId: 'c-4', correlationId: 'r-4', causationId: null },
      ...{ at: '2026-11-20T09:00:00.000Z', clientIp: null },
    };
    const read = catalogue.decode({ type: 'project.created', version: 1, data: created }, meta);
    expect(read.data).toEqual({ ...created, storagePrefix: '', transferServer: null });
  });

  it('reads a watermark of link.options_changed v1 as custom text, fully opaque', () => {
    const meta = {
      actor: { kind: 'user' as const, id: ids.user },
      ...{ commandId: 'c-2', correlationId: 'r-2', causationId: null },
      ...{ at: '2026-11-20T09:00:00.000Z', clientIp: null },
    };
    const [named, , marked, removed] = linkSamples['link.options_changed'][1];
    const read = (data: unknown) =>
      catalogue.decode({ type: 'link.options_changed', version: 1, data }, meta).data;
    expect(read(marked)).toEqual({
      id: ids.link,
      watermark: { type: 'CUSTOM', text: 'CONFIDENTIAL', position: 'BOTTOMRIGHT', opacity: 100 },
    });
    expect(read(removed)).toEqual({ id: ids.link, watermark: null });
    expect(read(named)).toEqual({ id: ids.link, name: 'Dailies', expiresAt: null });
  });

  it('reads a rendition.requested v1 as one mark, drawn as v1 was: 32 px, box half as opaque, 3% in, from its source', () => {
    const meta = {
      actor: { kind: 'system' as const, id: 'bff' },
      ...{ commandId: 'c-3', correlationId: 'r-3', causationId: null },
      ...{ at: '2026-11-20T09:00:00.000Z', clientIp: null },
    };
    const [, counter] = renditionSamples['rendition.requested'][1];
    const { mark: _mark, position: _position, ...rest } = counter ?? {};
    const read = catalogue.decode({ type: 'rendition.requested', version: 1, data: counter }, meta);
    expect(read.data).toEqual({
      ...rest,
      marks: [{ position: 'TOPLEFT', mark: { kind: 'TIMECODE' } }],
      fontSize: 32,
      opacity: 55,
      opacityBackground: 28,
      horizontalOffset: 32,
      verticalOffset: 32,
      live: false,
    });
  });

  it('refuses an event whose data breaks its schema', () => {
    const folder = {
      type: 'folder.created' as const,
      data: { id: ids.folder, projectId: ids.project, parentId: ids.root, name: '' },
    };
    expect(() => catalogue.encode(folder)).toThrow(InvalidEvent);
  });
});
