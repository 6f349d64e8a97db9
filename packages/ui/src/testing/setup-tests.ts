import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { startConsoleGuard, stopConsoleGuard } from './console-guard';

// jsdom has no PointerEvent: without it, pointer events lose clientX/clientY and button.
if (typeof window.PointerEvent === 'undefined') {
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

beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  stopConsoleGuard();
});
