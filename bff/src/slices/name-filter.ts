/** A LIKE pattern for names holding `text` anywhere, its wildcards taken as they are. */
export const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
