import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { fullName, type Member } from '@dental/domain';
import { UntilHydrated, useSession, visuallyHidden } from '@dental/ui';
import { useTheme } from '@mui/material/styles';

/** spec §2: the paths for which the My account menu itself is highlighted. */
export const ACCOUNT_MENU_PATHS = ['/my-account', '/plan-purchases'] as const;

/** spec §2: the items of the My account menu; Plan purchases only with at least one purchase. */
export function accountMenuItems(hasPlanPurchases: boolean): { label: string; to: string }[] {
  return [
    { label: 'My account', to: '/my-account' },
    ...(hasPlanPurchases ? [{ label: 'Plan purchases', to: '/plan-purchases' }] : []),
  ];
}

interface AccountMenuProps {
  member: Member | undefined;
  hasPlanPurchases: boolean;
}

/** spec §2 "My account menu": name and email, My account, Plan purchases (rule above) and Sign out. */
export function AccountMenu({ member, hasPlanPurchases }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const session = useSession();
  const menuId = useId();
  const theme = useTheme();
  const highlighted = (ACCOUNT_MENU_PATHS as readonly string[]).includes(pathname);
  const initial = member?.first_name.trim().charAt(0).toUpperCase() ?? '';
  const close = () => setAnchor(null);
  return (
    <>
      {/* Drawn at the server with every signed-in page (decision 0034): the menu opens once React listens, and
          its button is disabled until then (a tap would do nothing). */}
      <UntilHydrated>
        <Button
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          data-active={highlighted || undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          color={highlighted ? 'primary' : 'inherit'}
          sx={{
            minWidth: 0,
            px: { xs: 0.5, sm: 1 },
            gap: 1,
            bgcolor: highlighted ? 'rgba(11, 107, 115, 0.1)' : undefined,
            borderRadius: 999,
          }}
        >
          <Avatar
            aria-hidden="true"
            sx={{
              width: 32,
              height: 32,
              fontSize: '0.9375rem',
              bgcolor: highlighted ? 'primary.main' : 'secondary.main',
            }}
          >
            {initial || <PersonOutlineRounded fontSize="small" />}
          </Avatar>
          {/* The name is always 'My account'; below lg it is read, not shown. */}
          <Box component="span" sx={{ [theme.breakpoints.down('lg')]: visuallyHidden }}>
            My account
          </Box>
        </Button>
      </UntilHydrated>
      <Popover
        id={menuId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // A labelled dialog: screen readers know what opened, and its content is a region (axe 'region').
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'My account',
            sx: { width: 260, maxWidth: 'calc(100vw - 16px)', mt: 1 },
          },
        }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member ? fullName(member) : ''}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {member?.email ?? ''}
          </Typography>
        </Box>
        <Divider />
        <nav aria-label="My account">
          <List dense>
            {accountMenuItems(hasPlanPurchases).map((item) => {
              const current = pathname === item.to;
              return (
                <li key={item.to}>
                  <ListItemButton
                    component={RouterLink}
                    to={item.to}
                    selected={current}
                    aria-current={current ? 'page' : undefined}
                    onClick={close}
                  >
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      {item.to === '/my-account' ? (
                        <PersonOutlineRounded fontSize="small" />
                      ) : (
                        <ShoppingBagOutlined fontSize="small" />
                      )}
                    </ListItemIcon>
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </li>
              );
            })}
            <li>
              <ListItemButton
                onClick={() => {
                  close();
                  void session.logout();
                }}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <LogoutRounded fontSize="small" />
                </ListItemIcon>
                <ListItemText primary="Sign out" />
              </ListItemButton>
            </li>
          </List>
        </nav>
      </Popover>
    </>
  );
}
