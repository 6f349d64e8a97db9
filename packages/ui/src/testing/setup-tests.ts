import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
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

beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  stopConsoleGuard();
});
