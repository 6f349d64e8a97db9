import { describe, expect, it } from 'vitest';
import { withMarks } from './portal-page.js';

const PAGE = '<!doctype html>\n<html lang="en">\n  <head></head><body><div id="root"></div></body></html>';

describe('the page marks (issue 17: the environment banner from the first paint)', () => {
  it('puts the instance and version on <html> outside production', () => {
    expect(withMarks(PAGE, { instance: 'test', version: '0.1.0' })).toContain(
      '<html data-instance="test" data-version="0.1.0" lang="en">',
    );
  });

  it('leaves a production page and an unmarked one as they are', () => {
    expect(withMarks(PAGE, { instance: 'prod', version: '0.1.0' })).toBe(PAGE);
    expect(withMarks(PAGE, undefined)).toBe(PAGE);
  });

  it('keeps anything but plain name characters out of the attributes', () => {
    expect(withMarks(PAGE, { instance: 'qa', version: '1.0"><script>' })).toContain('data-version="1.0script"');
  });

  it('writes the environment banner above the app outside production, with the time left for the app to fill in', () => {
    const page = withMarks(PAGE, { instance: 'test', version: '0.1.0' });
    expect(page).toMatch(
      /<div id="environment-banner" role="region" aria-label="Environment">.*<\/div><div id="root">/,
    );
    expect(page).toContain('<span>TEST environment</span>');
    expect(page).toContain('<span data-server-time style="visibility:hidden">');
    expect(page).toContain('Version 0.1.0');
    expect(withMarks(PAGE, { instance: 'dev', version: '0.1.0' })).not.toContain('Version');
  });

  it('writes no banner for a name that is no instance', () => {
    expect(withMarks(PAGE, { instance: 'staging<script>', version: '0.1.0' })).not.toContain('environment-banner');
  });
});
