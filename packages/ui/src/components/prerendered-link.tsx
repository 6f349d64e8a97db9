import { Link as RouterLink } from 'react-router';
import Link, { type LinkProps } from '@mui/material/Link';
import { useHydrated } from '../app/use-hydrated';

type PrerenderedLinkProps = Omit<LinkProps, 'href' | 'component'> & { to: string };

/**
 * A link on a prerendered screen (decision 8). A tap that lands while React is still taking the page over went
 * to React Router, which prevented the browser's navigation and then dropped its own (its navigate is not live
 * before the router's first effects): the tap did nothing. Until the screen runs, the link is the browser's
 * own (a full page load); after, it navigates in the app.
 */
export function PrerenderedLink({ to, ...props }: PrerenderedLinkProps) {
  const hydrated = useHydrated();
  return <Link component={RouterLink} to={to} reloadDocument={!hydrated} {...props} />;
}
