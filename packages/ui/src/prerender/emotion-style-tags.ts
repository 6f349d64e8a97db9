// The <style> tags of a page rendered outside the browser (the prerendered sign-in screen, a signed-in page
// drawn at the server), and what the browser's emotion cache adopts from them (app/emotion-cache.ts).
// - Every class style the render inserted is sent, not only those whose class is in the markup (emotion's
//   critical extraction): a MUI component built on another (IconButton on ButtonBase) also inserts the
//   styles of its inner layer, whose class is composed into the outer one. Left out, the browser compiled and
//   inserted them all again while hydrating (182 rules on the member home).
// - The class styles are marked `data-emotion-drawn`, not emotion's own `data-emotion`: emotion moves each of
//   its tags to the end of <head> when its cache is created and again when it adopts them (each move drops and
//   rebuilds the sheet: 10 ms on a fast machine, in the script's first task). The browser's cache takes
//   their ids as inserted and leaves the tags where they are. The global styles keep emotion's mark (its
//   Global component looks for it) with `data-s`, which keeps the cache from moving them too.
import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';

import { DRAWN_STYLES_ATTRIBUTE } from './drawn-styles';

type EmotionServer = ReturnType<typeof createEmotionServer>;

/** The global style tags of `markup`, then one tag with every class style the render inserted. */
export function emotionStyleTags(cache: EmotionCache, server: EmotionServer, markup: string): string {
  const chunks = server.extractCriticalToChunks(markup);
  const globals = chunks.styles.filter((style) => style.key !== cache.key);
  const critical = chunks.styles.filter((style) => style.key === cache.key);
  const sent = new Set(critical.flatMap((style) => style.ids));
  // Registered ids are class styles (global styles are not registered and are all in the critical chunks);
  // on the server the cache keeps each one's CSS as its inserted value (emotion's compat mode).
  const rest = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] =>
      !sent.has(entry[0]) && typeof entry[1] === 'string' && `${cache.key}-${entry[0]}` in cache.registered,
  );
  const globalTags = globals
    .map((style) => `<style data-emotion="${style.key} ${style.ids.join(' ')}" data-s="">${style.css}</style>`)
    .join('');
  const ids = [...sent, ...rest.map(([id]) => id)];
  if (ids.length === 0) return globalTags;
  const css = critical.map((style) => style.css).join('') + rest.map(([, rules]) => rules).join('');
  return `${globalTags}<style ${DRAWN_STYLES_ATTRIBUTE}="${cache.key} ${ids.join(' ')}">${css}</style>`;
}
