import { Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import type { AdminUserProfile } from '@crm/contracts';
import { ThrottledButton } from '../../components/ThrottledButton';
import { useAdminUserProfile } from './adminUsers';
import { UserIdentityFields } from './form/UserIdentityFields';
import { useUserForm } from './form/useUserForm';
import { UserWorkFields } from './form/UserWorkFields';

/**
 * The admin's add / edit user dialog (spec 001 §8 Users): names, email, roles, vertical, designation and
 * team owner; a new user is invited by mail to set their own password (issue 40 §2). Errors show under the fields after the
 * first save attempt; the server's answer ('User Added Successfully', 'User Email Already exist') is toasted.
 */
export function UserFormModal({
  userId,
  opened,
  onClose,
}: {
  userId: number | null;
  opened: boolean;
  onClose: () => void;
}) {
  const profile = useAdminUserProfile(opened ? userId : null);
  const title = userId === null ? 'Add user' : 'Edit user';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {userId !== null && !profile.data ? (
        <Stack>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <UserForm key={userId ?? 'new'} profile={profile.data ?? null} onDone={onClose} />
      )}
    </Modal>
  );
}

/** The add / edit user form: identity, work fields, Cancel and Save ('Add user' for a new user). */
function UserForm({ profile, onDone }: { profile: AdminUserProfile | null; onDone: () => void }) {
  const f = useUserForm(profile, onDone);
  return (
    <form noValidate onSubmit={f.onSubmit} data-testid="user-form">
      <Stack>
        <UserIdentityFields f={f} />
        <UserWorkFields f={f} profile={profile} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <ThrottledButton type="submit" loading={f.saving} data-testid="user-form-save">
            {f.creating ? 'Add user' : 'Save'}
          </ThrottledButton>
        </Group>
      </Stack>
    </form>
  );
}
