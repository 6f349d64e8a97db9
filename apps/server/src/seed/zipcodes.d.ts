// Types of the `zipcodes` package (it ships none): US zip codes with their coordinates.
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCode | undefined;
  export function radius(zip: string | number, miles: number, full: true): ZipCode[];
  export function radius(zip: string | number, miles: number, full?: false): string[];
  export function distance(zipA: string | number, zipB: string | number): number | null;
  const zipcodes: { lookup: typeof lookup; radius: typeof radius; distance: typeof distance };
  export default zipcodes;
}
