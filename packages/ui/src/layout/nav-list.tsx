import { Link as RouterLink, useLocation } from 'react-router';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import type { NavEntry } from './layout-config';

/** True when `to` is the current page or one of its sub-pages ('/' matches only itself). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

function Entries({
  entries,
  depth,
  onNavigate,
}: {
  entries: NavEntry[];
  depth: number;
  onNavigate?: (() => void) | undefined;
}) {
  const { pathname } = useLocation();
  return entries.map((entry, index) => {
    // A list may hold only list items: the separator goes inside one (axe 'list').
    if ('divider' in entry) {
      return (
        <li key={`divider-${index}`}>
          <Divider component="div" sx={{ my: 1 }} />
        </li>
      );
    }
    const active = isActivePath(pathname, entry.to);
    return (
      <li key={entry.to}>
        <ListItemButton
          component={RouterLink}
          to={entry.to}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ pl: 2 + depth * 1.5, pr: 1.5, borderRadius: 2, mx: 1, my: 0.25 }}
        >
          {entry.icon && (
            <ListItemIcon sx={{ minWidth: 32, color: active ? 'primary.main' : 'text.secondary' }}>
              {entry.icon}
            </ListItemIcon>
          )}
          <ListItemText
            primary={entry.label}
            slotProps={{ primary: { sx: { fontSize: '0.875rem', fontWeight: active ? 600 : 500 } } }}
          />
          {/* Never shrunk under the label: the 176 px drawer leaves an indented label little room. */}
          {entry.warning && (
            <WarningAmberRounded
              fontSize="small"
              color="warning"
              titleAccess={entry.warning}
              sx={{ flexShrink: 0, ml: 0.5 }}
            />
          )}
        </ListItemButton>
        {entry.children && entry.children.length > 0 && (
          <List disablePadding>
            <Entries entries={entry.children} depth={depth + 1} onNavigate={onNavigate} />
          </List>
        )}
      </li>
    );
  });
}

/** spec §2: the side navigation; entries may have a divider, sub-items and warning icons. */
export function NavList({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main">
      <List sx={{ py: 1 }}>
        <Entries entries={entries} depth={0} onNavigate={onNavigate} />
      </List>
    </nav>
  );
}
