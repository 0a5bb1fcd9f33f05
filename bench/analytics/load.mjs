// The analytics bench's load generator, a process of its own (run.mjs starts it): reads one JSON
// command per line on stdin, `{ "requests": [{ "path", "token" }], "parallel": n }`, sends the
// requests over keep-alive loopback connections (one after the other when parallel is 1, else n at
// a time) and prints one JSON line `{ "results": [{ "ms", "status", "bytes", "body"? }], "cpu" }`
// (each request's time from sending to its last byte; this process's CPU seconds for the batch).
// `keepBody` in a request returns its parsed answer too. An empty line or end of input quits.
import http from 'node:http';
import { createInterface } from 'node:readline';

const base = new URL(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function get({ path, token, keepBody }) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        agent,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const body = Buffer.concat(chunks);
          const result = { ms, status: res.statusCode, bytes: body.length };
          if (keepBody || res.statusCode !== 200) {
            try {
              result.body = JSON.parse(body.toString('utf8'));
            } catch {
              result.body = body.toString('utf8').slice(0, 200);
            }
          }
          resolve(result);
        });
      },
    );
    req.on('error', (error) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({ ms, status: 0, bytes: 0, body: String(error) });
    });
    req.end();
  });
}

const lines = createInterface({ input: process.stdin });
process.stdout.write('READY\n');
for await (const line of lines) {
  if (!line.trim()) break;
  const { requests, parallel = 1 } = JSON.parse(line);
  const cpuBefore = process.cpuUsage();
  const results = new Array(requests.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, parallel) }, async () => {
      while (next < requests.length) {
        const i = next++;
        results[i] = await get(requests[i]);
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  process.stdout.write(`${JSON.stringify({ results, cpu: (cpu.user + cpu.system) / 1e6 })}\n`);
}
agent.destroy();
