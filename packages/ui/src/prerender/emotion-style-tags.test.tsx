// @vitest-environment node
// Issue 17: a page rendered outside the browser sends every class style its render inserted, so emotion adopts
// them all when the browser hydrates and compiles none again (emotion-style-tags.ts).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DRAWN_STYLES_ATTRIBUTE, EMOTION_CACHE_KEY } from './drawn-styles';
import { emotionStyleTags } from './emotion-style-tags';

function render() {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const server = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <IconButton aria-label="Menu" edge="start">
        <span />
      </IconButton>
      <Link href="/help">Help</Link>
    </CacheProvider>,
  );
  return { cache, server, markup };
}

/** The class style ids style tags announce: emotion's own mark (data-emotion="css id id") or the drawn page's. */
function announcedIds(tags: string): Set<string> {
  return new Set([...tags.matchAll(/data-emotion(?:-drawn)?="css ([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')));
}

describe('emotionStyleTags', () => {
  it('announces, with its CSS, every class style the render inserted, the inner layers of composed components too', () => {
    const { cache, server, markup } = render();
    const tags = emotionStyleTags(cache, server, markup);
    const inserted = Object.keys(cache.inserted).filter((id) => `css-${id}` in cache.registered);
    const announced = announcedIds(tags);
    for (const id of inserted) expect(announced, id).toContain(id);
    // The inner layers are not in the markup: critical extraction alone leaves them for the browser to compile.
    const critical = announcedIds(server.constructStyleTagsFromChunks(server.extractCriticalToChunks(markup)));
    const innerLayers = inserted.filter((id) => !critical.has(id));
    expect(innerLayers.length).toBeGreaterThan(0);
    for (const id of innerLayers) {
      expect(markup).not.toContain(`css-${id}`);
      expect(tags).toContain(`.css-${id}{`);
    }
  });

  it('marks the class styles for the browser cache, and keeps emotion from moving the global ones', () => {
    const { cache, server, markup } = render();
    const tags = emotionStyleTags(cache, server, markup);
    // No tag emotion's cache would move at its creation (a data-emotion with ids and no data-s).
    for (const [tag] of tags.matchAll(/<style data-emotion="[^"]* [^"]*"[^>]*>/g)) expect(tag).toContain('data-s=""');
    expect(tags).toMatch(new RegExp(`<style ${DRAWN_STYLES_ATTRIBUTE}="css [^"]+">`));
  });
});
