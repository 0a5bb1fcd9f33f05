// Size limits of GraphQL request bodies, enforced before anything is parsed. Anyone can send an
// anonymous request, so anonymous bodies get what the apps' largest anonymous operation needs with
// room to spare; a signed-in session (checked only when a body is larger than that) gets what the
// largest real mutation needs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendBodyTooLarge } from '../http/routes';

/**
 * The largest anonymous operation the apps send is the embed's getEmbeddedWidget (about 4.5 kB
 * with its fragments); contactUs with its 500-character message, signup and the social sign-ins
 * are smaller. test/graphql-body-limits.test.ts checks every public operation fits in a quarter.
 */
export const ANONYMOUS_GRAPHQL_BODY_BYTES = 32 * 1024;

/**
 * The largest real mutation is a catalogue import batch: upsertProducts with 20 products
 * (PRODUCT_BATCH), each up to 512 KiB of description HTML plus variants and images, as the server's
 * catalogue validation allows; about 20 × 1.5 MB in JSON.
 */
export const SIGNED_IN_GRAPHQL_BODY_BYTES = 32 * 1024 * 1024;

export const GRAPHQL_BODY_TOO_LARGE = 'Request body too large.';

const tooLarge = (req: IncomingMessage, res: ServerResponse) =>
  sendBodyTooLarge(req, res, {
    errors: [{ message: GRAPHQL_BODY_TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
  });

/**
 * Reads a POST body within its limit and hands it to the GraphQL server (as `req.body`, which
 * graphql-yoga's Node adapter takes instead of the consumed stream). False when it answered 413
 * (or the sender went away) and the request is done. `isSignedIn` tells whether the request
 * carries a live session (asked at most once, only for a body over the anonymous limit).
 */
export async function limitGraphqlBody(
  req: IncomingMessage,
  res: ServerResponse,
  isSignedIn: () => Promise<boolean>,
): Promise<boolean> {
  if (req.method !== 'POST') return true;
  let signedIn: boolean | undefined;
  const mayExceedAnonymous = async () => (signedIn ??= await isSignedIn());

  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > ANONYMOUS_GRAPHQL_BODY_BYTES) {
    if (declared > SIGNED_IN_GRAPHQL_BODY_BYTES || !(await mayExceedAnonymous())) {
      tooLarge(req, res);
      return false;
    }
  }

  const chunks: Buffer[] = [];
  let size = 0;
  try {
    // Not destroyed on an early return: the 413 must reach the sender first (see sendBodyTooLarge).
    for await (const chunk of req.iterator({ destroyOnReturn: false })) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buf.length;
      const over =
        size > ANONYMOUS_GRAPHQL_BODY_BYTES &&
        (size > SIGNED_IN_GRAPHQL_BODY_BYTES || !(await mayExceedAnonymous()));
      if (over) {
        tooLarge(req, res);
        return false;
      }
      chunks.push(buf);
    }
  } catch {
    // The sender went away mid-body: nothing to answer.
    res.destroy();
    return false;
  }
  (req as IncomingMessage & { body?: Buffer }).body = Buffer.concat(chunks, size);
  return true;
}
