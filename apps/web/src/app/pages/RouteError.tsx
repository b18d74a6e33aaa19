import { Button, Center } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { NotFound } from '../../components/NotFound';

/** Route error boundary: a 404 answer shows NotFound, anything else (e.g. a failed chunk load) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <Center mih="60vh">
      <EmptyState
        title="Something went wrong!"
        description="This page failed to load. Reloading usually fixes it."
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      />
    </Center>
  );
}
