// The groups' keys for the AI platforms: checked against the platform before they are saved, kept
// sealed (AES-256-GCM, key derived from SESSION_SECRET for this purpose), read back only on the
// server and only for their own group. A group without a key of its own uses the server-wide key
// when one is configured (OPENAI_API_KEY, SYNTHESIA_API_KEY).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { generativeAiAccounts, type AIAccountTypeValue } from '../../db/schema';
import { UserError } from '../../errors';
import type { Logger } from '../../logger';
import { checkOpenAIKey, OpenAIError, openaiApi } from '../../providers/openai';
import { checkSynthesiaKey, SynthesiaError, synthesiaApi } from '../../providers/synthesia';
import type { Services } from '../../services';
import { decryptToken, encryptToken } from '../auth';
import { UNABLE_TO_DELETE_KEY, UNABLE_TO_SAVE_KEY } from './messages';

const PURPOSE = 'generative ai key';

export type AccountRow = typeof generativeAiAccounts.$inferSelect;
export type KeyDeps = Pick<Services, 'db' | 'config'> & { logger: Logger };

export function listAccounts(db: Database, groupId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(generativeAiAccounts)
    .where(eq(generativeAiAccounts.groupId, groupId))
    .orderBy(asc(generativeAiAccounts.createdAt), asc(generativeAiAccounts.type));
}

/** Asks the platform whether it accepts the key; a refusal or failure is 'Unable to save API key.'. */
async function checkKey(deps: KeyDeps, type: AIAccountTypeValue, key: string): Promise<void> {
  try {
    if (type === 'OPENAI') await checkOpenAIKey(openaiApi(deps.config), key);
    else await checkSynthesiaKey(synthesiaApi(deps.config), key);
  } catch (error) {
    if (!(error instanceof OpenAIError || error instanceof SynthesiaError)) throw error;
    deps.logger.warn({ type, kind: error.kind, status: error.status }, 'ai key refused');
    throw new UserError(UNABLE_TO_SAVE_KEY, {
      code: error.kind === 'auth' ? 'INVALID_API_KEY' : 'PROVIDER_UNAVAILABLE',
    });
  }
}

/** Connects the platform, or replaces its key; the key is already trimmed and within limits. */
export async function upsertKey(
  deps: KeyDeps,
  groupId: string,
  type: AIAccountTypeValue,
  key: string,
): Promise<AccountRow> {
  await checkKey(deps, type, key);
  const now = new Date();
  const values = {
    keyEncrypted: encryptToken(key, deps.config.sessionSecret, PURPOSE),
    keyLastFour: key.slice(-4),
    updatedAt: now,
  };
  const [row] = await deps.db
    .insert(generativeAiAccounts)
    .values({ groupId, type, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [generativeAiAccounts.groupId, generativeAiAccounts.type],
      set: values,
    })
    .returning();
  if (!row) throw new Error('ai account upsert returned nothing');
  return row;
}

export async function deleteKey(
  db: Database,
  groupId: string,
  type: AIAccountTypeValue,
): Promise<void> {
  const removed = await db
    .delete(generativeAiAccounts)
    .where(and(eq(generativeAiAccounts.groupId, groupId), eq(generativeAiAccounts.type, type)))
    .returning({ id: generativeAiAccounts.id });
  if (removed.length === 0) throw new UserError(UNABLE_TO_DELETE_KEY, { code: 'NOT_FOUND' });
}

/** The key the group's calls use: its own, else the server-wide one; null when it has none. */
export async function keyFor(
  deps: Pick<Services, 'db' | 'config'>,
  groupId: string,
  type: AIAccountTypeValue,
): Promise<string | null> {
  const [row] = await deps.db
    .select({ keyEncrypted: generativeAiAccounts.keyEncrypted })
    .from(generativeAiAccounts)
    .where(and(eq(generativeAiAccounts.groupId, groupId), eq(generativeAiAccounts.type, type)));
  const own = row ? decryptToken(row.keyEncrypted, deps.config.sessionSecret, PURPOSE) : null;
  if (own) return own;
  return type === 'OPENAI' ? openaiApi(deps.config).serverKey : synthesiaApi(deps.config).serverKey;
}
