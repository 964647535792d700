import type { UpdateLinkInput } from '../../graphql/schema-types.generated.ts';
import type { LinkChanges, UpdateLink } from './link.decider.ts';

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
    // the schema lets each be null as well as left out: both mean the default
    const { type, text, position, opacity } = input.watermark;
    changes.watermark = {
      type: type ?? 'CUSTOM',
      text: text ?? '',
      position,
      opacity: opacity ?? 100,
    };
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
