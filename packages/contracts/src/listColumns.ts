import { col } from './columnDef.js';

/**
 * Spec 001 §9 'brand agency brands' (an agency's brands, POST /api/brand/agency/brands), 'POC contacts'
 * (/pocContactList), 'task people' (a task's assigner and assignees) and 'task sub-assignments' (their parts).
 */
export const morePresets = {
  brandAgencyBrands: [
    col('brandName', 'Brand', { fixed: true }),
    col('industryName', 'Industry'),
    col('associationTypes', 'Association types'),
  ],
  pocContacts: [
    col('pocName', 'Name', { fixed: true }),
    col('brandName', 'Brand'),
    col('pocEmail', 'Email'),
    col('phone', 'Phone'),
    col('departmentName', 'Department'),
    col('cityName', 'City'),
  ],
  taskPeople: [
    col('userName', 'Name', { fixed: true }),
    col('relation', 'On the task as'),
    col('type', 'Type'),
    col('verticalName', 'Vertical'),
    col('lastActiveOn', 'Last active', { defaultVisible: false }),
  ],
  taskSubAssignments: [
    col('assignee', 'Assignee', { fixed: true }),
    col('status', 'Status'),
    col('closedAt', 'Closed on'),
    col('members', 'In the thread'),
  ],
};
