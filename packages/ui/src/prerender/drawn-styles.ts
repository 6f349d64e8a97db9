/**
 * The attribute of a drawn page's class style tag: the cache key, then the ids, as emotion's own
 * `data-emotion` has them (emotion-style-tags.ts writes it, app/emotion-cache.ts reads it).
 */
export const DRAWN_STYLES_ATTRIBUTE = 'data-emotion-drawn';

/**
 * The emotion cache key of every render, in Node and in the browser (emotion's default): the drawn page's
 * styles carry it, and the browser's cache adopts only the styles whose key is its own.
 */
export const EMOTION_CACHE_KEY = 'css';
