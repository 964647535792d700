import { describe, it } from 'vitest';
import type { RenditionEvent } from '../catalogue/rendition.events.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { type RenditionCommand, renditionDecider } from './rendition.decider.ts';

const id = 'r1';
const spec = deciderSpec(renditionDecider);
const asked = {
  id,
  linkId: 'l1',
  projectId: 'p1',
  assetId: 'a1',
  versionId: 'v1',
  sourceKey: 'p/a/v1/source.mov',
  filename: 'A001.mov',
  mimetype: 'video/quicktime',
  outputPrefix: 'p/a/v1/watermarks/r1/',
  marks: [
    { position: 'BOTTOMRIGHT' as const, mark: { kind: 'TEXT' as const, text: 'CONFIDENTIAL' } },
  ],
  fontSize: 32,
  opacity: 100,
  opacityBackground: 50,
  horizontalOffset: 32,
  verticalOffset: 32,
  live: false,
};
const outputs = (attempt = 1) => ({
  id,
  attempt,
  masterKey: 'w/hls/master.m3u8',
  posterKey: 'w/poster.jpg',
  downloadKey: 'w/download.mp4',
});

const requested = (attempt = 1): RenditionEvent => ({
  type: 'rendition.requested',
  data: { ...asked, attempt },
});
const progressed = (percent: number): RenditionEvent => ({
  type: 'rendition.progressed',
  data: { id, attempt: 1, percent },
});
const playable: RenditionEvent = {
  type: 'rendition.playable',
  data: { id, attempt: 1, masterKey: 'w/hls/master.m3u8' },
};
const completed: RenditionEvent = { type: 'rendition.completed', data: outputs() };
const failed: RenditionEvent = {
  type: 'rendition.failed',
  data: { id, attempt: 1, reason: 'The file could not be read.' },
};

const request: RenditionCommand = { type: 'RequestRendition', data: asked };
const report = (percent: number, attempt = 1): RenditionCommand => ({
  type: 'ReportRenditionProgress',
  id,
  attempt,
  percent,
});
const markPlayable: RenditionCommand = {
  type: 'MarkRenditionPlayable',
  id,
  attempt: 1,
  masterKey: 'w/hls/master.m3u8',
};
const complete = (attempt = 1): RenditionCommand => ({
  type: 'CompleteRendition',
  data: outputs(attempt),
});
const fail = (reason: string): RenditionCommand => ({
  type: 'FailRendition',
  id,
  attempt: 1,
  reason,
});

describe('RequestRendition', () => {
  it('starts the first attempt', () => {
    spec.when(request).then([requested(1)]);
  });

  it('changes nothing while it renders or once it is done: every visitor may ask', () => {
    spec.given([requested()]).when(request).thenNothing();
    spec.given([requested(), playable]).when(request).thenNothing();
    spec.given([requested(), completed]).when(request).thenNothing();
  });

  it('asks again after a failure, as the next attempt', () => {
    spec
      .given([requested(), failed])
      .when(request)
      .then([requested(2)]);
  });
});

describe("the renderer's steps", () => {
  it('reports progress only forwards, rounded and within 0–100', () => {
    spec
      .given([requested()])
      .when(report(12.4))
      .then([progressed(12)]);
    spec
      .given([requested(), progressed(40)])
      .when(report(30))
      .thenNothing();
    spec
      .given([requested()])
      .when(report(140))
      .then([progressed(100)]);
  });

  it('says once that the rendition plays', () => {
    spec.given([requested()]).when(markPlayable).then([playable]);
    spec.given([requested(), playable]).when(markPlayable).thenNothing();
  });

  it('completes a rendering attempt', () => {
    spec.given([requested(), playable]).when(complete()).then([completed]);
  });

  it('refuses the steps of an attempt that is not rendering', () => {
    const conflict = (state: string) => ({ field: 'id', entity: 'rendition', state });
    spec.when(report(5)).thenRejects('STATE_CONFLICT', conflict('NONE'));
    spec.given([requested(), completed]).when(complete()).thenRejects('STATE_CONFLICT');
    spec
      .given([requested(), failed, requested(2)])
      .when(report(5, 1))
      .thenRejects('STATE_CONFLICT');
    spec.given([requested(), failed]).when(markPlayable).thenRejects('STATE_CONFLICT');
  });

  it('fails with a reason for the visitor, never an empty one', () => {
    spec.given([requested()]).when(fail(' The file could not be read. ')).then([failed]);
    spec.given([requested()]).when(fail('  ')).thenRejects('VALIDATION_FAILED');
  });
});
