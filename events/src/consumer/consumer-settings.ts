import type { ConsumerLogger, DurableConsumerOptions } from './durable-consumer.ts';

/** A consumer's options with their defaults filled in. */
export interface ConsumerSettings {
  name: string;
  maxDeliveries: number;
  ackWaitMs: number;
  backoffMs: readonly number[];
  logger: ConsumerLogger;
}

const consoleLogger: ConsumerLogger = {
  warn: (data, message) => console.warn(message, data),
  error: (data, message) => console.error(message, data),
};

const durableNamePattern = /^[A-Za-z0-9_-]{1,64}$/;

export function consumerSettings(options: DurableConsumerOptions): ConsumerSettings {
  if (!durableNamePattern.test(options.name)) {
    throw new Error(`invalid durable consumer name '${options.name}'`);
  }
  const settings = {
    name: options.name,
    maxDeliveries: options.maxDeliveries ?? 5,
    ackWaitMs: options.ackWaitMs ?? 30_000,
    backoffMs: options.backoffMs ?? [1_000, 5_000, 30_000, 60_000],
    logger: options.logger ?? consoleLogger,
  };
  if (settings.maxDeliveries < 1 || settings.ackWaitMs < 1 || settings.backoffMs.length === 0) {
    throw new Error(`invalid settings for durable consumer '${options.name}'`);
  }
  return settings;
}

/** The delay of a `nak()` after delivery number `deliveryCount`. */
export function backoffDelay(settings: ConsumerSettings, deliveryCount: number): number {
  const { backoffMs } = settings;
  return backoffMs[Math.min(deliveryCount, backoffMs.length) - 1] ?? 0;
}
