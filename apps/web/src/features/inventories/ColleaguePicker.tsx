import { SearchMultiPicker } from '../../components/searchPickers';
import { useCollabCandidateOptions } from './collabQueries';

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
      useOptions={useCollabCandidateOptions}
      params={{ eiId, brandId }}
      maxValues={50}
      testId="collab-invite-picker"
    />
  );
}
