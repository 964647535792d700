/** A notification template: the mail's subject or its body. */
export type TemplateType = 'subject' | 'body';

/** The placeholders a template may hold, and what each is filled with when a mail goes. */
export interface TemplateValues {
  /** The folder's name. */
  FOLDER: string;
  /** The folder's path from the project's root, `Feature / Day 1 / Camera A`. */
  FOLDER_PATH: string;
  /** The address of the folder in Rushes. */
  LINK: string;
  /** The project's title. */
  PROJECT: string;
  /** Who sends it. */
  USER: string;
  /** What changed in the folder's assets since the round the sender chose; empty without one. */
  CHANGES: string;
}

/** Rushes' own templates, for a project that has none of its own. */
export const defaultTemplates: Record<TemplateType, string> = {
  subject: 'New content in [PROJECT]: [FOLDER]',
  body: '[USER] added new content to [FOLDER_PATH] in [PROJECT].\n\nOpen the folder: [LINK]',
};

/** How long a subject and a body may be. */
export const templateMax: Record<TemplateType, number> = { subject: 200, body: 10_000 };

const placeholder = /\[(FOLDER_PATH|FOLDER|LINK|PROJECT|USER|CHANGES)\]/g;

/** The text with every placeholder replaced by its value; other brackets stay as written. */
export const fillTemplate = (text: string, values: TemplateValues): string =>
  text.replace(placeholder, (_match, name: keyof TemplateValues) => values[name]);
