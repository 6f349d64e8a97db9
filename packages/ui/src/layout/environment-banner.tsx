import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { INSTANCES_SHOWING_VERSION, type HelloResponse } from '@dental/domain';
import { useHello } from '../startup/hello-context';

const TICK_MS = 30_000;

/** 'YYYY-MM-DD HH:mm UTC' of an instant. */
export function formatUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function useServerNow(hello: HelloResponse | null): number | null {
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

function EnvironmentLine({ hello }: { hello: HelloResponse }) {
  const serverNow = useServerNow(hello);
  const parts = [`${hello.instance.toUpperCase()} environment`];
  if (serverNow !== null) parts.push(`Server time ${formatUtc(serverNow)}`);
  if (INSTANCES_SHOWING_VERSION.includes(hello.instance)) parts.push(`Version ${hello.version_number}`);
  return (
    <Box
      role="region"
      aria-label="Environment"
      sx={{
        bgcolor: '#6b4300',
        color: '#fff',
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

/** spec §2: outside production, a banner with the environment name, the server time in UTC and (qa, test, demo) the version. */
export function EnvironmentBanner() {
  const hello = useHello();
  if (!hello || hello.instance === 'prod') return null;
  return <EnvironmentLine key={hello.server_datetime} hello={hello} />;
}
