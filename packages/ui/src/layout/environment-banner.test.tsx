import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { HelloResponse } from '@dental/domain';
import { buildHello } from '@dental/domain/testing';
import { HelloContext } from '../startup/hello-context';
import { renderWithProviders } from '../testing/render';
import { EnvironmentBanner } from './environment-banner';

function hello(instance: HelloResponse['instance']): HelloResponse {
  return buildHello({ instance, environment: instance });
}

function renderBanner(value: HelloResponse | null) {
  renderWithProviders(
    <HelloContext value={value}>
      <EnvironmentBanner />
    </HelloContext>,
  );
  return screen.queryByRole('region', { name: 'Environment' });
}

describe('EnvironmentBanner (spec §2)', () => {
  it('is absent in production and before the start-up answer', () => {
    expect(renderBanner(hello('prod'))).toBeNull();
    expect(renderBanner(null)).toBeNull();
  });

  it.each(['qa', 'test', 'demo'] as const)('shows name, UTC server time and version for %s', (instance) => {
    const text = renderBanner(hello(instance))?.textContent ?? '';
    expect(text).toContain(`${instance.toUpperCase()} environment`);
    expect(text).toMatch(/Server time \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(text).toContain('Version 1.2.3');
  });

  it('shows no version for dev', () => {
    const text = renderBanner(hello('dev'))?.textContent ?? '';
    expect(text).toContain('DEV environment');
    expect(text).not.toContain('Version');
  });

  it('is there before the start-up answer when the server marked the page with its instance (issue 17: nothing moves when the answer comes)', () => {
    document.documentElement.dataset.instance = 'test';
    document.documentElement.dataset.version = '1.2.3';
    try {
      const banner = renderBanner(null);
      expect(banner?.textContent).toContain('TEST environment');
      expect(banner?.textContent).toContain('Server time');
      expect(banner?.textContent).toContain('Version 1.2.3');
    } finally {
      delete document.documentElement.dataset.instance;
      delete document.documentElement.dataset.version;
    }
  });

  it('keeps the time of the banner the server wrote current and draws no second one', () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="environment-banner" role="region" aria-label="Environment"><span>TEST environment</span>' +
        '<span data-server-time style="visibility:hidden"><span aria-hidden="true">·</span><span>Server time 1970-01-01 00:00 UTC</span></span></div>',
    );
    try {
      renderBanner(hello('test'));
      expect(screen.getAllByRole('region', { name: 'Environment' })).toHaveLength(1);
      const part = document.querySelector<HTMLElement>('[data-server-time]');
      expect(part?.textContent).toContain('Server time 2026-03-04 05:06 UTC');
      expect(part?.style.visibility).toBe('');
    } finally {
      document.getElementById('environment-banner')?.remove();
    }
  });
});
