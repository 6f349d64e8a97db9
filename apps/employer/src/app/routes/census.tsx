// Issue 27: `/census`, the census file's check and import.
export { CensusPage as Component } from '../../features/census/components/census-page';
