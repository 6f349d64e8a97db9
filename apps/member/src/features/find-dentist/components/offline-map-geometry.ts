// Issue 6: the offline map's geometry. us-atlas ships the states already projected (Albers USA, 975 x 610), so
// the pins are projected with the same projection; at first paint only the states are drawn (30 KB gzipped,
// in the route chunk); the counties (260 KB gzipped) are fetched later as a data file (not a script chunk),
// and only the ones in the area shown are drawn.
import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-albers-10m.json';
import countiesUrl from 'us-atlas/counties-albers-10m.json?url';

/** The projection us-atlas' "-albers" files were made with. */
export const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);
/** The whole country's box in projected units. */
export const US_VIEW = { x: 0, y: 0, width: 975, height: 610 } as const;

const path = geoPath();
const states = statesTopology as unknown as Topology<{ nation: GeometryCollection; states: GeometryCollection }>;
let statePaths: { land: string; borders: string } | null = null;

/** The land and the state borders as SVG paths (computed once). */
export function stateOutlines(): { land: string; borders: string } {
  statePaths ??= {
    land: path(feature(states, states.objects.nation)) ?? '',
    borders: path(mesh(states, states.objects.states, (a, b) => a !== b)) ?? '',
  };
  return statePaths;
}

export type ViewBox = { x: number; y: number; width: number; height: number };

/** The box around the search circle (4:3), or the whole country when the centre cannot be projected. */
export function searchView(
  centre: { latitude: number; longitude: number },
  radiusMiles: number,
): { view: ViewBox; centre: [number, number] | null; radius: number } {
  const c = projection([centre.longitude, centre.latitude]);
  // One degree of latitude is about 69 miles: the projected distance to a point that far north is the radius.
  const north = projection([centre.longitude, centre.latitude + radiusMiles / 69]);
  if (!c || !north) return { view: US_VIEW, centre: null, radius: 0 };
  const radius = Math.hypot(north[0] - c[0], north[1] - c[1]);
  const halfHeight = radius * 1.2;
  const halfWidth = (halfHeight * 4) / 3;
  return {
    view: { x: c[0] - halfWidth, y: c[1] - halfHeight, width: halfWidth * 2, height: halfHeight * 2 },
    centre: c,
    radius,
  };
}

let countiesTopology: Promise<Topology<{ counties: GeometryCollection }>> | null = null;

/** The county borders inside a box (fetched once, on demand). */
export async function countyBordersIn(view: ViewBox): Promise<string> {
  countiesTopology ??= fetch(countiesUrl).then(async (response) => {
    if (!response.ok) throw new Error(`counties: ${response.status}`);
    return (await response.json()) as Topology<{ counties: GeometryCollection }>;
  });
  const counties = await countiesTopology.catch((error: unknown) => {
    countiesTopology = null;
    throw error;
  });
  const inside = feature(counties, counties.objects.counties).features.filter((f) => {
    const [[x0, y0], [x1, y1]] = path.bounds(f);
    return x1 >= view.x && x0 <= view.x + view.width && y1 >= view.y && y0 <= view.y + view.height;
  });
  return inside.map((f) => path(f) ?? '').join('');
}

/**
 * Issue 17 item 24: pins closer than `gap` (practices in one building, or next door) overlap and hide each
 * other's numbers. Each group of such pins is laid out on a small circle around where they are, `gap` apart,
 * so every number can be read and pressed; pins standing alone stay where they are.
 */
export function spreadPins<T extends { x: number; y: number }>(pins: T[], gap: number): T[] {
  const groups: { x: number; y: number; members: number[] }[] = [];
  pins.forEach((pin, index) => {
    const group = groups.find((g) =>
      g.members.some((member) => {
        const other = pins[member];
        return other !== undefined && Math.hypot(other.x - pin.x, other.y - pin.y) < gap;
      }),
    );
    if (group) {
      group.members.push(index);
      group.x += (pin.x - group.x) / group.members.length;
      group.y += (pin.y - group.y) / group.members.length;
    } else {
      groups.push({ x: pin.x, y: pin.y, members: [index] });
    }
  });
  const spread = [...pins];
  for (const group of groups) {
    const count = group.members.length;
    if (count < 2) continue;
    // Neighbours on a circle of radius r are 2r·sin(π/n) apart: that distance is the gap.
    const radius = gap / (2 * Math.sin(Math.PI / count));
    group.members.forEach((member, place) => {
      const pin = pins[member];
      if (!pin) return;
      const angle = -Math.PI / 2 + (2 * Math.PI * place) / count;
      spread[member] = { ...pin, x: group.x + radius * Math.cos(angle), y: group.y + radius * Math.sin(angle) };
    });
  }
  return spread;
}
