import { build as viteBuild, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createHash } from 'node:crypto';
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

/**
 * The modules a signed-in visit needs before its first page can show, beyond the entry: the
 * signed-in layouts with their shells and menus, the GraphQL transport (the session is the
 * layout's first request), and the dashboard, where the app lands after signing in. Left to the
 * automatic splitting they made some twenty small chunks (pieces shared with other pages), each a
 * request of its own; grouped, they make one, `signedIn`. Every other signed-in page loads it too:
 * each needs the layouts and the transport, and the dashboard's own code is a few kilobytes of it.
 *
 * The toast region, which every page loads once it shows (/login too), is grouped first with all
 * it imports, so that what it shares with the signed-in code stays with it: /login's visitors get
 * none of the signed-in code, and the sign-in pages loaded on demand none either (checked by
 * `bench/app/size.mjs`, which lists every file a route loads).
 */
const SIGNED_IN_ROOTS = [
  'apps/web/src/session/signedInLayouts.tsx',
  'apps/web/src/lib/transport.ts',
  'apps/web/src/areas/account/DashboardRoute.tsx',
].map(src);
const TOAST_REGION = src('apps/web/src/app/toastRegion.ts');

function signedInGroups() {
  const toastRegion = new Set<string>();
  const signedIn = new Set<string>();
  const plugin: Plugin = {
    name: 'vendy:signed-in-groups',
    apply: 'build',
    buildEnd() {
      toastRegion.clear();
      signedIn.clear();
      const closure = (starts: Iterable<string>) => {
        const seen = new Set<string>();
        const queue = [...starts];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const base = (id: string) => id.split('?')[0]!;
      // What the entry imports statically is in the entry's chunk already.
      const initial = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const toasts = closure(ids.filter((id) => base(id) === TOAST_REGION));
      for (const id of toasts) if (!initial.has(id)) toastRegion.add(id);
      const roots = ids.filter((id) => SIGNED_IN_ROOTS.includes(base(id)));
      for (const id of closure(roots)) if (!initial.has(id) && !toasts.has(id)) signedIn.add(id);
    },
  };
  return {
    plugin,
    // After the entry's group (which must keep every module it takes), in this order.
    groups: [
      { name: 'toastRegion', test: (id: string) => toastRegion.has(id), priority: 2 },
      { name: 'signedIn', test: (id: string) => signedIn.has(id), priority: 1 },
    ],
  };
}

const signedIn = signedInGroups();

/** Where the pre-rendered pages go in the build; the server's static handler looks there. */
const PRERENDERED_DIR = 'prerendered';
/** ... the signed-in frame with the guided tour's welcome card, under PRERENDERED_DIR. */
const TOUR_DIR = 'signed-in-tour';
/** The body font's files as the build names them (@fontsource/roboto, latin): the weight. */
const BODY_FONT = /^[\w/]*roboto-latin-(\d+)-normal-[\w-]+\.woff2$/;

/**
 * After the client build, renders the pages listed in src/prerender.tsx (the sign-in pages
 * visitors land on) with a server build of the app, into `dist/prerendered/<path>.html`: index.html
 * with the page's HTML in #root, marked `data-prerendered` for main.tsx to hydrate. The server sends
 * that file for the page's address, so the form paints before the JavaScript has arrived. The
 * built index.html itself gets the app's loading state in #root for every other page.
 *
 * The signed-in frame of the pages signed-in visitors land on (src/prerender.tsx,
 * `SIGNED_IN_PATHS`) goes to `dist/prerendered/signed-in/<path>.html`, marked `data-frame`, with
 * the signed-in chunks' styles (`signedInGroups`), which the frame uses, linked, and a start script
 * in the entry's place (the early session request, session/earlySession.ts, then
 * session/frameStart.ts): once the frame has painted, it imports the entry and preloads the
 * signed-in chunks alongside it. The server sends it only to a visitor with a live session. The dashboard's frame is written again
 * to `dist/prerendered/signed-in-tour/` with the guided tour's welcome card after #root (painted
 * with the frame, src/prerender.tsx `GUIDED_TOUR_PATH`) and the body font preloaded: the server
 * sends that one to a user the tour opens for.
 */
function prerender(): Plugin {
  let config: ResolvedConfig;
  /** The signed-in chunks with what they import (the entry aside): scripts and styles. */
  const signedInFiles = { js: [] as string[], css: [] as string[] };
  /** The body font's files (Roboto, latin, woff2) by weight, for the guided tour's page. */
  let bodyFonts: Array<{ weight: number; file: string }> = [];
  return {
    name: 'vendy:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const js = new Set<string>();
      const css = new Set<string>();
      const visit = (chunk: (typeof chunks)[number]) => {
        if (chunk.isEntry || js.has(chunk.fileName)) return;
        js.add(chunk.fileName);
        for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) visit(imported);
        }
      };
      for (const chunk of chunks) {
        if (chunk.moduleIds.some((id) => SIGNED_IN_ROOTS.includes(id))) visit(chunk);
      }
      if (js.size === 0) throw new Error('no chunk holds the signed-in modules');
      signedInFiles.js = [...js];
      signedInFiles.css = [...css];
      bodyFonts = Object.values(bundle).flatMap((file) => {
        const weight = file.type === 'asset' && BODY_FONT.exec(file.fileName)?.[1];
        return weight ? [{ weight: Number(weight), file: file.fileName }] : [];
      });
      if (bodyFonts.length === 0) throw new Error('no Roboto woff2 file in the build');
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
        const {
          render,
          renderSignedIn,
          renderEarlySessionScript,
          renderFrameStartScript,
          renderLoading,
          renderTourWelcome,
          renderTourFontCss,
          PRERENDERED_PATHS,
          SIGNED_IN_PATHS,
          GUIDED_TOUR_PATH,
        } = (await import(entry)) as {
          render: (pathname: string) => Promise<string>;
          renderSignedIn: (pathname: string) => Promise<string>;
          renderEarlySessionScript: () => string;
          renderFrameStartScript: (files: { entry: string; preloads: readonly string[] }) => string;
          renderLoading: () => string;
          renderTourWelcome: () => string;
          renderTourFontCss: (fonts: ReadonlyArray<{ weight: number; url: string }>) => string;
          PRERENDERED_PATHS: readonly string[];
          SIGNED_IN_PATHS: readonly string[];
          GUIDED_TOUR_PATH: string;
        };
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const root = '<div id="root"></div>';
        if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
        // The entry's script tag (and any module preloads of its imports): on every prerendered
        // page a start script asks for them once the page has painted (session/frameStart.ts).
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(
          template,
        );
        if (!entryTag) throw new Error('index.html has no module script');
        const entryPreloads = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
        const base = config.base;
        const entryPreloadUrls = [...template.matchAll(entryPreloads)].map((m) => m[1]!);
        /** The page with a start script (its source) in the entry's place, named by its hash. */
        const withStartScript = async (name: string, source: string) => {
          const file = `${config.build.assetsDir}/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
          await writeFile(path.join(outDir, file), source);
          return template
            .replace(entryPreloads, '')
            .replace(
              entryTag[0],
              () => `<script type="module" crossorigin src="${base}${file}"></script>\n    `,
            );
        };
        // A prerendered page paints from its HTML, styles and fonts alone, so its scripts are asked
        // for once it has painted, as the signed-in frame's are (session/frameStart.ts). From the
        // head, a script that arrived before the first paint (loopback, a busy device) ran ahead of
        // it, and the paint then waited for the app's parse, compile and hydration.
        const paintFirst = await withStartScript(
          'start',
          renderFrameStartScript({ entry: entryTag[1]!, preloads: entryPreloadUrls }),
        );
        await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const pathname of PRERENDERED_PATHS) {
          const body = await render(pathname);
          const html = paintFirst.replace(
            root,
            () => `<div id="root" data-prerendered="${pathname}">${body}</div>`,
          );
          await writeFile(path.join(outDir, PRERENDERED_DIR, `${pathname.slice(1)}.html`), html);
        }
        // In the entry's place: it sends the session request at once, which is then under way
        // while the frame paints and the app's scripts load.
        const withStart = await withStartScript(
          'frame',
          `${renderEarlySessionScript()}${renderFrameStartScript({
            entry: entryTag[1]!,
            preloads: [...entryPreloadUrls, ...signedInFiles.js.map((file) => `${base}${file}`)],
          })}`,
        );
        // The styles the frame uses; the signed-in scripts are the start script's.
        const links = signedInFiles.css
          .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
          .join('\n    ');
        await mkdir(path.join(outDir, PRERENDERED_DIR, 'signed-in'), { recursive: true });
        const framedPages = new Map<string, string>();
        for (const pathname of SIGNED_IN_PATHS) {
          const body = await renderSignedIn(pathname);
          const html = withStart
            .replace('</head>', () => `  ${links}\n  </head>`)
            .replace(
              root,
              () =>
                `<div id="root" data-prerendered="${pathname}" data-frame="signed-in">${body}</div>`,
            );
          framedPages.set(pathname, html);
          await writeFile(
            path.join(outDir, PRERENDERED_DIR, 'signed-in', `${pathname.slice(1)}.html`),
            html,
          );
        }
        // The same frame with the guided tour's welcome card after the root, its fonts preloaded
        // and its font styles linked, for a user the tour opens for (the server picks the file).
        const framed = framedPages.get(GUIDED_TOUR_PATH);
        if (!framed) throw new Error(`${GUIDED_TOUR_PATH} is not rendered as the signed-in frame`);
        const fontCss = renderTourFontCss(
          bodyFonts.map(({ weight, file }) => ({ weight, url: `${base}${file}` })),
        );
        const fontCssFile = `${config.build.assetsDir}/tour-fonts-${createHash('sha256').update(fontCss).digest('base64url').slice(0, 8)}.css`;
        await writeFile(path.join(outDir, fontCssFile), fontCss);
        const tourHead = [
          ...bodyFonts.map(
            ({ file }) =>
              `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${file}">`,
          ),
          `<link rel="stylesheet" crossorigin href="${base}${fontCssFile}">`,
        ].join('\n    ');
        const closeRoot = '</div>\n  </body>';
        if (!framed.includes(closeRoot)) throw new Error('index.html: #root is not last in <body>');
        await mkdir(path.join(outDir, PRERENDERED_DIR, TOUR_DIR), { recursive: true });
        await writeFile(
          path.join(outDir, PRERENDERED_DIR, TOUR_DIR, `${GUIDED_TOUR_PATH.slice(1)}.html`),
          framed
            .replace('</head>', () => `  ${tourHead}\n  </head>`)
            .replace(closeRoot, () => `</div>${renderTourWelcome()}\n  </body>`),
        );
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
  plugins: [react(), vanillaExtractPlugin(), documentPerModule(), signedIn.plugin, prerender()],
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
          groups: [{ name: 'index', tags: ['$initial'], priority: 3 }, ...signedIn.groups],
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
