import { Button, Center } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from './EmptyState';

/** Unknown path: a 404 empty state with a link home. */
export function NotFound() {
  return (
    <Center mih="60vh">
      <EmptyState
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        action={
          <Button component={Link} to="/home" variant="light">
            Go to Home
          </Button>
        }
      />
    </Center>
  );
}
