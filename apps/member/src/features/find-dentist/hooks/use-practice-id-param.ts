import { useParams } from 'react-router';

const ID = /^[1-9][0-9]{0,14}$/;

/** The :practiceId of the practice page, or null when it is not an id (the screen then shows not found). */
export function usePracticeIdParam(): string | null {
  const value = useParams().practiceId ?? '';
  return ID.test(value) ? value : null;
}
