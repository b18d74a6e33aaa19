import {
  CHAT_PAGE_SIZE,
  PEOPLE_PAGE_SIZE,
  USER_TEAMS_PAGE_SIZE,
  peopleRoutes,
  userDirectoryRoutes,
} from '@crm/contracts';
import { currentUser } from '../../../lib/user';
import {
  eventCells,
  fileColumns,
  inventoryCells,
  offloadedBrandCells,
  ownedBrandCells,
  teamCells,
} from './cells';
import { profileList, type TabQuery } from './ProfileList';

/**
 * The Brands tab's page: every brand the user owns, offloaded ones marked, 25 a page by the brand
 * list's search, filter (spec 001 §5) and order (POST /api/user/brands/all, spec 001 §7
 * 'All-user-brands: count 25 plus filters').
 */
const ownedBrandsPage = ({ userId, pageNo, searchFor, filters }: TabQuery) => ({
  userId,
  pageNo,
  searchFor,
  filters,
});

/** The Offloaded brands tab's page: the user's offloaded brands with why and when, 50 a page (POST /api/user/brands). */
const offloadedBrandsPage = ({ userId, pageNo, searchFor }: TabQuery) => ({
  userId,
  pageNo,
  count: PEOPLE_PAGE_SIZE,
  searchFor,
  offloaded: true,
});

/**
 * The profile's tabs in order: Brands (one's own or another's preset, spec 001 §9),
 * Offloaded brands, Events assigned, Inventories (those the user is PO of), Teams and the Files the
 * user shared in chats the viewer is in.
 */
export const PROFILE_LISTS = [
  profileList({
    key: 'brands',
    label: 'Brands',
    searchable: true,
    filterable: true,
    route: userDirectoryRoutes.brands,
    input: ownedBrandsPage,
    items: (d) => d.brands,
    table: {
      preset: (userId) =>
        userId === currentUser()?.userId ? 'userProfileBrands' : 'otherUsersBrands',
      cells: ownedBrandCells,
    },
    rowKey: (b) => b.brandId,
    rowTestId: 'profile-brand',
    empty: { title: 'No brands', description: 'Brands this person owns appear here.' },
    what: 'the brands',
    testId: 'profile-brands',
  }),
  profileList({
    key: 'offloaded',
    label: 'Offloaded brands',
    searchable: true,
    route: peopleRoutes.brands,
    input: offloadedBrandsPage,
    items: (d) => d.brands,
    table: { preset: () => 'userProfileOffloadedBrands', cells: offloadedBrandCells },
    rowKey: (b) => b.brandId,
    rowTestId: 'profile-brand',
    empty: {
      title: 'No offloaded brands',
      description: 'Brands this person owned that were offloaded appear here.',
    },
    what: 'the brands',
    testId: 'profile-offloaded',
  }),
  profileList({
    key: 'events',
    label: 'Events assigned',
    searchable: false,
    route: peopleRoutes.events,
    input: ({ userId, pageNo }) => ({ userId, pageNo, count: PEOPLE_PAGE_SIZE }),
    items: (d) => d.events,
    table: { preset: () => 'userProfileEvents', cells: eventCells },
    rowKey: (e) => e.eventId,
    rowTestId: 'profile-event',
    empty: {
      title: 'No events',
      description:
        'Events where this person owns an inventory or has a brand assigned appear here.',
    },
    what: 'the events',
    testId: 'profile-events',
  }),
  profileList({
    key: 'inventories',
    label: 'Inventories',
    searchable: true,
    route: peopleRoutes.inventories,
    input: ({ userId, pageNo, searchFor }) => ({
      userId,
      pageNo,
      count: PEOPLE_PAGE_SIZE,
      searchFor,
    }),
    items: (d) => d.inventories,
    table: { preset: () => 'userProfileInventories', cells: inventoryCells },
    rowKey: (i) => i.eiId,
    rowTestId: 'profile-inventory',
    empty: {
      title: 'No inventories',
      description: 'Event inventories this person is the project owner of appear here.',
    },
    what: 'the inventories',
    testId: 'profile-inventories',
  }),
  profileList({
    key: 'teams',
    label: 'Teams',
    searchable: true,
    route: peopleRoutes.teams,
    input: ({ userId, pageNo, searchFor }) => ({
      userId,
      pageNo,
      count: USER_TEAMS_PAGE_SIZE,
      searchFor,
    }),
    items: (d) => d.teams,
    table: { preset: () => 'userProfileTeams', cells: teamCells },
    rowKey: (t) => t.teamId,
    rowTestId: 'profile-team',
    empty: { title: 'No teams', description: 'Teams this person owns or belongs to appear here.' },
    what: 'the teams',
    testId: 'profile-teams',
  }),
  profileList({
    key: 'files',
    label: 'Files',
    searchable: true,
    route: peopleRoutes.files,
    input: ({ userId, pageNo, searchFor }) => ({
      targetUserId: userId,
      pageNo,
      count: CHAT_PAGE_SIZE,
      searchFor,
    }),
    items: (d) => d.files,
    table: { columns: fileColumns },
    rowKey: (f) => `${f.messageId}-${f.fileId}`,
    rowTestId: 'profile-file',
    empty: {
      title: 'No shared files',
      description: 'Files this person sent in chats you are in appear here.',
    },
    what: 'the files',
    testId: 'profile-files',
  }),
];
