// The <style data-emotion> tags of a page rendered outside the browser (the prerendered sign-in screen, a
// signed-in page drawn at the server). emotion's critical extraction keeps only the classes the markup uses;
// a MUI component built on another (IconButton on ButtonBase, Link on Typography) also inserts the styles of
// its inner layer, whose class is composed into the outer one and never reaches the markup. Left out, the
// browser compiles and inserts every one of them again while hydrating (182 rules on the member home: about a
// tenth of its hydration on a slow phone, issue 17). Sent as one more tag, emotion's cache adopts them as
// inserted and hydration compiles nothing.
import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';

type EmotionServer = ReturnType<typeof createEmotionServer>;

/** The critical style tags of `markup` and, after them, one tag with the rest of what the render inserted. */
export function emotionStyleTags(cache: EmotionCache, server: EmotionServer, markup: string): string {
  const chunks = server.extractCriticalToChunks(markup);
  const sent = new Set(chunks.styles.flatMap((style) => style.ids));
  // Registered ids are class styles (global styles are not registered and are all in the critical chunks);
  // on the server the cache keeps each one's CSS as its inserted value (emotion's compat mode).
  const rest = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] =>
      !sent.has(entry[0]) && typeof entry[1] === 'string' && `${cache.key}-${entry[0]}` in cache.registered,
  );
  const tags = server.constructStyleTagsFromChunks(chunks);
  if (rest.length === 0) return tags;
  const ids = rest.map(([id]) => id).join(' ');
  return `${tags}<style data-emotion="${cache.key} ${ids}">${rest.map(([, css]) => css).join('')}</style>`;
}
