import type { LinkChanges, UpdateLink, Watermark } from './link.decider.ts';

export interface UpdateLinkInput {
  id: string;
  name?: string | null;
  canDownload?: boolean | null;
  allowComments?: boolean | null;
  hasExpiry?: boolean | null;
  expiresAt?: Date | null;
  hasPassword?: boolean | null;
  password?: string | null;
  hasWatermark?: boolean | null;
  /** Type and opacity default to custom text, fully opaque. */
  watermark?: (Partial<Watermark> & Pick<Watermark, 'position'>) | null;
  folderIds?: string[] | null;
  assetIds?: string[] | null;
  clientMutationId?: string | null;
}

/** The options an update names: `has…: false` takes one off, a value sets it, null keeps it. */
export function linkChanges(input: UpdateLinkInput): LinkChanges {
  const changes: LinkChanges = {};
  if (input.name != null) changes.name = input.name;
  if (input.canDownload != null) changes.canDownload = input.canDownload;
  if (input.allowComments != null) changes.allowComments = input.allowComments;
  if (input.hasExpiry === false) changes.expiresAt = null;
  else if (input.expiresAt) changes.expiresAt = input.expiresAt;
  if (input.hasWatermark === false) changes.watermark = null;
  else if (input.watermark) {
    const { type = 'CUSTOM', text = '', position, opacity = 100 } = input.watermark;
    changes.watermark = { type, text, position, opacity };
  }
  return changes;
}

/** The UpdateLink command of an input, with what the resolver found and hashed. */
export const updateCommand = (
  linkId: string,
  input: UpdateLinkInput,
  found: Pick<UpdateLink, 'items' | 'download' | 'password'>,
): UpdateLink => ({
  type: 'UpdateLink',
  linkId,
  changes: linkChanges(input),
  ...found,
  now: new Date(),
});
