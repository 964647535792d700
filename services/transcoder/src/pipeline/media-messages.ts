/** Reasons a user reads on a failed job (the transcoder's side of the message catalogue). */
export const mediaMessages = {
  unreadable: 'This file could not be read as video, audio or an image.',
  undecodable: 'This file is damaged: its picture or sound could not be decoded.',
  unreadablePdf: 'This PDF could not be read.',
  notWatermarkable: 'Watermarks are drawn on clips and pictures only.',
} as const;
