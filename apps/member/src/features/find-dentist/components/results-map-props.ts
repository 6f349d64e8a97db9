import type { DentistSearchResult } from '@dental/domain';

/** What both maps (offline and Google) take: the page's results, the search area and the selection. */
export interface ResultsMapProps {
  results: DentistSearchResult[];
  firstNumber: number;
  centre: { latitude: number; longitude: number };
  radiusMiles: number;
  selectedId: number | null;
  onSelect: (locationId: number) => void;
}
