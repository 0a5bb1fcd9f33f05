// Set-up of the video import tests: a local HTTP server standing in for a remote video host (it is
// registered with the app as allowed, as a CDN on the internet would be by the address checks), a
// second one standing in for an internal service that must never be reached, and the documents.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGroup } from '../../src/modules/groups/service';
import { createUser, type Gql } from '../harness/accounts';
import { givePlan, sessionOf, type VideoServer } from '../videos/fixtures';

export interface LocalHost {
  origin: string;
  /** Paths requested so far. */
  hits: string[];
  close(): Promise<void>;
}

export type Routes = Record<string, (req: IncomingMessage, res: ServerResponse) => void>;

/** An HTTP server on 127.0.0.1 answering `routes` by path (404 otherwise). */
export async function startHost(routes: Routes): Promise<LocalHost> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    hits.push(path);
    const route = routes[path];
    if (route) return route(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const send =
  (type: string, body: Buffer | string, status = 200) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };

export const redirect = (location: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(302, { location });
  res.end();
};

export const UPLOAD_FROM_URL = `mutation uploadVideoFromUrl($url: String!, $title: String!) {
  uploadVideoFromUrl(url: $url, title: $title) }`;

let groupCount = 0;
/** A fresh group (its owner signed in), optionally on a plan. */
export async function groupWithPlan(
  server: VideoServer,
  planId: 'starter' | 'standard' | 'growth' | null,
): Promise<{ groupId: string; gql: Gql }> {
  groupCount += 1;
  const user = await createUser(server.database.db, {
    email: `import${groupCount}@example.com`,
  });
  const group = await createGroup(server.database.db, user.id, `Import group ${groupCount}`);
  if (planId) await givePlan(server, group.id, planId);
  const { gql } = await sessionOf(server, user.id);
  return { groupId: group.id, gql };
}
