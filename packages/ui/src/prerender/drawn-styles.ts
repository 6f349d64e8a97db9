/**
 * The attribute of a drawn page's class style tag: the cache key, then the ids, as emotion's own
 * `data-emotion` has them (emotion-style-tags.ts writes it, app/emotion-cache.ts reads it).
 */
export const DRAWN_STYLES_ATTRIBUTE = 'data-emotion-drawn';
