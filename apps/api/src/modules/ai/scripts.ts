// generateProductScript and getGeneratedTexts: a script for one of the group's products, written by
// the text-generation platform with the group's key (or the server-wide one), kept as a
// GeneratedText. Every failure is 'Unable to generate script.' with a code saying why (no account,
// unknown product, key refused, platform busy or failing); details go to the log.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { generatedTexts, products, productVariants } from '../../db/schema';
import { isUuid } from '../../db/ids';
import { UserError } from '../../errors';
import type { Logger } from '../../logger';
import { createResponse, OpenAIError, openaiApi } from '../../providers/openai';
import type { Services } from '../../services';
import { keyFor } from './keys';
import { UNABLE_TO_GENERATE_SCRIPT } from './messages';
import { scriptPrompt } from './prompts';

export type GeneratedTextRow = typeof generatedTexts.$inferSelect;
type Deps = Pick<Services, 'db' | 'config'> & { logger: Logger };

/** Longest script kept (the platform is asked for about 100 words). */
const MAX_SCRIPT_CHARS = 5000;

const refuse = (code: string) => new UserError(UNABLE_TO_GENERATE_SCRIPT, { code });

/** A listed (not archived) product of the group, with its variants; null when unknown. */
async function groupProduct(db: Database, groupId: string, productId: string) {
  if (!isUuid(productId)) return null;
  const [product] = await db
    .select()
    .from(products)
    .where(
      and(eq(products.id, productId), eq(products.groupId, groupId), isNull(products.archivedAt)),
    );
  if (!product) return null;
  const variants = await db
    .select({ title: productVariants.title, price: productVariants.price })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(productVariants.position);
  return { ...product, variants };
}

export async function generateScript(
  deps: Deps,
  groupId: string,
  productId: string,
): Promise<GeneratedTextRow> {
  const product = await groupProduct(deps.db, groupId, productId);
  if (!product) throw refuse('NOT_FOUND');
  const key = await keyFor(deps, groupId, 'OPENAI');
  if (!key) throw refuse('NO_ACCOUNT');
  let content: string;
  try {
    content = await createResponse(openaiApi(deps.config), key, {
      ...scriptPrompt(product),
      maxOutputTokens: 400,
    });
  } catch (error) {
    if (!(error instanceof OpenAIError)) throw error;
    deps.logger.warn(
      { groupId, kind: error.kind, status: error.status, err: error.message },
      'product script: the platform failed',
    );
    throw refuse(
      error.kind === 'auth'
        ? 'INVALID_API_KEY'
        : error.kind === 'rate_limit'
          ? 'RATE_LIMITED'
          : 'PROVIDER_ERROR',
    );
  }
  const [row] = await deps.db
    .insert(generatedTexts)
    .values({
      groupId,
      type: 'OPENAI',
      productId: product.id,
      content: content.slice(0, MAX_SCRIPT_CHARS),
    })
    .returning();
  if (!row) throw new Error('generated text insert returned nothing');
  return row;
}

export function listTexts(
  db: Database,
  groupId: string,
  productId: string | null | undefined,
): Promise<GeneratedTextRow[]> {
  if (productId != null && !isUuid(productId)) return Promise.resolve([]);
  return db
    .select()
    .from(generatedTexts)
    .where(
      and(
        eq(generatedTexts.groupId, groupId),
        productId != null ? eq(generatedTexts.productId, productId) : undefined,
      ),
    )
    .orderBy(desc(generatedTexts.createdAt), desc(generatedTexts.id));
}

export async function findText(
  db: Database,
  groupId: string,
  id: string,
): Promise<GeneratedTextRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(generatedTexts)
    .where(and(eq(generatedTexts.id, id), eq(generatedTexts.groupId, groupId)));
  return row ?? null;
}

/** The listed products of the group among `ids`, by id (GeneratedText.product, the job's product). */
export async function groupProductRows(db: Database, groupId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(
      and(eq(products.groupId, groupId), inArray(products.id, wanted), isNull(products.archivedAt)),
    );
}
