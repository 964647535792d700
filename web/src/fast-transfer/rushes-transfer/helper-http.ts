import type { HelperProblem } from '@rushes/rules';

/** A refusal of the helper: its HTTP status and its code (UNPAIRED, WRONG_CODE, …). */
export class HelperRefusal extends Error {
  readonly status: number;
  readonly code: HelperProblem['code'] | 'UNREADABLE';

  constructor(status: number, code: HelperRefusal['code']) {
    super(code);
    this.name = 'HelperRefusal';
    this.status = status;
    this.code = code;
  }
}

const problemCodes: readonly string[] = [
  'UNPAIRED',
  'FORBIDDEN_ORIGIN',
  'BAD_INPUT',
  'NOT_FOUND',
  'WRONG_CODE',
  'INTERNAL',
] satisfies HelperProblem['code'][];

const isProblemCode = (code: unknown): code is HelperProblem['code'] =>
  typeof code === 'string' && problemCodes.includes(code);

/** The secret a pairing gave, kept in this origin's storage under the helper's address. */
export interface PairingStore {
  get(): string | null;
  set(secret: string): void;
  forget(): void;
}

export function pairingStore(helperUrl: string, storage: Storage = localStorage): PairingStore {
  const key = `rushes.transferHelper ${helperUrl}`;
  return {
    get: () => storage.getItem(key),
    set: (secret) => storage.setItem(key, secret),
    forget: () => storage.removeItem(key),
  };
}

export interface HelperRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Requests to the helper on the person's loopback, with the pairing's bearer when there is one.
 * Any answer but 2xx rejects as a HelperRefusal; no answer rejects as fetch does. A 401 forgets
 * the pairing: the helper no longer knows it.
 */
export function helperHttp(baseUrl: string, pairing: PairingStore) {
  async function send(path: string, request: HelperRequest = {}): Promise<Response> {
    const secret = pairing.get();
    const headers: Record<string, string> = {};
    if (secret) headers.authorization = `Bearer ${secret}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
      credentials: 'omit',
    });
    if (response.ok) return response;
    if (response.status === 401) pairing.forget();
    const problem: unknown = await response.json().catch(() => null);
    const code = typeof problem === 'object' && problem ? Reflect.get(problem, 'code') : null;
    throw new HelperRefusal(response.status, isProblemCode(code) ? code : 'UNREADABLE');
  }

  return {
    send,
    async json<T>(path: string, request: HelperRequest = {}): Promise<T> {
      const response = await send(path, request);
      return (await response.json()) as T;
    },
  };
}

export type HelperHttp = ReturnType<typeof helperHttp>;
