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
// `BURST <passes>` posts every body <passes> times, pass p with the first two hex digits of each
// eventId replaced by p's (passEventId), so that every pass's events are new ones; a connection
// stops at its first failed request (the server went away), and the statuses list every pass's
// bodies in order, -1 for those never sent.
//
// Storefront traffic comes from browsers on other machines; here the sender shares the two cores
// with the server and the database, so it should cost as little as it can. Each request is written
// whole (head and body, as Node's HTTP client sends it) on a plain keep-alive socket and only the
// answer's status line and length are read: about a quarter of node:http's client CPU per request.
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import readline from 'node:readline';

const [file, url, concurrencyText] = process.argv.slice(2);
const concurrency = Number(concurrencyText);
if (!file || !url || !(concurrency > 0)) {
  console.error('usage: load.mjs <bodies file> <url> <concurrency>');
  process.exit(2);
}
const target = new URL('/events', url);
const host = target.hostname;
const port = Number(target.port);

const allBodies = (await readFile(file, 'utf8'))
  .split('\n')
  .filter(Boolean)
  .map((line) => Buffer.from(line, 'utf8'));

/** The whole request for body `i`: the head node:http would send, then the body. */
function request(body, i) {
  const head =
    `POST ${target.pathname} HTTP/1.1\r\n` +
    'content-type: text/plain;charset=UTF-8\r\n' +
    `content-length: ${body.length}\r\n` +
    // Storefront traffic comes from many visitors: spread over 2048 addresses.
    `x-forwarded-for: 10.${(i >> 16) & 255}.${(i >> 8) & 7}.${i & 255}\r\n` +
    `Host: ${target.host}\r\n` +
    'Connection: keep-alive\r\n\r\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive connection: `send(request)` resolves with the answer's status (0 when the
 * connection failed); a new connection is made when the server closed the last one.
 */
class Connection {
  socket = null;
  buffered = Buffer.alloc(0);
  waiting = null;

  connect() {
    const socket = net.connect({ host, port, noDelay: true });
    this.socket = socket;
    this.buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.parse();
    });
    // A connection that failed or was closed fails its request in flight (a socket already
    // replaced after a `connection: close` answer has none).
    const gone = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.finish(0);
    };
    socket.on('error', gone);
    socket.on('close', gone);
  }

  /** Reads one answer from what arrived: status line, content-length, body. */
  parse() {
    const end = this.buffered.indexOf(HEAD_END);
    if (end === -1) return;
    const head = this.buffered.toString('latin1', 0, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffered.length < end + 4 + length) return;
    this.buffered = this.buffered.subarray(end + 4 + length);
    if (/\r\nconnection: *close/i.test(head)) {
      this.socket?.destroy();
      this.socket = null;
    }
    this.finish(Number(head.slice(9, 12)));
  }

  finish(status) {
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.(status);
  }

  send(bytes) {
    if (!this.socket) this.connect();
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.socket.write(bytes);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }
}

const EVENT_ID_KEY = Buffer.from('"eventId":"');
const HEX = '0123456789abcdef';

/** Where each eventId's text starts in a body. */
function eventIdOffsets(body) {
  const offsets = [];
  for (let at = body.indexOf(EVENT_ID_KEY); at !== -1; at = body.indexOf(EVENT_ID_KEY, at + 1)) {
    offsets.push(at + EVENT_ID_KEY.length);
  }
  return offsets;
}

/** The body with each eventId's first two hex digits replaced by those of `pass` (0-255). */
function passBody(body, offsets, pass) {
  const copy = Buffer.from(body);
  for (const at of offsets) {
    copy[at] = HEX.charCodeAt(pass >> 4);
    copy[at + 1] = HEX.charCodeAt(pass & 15);
  }
  return copy;
}

/**
 * Posts every body (`passes` times) with `concurrency` keep-alive connections; per-request
 * statuses and seconds. With `stopOnFailure`, a connection stops at its first failed request.
 */
async function fire(bodies, passes = 1, stopOnFailure = false) {
  const prebuilt = passes === 1 ? bodies.map((body, i) => request(body, i)) : null;
  const offsets = prebuilt ? null : bodies.map(eventIdOffsets);
  const total = bodies.length * passes;
  const requestAt = (k) => {
    if (prebuilt) return prebuilt[k];
    const i = k % bodies.length;
    return request(passBody(bodies[i], offsets[i], Math.floor(k / bodies.length)), i);
  };
  const statuses = new Array(total).fill(-1);
  const connections = Array.from({ length: concurrency }, () => new Connection());
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  await Promise.all(
    connections.map(async (connection) => {
      for (;;) {
        const k = next++;
        if (k >= total) return;
        statuses[k] = await connection.send(requestAt(k));
        if (statuses[k] === 0 && stopOnFailure) return;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  for (const connection of connections) connection.close();
  return { seconds, cpu: (cpu.user + cpu.system) / 1e6, statuses };
}

process.stdout.write('READY\n');
const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  const [command, start, end] = line.trim().split(' ');
  if (command === 'BURST') {
    const { seconds, cpu, statuses } = await fire(allBodies, Number(start), true);
    process.stdout.write(`DONE ${seconds} ${cpu} ${statuses.join(',')}\n`);
  } else if (command === 'GO') {
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
