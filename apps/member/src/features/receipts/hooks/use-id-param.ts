import { useParams } from 'react-router';

const ID = /^[1-9][0-9]{0,14}$/;

/** A route's numeric id parameter, or null when it is not one (the screen then shows not found). */
export function useIdParam(name: string): string | null {
  const value = useParams()[name] ?? '';
  return ID.test(value) ? value : null;
}
