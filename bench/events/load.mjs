#!/usr/bin/env node
// Load generator of bench/events/run.mjs, in its own process so that the process that measures
// (and samples CPU) does not also spend its time sending requests.
//
//   node bench/events/load.mjs <bodies file> <url> <concurrency>
//
// The bodies file holds one request body (a JSON array of events) per line. The generator reads
// it, connects nothing yet, prints `READY`, then waits for a line on stdin: `GO [start end]` posts
// the bodies (all, or lines start..end-1) to <url>/events with <concurrency> keep-alive connections
// and prints one line
// `DONE <seconds> <cpu seconds of this process> <statuses>` (statuses: one HTTP status per body,
// comma-separated, 0 when the request failed); `QUIT` (or end of input) exits.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import readline from 'node:readline';

const [file, url, concurrencyText] = process.argv.slice(2);
const concurrency = Number(concurrencyText);
if (!file || !url || !(concurrency > 0)) {
  console.error('usage: load.mjs <bodies file> <url> <concurrency>');
  process.exit(2);
}

const allBodies = (await readFile(file, 'utf8'))
  .split('\n')
  .filter(Boolean)
  .map((line) => Buffer.from(line, 'utf8'));

/** Posts every body with `concurrency` keep-alive connections; per-body statuses and seconds. */
async function fire(bodies) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL('/events', url);
  const statuses = new Array(bodies.length).fill(0);
  let next = 0;
  const post = (body, i) =>
    new Promise((resolve) => {
      const req = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'content-length': body.length,
            // Storefront traffic comes from many visitors: spread over 2048 addresses.
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 7}.${i & 255}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
          res.on('error', () => resolve(0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= bodies.length) return;
        statuses[i] = await post(bodies[i], i);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return { seconds, cpu: (cpu.user + cpu.system) / 1e6, statuses };
}

process.stdout.write('READY\n');
const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  const [command, start, end] = line.trim().split(' ');
  if (command === 'GO') {
    const slice =
      start === undefined
        ? allBodies
        : allBodies.slice(Number(start), Number(end ?? allBodies.length));
    const { seconds, cpu, statuses } = await fire(slice);
    process.stdout.write(`DONE ${seconds} ${cpu} ${statuses.join(',')}\n`);
  } else if (command === 'QUIT') {
    break;
  }
}
lines.close();
