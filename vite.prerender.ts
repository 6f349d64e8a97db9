// The sign-in screen of each portal, prerendered at build time (decision 0008). A browser with no session
// gets dist/sign-in.html for /sign-in (apps/server/src/http/portal-page.ts): the real screen at first paint,
// which React then hydrates, instead of a splash that waits for the whole script to download and run.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defaultClientConditions, defaultServerConditions, type Plugin, type PluginOption } from 'vite';
import { PRERENDERED_PAGE, SERVER_RENDER, type Portal } from './packages/domain/src/portals/portals.ts';

const ENTRY_ID = 'virtual:dental-prerender';

/** The module the build renders: the app's own route table (src/app/router.tsx, as main.tsx uses it). */
function entrySource(portal: Portal, routerModule: string): string {
  return [
    "import { drawsPage as portalDrawsPage, prerenderPage, renderSignedInPage } from '@dental/ui/prerender';",
    `import { layout, routes } from ${JSON.stringify(routerModule)};`,
    `export const render = () => prerenderPage({ portal: ${JSON.stringify(portal)}, routes, layout }, ${JSON.stringify(PRERENDERED_PAGE.path)});`,
    // The server's render of signed-in pages (decision 0034), kept for the server where the portal has one.
    `export const renderSignedIn = (request) => renderSignedInPage({ portal: ${JSON.stringify(portal)}, routes, layout }, request);`,
    // Which paths its routes declare drawn (DRAWN_AT_SERVER, decision 0063): the server asks before drawing.
    `export const drawsPage = (path) => portalDrawsPage({ portal: ${JSON.stringify(portal)}, routes, layout }, path);`,
  ].join('\n');
}

interface PrerenderOptions {
  portal: Portal;
  /** The app's own plugins (its React plugin), for the server build of the same source. */
  plugins: PluginOption[];
  /** Exactly what index.html has inside #root, to be replaced by the prerendered screen. */
  rootContent: string;
}

/**
 * After the browser build: builds the app's route table for Node, renders the prerendered path with it,
 * and writes index.html with that markup in #root and its styles in the head.
 */
export function prerenderSignIn({ portal, plugins, rootContent }: PrerenderOptions): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'dental-prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Inside the app, so the built module imports its dependencies from node_modules. Every portal keeps it
      // beside dist for the server, which draws the pages its routes declare drawn (decisions 0034 and 0063).
      const serverOut = join(root, SERVER_RENDER.dir);
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          mode: 'production',
          plugins: [
            ...plugins,
            {
              name: 'dental-prerender-entry',
              enforce: 'pre',
              // Vite hands the entry over as a path under the root.
              resolveId: (id) => (id.endsWith(ENTRY_ID) ? `\0${ENTRY_ID}` : undefined),
              load: (id) =>
                id === `\0${ENTRY_ID}` ? entrySource(portal, join(root, 'src/app/router.tsx')) : undefined,
            },
          ],
          resolve: { conditions: ['source', ...defaultClientConditions] },
          // Everything bundled, React's and TanStack Query's production builds included: the server runs this
          // per request (decision 0034), and their development builds render several times slower and warn.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
          build: {
            ssr: ENTRY_ID,
            outDir: serverOut,
            emptyOutDir: true,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: SERVER_RENDER.file } },
          },
        });
        const entry = (await import(pathToFileURL(join(serverOut, SERVER_RENDER.file)).href)) as {
          render: () => Promise<{ markup: string; styleTags: string }>;
        };
        const { markup, styleTags } = await entry.render();
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        const rootElement = `<div id="root">${rootContent}</div>`;
        if (!html.includes(rootElement)) throw new Error(`prerender: ${portal} index.html has no ${rootElement}`);
        const page = html
          .replace('</head>', `  ${styleTags}\n  </head>`)
          .replace(rootElement, `<div id="root" data-prerendered="${PRERENDERED_PAGE.path}">${markup}</div>`);
        writeFileSync(join(outDir, PRERENDERED_PAGE.file), page);
      } catch (error) {
        rmSync(serverOut, { recursive: true, force: true });
        throw error;
      }
    },
  };
}
