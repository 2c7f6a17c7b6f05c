import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Routes } from 'react-router';
import { ct } from './i18n';
import { createConsoleQueryClient } from './query-client';
import { consoleRoutes } from './routes';
import { ConsoleLayout } from './shell/console-layout';

/** The provider's console at /staff/*: its own queries, frame and screens. */
export const ConsoleApp = () => {
  const [queryClient] = useState(createConsoleQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleLayout>
        <Suspense
          fallback={
            <p role="status" className="m-0 text-muted">
              {ct('shell.loading')}
            </p>
          }
        >
          <Routes>{consoleRoutes}</Routes>
        </Suspense>
      </ConsoleLayout>
    </QueryClientProvider>
  );
};
