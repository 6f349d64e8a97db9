// Build-time only (vite.portal.ts runs it in Node after the portal's build): never imported by a portal's
// browser code, so react-dom/server and @emotion/server stay out of its bundles.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { EMOTION_CACHE_KEY } from './drawn-styles';
import { emotionStyleTags } from './emotion-style-tags';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PortalShell, type PortalAppProps } from '../app/portal-app';
import { buildPortalRoutes } from '../app/portal-routes';
import { createPortalRuntime } from '../app/portal-runtime';

export interface PrerenderedPage {
  /** What goes inside #root: the screen as a browser with no session first draws it. */
  markup: string;
  /** The <style data-emotion> tags of that markup, for the page's head; emotion adopts them when it hydrates. */
  styleTags: string;
}

/**
 * Renders one signed-out screen of a portal to HTML, through the same route tree and shell as the browser
 * (no cookies here, so the session is signed out, as for a first visit), with its critical CSS.
 */
export async function prerenderPage(props: PortalAppProps, path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(buildPortalRoutes(props.routes));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status} instead of a page`);
  if (context.statusCode !== 200) throw new Error(`prerender: ${path} rendered status ${context.statusCode}`);
  const runtime = createPortalRuntime(props.portal, handler.dataRoutes, {
    createRouter: (routes) => createStaticRouter(routes, context),
  });
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <PortalShell
          portal={props.portal}
          layout={props.layout}
          runtime={runtime}
          hello={null}
          router={<StaticRouterProvider router={runtime.router} context={context} hydrate={false} />}
        />
      </StrictMode>
    </CacheProvider>,
  );
  return { markup, styleTags: emotionStyleTags(cache, emotion, markup) };
}
export { drawsPage, renderSignedInPage, type SignedInPageRequest, type SignedInRender } from './render-signed-in';
