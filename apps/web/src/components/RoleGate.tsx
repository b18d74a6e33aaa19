import { Center } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AuthUser, PageGate } from '@crm/contracts';
import { useSessionUser } from '../lib/sessionUser';
import { EmptyState } from './EmptyState';

/**
 * A page for some roles only (spec 000 §6): renders `children` when `allowed(user)`, otherwise the gate's
 * title and description (contracts PAGE_GATES) under `testId`. The page's content, and so every call it makes,
 * mounts only once allowed: a role that may not open it gets no 403 and no error toast.
 */
export function RoleGate({
  allowed,
  gate,
  testId,
  children,
}: {
  allowed: (user: AuthUser) => boolean;
  gate: PageGate;
  testId: string;
  children: ReactNode;
}) {
  const user = useSessionUser();
  if (allowed(user)) return children;
  return (
    <Center mih="60vh" data-testid={testId}>
      <EmptyState title={gate.title} description={gate.description} />
    </Center>
  );
}
