import type { MQEmitter } from 'mqemitter';

/** Closes an emitter (mqemitter or mqemitter-redis). */
export const closeEmitter = (emitter: MQEmitter): Promise<void> =>
  new Promise((resolve) => emitter.close(() => resolve()));
