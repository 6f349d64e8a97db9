import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { DRAWN_AT_SERVER, isDrawnAtServer } from './drawn-route';

const page = () => Promise.resolve({});

/** A portal's tree as buildPortalRoutes nests it: a root, a layout, the pages (the home an index route). */
const tree: RouteObject[] = [
  {
    id: 'root',
    children: [
      {
        children: [
          { index: true, lazy: page, handle: DRAWN_AT_SERVER },
          { path: 'visits', lazy: page, handle: { ...DRAWN_AT_SERVER, crumb: 'Visits' } },
          { path: 'visits/new', lazy: page },
          { path: 'visits/:visitId', lazy: page, handle: DRAWN_AT_SERVER },
          { path: 'notifications', lazy: page },
        ],
      },
      { path: '*', lazy: page },
    ],
  },
];

describe('pages drawn at the server, declared with the route (decision 0063)', () => {
  it('answers yes for the routes marked, the home and a path with an id included', () => {
    for (const path of ['/', '/visits', '/visits/12']) expect(isDrawnAtServer(tree, path), path).toBe(true);
  });

  it('answers no for the others: a sibling, a more specific path beside a drawn one, an unknown path', () => {
    for (const path of ['/notifications', '/visits/new', '/nowhere'])
      expect(isDrawnAtServer(tree, path), path).toBe(false);
  });

  it('reads the mark beside what else a handle holds', () => {
    const bare: RouteObject[] = [{ path: 'visits', lazy: page, handle: { crumb: 'Visits' } }];
    expect(isDrawnAtServer(bare, '/visits')).toBe(false);
  });
});
