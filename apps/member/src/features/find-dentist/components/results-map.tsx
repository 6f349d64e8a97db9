import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useHello } from '@dental/ui';
import { OfflineMap } from './offline-map';
import type { ResultsMapProps } from './results-map-props';

const GoogleResultsMap = lazy(() => import('./google-results-map').then((m) => ({ default: m.GoogleResultsMap })));

/** spec §1: Google Maps with the start-up response's key and map id; otherwise the offline map. */
export function ResultsMap(props: ResultsMapProps) {
  const hello = useHello();
  const apiKey = hello?.google_maps_api_key;
  const mapId = hello?.google_maps_map_id;
  if (apiKey && mapId) {
    return (
      <Suspense fallback={<Skeleton variant="rectangular" height={280} aria-label="Loading the map" />}>
        <GoogleResultsMap apiKey={apiKey} mapId={mapId} {...props} />
      </Suspense>
    );
  }
  return <OfflineMap {...props} />;
}
