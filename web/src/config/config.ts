/** Build-time settings of the web app (Vite `define` and env), with the defaults of a plain run. */
export const config = {
  /** Used only when the server's hello names no support address (or hello failed). */
  supportEmail: import.meta.env.VITE_RUSHES_SUPPORT_EMAIL ?? null,
  uiBuildId: typeof __UI_BUILD_ID__ === 'string' ? __UI_BUILD_ID__ : 'dev',
  uiBuildTime: typeof __UI_BUILD_TIME__ === 'string' ? __UI_BUILD_TIME__ : '',
};
