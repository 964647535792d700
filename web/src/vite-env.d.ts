/// <reference types="vite/client" />

declare const __UI_BUILD_ID__: string;
declare const __UI_BUILD_TIME__: string;

interface ImportMetaEnv {
  readonly VITE_RUSHES_SUPPORT_EMAIL?: string;
}
