import { createServer } from 'node:http';
import { createRequestHandler } from '../apps/api/src/http/server';
import { createLogger } from '../apps/api/src/logger';
import { createPublicFastPath } from '../apps/api/src/http/public-fast-path';
import { PublicCache } from '../apps/api/src/modules/layouts/public-cache';
const cache = new PublicCache(3600_000);
const body = JSON.stringify({ data: { getEmbeddedWidget: { id: 'x', title: 'y'.repeat(1600) } } });
const graphql = {
  fetch: async () => {
    if (!cache.get('k')) cache.set('k', 'g', cache.generation('g'), 1);
    return new Response(body, { status: 200, headers: {
      'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length),
      'cache-control': 'public, max-age=60, stale-while-revalidate=300', etag: '"abcdefabcdefabcdefabcdefabcdef12"', vary: 'Accept, Accept-Encoding' } });
  },
};
const handler = createRequestHandler({
  config: { publicUrl: 'http://127.0.0.1' } as never, database: {} as never, graphql: graphql as never,
  logger: createLogger({ logLevel: 'warn' } as never), webDist: '/nonexistent', embedDist: '/nonexistent',
});
const mode = process.argv[2];
const fp = createPublicFastPath({ graphql: graphql as never });
const ctx = () => ({ requestId: 'x', logger: undefined as never, reply: undefined as never });
const fast = (req: any, res: any) => { res.setHeader('x-request-id', 'abc'); void fp.handle(req, res, ctx); };
const server = createServer(mode === 'raw' ? (req, res) => { res.writeHead(200, {a:'b'}); res.end(body); } : mode === 'fast' ? fast : handler);
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`READY ${(server.address() as any).port}`));
