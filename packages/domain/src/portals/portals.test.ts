import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PORTALS, PORTAL_CONFIG, isPortal, refreshIntervalSeconds } from './portals.js';
import { environmentBannerFacts, formatUtc, serverTimeText } from './environment-banner.js';

describe('portals (spec §3, §9)', () => {
  it('refresh every 86400 s for admin, 3600 s for the others, 4 minutes by default', () => {
    expect(PORTALS.map(refreshIntervalSeconds)).toEqual([86400, 3600, 3600, 3600]);
    expect(refreshIntervalSeconds(undefined)).toBe(240);
  });

  it('each have their own title', () => {
    const titles = PORTALS.map((p) => PORTAL_CONFIG[p].title);
    expect(new Set(titles).size).toBe(4);
  });

  it('recognise only portal values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.constantFrom(...PORTALS)), (value) => {
        expect(isPortal(value)).toBe(typeof value === 'string' && (PORTALS as readonly string[]).includes(value));
      }),
    );
  });
});

describe('the environment banner (spec §2)', () => {
  it('formats an instant in UTC', () => {
    expect(formatUtc(Date.parse('2026-03-04T05:06:07Z'))).toBe('2026-03-04 05:06 UTC');
    expect(serverTimeText(Date.parse('2026-03-04T05:06:07Z'))).toBe('Server time 2026-03-04 05:06 UTC');
  });

  it('names the environment, and shows the version for qa, test and demo only', () => {
    expect(environmentBannerFacts('test', '1.2.3')).toEqual({ name: 'TEST environment', version: 'Version 1.2.3' });
    expect(environmentBannerFacts('dev', '1.2.3')).toEqual({ name: 'DEV environment', version: null });
  });
});
