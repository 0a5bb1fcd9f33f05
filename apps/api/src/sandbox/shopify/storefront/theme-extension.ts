// Vendy's theme app extension (apps/embed/extension) as the sandbox store's theme runs it: the
// blocks' own Liquid, rendered with a Liquid engine over what Shopify gives them: the app's
// app-data metafields stored by the sandbox Admin API (`app.metafields`), the block's settings as
// a merchant saved them in the theme editor (defaults and choices from the block's {% schema %}),
// `request.design_mode` and the extension's storefront texts (`t`). Shopify wraps each app block
// in a `shopify-app-block` element; app embeds targeting `body` go at the end of the body.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  Liquid,
  Tag,
  TypeGuards,
  type Template,
  type TagToken,
  type TopLevelToken,
} from 'liquidjs';
import { escapeHtml } from '../../../http/routes';
import { appMetafieldsOf } from '../admin-api/app-metafields';
import type { SandboxContext } from '../context';

export const EXTENSION_DIR = fileURLToPath(
  new URL('../../../../../embed/extension/', import.meta.url),
);

/** The extension's blocks the store can place: file name (without .liquid) → target. */
export const APP_BLOCKS = {
  'vendy-layout': 'section',
  'vendy-feed': 'section',
  'vendy-app-embed': 'body',
} as const;
export type AppBlockName = keyof typeof APP_BLOCKS;

interface SchemaSetting {
  id?: string;
  type: string;
  default?: unknown;
  options?: Array<{ value: string }>;
}

interface LoadedBlock {
  template: Template[];
  settings: SchemaSetting[];
}

/** `{% schema %}` is read by Shopify, not rendered. */
class SchemaTag extends Tag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    while (remainTokens.length > 0) {
      const next = remainTokens.shift();
      if (next && TypeGuards.isTagToken(next) && next.name === 'endschema') return;
    }
    throw new Error(`tag ${token.getText()} not closed`);
  }

  render(): void {}
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null && Object.hasOwn(node, part)
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, tree);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeLikeShopify = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

let engine: Liquid | undefined;
const blocks = new Map<AppBlockName, LoadedBlock>();

function liquid(): Liquid {
  if (engine) return engine;
  const texts: unknown = JSON.parse(
    readFileSync(`${EXTENSION_DIR}locales/en.default.json`, 'utf8'),
  );
  // Unknown filters fail the render: a block using a Shopify filter missing here must not pass.
  engine = new Liquid({ strictFilters: true, ownPropertyOnly: true });
  engine.registerTag('schema', SchemaTag);
  // Shopify's escape is Ruby's CGI.escapeHTML (&quot; and &#39;, where liquidjs writes &#34;).
  engine.registerFilter('escape', (value: unknown) =>
    value === null || value === undefined ? value : escapeLikeShopify(String(value)),
  );
  // An extension's `t` reads its own locales; Shopify prints this when a key is missing.
  engine.registerFilter('t', (key: unknown) => {
    const text = lookup(texts, String(key));
    return typeof text === 'string' ? text : `translation missing: en.${String(key)}`;
  });
  return engine;
}

function block(name: AppBlockName): LoadedBlock {
  const loaded = blocks.get(name);
  if (loaded) return loaded;
  const source = readFileSync(`${EXTENSION_DIR}blocks/${name}.liquid`, 'utf8');
  const schema = /{%-?\s*schema\s*-?%}([\s\S]*?){%-?\s*endschema\s*-?%}/.exec(source)?.[1];
  const settings = schema
    ? ((JSON.parse(schema) as { settings?: SchemaSetting[] }).settings ?? [])
    : [];
  const result = { template: liquid().parse(source), settings };
  blocks.set(name, result);
  return result;
}

/**
 * The settings a block renders with: each schema setting's saved value when the theme editor would
 * accept it (a select only takes one of its options), otherwise its default.
 */
export function blockSettings(
  name: AppBlockName,
  saved: Record<string, string> = {},
): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const setting of block(name).settings) {
    if (!setting.id) continue;
    const value = saved[setting.id];
    const accepted =
      value !== undefined &&
      (setting.type !== 'select' || (setting.options ?? []).some((o) => o.value === value));
    settings[setting.id] = accepted ? value : (setting.default ?? null);
  }
  return settings;
}

export interface AppBlockInstance {
  /** Unique on the page, like Shopify's block ids. */
  id: string;
  settings?: Record<string, string>;
}

/**
 * One app block or embed, rendered over the shop's app metafields and wrapped as Shopify wraps
 * it; '' when the block renders nothing (e.g. no vendy.host: the store shows nothing).
 */
export async function renderAppBlock(
  ctx: Pick<SandboxContext, 'db' | 'shop'>,
  name: AppBlockName,
  instance: AppBlockInstance,
): Promise<string> {
  const html = await liquid().render(block(name).template, {
    app: { metafields: await appMetafieldsOf(ctx) },
    block: { id: instance.id, type: name, settings: blockSettings(name, instance.settings) },
    // The sandbox store is the live storefront, never the theme editor's preview.
    request: { design_mode: false },
  });
  const content = String(html).trim();
  if (content === '') return '';
  return `<div id="shopify-block-${escapeHtml(instance.id)}" class="shopify-block shopify-app-block">${content}</div>`;
}
