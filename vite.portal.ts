// Shared Vite config of the four portal apps (DESIGN §2: one Vite + React app per portal).
// Each app's vite.config.ts calls definePortalConfig with its portal and its React plugin
// (the plugin is installed per app, so the app passes it in).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defaultClientConditions, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { PORTAL_CONFIG, SIGNED_IN_PAGE_FILE, type Portal } from './packages/domain/src/portals/portals.ts';
import { prerenderSignIn } from './vite.prerender.ts';

/** Dev server port of each portal. */
const DEV_PORTS: Record<Portal, number> = { member: 5173, dentist: 5174, employer: 5175, admin: 5176 };
/** Port of the API that serves each portal (DESIGN §2 "Serving and configuration"). */
const API_PORTS: Record<Portal, number> = { member: 8080, dentist: 8081, employer: 8082, admin: 8083 };

/** One line for search engines and link previews (DESIGN §1: who uses each portal). */
const DESCRIPTIONS: Record<Portal, string> = {
  member: 'See your dental coverage, ID cards, receipts and estimates, and find a dentist.',
  dentist: 'Check patient eligibility and coverage, record visits and estimates, and get paid.',
  employer: 'Enrol employees and their dependents, choose your group dental plan and see invoices.',
  admin: 'Run members, practices, dentists, employers, plans, payments and support.',
};

/**
 * The Content-Security-Policy the server sends with the portals in production. `vite preview` sends it
 * too, so a built portal that breaks it (an inline script, a font CDN) fails in preview and in e2e.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'";

export interface PortalViteOptions {
  portal: Portal;
  /** The app's own plugins, at least `react()` from @vitejs/plugin-react. */
  plugins: PluginOption[];
}

/** Reads API_PORT (the API this dev server proxies /api to); fails with a clear message. */
function apiPort(portal: Portal): number {
  const raw = process.env.API_PORT;
  if (raw === undefined || raw === '') return API_PORTS[portal];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`API_PORT must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

/**
 * What the page shows before its script has run: the signed-out frame's background and the portal brand
 * (packages/ui CenteredShell and PortalBrand, drawn with plain CSS). React replaces it on its first render.
 * A phone on a slow network sees the portal at once instead of a white page while the script downloads.
 */
function bootSplash(title: string): string {
  const style =
    '<style>body{margin:0}#boot{min-height:100dvh;padding:24px 16px;box-sizing:border-box;display:flex;justify-content:center;' +
    'background:linear-gradient(180deg,#dcecee 0px,#f3f6f7 360px);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
    '#boot>div{width:100%;max-width:440px;display:flex;align-items:center;gap:12px;height:36px}' +
    '#boot b{display:block;font-size:1.0625rem;line-height:1.2;color:#16242e}' +
    '#boot small{display:block;font-size:.75rem;line-height:1.2;color:#4d5d68}</style>';
  const markup = `<div id="boot" aria-busy="true"><div><img src="/favicon.svg" width="36" height="36" alt=""><span><b>${title}</b><small>Dental benefits</small></span></div></div>`;
  return `${style}|${markup}`;
}

/**
 * What a signed-in page shows before its script has run (decision 0019): the main layout's frame drawn with
 * plain CSS, in the places and sizes packages/ui MainLayout gives it (spec §2: a 56px top bar, the 176px
 * drawer from md up, the header's second row below md, MemberHeaderSlot), and grey bars where the page's
 * title and first card will be. React replaces it with the same frame and the page's own loading state.
 */
function signedInSkeleton(title: string): { style: string; markup: string } {
  const style =
    '<style>body{margin:0;background:#f3f6f7}#boot-layout{min-height:100dvh;display:flex;flex-direction:column;' +
    'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
    '#boot-layout header{position:sticky;top:0;background:#fff;border-bottom:1px solid #dbe3e7}' +
    '#boot-layout header>div{height:56px;box-sizing:border-box;padding:0 16px;display:flex;align-items:center;gap:12px}' +
    '#boot-layout .menu{width:24px;height:24px;margin:0 4px 0 -4px;border-radius:4px;background:#dbe3e7}' +
    '#boot-layout b{display:block;font-size:1.0625rem;line-height:1.2;color:#16242e}' +
    '#boot-layout small{display:block;font-size:.75rem;line-height:1.2;color:#4b5c67}' +
    '#boot-layout .sub{height:48px;box-sizing:border-box;border-top:1px solid #dbe3e7}' +
    '#boot-layout .body{display:flex;flex:1}#boot-layout nav{display:none}' +
    '#boot-layout main{flex:1;min-width:0;padding:16px;box-sizing:border-box}' +
    '#boot-layout .bar{height:32px;width:40%;max-width:280px;border-radius:4px;background:#dbe3e7;margin:4px 0 24px}' +
    '#boot-layout .card{height:240px;border-radius:12px;background:#fff;border:1px solid #dbe3e7}' +
    '@media (min-width:600px){#boot-layout main{padding:24px}}' +
    '@media (min-width:900px){#boot-layout .menu,#boot-layout .sub{display:none}' +
    '#boot-layout nav{display:block;width:176px;flex-shrink:0;background:#fff;border-right:1px solid #dbe3e7}}</style>';
  const markup =
    '<div id="boot-layout" aria-busy="true"><header><div><span class="menu"></span>' +
    `<img src="/favicon.svg" width="36" height="36" alt=""><span><b>${title}</b><small>Dental benefits</small></span></div>` +
    '<div class="sub"></div></header><div class="body"><nav></nav><main><div class="bar"></div><div class="card"></div></main></div></div>';
  return { style, markup };
}

/**
 * After the build: writes signed-in.html beside index.html, the page the server sends to a browser with a
 * session (apps/server/src/http/portal-page.ts), with the signed-in layout's skeleton instead of the
 * signed-out splash.
 */
function signedInPage(portal: Portal, splashMarkup: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'dental-signed-in-page',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const { style, markup } = signedInSkeleton(PORTAL_CONFIG[portal].title);
      const rootElement = `<div id="root">${splashMarkup}</div>`;
      // Vite minifies the splash's style on the way: found by its selector.
      const splashStyle = /<style>[^<]*#boot\{[^<]*<\/style>/;
      if (!html.includes(rootElement) || !splashStyle.test(html))
        throw new Error(`signed-in page: ${portal} index.html has no boot splash`);
      writeFileSync(
        join(outDir, SIGNED_IN_PAGE_FILE),
        html.replace(splashStyle, style).replace(rootElement, `<div id="root">${markup}</div>`),
      );
    },
  };
}

/**
 * Issue 28 item 5: a control drawn at the server waits, disabled and marked, for React (ui UntilHydrated). Drawn
 * in MUI's disabled colours it then faded into its own over the transition, so on a busy phone the Sign in button
 * read white on #a5bfc2 (contrast 1.93, WCAG 1.4.3). Held, it keeps its own colours (the theme's primary,
 * ui/theme/theme.ts); it is still disabled, and nothing fades when it goes live. Plain CSS in the page: no script.
 */
const HELD_CONTROLS_STYLE =
  '<style>.MuiButton-contained.Mui-disabled[data-until-hydrated]{color:#fff;background-color:#0b6b73}' +
  '.MuiButton-text.Mui-disabled[data-until-hydrated],.MuiButton-outlined.Mui-disabled[data-until-hydrated]{color:#0b6b73}' +
  '.MuiButton-outlined.Mui-disabled[data-until-hydrated]{border-color:rgba(11,107,115,.5)}</style>';

/** Fills %PORTAL_TITLE% and %PORTAL_DESCRIPTION% in index.html, so the title is never retyped, and adds the boot splash. */
function portalHtml(portal: Portal, splashMarkup: string, splashStyle: string): Plugin {
  return {
    name: 'dental-portal-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replaceAll('%PORTAL_TITLE%', PORTAL_CONFIG[portal].title)
          .replaceAll('%PORTAL_DESCRIPTION%', DESCRIPTIONS[portal])
          .replace('</head>', `    ${splashStyle}\n    ${HELD_CONTROLS_STYLE}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${splashMarkup}</div>`),
    },
  };
}

/** Files worth compressing, and the size under which compression costs more than it saves. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (best) and a gzip copy beside each text file of the build, once, at build time; the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`), so a phone on a slow
 * network downloads a third of the bytes and the server spends no CPU compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dental-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const path of walk(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const body = readFileSync(path);
        if (body.length < COMPRESS_MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/** The Vite config of one portal app. */
export function definePortalConfig({ portal, plugins }: PortalViteOptions): UserConfig {
  const proxy = { '/api': { target: `http://localhost:${apiPort(portal)}`, changeOrigin: false } };
  const [splashStyle, splashMarkup] = bootSplash(PORTAL_CONFIG[portal].title).split('|') as [string, string];
  return {
    plugins: [
      ...plugins,
      portalHtml(portal, splashMarkup, splashStyle),
      prerenderSignIn({ portal, plugins, rootContent: splashMarkup }),
      signedInPage(portal, splashMarkup),
      precompress(),
    ],
    // Workspace packages export TypeScript source under the `source` condition.
    resolve: { conditions: ['source', ...defaultClientConditions] },
    server: { port: DEV_PORTS[portal], strictPort: true, proxy },
    preview: { proxy, headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // The strict Content-Security-Policy allows no inline script; modern browsers need no polyfill.
      modulePreload: { polyfill: false },
      assetsInlineLimit: 0,
      chunkSizeWarningLimit: 600,
      // .vite/manifest.json: which chunks each entry and route imports (bench reads it for initial sizes).
      manifest: true,
    },
  };
}
