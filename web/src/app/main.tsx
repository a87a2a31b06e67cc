// First: starts the page's code and data while everything else evaluates.
import './start-early';
// One variable font file (~38 kB) serves every weight: five static weights were ~98 kB.
import '@fontsource-variable/montserrat/wght.css';
import './font-fallback.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { brand } from '../lib/config';
import { AppProvider } from './provider';
import { router } from './router';

document.title = brand.name;

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A transition: React renders the first screen in slices of a few milliseconds, so a slow
// phone's main thread is never blocked for long (Lighthouse's Total Blocking Time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
