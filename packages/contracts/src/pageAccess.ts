import { mayRead } from './access.js';

/**
 * What a page says to a role that may not open it (spec 000 §6 roles): the page shows this instead of its
 * content and makes no call for that content. Reports need the pipeline's stage history (access.ts
 * STAGE_HISTORY); the admin pages need the ADMIN role or flag.
 */
export const PAGE_GATES = {
  reports: {
    title: 'Reports are not part of your role',
    description:
      'Reports are computed from the stage history of the pipeline, which your role does not read.',
  },
  adminNews: {
    title: 'Managing news is for admins',
    description: 'Only admins add, edit and hide news. The News Feed shows what is published.',
  },
  adminEvents: {
    title: 'Events admin is for admins',
    description: 'Only admins create, edit and archive events.',
  },
  adminAssignBrands: {
    title: 'Assigning brands is for admins',
    description: 'Only admins move brand owners.',
  },
  adminTeams: {
    title: 'The team overview is for admins',
    description: 'Only admins see every team with its owner, members and brands.',
  },
  adminAudit: {
    title: 'The audit trail is for admins',
    description: 'Only admins see who changed what in the admin console, and every sign-in.',
  },
  adminWebhooks: {
    title: 'Webhooks are for admins',
    description: 'Only admins connect other systems to the CRM’s changes. Ask an admin to add one.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

/** One page's gate texts. */
export type PageGate = (typeof PAGE_GATES)[keyof typeof PAGE_GATES];

/** Whether a user (role codes, ADMIN flag) may open the reports: they read the pipeline's stage history, as the reports' calls demand. */
export const mayOpenReports = (roles: readonly string[], isAdmin: boolean) =>
  mayRead(roles, isAdmin, 'STAGE_HISTORY');
