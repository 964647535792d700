import {
  type OverlaySettings,
  type Picture,
  type WatermarkItem,
  type WatermarkSettings,
  watermarkPositions,
  watermarkTypes,
} from '@rushes/rules';

/** A project's watermark and overlay, as the player draws them. */
export interface ProjectLook {
  watermarks: WatermarkSettings;
  overlay: OverlaySettings;
  /** The overlay's image; nothing is drawn for the overlay without one. */
  imageUrl: string | null;
}

/** What the server answers for a project's watermark and overlay. */
export interface LookData {
  readonly watermarks: Omit<WatermarkSettings, 'items'> & {
    readonly items: readonly {
      readonly position: string;
      readonly type: string;
      readonly text: string;
    }[];
  };
  readonly overlay: OverlaySettings & {
    readonly image: { readonly url: string } | null | undefined;
  };
}

const known = (item: { position: string; type: string; text: string }): item is WatermarkItem =>
  (watermarkPositions as readonly string[]).includes(item.position) &&
  (watermarkTypes as readonly string[]).includes(item.type);

/** The answer as settings; an item of a position or type this page does not know is left out. */
export function lookOf({ watermarks, overlay }: LookData): ProjectLook {
  const { image, ...overlaySettings } = overlay;
  return {
    watermarks: {
      ...watermarks,
      items: watermarks.items.filter(known).map((item) => ({ ...item })),
    },
    overlay: overlaySettings,
    imageUrl: image?.url ?? null,
  };
}

/** Where a picture of `natural` size shows inside `box` with `object-fit: contain`. */
export function containedRect(box: Picture, natural: Picture | null) {
  if (!natural || natural.width <= 0 || natural.height <= 0) {
    return { left: 0, top: 0, width: box.width, height: box.height };
  }
  const scale = Math.min(box.width / natural.width, box.height / natural.height);
  const width = natural.width * scale;
  const height = natural.height * scale;
  return { left: (box.width - width) / 2, top: (box.height - height) / 2, width, height };
}
