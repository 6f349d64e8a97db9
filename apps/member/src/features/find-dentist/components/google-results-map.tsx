// Issue 6, spec §1: Google Maps when the start-up response carries a key and a map id. Loaded lazily: people
// on the offline map never download it.
import { APIProvider, AdvancedMarker, Map, Pin } from '@vis.gl/react-google-maps';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ResultsMapProps } from './results-map-props';

/** A zoom that shows about the search circle. */
function zoomFor(radiusMiles: number): number {
  return Math.max(7, Math.round(13 - Math.log2(radiusMiles / 2)));
}

export function GoogleResultsMap({
  apiKey,
  mapId,
  results,
  firstNumber,
  centre,
  radiusMiles,
  selectedId,
  onSelect,
}: ResultsMapProps & { apiKey: string; mapId: string }) {
  const theme = useTheme();
  return (
    <APIProvider apiKey={apiKey}>
      <Box sx={{ width: '100%', height: { xs: 280, md: 420 } }} data-testid="google-map">
        <Map
          key={`${centre.latitude},${centre.longitude},${radiusMiles}`}
          mapId={mapId}
          defaultCenter={{ lat: centre.latitude, lng: centre.longitude }}
          defaultZoom={zoomFor(radiusMiles)}
          gestureHandling="cooperative"
          style={{ width: '100%', height: '100%' }}
        >
          {results.map((r, index) => {
            const selected = r.location_id === selectedId;
            return (
              <AdvancedMarker
                key={r.location_id}
                position={{ lat: r.latitude, lng: r.longitude }}
                title={`${firstNumber + index}. ${r.location_name}`}
                zIndex={selected ? 2 : 1}
                onClick={() => onSelect(r.location_id)}
              >
                <Pin
                  background={selected ? theme.palette.secondary.main : theme.palette.primary.main}
                  borderColor="#fff"
                  glyphColor="#fff"
                  glyph={String(firstNumber + index)}
                  scale={selected ? 1.3 : 1}
                />
              </AdvancedMarker>
            );
          })}
        </Map>
      </Box>
    </APIProvider>
  );
}
