import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { shouldRedirectToStore, storeUrl } from './lib/device';
import { App } from './app/App';

// Mobile and tablet devices go to the native app's store page (spec 000 §1).
if (shouldRedirectToStore(window.screen.width, navigator.userAgent, window.location.pathname)) {
  window.location.replace(storeUrl(navigator.userAgent));
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
