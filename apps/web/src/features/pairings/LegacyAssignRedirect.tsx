import { Navigate, useLocation, useParams } from 'react-router';
import { NotFound } from '../../components/NotFound';

/**
 * The older assign screens (spec 001 §2 /assignbrand/{..} and /mybrandassigned/{..}, with isTOUser,
 * eventName, inventoryName): served by the V2 page and its API. /assignbrand opens the Unassigned tab;
 * /mybrandassigned the Assigned tab as 'Your Brands Assigned', or 'Your Team’s Brands Assigned' for a TO
 * (isTOUser=true) — the server already limits a BO to their brands and a TO to their team's. The event
 * inventory is the first numeric path segment; a link without one is a 404.
 */
export default function LegacyAssignRedirect({ mine }: { mine: boolean }) {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const eiId = rest.split('/').find((seg) => /^\d+$/.test(seg) && Number(seg) > 0);
  if (!eiId) return <NotFound />;
  const old = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const key of ['eventId', 'eventName', 'inventoryName'])
    if (old.get(key)) next.set(key, old.get(key)!);
  next.set('tab', mine ? 'ASSIGNED' : 'UNASSIGNED');
  if (mine) next.set('viewType', old.get('isTOUser') === 'true' ? 'TEAM' : 'MINE');
  return <Navigate to={`/assignbrandV2/${eiId}?${next}`} replace />;
}
