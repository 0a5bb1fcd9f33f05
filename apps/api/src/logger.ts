// Structured JSON logs (one object per line) so that any log shipper can index them; each request
// logs through a child logger carrying its request id.
import { randomBytes } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'vendy-api' },
    // Credentials must never reach the logs, even when a whole request or error is logged.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * This process's request ids: a random prefix (72 bits, base64url) and a counter, as many servers
 * make them (e.g. chi's RequestID middleware): unique across processes and restarts without
 * drawing random bytes for every request, which the storefront's stored answers would pay for.
 */
const REQUEST_ID_PREFIX = randomBytes(9).toString('base64url');
let requestCount = 0;

export function newRequestId(): string {
  requestCount += 1;
  return `${REQUEST_ID_PREFIX}.${requestCount.toString(36)}`;
}

/**
 * The caller's `x-request-id` when a proxy set a sane one (so logs correlate across hops),
 * otherwise a fresh one (newRequestId).
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID.test(value) ? value : newRequestId();
}
