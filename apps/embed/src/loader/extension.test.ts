// The theme app extension cannot run here (it needs Shopify), so check that it stays consistent
// with the loader and the manual embed code: same placeholder, same reserved space, same script,
// and every editor text it names exists.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LAYOUT_ATTRIBUTE,
  LOADER_PATH,
  PORTRAIT_RESERVED_HEIGHT,
  reservedFrameStyle,
} from '@vendy/client/domain';

const read = (file: string) =>
  readFileSync(new URL(`../../extension/${file}`, import.meta.url), 'utf8');

function schemaOf(liquid: string): Record<string, unknown> {
  const match = /{%\s*schema\s*%}([\s\S]*?){%\s*endschema\s*%}/.exec(liquid);
  if (!match?.[1]) throw new Error('no schema');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, tree);
}

/** Every "t:..." value of a schema. */
function translationKeys(node: unknown): string[] {
  if (typeof node === 'string') return node.startsWith('t:') ? [node.slice(2)] : [];
  if (Array.isArray(node)) return node.flatMap(translationKeys);
  if (typeof node === 'object' && node !== null)
    return Object.values(node).flatMap(translationKeys);
  return [];
}

const block = read('blocks/vendy-layout.liquid');
const embed = read('blocks/vendy-app-embed.liquid');
const schemaTexts: unknown = JSON.parse(read('locales/en.default.schema.json'));
const storefrontTexts: unknown = JSON.parse(read('locales/en.default.json'));

describe('the Vendy layout app block', () => {
  it('renders the manual embed code’s placeholder and loader script', () => {
    expect(block).toContain(`${LAYOUT_ATTRIBUTE}="{{ layout_id | escape }}"`);
    expect(block).toContain(`/embed/loader.js" async></script>`);
    expect(LOADER_PATH).toBe('/embed/loader.js');
  });

  it('reserves the same space as the embed code for both shapes', () => {
    expect(reservedFrameStyle('LANDSCAPE')).toBe('display:block;width:100%;aspect-ratio:16/9');
    expect(block).toContain("assign reserved = 'aspect-ratio:16/9'");
    expect(block).toContain(`assign reserved = 'height:${PORTRAIT_RESERVED_HEIGHT}px'`);
    expect(block).toContain('style="display:block;width:100%;{{ reserved }}"');
  });

  it('is a section block with a Layout ID setting', () => {
    const schema = schemaOf(block);
    expect(schema.target).toBe('section');
    const settings = schema.settings as Array<{ id: string; label: string }>;
    const layoutId = settings.find((s) => s.id === 'layout_id');
    expect(lookup(schemaTexts, layoutId!.label.slice(2))).toBe('Layout ID');
    expect(lookup(schemaTexts, String(schema.name).slice(2))).toBe('Vendy layout');
  });

  it('names only editor texts that exist, and storefront texts that exist', () => {
    for (const key of [...translationKeys(schemaOf(block)), ...translationKeys(schemaOf(embed))]) {
      expect(typeof lookup(schemaTexts, key), key).toBe('string');
    }
    for (const [, key] of block.matchAll(/'([\w.]+)' \| t\b/g)) {
      expect(typeof lookup(storefrontTexts, key!), key).toBe('string');
    }
  });
});

describe('the Vendy app embed', () => {
  it('loads the loader on every page from the Vendy host', () => {
    expect(schemaOf(embed).target).toBe('body');
    expect(embed).toContain('{{ vendy_host | escape }}/embed/loader.js" async></script>');
  });
});
