import { PRACTICE_NETWORK_TYPE_LABELS, type PracticeNetworkType, type WeeklyOpeningHours } from '@dental/domain';

/** '08:00' -> '8:00 AM'. */
export function formatClock(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const hour = Number(h);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m} ${suffix}`;
}

/** '8:00 AM – 5:00 PM', or 'Closed'. */
export function hoursOn(hours: WeeklyOpeningHours, day: keyof WeeklyOpeningHours): string {
  const slot = hours[day];
  return slot ? `${formatClock(slot.open)} – ${formatClock(slot.close)}` : 'Closed';
}

/** '1 dentist', '12 dentists', or '100+ dentists' when the search stopped counting (meta.total_capped). */
export function dentistCount(total: number, capped: boolean): string {
  if (capped) return `${total}+ dentists`;
  return `${total} ${total === 1 ? 'dentist' : 'dentists'}`;
}

/** '2.35 mi'. */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}

/** The network line of a practice: in network, out of network (clearly marked), or just its type. */
export function networkWording(
  network: PracticeNetworkType,
  inNetwork: boolean | null,
): { label: string; inNetwork: boolean | null } {
  const type = PRACTICE_NETWORK_TYPE_LABELS[network];
  if (inNetwork === null) return { label: type, inNetwork };
  if (inNetwork) return { label: `In network · ${type}`, inNetwork };
  return { label: network === 'out_of_network' ? type : `Out of network · ${type}`, inNetwork };
}

/** A map service's directions to an address (opens in a new tab; no call is made until followed). */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
