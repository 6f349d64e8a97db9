import createCache, { type EmotionCache } from '@emotion/cache';
import { DRAWN_STYLES_ATTRIBUTE, EMOTION_CACHE_KEY } from '../prerender/drawn-styles';

/**
 * The browser's emotion cache: the class styles a page drawn at the server sent are taken as inserted, where
 * they are (prerender/emotion-style-tags.ts), so hydration compiles and inserts none of them again.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  for (const tag of document.querySelectorAll(`style[${DRAWN_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (tag.getAttribute(DRAWN_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
