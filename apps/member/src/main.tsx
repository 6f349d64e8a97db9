import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from '@dental/ui';
import { layout, routes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <PortalApp portal="member" routes={routes} layout={layout} />
  </StrictMode>,
);
