import { useEffect, useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import {
  ENVIRONMENT_BANNER_COLOURS,
  ENVIRONMENT_BANNER_ID,
  environmentBannerFacts,
  INSTANCES,
  SERVER_TIME_ATTRIBUTE,
  serverTimeText,
  type HelloResponse,
  type Instance,
} from '@dental/domain';
import { useHello } from '../startup/hello-context';

const TICK_MS = 30_000;

function useServerNow(hello: PageMarks | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const [offset] = useState(() => {
    const server = hello ? Date.parse(hello.server_datetime) : Number.NaN;
    return Number.isNaN(server) ? null : server - Date.now();
  });
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return offset === null ? null : now + offset;
}

function EnvironmentLine({ hello }: { hello: PageMarks }) {
  const serverNow = useServerNow(hello);
  const facts = environmentBannerFacts(hello.instance, hello.version_number);
  const parts = [facts.name];
  if (serverNow !== null) parts.push(serverTimeText(serverNow));
  if (facts.version !== null) parts.push(facts.version);
  return (
    <Box
      role="region"
      aria-label="Environment"
      sx={{
        bgcolor: ENVIRONMENT_BANNER_COLOURS.background,
        color: ENVIRONMENT_BANNER_COLOURS.text,
        px: 2,
        py: 0.5,
        fontSize: '0.8125rem',
        lineHeight: 1.6,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: { xs: 2, sm: 1 },
      }}
    >
      {parts.map((part, index) => (
        // Each part stays whole when the line wraps on a phone; the dots show only on one line.
        <Box component="span" key={part} sx={{ whiteSpace: 'nowrap' }}>
          {index > 0 && (
            <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' }, mr: 1 }}>
              ·
            </Box>
          )}
          {part}
        </Box>
      ))}
    </Box>
  );
}

/** The banner's facts as the server wrote them on the page (apps/server/src/http/portal-page.ts withMarks). */
type PageMarks = Pick<HelloResponse, 'instance' | 'version_number' | 'server_datetime'>;

let pageMarks: { key: string; marks: PageMarks | null } | undefined;

/** The same object while the marks are unchanged (a store snapshot must be). Until the start-up call answers, the time is this browser's. */
function readPageMarks(): PageMarks | null {
  const { instance, version } = document.documentElement.dataset;
  const key = `${instance ?? ''} ${version ?? ''}`;
  if (pageMarks?.key === key) return pageMarks.marks;
  const marks =
    instance && (INSTANCES as readonly string[]).includes(instance)
      ? { instance: instance as Instance, version_number: version ?? '', server_datetime: new Date().toISOString() }
      : null;
  pageMarks = { key, marks };
  return marks;
}

const subscribe = () => () => undefined;

/**
 * The page's marks in the browser; none in the prerender and while hydrating it (its server snapshot), so the
 * prerendered sign-in screen hydrates as it was drawn.
 */
function usePageMarks(): PageMarks | null {
  return useSyncExternalStore(subscribe, readPageMarks, () => null);
}

/** Keeps the time of the banner the server wrote into the page current (it came with a placeholder); draws nothing. */
function ServerWrittenBannerClock({ banner, hello }: { banner: HTMLElement; hello: PageMarks }) {
  const serverNow = useServerNow(hello);
  useEffect(() => {
    const part = banner.querySelector<HTMLElement>(`[${SERVER_TIME_ATTRIBUTE}]`);
    const text = part?.lastElementChild;
    if (!part || !text || serverNow === null) return;
    text.textContent = serverTimeText(serverNow);
    part.style.visibility = '';
  }, [banner, serverNow]);
  return null;
}

/** The banner the server wrote above the app (apps/server environment-banner.ts); none in the prerender and while hydrating. */
function useServerWrittenBanner(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => document.getElementById(ENVIRONMENT_BANNER_ID),
    () => null,
  );
}

/**
 * spec §2: outside production, a banner with the environment name, the server time in UTC and (qa, test, demo)
 * the version. The server writes it into the page above the app, so it is there at first paint and nothing
 * moves when the app starts (issue 17); the app then only keeps its time current. Where no server wrote it (the
 * dev server, tests), the app draws it, from the page's marks or the start-up answer.
 */
export function EnvironmentBanner() {
  const hello = useHello();
  const marks = usePageMarks();
  const serverWritten = useServerWrittenBanner();
  const facts = hello ?? marks;
  if (!facts || facts.instance === 'prod') return null;
  if (serverWritten)
    return <ServerWrittenBannerClock key={facts.server_datetime} banner={serverWritten} hello={facts} />;
  return <EnvironmentLine key={facts.server_datetime} hello={facts} />;
}
