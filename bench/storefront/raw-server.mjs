// The baseline of bench/storefront/payload.mjs: plain node:http answering every request with the
// same bytes and headers the API gave for the public layout payload. Reads
// `{ headers, body (base64) }` from the file named on the command line, prints `READY <url>`.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const { headers, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const head = { ...headers, 'content-length': String(bytes.length) };

const server = http.createServer((req, res) => {
  res.writeHead(200, head);
  res.end(bytes);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`READY http://127.0.0.1:${server.address().port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
