import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { CALLS, type CallGroup } from '@dental/domain';
import { registerCalls } from '../api/api-client';
import { startConsoleGuard, stopConsoleGuard } from './console-guard';

// jsdom has no PointerEvent: without it, pointer events lose clientX/clientY and button. (A test of the
// server side, under `@vitest-environment node`, has no window at all.)
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

// A whole screen's lazy chunks are transformed on first use: on a busy machine (CI runs the browser tests
// beside these) the first findBy of a screen can take more than the default second. Still a bound: a screen
// that never shows what is looked for fails.
configure({ asyncUtilTimeout: 5000 });

// Components of any portal are tested here: every group of the call table may be called (a portal's bundle
// registers its own group only, from its route module).
for (const group of Object.keys(CALLS) as CallGroup[]) registerCalls(group, CALLS[group]);

beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  stopConsoleGuard();
});
