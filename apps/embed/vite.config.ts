import { defineConfig, type Plugin } from 'vite';
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

// The storefront embed is served under /embed/ by the API. It stays as small as possible: no
// framework code loads before a shopper presses play (see ARCHITECTURE.md, "Browser apps"); the
// manifest (dist/.vite/manifest.json) names the entry chunk and its static imports, so the
// JavaScript loaded before play can be measured.
export default defineConfig({
  base: '/embed/',
  plugins: [vanillaExtractPlugin(), pureDocuments()],
  resolve: { alias: workspaceAliases },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
