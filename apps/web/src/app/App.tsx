import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import './motion.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './queryClient';
import { router } from './router';
import { theme } from './theme';
import { accessibleColorVariables } from './themeContrast';

/** The app: Mantine (theme, toasts), React Query (with the global 403 toast) and the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={accessibleColorVariables}
      defaultColorScheme="light"
    >
      {/* bottom right: a toast never covers a right-hand drawer's header (its title and Close) */}
      <Notifications position="bottom-right" limit={4} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
