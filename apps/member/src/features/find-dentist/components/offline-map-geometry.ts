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
export function searchView(centre: { latitude: number; longitude: number }, radiusMiles: number): { view: ViewBox; centre: [number, number] | null; radius: number } {
  const c = projection([centre.longitude, centre.latitude]);
  // One degree of latitude is about 69 miles: the projected distance to a point that far north is the radius.
  const north = projection([centre.longitude, centre.latitude + radiusMiles / 69]);
  if (!c || !north) return { view: US_VIEW, centre: null, radius: 0 };
  const radius = Math.hypot(north[0] - c[0], north[1] - c[1]);
  const halfHeight = radius * 1.2;
  const halfWidth = (halfHeight * 4) / 3;
  return { view: { x: c[0] - halfWidth, y: c[1] - halfHeight, width: halfWidth * 2, height: halfHeight * 2 }, centre: c, radius };
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
