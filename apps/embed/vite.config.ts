import { defineConfig, type Plugin } from 'vite';
import type { OutputChunk } from 'rollup';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = (p: string) => path.join(root, p);

// The workspace packages compile from source (their vanilla-extract styles too), as in apps/web.
const workspaceAliases = [
  {
    find: /^@vendy\/client\/generated$/,
    replacement: src('packages/client/src/generated/graphql.ts'),
  },
  { find: /^@vendy\/client\/(.*)$/, replacement: src('packages/client/src/$1') },
  { find: /^@vendy\/client$/, replacement: src('packages/client/src/index.ts') },
  { find: /^@vendy\/ui-kit\/tokens$/, replacement: src('packages/ui-kit/src/tokens.ts') },
  { find: /^@vendy\/player$/, replacement: src('packages/player/src/index.ts') },
  {
    find: /^@vendy\/player\/(react|testing)$/,
    replacement: src('packages/player/src/$1/index.ts'),
  },
];

/**
 * Codegen writes every operation as `new TypedDocumentString(...)`, which a bundler must keep
 * (a constructor call may have side effects): all 130-odd documents would ship with the embed,
 * which uses two. Marking the calls pure lets the unused ones be dropped.
 */
function pureDocuments(): Plugin {
  return {
    name: 'vendy:pure-documents',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('packages/client/src/generated/graphql.ts'))
        return null;
      return {
        code: code.replaceAll(
          'new TypedDocumentString(',
          '/* @__PURE__ */ new TypedDocumentString(',
        ),
        map: null,
      };
    },
  };
}

/** The modules whose chunks a play loads: the video's (HLS provider, hls.js), then the UI's. */
const PLAY_MODULES = {
  video: [/\/packages\/player\/src\/providers\/hls\.ts$/, /\/hls\.js\/dist\/hls\.light\.m?js$/],
  ui: [/\/apps\/embed\/src\/runtime\/react-player\.ts$/],
};
/** What the runtime's warm.ts reads (PLAY_CHUNKS), replaced in the built entry. */
const PLAY_CHUNKS_PLACEHOLDER = /(["'`])__VENDY_PLAY_CHUNKS__\1/g;

/**
 * Writes into the built entry the addresses of the chunks a play loads (with the chunks they
 * import and their stylesheets), so the runtime can download them ahead of the click without
 * running them (src/runtime/warm.ts). The list follows from the entry's own dynamic imports, so
 * the entry's content hash still names it.
 */
function playChunks(): Plugin {
  let base = '/';
  return {
    name: 'vendy:play-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const seen = new Set<string>();
      const filesOf = (patterns: readonly RegExp[]) => {
        const files: string[] = [];
        const add = (chunk: OutputChunk) => {
          if (chunk.isEntry || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          files.push(`${base}${chunk.fileName}`);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.push(`${base}${css}`);
          for (const imported of chunk.imports) {
            const next = byName.get(imported);
            if (next) add(next);
          }
        };
        chunks
          .filter((c) =>
            c.moduleIds.some((id) => patterns.some((re) => re.test(id.replaceAll('\\', '/')))),
          )
          .forEach(add);
        return files;
      };
      const list = JSON.stringify({
        video: filesOf(PLAY_MODULES.video),
        ui: filesOf(PLAY_MODULES.ui),
      });
      for (const chunk of chunks) {
        if (chunk.isEntry) {
          chunk.code = chunk.code.replace(PLAY_CHUNKS_PLACEHOLDER, () => JSON.stringify(list));
        }
      }
    },
  };
}

// The storefront embed is served under /embed/ by the API. It stays as small as possible: no
// framework code loads before a shopper presses play (see ARCHITECTURE.md, "Browser apps"); the
// manifest (dist/.vite/manifest.json) names the entry chunk and its static imports, so the
// JavaScript loaded before play can be measured.
export default defineConfig({
  base: '/embed/',
  plugins: [vanillaExtractPlugin(), pureDocuments(), playChunks()],
  resolve: { alias: workspaceAliases },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
