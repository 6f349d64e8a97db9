import { afterEach, describe, expect, it } from 'vitest';
import { DRAWN_STYLES_ATTRIBUTE } from '../prerender/drawn-styles';
import { browserEmotionCache } from './emotion-cache';

describe('browserEmotionCache', () => {
  afterEach(() => document.head.replaceChildren());

  it("takes a drawn page's class styles as inserted and leaves its style tags where they are", () => {
    document.head.innerHTML = [
      '<style data-emotion="css-global g1" data-s="">body{margin:0}</style>',
      `<style ${DRAWN_STYLES_ATTRIBUTE}="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>`,
      '<meta name="after">',
    ].join('');
    const before = [...document.head.children];
    const cache = browserEmotionCache();
    expect(cache.inserted.a1).toBe(true);
    expect(cache.inserted.b2).toBe(true);
    // Same elements, same order: emotion moved none of them to the end of <head>.
    expect([...document.head.children]).toEqual(before);
  });

  it('adopts nothing on a page that was not drawn', () => {
    const cache = browserEmotionCache();
    expect(Object.keys(cache.inserted)).toEqual([]);
  });
});
