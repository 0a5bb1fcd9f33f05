// Fetching an address a user gave us (e.g. uploadVideoFromUrl) without letting them reach what only
// the server can reach: loopback, private networks, link-local (cloud metadata at 169.254.169.254),
// multicast and other non-public ranges are refused, for the address itself, for every address its
// name resolves to, and again at every redirect. The check runs inside the socket's own DNS lookup,
// so the address that was checked is the address connected to (no DNS rebinding between check and
// use). Origins listed in `allowedOrigins` (the local provider sandbox) skip the range check.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import ipaddr from 'ipaddr.js';
import { pipeToFile } from './pipe-to-file';

export class UnsafeUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeUrlError';
  }
}

export class FetchRefusedError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FetchRefusedError';
  }
}

/** Resolves a host name to its addresses (injectable for tests; the system resolver by default). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

export interface SafeFetchOptions {
  /** Origins (scheme://host:port) that may be private, e.g. the server's own sandbox. */
  allowedOrigins?: readonly string[];
  /** Redirects followed at most (each one checked again). Default 5. */
  maxRedirects?: number;
  /** Whole exchange until the response head arrives, in ms. Default 15 000. */
  timeoutMs?: number;
  resolver?: Resolver;
  headers?: Record<string, string>;
}

/** True for an address on the public internet (ipaddr.js calls that range 'unicast'). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // ::ffff:127.0.0.1 and friends are IPv4 addresses in IPv6 clothing.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Checks the form of a user-given address: http(s), no credentials, a host. */
export function parseUserUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UnsafeUrlError('Invalid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnsafeUrlError('Only http and https addresses can be fetched.');
  }
  if (url.username || url.password) {
    throw new UnsafeUrlError('Addresses with credentials cannot be fetched.');
  }
  if (!url.hostname) throw new UnsafeUrlError('Invalid URL.');
  return url;
}

const stripBrackets = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** A socket lookup that only ever hands back public addresses. */
function guardedLookup(resolver: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolver(stripBrackets(hostname)).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = addresses.filter((a) => wanted === 0 || a.family === wanted);
        const refused = usable.find((a) => !isPublicAddress(a.address));
        if (usable.length === 0) {
          callback(new UnsafeUrlError(`No address found for ${hostname}.`), '', 4);
        } else if (refused) {
          callback(new UnsafeUrlError('This address is not allowed.'), '', 4);
        } else if (options.all) {
          (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
        } else {
          callback(null, usable[0]!.address, usable[0]!.family);
        }
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

function literalAddress(hostname: string): string | null {
  const bare = stripBrackets(hostname);
  return ipaddr.isValid(bare) ? bare : null;
}

function requestOnce(
  url: URL,
  options: Required<Pick<SafeFetchOptions, 'timeoutMs'>> & SafeFetchOptions,
): Promise<IncomingMessage> {
  const allowed = (options.allowedOrigins ?? []).includes(url.origin);
  const literal = literalAddress(url.hostname);
  // Node's URL parser has already turned 2130706433, 0x7f.1 and the like into dotted form.
  if (!allowed && literal && !isPublicAddress(literal)) {
    return Promise.reject(new UnsafeUrlError('This address is not allowed.'));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'GET',
        headers: { 'user-agent': 'Vendy/1.0', accept: '*/*', ...options.headers },
        ...(allowed ? {} : { lookup: guardedLookup(options.resolver ?? systemResolver) }),
        timeout: options.timeoutMs,
      },
      resolve,
    );
    req.on('timeout', () => req.destroy(new FetchRefusedError('The remote server took too long.')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * GETs `input` and resolves with the final response (status 2xx), following redirects itself.
 * The caller reads (and limits) the body; on refusal the body is already discarded.
 */
export async function safeGet(
  input: string,
  options: SafeFetchOptions = {},
): Promise<IncomingMessage> {
  const maxRedirects = options.maxRedirects ?? 5;
  const settings = { ...options, timeoutMs: options.timeoutMs ?? 15_000 };
  let url = parseUserUrl(input);
  for (let hop = 0; ; hop += 1) {
    const response = await requestOnce(url, settings);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (hop >= maxRedirects) throw new FetchRefusedError('Too many redirects.', status);
      url = parseUserUrl(new URL(location, url).toString());
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new FetchRefusedError(`The remote server answered HTTP ${status}.`, status);
    }
    return response;
  }
}

/**
 * Writes a response body to `destination`, refusing (and removing the partial file) once it is
 * larger than `maxBytes`, whether or not the server announced its length.
 */
export async function saveLimited(
  response: IncomingMessage,
  destination: string,
  maxBytes: number,
): Promise<number> {
  const announced = Number(response.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(announced) && announced > maxBytes) {
    response.destroy();
    throw new FetchRefusedError('The file is too large.');
  }
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > maxBytes) done(new FetchRefusedError('The file is too large.'));
      else done(null, chunk);
    },
  });
  await pipeToFile(response, [limiter], destination);
  return received;
}
