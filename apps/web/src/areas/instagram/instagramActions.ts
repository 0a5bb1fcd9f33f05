// The Instagram area's server calls (doc 2, Instagram account): the account, its posts, sync,
// disconnect and the connection set-up that follows the authorization window. Failures carry the
// server's message or the operation's fallback (the transport's error catalogue); a broken
// connection arrives as an InstagramConnectionError, which the route modules send to reconnect.
import {
  DisconnectInstagramAccountDocument,
  GetInstagramAccountDocument,
  GetInstagramMediaDocument,
  SetupInstagramAccountDocument,
  SyncInstagramAccountDocument,
  type InstagramAccountFieldsFragment,
  type InstagramMediaFieldsFragment,
} from '@vendy/client/generated';
import { request } from '../../lib/api';

export type InstagramAccount = InstagramAccountFieldsFragment;
export type InstagramMedia = InstagramMediaFieldsFragment;

/** The server route that opens Instagram's authorization window (a full page load). */
export const INSTAGRAM_START_PATH = '/auth/instagram/start';

export const DISCONNECT_FALLBACK = 'Unable to disconnect account.';

export async function loadInstagramAccount(signal?: AbortSignal): Promise<InstagramAccount | null> {
  return (await request(GetInstagramAccountDocument, {}, { signal })).getInstagramAccount;
}

export async function loadInstagramMedia(signal?: AbortSignal): Promise<readonly InstagramMedia[]> {
  return (await request(GetInstagramMediaDocument, {}, { signal })).getInstagramMedia;
}

/** Reads the newest posts from Instagram; answers the account with its new last-synced time. */
export async function syncInstagramAccount(): Promise<InstagramAccount> {
  return (await request(SyncInstagramAccountDocument)).syncInstagramAccount;
}

export async function disconnectInstagramAccount(): Promise<void> {
  const { success, message } = (await request(DisconnectInstagramAccountDocument))
    .disconnectInstagramAccount;
  if (!success) {
    throw new Error(message?.trim() || DISCONNECT_FALLBACK);
  }
}

/** Hands the code Instagram returned to the server, which connects the account to the group. */
export async function setupInstagramAccount(code: string): Promise<InstagramAccount> {
  return (await request(SetupInstagramAccountDocument, { code })).setupInstagramAccount;
}
