import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { startConsoleGuard, stopConsoleGuard } from './console-guard';

beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  stopConsoleGuard();
});
