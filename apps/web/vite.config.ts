import { build as viteBuild, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = (p: string) => path.join(root, p);

// The merchant app compiles the workspace packages from source (their vanilla-extract styles too).
export const workspaceAliases = [
  {
    find: /^@vendy\/client\/generated$/,
    replacement: src('packages/client/src/generated/graphql.ts'),
  },
  { find: /^@vendy\/client\/(.*)$/, replacement: src('packages/client/src/$1') },
  { find: /^@vendy\/client$/, replacement: src('packages/client/src/index.ts') },
  { find: /^@vendy\/ui-kit$/, replacement: src('packages/ui-kit/src/index.ts') },
  { find: /^@vendy\/ui-kit\/tokens$/, replacement: src('packages/ui-kit/src/tokens.ts') },
  { find: /^@vendy\/player$/, replacement: src('packages/player/src/index.ts') },
  {
    find: /^@vendy\/player\/(react|testing)$/,
    replacement: src('packages/player/src/$1/index.ts'),
  },
  { find: /^@vendy\/timeline$/, replacement: src('packages/timeline/src/index.ts') },
  { find: /^@vendy\/timeline\/react$/, replacement: src('packages/timeline/src/react/index.ts') },
];

const GENERATED = src('packages/client/src/generated/graphql.ts');
const DOCUMENT_MODULE = 'virtual:vendy-document/';
const ICONS = src('packages/ui-kit/src/icons/icons.tsx');

/**
 * The generated GraphQL documents all live in one module, so a build would put every document the
 * app uses into one chunk that the first page loads. In the build, an app module's import of
 * documents from '@vendy/client/generated' becomes one import per document, each a small module
 * of its own that goes with the pages that use it. Other imports of the generated module (the
 * TypedDocumentString class, enums) are left as they are, and the documents there are marked pure
 * so that those nobody uses are dropped.
 */
function documentPerModule(): Plugin {
  let documents: Map<string, string> | undefined;
  const readDocuments = () => {
    if (documents) return documents;
    documents = new Map();
    const text = readFileSync(GENERATED, 'utf8');
    const re =
      /^export const (\w+) = new TypedDocumentString\((`[^`]*`(?:, \{[^\n]*\})?)\) as unknown as TypedDocumentString<[^\n]*>;$/gm;
    for (const match of text.matchAll(re)) documents.set(match[1]!, match[2]!);
    return documents;
  };
  const importRe = /import\s*\{([^}]*)\}\s*from\s*(["'])@vendy\/client\/generated\2;?/g;
  return {
    name: 'vendy:document-per-module',
    apply: 'build',
    transform(code, id) {
      if (id === ICONS) {
        // Each icon is a createIcon() call: marked pure, the icons the app never shows are dropped.
        return {
          code: code.replace(/= createIcon\(/g, '= /*#__PURE__*/ createIcon('),
          map: null,
        };
      }
      if (id === GENERATED) {
        return {
          code: code.replaceAll(
            '= new TypedDocumentString(',
            '= /*#__PURE__*/ new TypedDocumentString(',
          ),
          map: null,
        };
      }
      if (!id.startsWith(src('apps/web/src/')) || !code.includes('@vendy/client/generated')) {
        return null;
      }
      const known = readDocuments();
      let changed = false;
      const out = code.replace(importRe, (statement, list: string) => {
        const names = list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        const split = names.filter((name) => /^\w+$/.test(name) && known.has(name));
        if (split.length === 0) return statement;
        changed = true;
        const rest = names.filter((name) => !split.includes(name));
        return [
          ...split.map((name) => `import { ${name} } from '${DOCUMENT_MODULE}${name}';`),
          ...(rest.length > 0
            ? [`import { ${rest.join(', ')} } from '@vendy/client/generated';`]
            : []),
        ].join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
    resolveId(source) {
      return source.startsWith(DOCUMENT_MODULE) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      const args = readDocuments().get(name);
      if (!args) throw new Error(`${name} is not a document of ${GENERATED}`);
      return [
        `import { TypedDocumentString } from '@vendy/client/generated';`,
        `export const ${name} = /*#__PURE__*/ new TypedDocumentString(${args});`,
      ].join('\n');
    },
  };
}

/** Where the pre-rendered pages go in the build; the server's static handler looks there. */
const PRERENDERED_DIR = 'prerendered';

/**
 * After the client build, renders the pages listed in src/prerender.tsx (the sign-in pages
 * visitors land on) with a server build of the app, into `dist/prerendered/<path>.html`: index.html
 * with the page's HTML in #root, marked `data-prerendered` for main.tsx to hydrate. The server sends
 * that file for the page's address, so the form paints before the JavaScript has arrived. The
 * built index.html itself gets the app's loading state in #root for every other page.
 */
function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vendy:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the repository, so that the server build finds its dependencies in node_modules.
      const cache = path.join(root, 'node_modules', '.cache');
      await mkdir(cache, { recursive: true });
      const ssrDir = await mkdtemp(path.join(cache, 'vendy-prerender-'));
      try {
        await viteBuild({
          configFile: fileURLToPath(import.meta.url),
          root: config.root,
          logLevel: 'warn',
          build: {
            ssr: 'src/prerender.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
          },
        });
        const entry = pathToFileURL(path.join(ssrDir, 'prerender.js')).href;
        const { render, renderLoading, PRERENDERED_PATHS } = (await import(entry)) as {
          render: (pathname: string) => Promise<string>;
          renderLoading: () => string;
          PRERENDERED_PATHS: readonly string[];
        };
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const root = '<div id="root"></div>';
        if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
        await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const pathname of PRERENDERED_PATHS) {
          const body = await render(pathname);
          const html = template.replace(
            root,
            () => `<div id="root" data-prerendered="${pathname}">${body}</div>`,
          );
          await writeFile(path.join(outDir, PRERENDERED_DIR, `${pathname.slice(1)}.html`), html);
        }
        // Every other page: index.html shows the app's loading state until the app renders.
        const loading = renderLoading();
        await writeFile(
          path.join(outDir, 'index.html'),
          template.replace(root, () => `<div id="root">${loading}</div>`),
        );
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), documentPerModule(), prerender()],
  resolve: { alias: workspaceAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first page needs (React, the router, the public shell...) goes in one chunk
          // with the entry rather than in a dozen small ones, each compressed on its own.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      [
        '/graphql',
        '/healthz',
        '/auth',
        '/shopify',
        '/sandbox',
        '/dev',
        '/webhooks',
        '/storage',
        '/media',
        '/uploads',
        '/oembed',
        '/catalogue',
      ].map((p) => [p, 'http://127.0.0.1:3000']),
    ),
  },
});
