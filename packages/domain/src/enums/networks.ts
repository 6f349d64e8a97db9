// spec §3: networks and the practice network types.

/** spec §3: network tiers, top first (platinum is the top tier, office_fees the last). */
export const NETWORKS = ['platinum', 'gold', 'silver', 'office_fees'] as const;
export type Network = (typeof NETWORKS)[number];

/** spec §3: custom plans use only platinum, gold and silver. */
export const CUSTOM_PLAN_NETWORKS = ['platinum', 'gold', 'silver'] as const satisfies readonly Network[];
export type CustomPlanNetwork = (typeof CUSTOM_PLAN_NETWORKS)[number];

/** Display label of each network tier. */
export const NETWORK_LABELS: Record<Network, string> = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  office_fees: 'Office fees',
};

/** spec §3: a location or practice that is in no tier: out of network or a partner. */
export const NON_TIER_PRACTICE_TYPES = ['out_of_network', 'partner'] as const;
/** spec §3: network, location and practice types: out_of_network, partner and the tiers ({product}). */
export const PRACTICE_NETWORK_TYPES = [...NON_TIER_PRACTICE_TYPES, ...NETWORKS] as const;
export type PracticeNetworkType = (typeof PRACTICE_NETWORK_TYPES)[number];

/** Display label of each practice network type. */
export const PRACTICE_NETWORK_TYPE_LABELS: Record<PracticeNetworkType, string> = {
  out_of_network: 'Out of network',
  partner: 'Partner',
  ...NETWORK_LABELS,
};

/** spec §3: the tiers a plan's minimum network includes, top first (gold -> platinum, gold). */
export function networksIncludedBy(minimumNetwork: Network): Network[] {
  return NETWORKS.slice(0, NETWORKS.indexOf(minimumNetwork) + 1);
}

/** spec §3: cumulative minimum-network label (gold -> 'Platinum, Gold'). */
export function minimumNetworkLabel(minimumNetwork: Network): string {
  return networksIncludedBy(minimumNetwork)
    .map((network) => NETWORK_LABELS[network])
    .join(', ');
}

/** True for the four network tiers (not out_of_network, not partner). */
export function isNetwork(value: unknown): value is Network {
  return typeof value === 'string' && (NETWORKS as readonly string[]).includes(value);
}

/**
 * DESIGN §4: a practice is in network for a plan when its tier is at or above the plan's minimum tier.
 * Out-of-network and partner practices have no tier, so they are never in network.
 */
export function isInNetwork(planMinimumNetwork: Network, practiceNetwork: PracticeNetworkType): boolean {
  return isNetwork(practiceNetwork) && NETWORKS.indexOf(practiceNetwork) <= NETWORKS.indexOf(planMinimumNetwork);
}
