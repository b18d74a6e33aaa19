import { useState } from 'react';
import type { CollabRequest, CollabRequestSortField } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { usePageClamp } from '../../../lib/usePageClamp';
import { useToastOnError } from '../../../lib/useToastOnError';
import { currentUser, pipelineScope } from '../../../lib/user';
import { useChangeCollaborators, useCollabRequests, useInvitationAction } from '../collabQueries';
import { useConfirmTarget } from './useConfirmTarget';
import { useSortedPages } from './useSortedPages';

/** A destructive step waiting for its confirmation: the invitee rejecting, or the inviter revoking. */
export type PendingStep = { kind: 'REJECT' | 'REVOKE'; request: CollabRequest };

const isOpen = (r: CollabRequest) =>
  r.inviteStatus === 'CO_INVITED' || r.inviteStatus === 'ACCEPTED';

/**
 * The state of the collaboration requests tab: the sorted page read (newest first, its error toasted,
 * the page clamped after an action), the Invite window's state, the step being confirmed; `answer`
 * accepts or rejects, `confirm` runs the confirmed step, `mayRevoke` tells who may revoke an open
 * request (its inviter, or a user who sees every pipeline). Answers are toasted and close the dialog.
 */
export function useCollabRequestsTab(eiId: number) {
  const user = currentUser();
  const me = user?.userId;
  const pages = useSortedPages<CollabRequestSortField>({ field: 'createdAt', order: 'DESC' });
  const list = useCollabRequests({ eiId, pageNo: pages.pageNo, sort: pages.sort });
  useToastOnError(list.error);
  usePageClamp(list, pages.pageNo, pages.setPageNo);
  const action = useInvitationAction(eiId);
  const change = useChangeCollaborators();
  const [inviting, setInviting] = useState(false);
  const step = useConfirmTarget<PendingStep>();

  const done = {
    onSuccess: (r: { message: string }) => {
      toastSuccess(r.message);
      step.close();
    },
    onError: (e: Error) => {
      toastError(e);
      step.close();
    },
  };
  const answer = (r: CollabRequest, a: 'APPROVE' | 'REJECT') =>
    action.mutate({ invitationIds: [r.invitationId], action: a }, done);
  const confirm = () => {
    const pending = step.target;
    if (!pending) return;
    if (pending.kind === 'REJECT') answer(pending.request, 'REJECT');
    else
      change.mutate(
        { eiId, brandId: pending.request.brandId, remove: [pending.request.invitee.userId] },
        done,
      );
  };
  const mayRevoke = (r: CollabRequest) =>
    isOpen(r) && (r.inviter.userId === me || pipelineScope(user) === 'all');

  return {
    user,
    me,
    pages,
    list,
    busy: action.isPending || change.isPending,
    inviting,
    setInviting,
    step,
    answer,
    confirm,
    mayRevoke,
  };
}
