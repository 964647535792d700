/** The spec's texts for the upload operations' refusals (sent as `data.message`). */
export const assetMessages = {
  dotFile: 'Files or folders whose name starts with a dot are ignored',
  filenameRequired: 'A file name is required',
} as const;
