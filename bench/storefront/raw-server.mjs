// The baseline of bench/storefront/payload.mjs: plain node:http answering every request with the
// same bytes and headers the API gave for the public layout payload, under the same server
// settings as the API's (app.ts: requestTimeout, headersTimeout; Node's default keep-alive).
// Reads `{ headers, body (base64) }` from the file named on the command line and listens on the
// port named second; prints `READY <url>`.
//
// The bytes are the identity (uncompressed) answer: a snapshot that still names a content coding
// is refused, so the baseline never replays `content-encoding` over bytes that are not encoded.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const { headers, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const port = Number(process.argv[3] ?? 0);
const names = Object.keys(headers).map((name) => name.toLowerCase());
for (const refused of ['content-encoding', 'transfer-encoding', 'content-length']) {
  if (names.includes(refused)) {
    process.stderr.write(`raw-server: the snapshot names ${refused}: refusing to replay it\n`);
    process.exit(2);
  }
}
const bytes = Buffer.from(body, 'base64');
const head = { ...headers, 'content-length': String(bytes.length) };

const server = http.createServer((req, res) => {
  res.writeHead(200, head);
  res.end(bytes);
});
// As apps/api/src/app.ts sets them on the API's server.
server.requestTimeout = 60 * 60_000;
server.headersTimeout = 60_000;
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`READY http://127.0.0.1:${server.address().port}\n`);
});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
