// The sandbox shop's theme editor, reduced to what Vendy's merchants do in Shopify's: add the
// extension's app blocks ("Vendy layout", "Vendy Instagram feed") to a page of the theme, with the
// settings of the block's schema, and remove them. The sandbox's theme has one such page, the
// store's Instagram page ({root}pages/instagram); its blocks are kept per shop in app_settings.
//   GET  /sandbox/shopify/{shop}/admin/themes/current/editor   the blocks, and a form to add one
//   POST /sandbox/shopify/{shop}/admin/themes/current/editor   action=add (block, id, shape) | remove
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isEmbedId } from '@vendy/client/domain';
import type { Database } from '../../../db/connection';
import { escapeHtml, redirect, sendHtml } from '../../../http/routes';
import { getSetting, setSetting } from '../../../modules/settings';
import type { SandboxContext } from '../context';
import { page } from '../html';
import { readForm } from '../oauth';
import type { AppBlockName } from './theme-extension';

export const THEME_EDITOR_PATH = 'admin/themes/current/editor';
/** The store page whose app blocks the editor changes. */
export const INSTAGRAM_PAGE_PATH = 'pages/instagram';
/** As many blocks as a Shopify section holds. */
export const MAX_PAGE_BLOCKS = 16;

export interface SavedBlock {
  /** Unique on the page, like Shopify's block ids. */
  id: string;
  type: Extract<AppBlockName, 'vendy-layout' | 'vendy-feed'>;
  settings: Record<string, string>;
}

const BLOCK_NAMES: Record<SavedBlock['type'], string> = {
  'vendy-layout': 'Vendy layout',
  'vendy-feed': 'Vendy Instagram feed',
};

const keyOf = (shop: string) => `sandbox.theme:${shop}:${INSTAGRAM_PAGE_PATH}`;

function isSavedBlock(value: unknown): value is SavedBlock {
  const block = value as SavedBlock | null;
  return (
    typeof block === 'object' &&
    block !== null &&
    typeof block.id === 'string' &&
    (block.type === 'vendy-layout' || block.type === 'vendy-feed') &&
    typeof block.settings === 'object' &&
    block.settings !== null
  );
}

/** The app blocks saved on the shop's Instagram page, in page order. */
export async function pageBlocks(db: Database, shop: string): Promise<SavedBlock[]> {
  const saved: unknown = await getSetting(db, keyOf(shop));
  return Array.isArray(saved) ? saved.filter(isSavedBlock) : [];
}

export async function savePageBlocks(
  db: Database,
  shop: string,
  blocks: readonly SavedBlock[],
): Promise<void> {
  await setSetting(
    db,
    keyOf(shop),
    blocks.slice(0, MAX_PAGE_BLOCKS).map((b) => ({ ...b, settings: { ...b.settings } })),
  );
}

/** Adds a block unless one of the same type already names the same id; answers the blocks. */
export async function addPageBlock(
  db: Database,
  shop: string,
  block: Omit<SavedBlock, 'id'>,
): Promise<SavedBlock[]> {
  const blocks = await pageBlocks(db, shop);
  const named = (b: Omit<SavedBlock, 'id'>) => b.settings.feed_id ?? b.settings.layout_id;
  if (blocks.some((b) => b.type === block.type && named(b) === named(block))) return blocks;
  const next = [...blocks, { ...block, id: `${block.type}-${Date.now().toString(36)}` }];
  await savePageBlocks(db, shop, next);
  return next;
}

/** What a block's settings name, checked as the theme editor's text field would not. */
function blockFromForm(form: URLSearchParams): Omit<SavedBlock, 'id'> | string {
  const type = form.get('block');
  const id = (form.get('id') ?? '').trim();
  if (type === 'vendy-feed') {
    const feedId = id.replace(/^ig\//, '');
    if (!isEmbedId(feedId) || feedId.includes('/')) return 'Enter the feed ID copied from Vendy.';
    return { type, settings: { feed_id: feedId } };
  }
  if (type === 'vendy-layout') {
    if (!isEmbedId(id)) return 'Enter the layout ID copied from Vendy.';
    const shape = form.get('shape') === 'portrait' ? 'portrait' : 'landscape';
    return { type, settings: { layout_id: id, layout_format: shape } };
  }
  return 'Choose a block to add.';
}

function editorPage(ctx: SandboxContext, blocks: readonly SavedBlock[], message: string): string {
  const items = blocks
    .map((block) => {
      const named = block.settings.feed_id ?? block.settings.layout_id ?? '';
      const label = `${BLOCK_NAMES[block.type]} ${named}`;
      return `<li><span>${escapeHtml(BLOCK_NAMES[block.type])}: <code>${escapeHtml(named)}</code></span>
<form method="post"><input type="hidden" name="action" value="remove"><input type="hidden" name="block-id" value="${escapeHtml(block.id)}">
<button type="submit" aria-label="Remove ${escapeHtml(label)}">Remove</button></form></li>`;
    })
    .join('\n');
  const store = `/sandbox/shopify/${ctx.shop}/${INSTAGRAM_PAGE_PATH}`;
  return page(
    'Customize: Instagram page',
    `<h1>Customize: Instagram page</h1>
<p><a href="${escapeHtml(store)}">View the page in the store</a></p>
<p role="status">${escapeHtml(message)}</p>
<h2>App blocks</h2>
${items ? `<ul>${items}</ul>` : '<p>This page has no app blocks yet.</p>'}
<h2>Add block</h2>
<form method="post">
<input type="hidden" name="action" value="add">
<label for="block">Block</label>
<select id="block" name="block">
<option value="vendy-feed">Vendy Instagram feed</option>
<option value="vendy-layout">Vendy layout</option>
</select>
<label for="id">Feed or layout ID</label>
<input type="text" id="id" name="id" autocomplete="off" required>
<label for="shape">Layout shape (layouts only)</label>
<select id="shape" name="shape">
<option value="landscape">Landscape, carousel or grid (16:9)</option>
<option value="portrait">Portrait, portrait carousel or coverflow</option>
</select>
<div class="actions"><button type="submit" value="install">Save</button></div>
</form>`,
  );
}

const MESSAGES: Record<string, string> = {
  added: 'Saved. The block shows on the Instagram page.',
  removed: 'Block removed.',
};

export async function themeEditorPage(
  res: ServerResponse,
  ctx: SandboxContext,
  url: URL,
): Promise<void> {
  const done = url.searchParams.get('done') ?? '';
  sendHtml(res, 200, editorPage(ctx, await pageBlocks(ctx.db, ctx.shop), MESSAGES[done] ?? ''));
}

export async function themeEditorChange(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
): Promise<void> {
  const form = await readForm(req);
  const back = `/sandbox/shopify/${ctx.shop}/${THEME_EDITOR_PATH}`;
  if (form.get('action') === 'remove') {
    const id = form.get('block-id');
    const blocks = await pageBlocks(ctx.db, ctx.shop);
    await savePageBlocks(
      ctx.db,
      ctx.shop,
      blocks.filter((b) => b.id !== id),
    );
    redirect(res, `${back}?done=removed`, undefined, 303);
    return;
  }
  const block = blockFromForm(form);
  if (typeof block === 'string') {
    sendHtml(res, 400, editorPage(ctx, await pageBlocks(ctx.db, ctx.shop), block));
    return;
  }
  const blocks = await pageBlocks(ctx.db, ctx.shop);
  if (blocks.length >= MAX_PAGE_BLOCKS) {
    sendHtml(res, 400, editorPage(ctx, blocks, 'This page holds no more blocks.'));
    return;
  }
  await addPageBlock(ctx.db, ctx.shop, block);
  redirect(res, `${back}?done=added`, undefined, 303);
}
