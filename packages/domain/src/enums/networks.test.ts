import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NETWORKS,
  PRACTICE_NETWORK_TYPES,
  PRACTICE_NETWORK_TYPE_LABELS,
  isInNetwork,
  isNetwork,
  minimumNetworkLabel,
  networksIncludedBy,
} from './networks.js';

describe('networks (spec §3)', () => {
  it('has out_of_network, partner and the tiers as practice types', () => {
    expect(PRACTICE_NETWORK_TYPE_LABELS.out_of_network).toBe('Out of network');
    expect(isNetwork('partner')).toBe(false);
    expect(isNetwork('gold')).toBe(true);
    expect(isNetwork(3)).toBe(false);
  });

  it('labels minimum networks cumulatively', () => {
    expect(minimumNetworkLabel('platinum')).toBe('Platinum');
    expect(minimumNetworkLabel('gold')).toBe('Platinum, Gold');
    expect(minimumNetworkLabel('silver')).toBe('Platinum, Gold, Silver');
    expect(minimumNetworkLabel('office_fees')).toBe('Platinum, Gold, Silver, Office fees');
  });

  it('includes the tiers at or above the minimum', () => {
    expect(networksIncludedBy('platinum')).toEqual(['platinum']);
    expect(networksIncludedBy('gold')).toEqual(['platinum', 'gold']);
    expect(networksIncludedBy('silver')).toEqual(['platinum', 'gold', 'silver']);
  });

  it('puts a practice in network when its tier is at or above the plan minimum', () => {
    expect(isInNetwork('gold', 'platinum')).toBe(true);
    expect(isInNetwork('gold', 'gold')).toBe(true);
    expect(isInNetwork('gold', 'silver')).toBe(false);
    expect(isInNetwork('platinum', 'gold')).toBe(false);
    expect(isInNetwork('silver', 'out_of_network')).toBe(false);
    expect(isInNetwork('office_fees', 'partner')).toBe(false);
  });

  it('agrees with networksIncludedBy for every pair', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NETWORKS), fc.constantFrom(...PRACTICE_NETWORK_TYPES), (minimum, practice) => {
        const included = (networksIncludedBy(minimum) as string[]).includes(practice);
        expect(isInNetwork(minimum, practice)).toBe(included);
      }),
    );
  });
});
