import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { DentistSearchResult } from '@dental/domain';
import { useHydrated } from '@dental/ui';
import {
  countyBordersIn,
  projection,
  searchView,
  spreadPins,
  stateOutlines,
  type ViewBox,
} from './offline-map-geometry';
import type { ResultsMapProps } from './results-map-props';

/**
 * Issue 6: the map drawn from bundled US geography, no network needed. Pins are buttons (Tab reaches them,
 * Enter or Space selects); the list beside it is the accessible equivalent and stays in step. Drawn at the
 * server with the results (decision 0034), the pins are disabled until React listens (a tap would do nothing).
 */
export function OfflineMap({ results, firstNumber, centre, radiusMiles, selectedId, onSelect }: ResultsMapProps) {
  const theme = useTheme();
  const hydrated = useHydrated();
  const outlines = stateOutlines();
  const {
    view,
    centre: projectedCentre,
    radius,
  } = useMemo(() => searchView(centre, radiusMiles), [centre, radiusMiles]);
  const [loaded, setLoaded] = useState<{ view: ViewBox; paths: string } | null>(null);
  const counties = loaded?.view === view ? loaded.paths : '';
  useEffect(() => {
    let current = true;
    // Finer geography after first paint; a failure only leaves the counties out.
    countyBordersIn(view).then(
      (paths) => current && setLoaded({ view, paths }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [view]);

  // Sizes in projected units that look the same on screen whatever the zoom (the view is ~360 px tall).
  const unit = view.height / 360;
  const projected = results.flatMap((r, index) => {
    const point = projection([r.longitude, r.latitude]);
    return point ? [{ r, number: firstNumber + index, x: point[0], y: point[1] }] : [];
  });
  // Pins closer than a selected pin's diameter are spread apart, so none hides another (issue 17 item 24).
  const pins = spreadPins(projected, 2 * 13 * unit + 2 * unit);
  // The selected pin is drawn last, on top.
  pins.sort((a, b) => Number(a.r.location_id === selectedId) - Number(b.r.location_id === selectedId));
  const keySelect = (event: KeyboardEvent, r: DentistSearchResult) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(r.location_id);
    }
  };

  return (
    <Box
      component="svg"
      role="group"
      aria-label={`Map of the ${results.length} dentists listed`}
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      data-testid="offline-map"
      sx={{
        width: '100%',
        height: { xs: 280, md: 420 },
        display: 'block',
        bgcolor: '#dbe9f4',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        '& .map-pin:focus-visible circle': { stroke: theme.palette.text.primary, strokeWidth: 4 },
      }}
    >
      <path d={outlines.land} fill="#f4f1ea" stroke="none" />
      {counties && (
        <path
          d={counties}
          fill="none"
          stroke="#c9c2b4"
          strokeWidth={0.6}
          vectorEffect="non-scaling-stroke"
          data-testid="county-borders"
        />
      )}
      <path d={outlines.borders} fill="none" stroke="#8a8170" strokeWidth={1.2} vectorEffect="non-scaling-stroke" />
      {projectedCentre && (
        <circle
          cx={projectedCentre[0]}
          cy={projectedCentre[1]}
          r={radius}
          fill={theme.palette.primary.main}
          fillOpacity={0.06}
          stroke={theme.palette.primary.main}
          strokeDasharray="4 3"
          vectorEffect="non-scaling-stroke"
        />
      )}
      {pins.map(({ r, number, x, y }) => {
        const selected = r.location_id === selectedId;
        const size = (selected ? 13 : 10) * unit;
        return (
          <g
            key={r.location_id}
            role="button"
            tabIndex={hydrated ? 0 : -1}
            aria-disabled={hydrated ? undefined : true}
            aria-label={`${number}. ${r.location_name}, ${r.distance_miles.toFixed(1)} miles`}
            aria-pressed={selected}
            data-location-id={r.location_id}
            onClick={() => onSelect(r.location_id)}
            onKeyDown={(event) => keySelect(event, r)}
            style={{ cursor: hydrated ? 'pointer' : 'default', outline: 'none' }}
            className="map-pin"
          >
            <circle
              cx={x}
              cy={y}
              r={size}
              fill={selected ? theme.palette.secondary.main : theme.palette.primary.main}
              stroke="#fff"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
            <text
              x={x}
              y={y}
              dy="0.35em"
              textAnchor="middle"
              fontSize={size * 1.1}
              fill="#fff"
              fontWeight={700}
              aria-hidden="true"
            >
              {number}
            </text>
          </g>
        );
      })}
    </Box>
  );
}
