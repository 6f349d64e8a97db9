import { Outlet } from 'react-router';
import { useWordingKnown } from '../hooks/use-wording';

/**
 * The member's pages, drawn at once (their calls start beside custom-ui-data's) but unseen until the member's
 * wording is known (spec §1): a healthshare member otherwise read 'In network' and 'In-office plans' on a
 * practice page for the moment before it turned into their own words. `display: contents` keeps the
 * layout exactly as without this wrapper; the hidden text is out of the accessibility tree as well.
 */
export function WordedOutlet() {
  const known = useWordingKnown();
  return (
    <div
      style={known ? { display: 'contents' } : { display: 'contents', visibility: 'hidden' }}
      data-wording={known ? 'known' : 'pending'}
    >
      <Outlet />
    </div>
  );
}
