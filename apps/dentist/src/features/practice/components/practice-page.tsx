import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { isBankVerified } from '@dental/domain';
import { LoadError, LoadingLines, PageTitle, UntilHydrated, useHydrated } from '@dental/ui';
import { usePracticeProfile } from '../api/practice';
import { ProfileSection } from './profile-section';

// The profile is the tab that opens; the others load when chosen, so the page's first chunk stays within its
// 100 KB budget (bench: lazy chunk practice).
const LocationsSection = lazy(() => import('./locations-section').then((m) => ({ default: m.LocationsSection })));
const DentistsSection = lazy(() => import('./dentists-section').then((m) => ({ default: m.DentistsSection })));
const StaffSection = lazy(() => import('./staff-section').then((m) => ({ default: m.StaffSection })));
const PinSection = lazy(() => import('./pin-section').then((m) => ({ default: m.PinSection })));
const BankSection = lazy(() => import('./bank-section').then((m) => ({ default: m.BankSection })));

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'locations', label: 'Locations' },
  { value: 'dentists', label: 'Dentists' },
  { value: 'staff', label: 'Staff', ownerOnly: true },
  { value: 'pin', label: 'My PIN' },
  // Issue 27 item 6: the practice's bank verification (the owner manages the practice's money).
  { value: 'bank', label: 'Bank', ownerOnly: true },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** Issue 16 item 2: `/practice`, its profile, locations, dentists, staff (owner) and the user's PIN, as tabs. */
export function PracticePage() {
  const profile = usePracticeProfile();
  const [search, setSearch] = useSearchParams();
  const isOwner = profile.data?.viewer_role === 'owner';
  const tabs = TABS.filter((tab) => !('ownerOnly' in tab) || isOwner);
  const asked = search.get('tab');
  const tab: TabValue = tabs.find((t) => t.value === asked)?.value ?? 'profile';
  // Drawn at the server (decision 0034), the tabs are on screen before React listens: inert until hydrated (a
  // click then would do nothing), and the sections' buttons and fields held the same way (UntilHydrated).
  const hydrated = useHydrated();
  return (
    <Stack spacing={3}>
      <PageTitle lead="Your practice as members see it in Find a Dentist.">Practice</PageTitle>
      {profile.isPending && <LoadingLines label="Loading the practice" />}
      {profile.isError && <LoadError what="the practice" onRetry={() => void profile.refetch()} />}
      {profile.data && (
        <>
          {!isBankVerified(profile.data.bank_status) && (
            // spec §6: some features are enabled only after the bank is verified (payouts).
            <Alert severity="warning">
              The practice&apos;s bank account is not verified ({profile.data.bank_status}). Payouts start once it is.
            </Alert>
          )}
          <Tabs
            value={tab}
            onChange={(_event, value: TabValue) => setSearch({ tab: value }, { replace: true })}
            // Wrapped, not scrolled: five tabs do not fit a 360px phone, and nothing scrolls sideways. Wrapped, the
            // sliding indicator is drawn under the last row at the chosen tab's left (under nothing, or under
            // another tab): the chosen tab is underlined itself instead.
            sx={{
              '& .MuiTabs-flexContainer': { flexWrap: 'wrap' },
              '& .MuiTabs-indicator': { display: 'none' },
              // An inset line in the chosen tab's own (primary) colour: the tab's button resets its border.
              '& .MuiTab-root.Mui-selected': { boxShadow: 'inset 0 -2px 0 currentColor' },
            }}
            aria-label="Practice sections"
            inert={!hydrated}
          >
            {tabs.map((t) => (
              <Tab
                key={t.value}
                value={t.value}
                label={t.label}
                id={`practice-tab-${t.value}`}
                aria-controls="practice-tabpanel"
              />
            ))}
          </Tabs>
          <div role="tabpanel" id="practice-tabpanel" aria-labelledby={`practice-tab-${tab}`}>
            <UntilHydrated>
              {tab === 'profile' && <ProfileSection profile={profile.data} />}
              {/* The other sections' chunks load when chosen, so a page drawn on one of them draws its loading state
                  and the section comes once hydrated: a boundary still loading while the guard above it lets go
                  would be thrown away and drawn again (decision 0038). */}
              {tab !== 'profile' && (
                <Suspense fallback={<LoadingLines label="Loading the section" />}>
                  {!hydrated && <LoadingLines label="Loading the section" />}
                  {hydrated && tab === 'locations' && <LocationsSection isOwner={isOwner} />}
                  {hydrated && tab === 'dentists' && <DentistsSection isOwner={isOwner} />}
                  {hydrated && tab === 'staff' && <StaffSection />}
                  {hydrated && tab === 'pin' && <PinSection />}
                  {hydrated && tab === 'bank' && <BankSection />}
                </Suspense>
              )}
            </UntilHydrated>
          </div>
        </>
      )}
    </Stack>
  );
}
