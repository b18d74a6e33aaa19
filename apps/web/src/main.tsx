import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchAppLinks } from './lib/appLinks';
import { shouldRedirectToStore, storeUrl } from './lib/device';
import { App } from './app/App';

// Mobile and tablet devices go to the native app's store page (spec 000 §1), as the server configures it.
if (shouldRedirectToStore(window.screen.width, navigator.userAgent, window.location.pathname)) {
  void fetchAppLinks().then((links) =>
    window.location.replace(storeUrl(navigator.userAgent, links)),
  );
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
