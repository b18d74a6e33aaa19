import { useMemo } from 'react';
import { SearchMultiPicker } from '../../components/searchPickers';
import { useCollabCandidates } from './collabQueries';

/** Colleagues who may be invited to the pairing, as options: GET …/collab-invitation/users (not the caller, none already invited). */
function useColleagueOptions(
  searchFor: string,
  { eiId, brandId }: { eiId: number; brandId: number },
) {
  const candidates = useCollabCandidates(eiId, brandId, searchFor);
  const found = useMemo(
    () =>
      (candidates.data?.users ?? []).map((u) => ({
        value: String(u.userId),
        label: u.verticalName ? `${u.userName} · ${u.verticalName}` : u.userName,
      })),
    [candidates.data],
  );
  return { found, isFetching: candidates.isFetching };
}

/** Colleagues to invite to a pairing: a multi-select searched on the server as the user types (500 ms debounce). */
export function ColleaguePicker({
  eiId,
  brandId,
  value,
  onChange,
}: {
  eiId: number;
  brandId: number;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <SearchMultiPicker
      label="Invite colleagues"
      noun="colleagues"
      value={value}
      onChange={onChange}
      useOptions={useColleagueOptions}
      params={{ eiId, brandId }}
      maxValues={50}
      testId="collab-invite-picker"
    />
  );
}
