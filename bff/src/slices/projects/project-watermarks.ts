import {
  brokenOverlayRule,
  brokenWatermarkRule,
  cleanItem,
  defaultOverlay,
  defaultWatermarks,
  type OverlaySettings,
  type WatermarkSettings,
} from '@rushes/rules';
import { invalid } from '../validation.ts';

/** The project's watermark and overlay as its stream holds them. */
export interface ProjectLook {
  watermarks: WatermarkSettings;
  overlay: OverlaySettings;
  overlayImage: { storageKey: string; contentType: string } | null;
}

export const initialLook: ProjectLook = {
  watermarks: defaultWatermarks,
  overlay: defaultOverlay,
  overlayImage: null,
};

/** The watermark and overlay a caller sent; one left out keeps its settings. */
export interface ChangeProjectLook {
  type: 'ChangeProjectLook';
  projectId: string;
  watermarks?: WatermarkSettings;
  overlay?: OverlaySettings;
}

export interface SetProjectOverlayImage {
  type: 'SetProjectOverlayImage';
  projectId: string;
  storageKey: string;
  contentType: string;
}

/** The settings alone, in one order of keys, so two equal ones compare equal. */
export const watermarksOf = (w: WatermarkSettings): WatermarkSettings => ({
  enabled: w.enabled,
  items: w.items.map((item) =>
    cleanItem({ position: item.position, type: item.type, text: item.text }),
  ),
  fontSize: w.fontSize,
  opacity: w.opacity,
  opacityBackground: w.opacityBackground,
  horizontalOffset: w.horizontalOffset,
  verticalOffset: w.verticalOffset,
});

export const overlayOf = (o: OverlaySettings): OverlaySettings => ({
  enabled: o.enabled,
  size: o.size,
  opacity: o.opacity,
  x: o.x,
  y: o.y,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The events for the settings that changed, or the first rule the sent ones break. */
export function changeLook(
  { projectId: id, watermarks, overlay }: ChangeProjectLook,
  look: ProjectLook,
) {
  const events = [];
  if (watermarks) {
    const clean = watermarksOf(watermarks);
    const broken = brokenWatermarkRule(clean);
    if (broken) return invalid(broken.field, broken.rule);
    if (!same(clean, look.watermarks)) {
      events.push({ type: 'project.watermarks_changed' as const, data: { id, ...clean } });
    }
  }
  if (overlay) {
    const clean = overlayOf(overlay);
    const broken = brokenOverlayRule(clean);
    if (broken) return invalid(broken.field, broken.rule);
    if (!same(clean, look.overlay)) {
      events.push({ type: 'project.overlay_changed' as const, data: { id, ...clean } });
    }
  }
  return events;
}

export const setOverlayImage = ({
  projectId: id,
  storageKey,
  contentType,
}: SetProjectOverlayImage) => [
  { type: 'project.overlay_image_set' as const, data: { id, storageKey, contentType } },
];
