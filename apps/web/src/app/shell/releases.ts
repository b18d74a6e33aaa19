/**
 * Release notes for the What's New modal (spec 000 §2.10), newest first, v1.24.1227 to v1.25.0508.
 * The spec gives entry content only as the release-note statements about roles and stages
 * (spec 000 §6, spec 001 §6); the entries below say no more than those.
 */
export type Release = {
  version: string;
  /** The release day, YYYY-MM-DD (shown with formatDate, as every date of the app). */
  date: string;
  title: string;
  description: string;
  bullets: string[];
  benefits?: string[];
};

export const RELEASES: Release[] = [
  {
    version: 'v1.25.0508',
    date: '2025-05-08',
    title: 'Stages and engagement for Brand Owners',
    description: 'Brand Owners now keep deal stages and brand engagement up to date themselves.',
    bullets: [
      'BOs mark brand engagement (Strong, Medium, Low).',
      'BOs update the stage of their brands on each event inventory.',
      'Task creators can rename their tasks.',
    ],
    benefits: ['Pipelines reflect the latest conversation without waiting for a hand-off.'],
  },
  {
    version: 'v1.25.0214',
    date: '2025-02-14',
    title: 'Repository and reports by role',
    description: 'The repository and reports now follow your role.',
    bullets: [
      'POs see all brands in the repository; TOs see only their team’s brands.',
      'Admin, Management and Team Owners can download manual closure reports.',
      'Tagging a role in a task makes everyone in that role a participant.',
    ],
  },
  {
    version: 'v1.24.1227',
    date: '2024-12-27',
    title: 'Home and settings for admins',
    description: 'A home page for leaders and more reference data in settings.',
    bullets: [
      'The home page is for Team Owners, Admin and Management.',
      'Admins edit HQ and marketing locations.',
      'Admins manage agencies, cities, verticals and inventories in settings.',
    ],
  },
];
