// A tiny S3-speaking server for tests: path-style buckets, objects in memory, and real SigV4
// verification of presigned PUT URLs (so a URL the browser would be refused is refused here too).
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeObject {
  body: Buffer;
  contentType: string;
  cacheControl?: string;
  lastModified: Date;
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, FakeObject>;
  /** Requests seen, as "METHOD path?query". */
  log: string[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function presignedSignature(
  req: IncomingMessage,
  url: URL,
  secretAccessKey: string,
): { expected: string; given: string } {
  const query = [...url.searchParams.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const signed = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
  const headers = signed
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonical = [
    req.method,
    url.pathname,
    query,
    headers,
    signed.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const date = url.searchParams.get('X-Amz-Date') ?? '';
  const scope = (url.searchParams.get('X-Amz-Credential') ?? '').split('/').slice(1).join('/');
  const [day = '', region = '', service = ''] = scope.split('/');
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service),
    'aws4_request',
  );
  return {
    expected: createHmac('sha256', key).update(toSign).digest('hex'),
    given: url.searchParams.get('X-Amz-Signature') ?? '',
  };
}

function expired(url: URL): boolean {
  const date = url.searchParams.get('X-Amz-Date') ?? '';
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  if (!m) return true;
  const start = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  return Date.now() > start + Number(url.searchParams.get('X-Amz-Expires') ?? 0) * 1000;
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const xmlError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
const escapeXml = (s: string) => s.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeS3(bucket: string, secretAccessKey: string): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const log: string[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake-s3');
      log.push(`${req.method} ${url.pathname}${url.search}`);
      const [, b, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const fail = (status: number, code: string) => {
        res
          .writeHead(status, { 'content-type': 'application/xml' })
          .end(req.method === 'HEAD' ? undefined : xmlError(code));
      };
      if (b !== bucket) return fail(404, 'NoSuchBucket');
      const presigned = url.searchParams.has('X-Amz-Signature');
      if (presigned) {
        const { expected, given } = presignedSignature(req, url, secretAccessKey);
        if (expected !== given) return fail(403, 'SignatureDoesNotMatch');
        if (expired(url)) return fail(403, 'AccessDenied');
      } else if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
        return fail(403, 'AccessDenied');
      }

      if (req.method === 'PUT' && key) {
        objects.set(key, {
          body: await body(req),
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
          ...(req.headers['cache-control'] ? { cacheControl: req.headers['cache-control'] } : {}),
          lastModified: new Date(),
        });
        res.writeHead(200, { etag: '"fake"' }).end();
        return;
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && key) {
        const object = objects.get(key);
        if (!object) return fail(404, 'NoSuchKey');
        const headers: Record<string, string> = {
          'content-type': object.contentType,
          etag: '"fake"',
          'last-modified': object.lastModified.toUTCString(),
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        };
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
        let data = object.body;
        let status = 200;
        if (range) {
          data = object.body.subarray(+range[1]!, +range[2]! + 1);
          headers['content-range'] =
            `bytes ${range[1]}-${+range[1]! + data.length - 1}/${object.body.length}`;
          status = 206;
        }
        headers['content-length'] = String(data.length);
        res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : data);
        return;
      }
      if (req.method === 'DELETE' && key) {
        objects.delete(key);
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const contents = keys
          .map(
            (k) =>
              `<Contents><Key>${escapeXml(k)}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`,
          )
          .join('');
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
          );
        return;
      }
      if (req.method === 'POST' && url.searchParams.has('delete')) {
        const xml = (await body(req)).toString();
        for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) objects.delete(m[1]!);
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
        return;
      }
      fail(400, 'NotImplemented');
    })().catch(() => res.destroy());
  });
  const endpoint = await new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
  return {
    endpoint,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
