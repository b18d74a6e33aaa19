import { Button, FileButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheFamilies, peopleRoutes } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { callRoute } from '../../lib/useApi';
import { readSession, writeSession } from '../../lib/session';
import { uploadFile } from '../files';

/**
 * 'Change picture' on one's own profile (spec 001 §7): the image goes through the signed
 * upload (purpose PROFILE_PHOTO), then PATCH /api/user/profile-image; the session's user, the header
 * avatar and the profile show it at once.
 */
export function ChangePicture() {
  const qc = useQueryClient();
  const change = useMutation({
    mutationFn: async (file: File) => {
      const up = await uploadFile(file, 'PROFILE_PHOTO', () => undefined);
      return callRoute(peopleRoutes.profileImage, { profileImageUrl: up.url });
    },
    onSuccess: (r) => {
      const s = readSession();
      if (s) writeSession({ ...s, user: { ...s.user, profileImage: r.profileImage } });
      void qc.invalidateQueries({ queryKey: cacheFamilies.profile });
      void qc.invalidateQueries({ queryKey: cacheFamilies.userDetails });
      toastSuccess(r.message);
    },
    onError: toastError,
  });
  return (
    <FileButton
      onChange={(f) => f && change.mutate(f)}
      accept="image/png,image/jpeg,image/webp,image/gif"
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconCamera size={16} />}
          loading={change.isPending}
          data-testid="profile-change-picture"
        >
          Change picture
        </Button>
      )}
    </FileButton>
  );
}
