import type { WatermarkMark } from '@rushes/events';
import {
  linkWatermarkSettings,
  type WatermarkItem,
  type WatermarkPosition,
  type WatermarkSettings,
  type WatermarkType,
} from '@rushes/rules';

/** A share link's watermark: what it shows, where, how opaque (10–100). */
export interface LinkWatermark {
  type: WatermarkType;
  /** The custom text; empty for the other types. */
  text: string;
  position: WatermarkPosition;
  opacity: number;
}

/** As the links' read model keeps it; a watermark saved before types and opacity is custom text. */
export interface StoredWatermark {
  text: string;
  position: string;
  type?: string;
  opacity?: number;
}

/** The stored watermark with its defaults. Its values came from validated events. */
export const linkWatermarkOf = (stored: StoredWatermark | null): LinkWatermark | null =>
  stored && {
    type: (stored.type ?? 'CUSTOM') as WatermarkType,
    text: stored.text,
    position: stored.position as WatermarkPosition,
    opacity: stored.opacity ?? 100,
  };

/**
 * The link's watermark as the one description a player lays out and the transcoder burns in: its
 * one item at its opacity, the box half as opaque, the spec's size, in from the edges as a link's
 * watermark always was (rules' `linkWatermarkSettings`, which the share dialog's preview draws).
 */
export const linkWatermarkDescription = (watermark: LinkWatermark): WatermarkSettings => {
  const { position, type, text, opacity } = watermark;
  return linkWatermarkSettings({ position, type, text }, opacity);
};

/** What a watermark can name: who watches (a visitor of the link), and what they watch. */
export interface MarkFacts {
  /** `since`: when the visit began, looked up only for a watermark that dates it. */
  visitor: { email: string | null; visitId: string; since: Date | null } | null;
  clip: string;
  folder: string;
  project: string;
}

const visitorDependent = new Set<WatermarkType>(['USERNAME', 'TIMEOFDAY']);

/** Whether the watermark names the visitor: then each visitor gets a rendition of their own. */
export const namesVisitor = (watermark: WatermarkSettings): boolean =>
  watermark.items.some((item) => visitorDependent.has(item.type));

/** Whether the watermark dates the visit (then when it began is looked up). */
export const datesVisit = (watermark: WatermarkSettings): boolean =>
  watermark.items.some((item) => item.type === 'TIMEOFDAY');

const watchedDependent = new Set<WatermarkType>([
  'CLIPNAME',
  'SLATE',
  'FOLDER',
  'PROJECT',
  'PRODUCTION',
  'PROJECTFOLDER',
]);

/** Whether the watermark names the clip, its folder or its project (else they need no lookup). */
export const namesWatched = (watermark: WatermarkSettings): boolean =>
  watermark.items.some((item) => watchedDependent.has(item.type));

const text = (value: string): WatermarkMark => ({ kind: 'TEXT', text: value.trim() || '—' });

/** When the visit began, to the minute, in UTC: '2026-11-24 12:15 UTC'. */
const minuteOf = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What a watermark's item draws for these facts: its text as it will be burned in, or a counter.
 * A visitor is named by the e-mail they gave, else by their visit. Until projects hold productions
 * and assets hold slates, PRODUCTION draws the project's name and SLATE the clip's.
 */
export function markOf(item: WatermarkItem, facts: MarkFacts): WatermarkMark {
  const { visitor } = facts;
  switch (item.type) {
    case 'CUSTOM':
      return text(item.text);
    case 'USERNAME':
      return text(visitor?.email ?? `Visitor ${visitor?.visitId.slice(0, 8) ?? ''}`);
    case 'CLIPNAME':
    case 'SLATE':
      return text(facts.clip);
    case 'FOLDER':
      return text(facts.folder);
    case 'PROJECT':
    case 'PRODUCTION':
      return text(facts.project);
    case 'PROJECTFOLDER':
      return text(`${facts.project} / ${facts.folder}`);
    case 'TIMEOFDAY':
      return text(minuteOf(visitor?.since ?? new Date()));
    case 'FRAME':
    case 'TIMECODE':
    case 'TIME':
      return { kind: item.type };
  }
}
