import { col } from './columnDef.js';

/**
 * Pairing and collaboration tables of spec 001 §9: the assign page's tabs (assigned brands, unassigned,
 * discarded; money in crore, the money and date columns hidden by default), an event inventory's
 * collaboration invites and a pairing's collaborators. Sortable columns sort by their id (the list's sort field).
 */
const pairingBrandColumns = [
  col('brandName', 'Brand', { fixed: true, sortable: true }),
  col('companyName', 'Company'),
  col('industryName', 'Industry', { sortable: true }),
  col('brandRevenue', 'Revenue (in Cr)', { sortable: true }),
  col('brandOwners', 'Brand Owners'),
  col('updatedAt', 'Updated', { sortable: true }),
];
/** The presets of the assign page's tabs, the collaboration invites and an inventory's collaborations (spec 001 §9). */
export const pairingPresets = {
  assignedBrands: [
    col('brandName', 'Brand', { fixed: true, sortable: true }),
    col('stage', 'Stage', { sortable: true }),
    col('tag', 'Tag'),
    col('proposedValue', 'Proposed value', { defaultVisible: false }),
    col('negotiatedValue', 'Negotiated value', { defaultVisible: false }),
    col('closedValue', 'Closed value', { defaultVisible: false }),
    col('followUpDate', 'Follow-Up date', { defaultVisible: false }),
    col('expectedClosure', 'Expected closure by', { defaultVisible: false }),
    col('lastContact', 'Last Contact'),
    col('assignedBy', 'Assigned by'),
    col('brandOwners', 'Brand Owners', { defaultVisible: false }),
  ],
  unassignedBrands: pairingBrandColumns,
  discardedBrands: pairingBrandColumns,
  collaborationInvites: [
    col('brandName', 'Brand', { fixed: true, sortable: true }),
    col('inviter', 'Invited by'),
    col('invitee', 'Invitee'),
    col('inviteStatus', 'Status', { sortable: true }),
    col('createdAt', 'Sent on', { sortable: true }),
  ],
  inventoryCollaboration: [
    col('collaborator', 'Collaborator', { fixed: true }),
    col('specialization', 'Specialization'),
    col('invitedBy', 'Invited by'),
    col('invitedOn', 'Invited on'),
    col('inviteStatus', 'Status'),
  ],
};
