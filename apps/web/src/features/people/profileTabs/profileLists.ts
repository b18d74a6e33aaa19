import {
  CHAT_PAGE_SIZE,
  PEOPLE_PAGE_SIZE,
  USER_TEAMS_PAGE_SIZE,
  peopleRoutes,
  userDirectoryRoutes,
  type BrandFilterInput,
} from '@crm/contracts';
import { callRoute } from '../../../lib/useApi';
import { currentUser } from '../../../lib/user';
import {
  eventCells,
  fileColumns,
  inventoryCells,
  offloadedBrandCells,
  ownedBrandCells,
  teamCells,
} from './cells';
import { profileList } from './ProfileList';

type TabQuery = { userId: number; pageNo: number; searchFor: string };

/**
 * The Brands tab: every brand the user owns, offloaded ones marked, 25 a page by the brand list's
 * search, filter (spec 001 §5) and order (POST /api/user/brands/all, spec 001 §7 'All-user-brands:
 * count 25 plus filters').
 */
export const fetchOwnedBrands = ({
  userId,
  pageNo,
  searchFor,
  filters,
}: TabQuery & { filters?: BrandFilterInput }) =>
  callRoute(userDirectoryRoutes.brands, { userId, pageNo, searchFor, filters });

/** The Offloaded brands tab: the user's offloaded brands with why and when, 50 a page (POST /api/user/brands). */
const fetchOffloadedBrands = ({ userId, pageNo, searchFor }: TabQuery) =>
  callRoute(peopleRoutes.brands, {
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
    fetch: fetchOwnedBrands,
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
    fetch: fetchOffloadedBrands,
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
    fetch: ({ userId, pageNo }) =>
      callRoute(peopleRoutes.events, {
        userId,
        pageNo,
        count: PEOPLE_PAGE_SIZE,
      }),
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
    fetch: ({ userId, pageNo, searchFor }) =>
      callRoute(peopleRoutes.inventories, {
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
    fetch: ({ userId, pageNo, searchFor }) =>
      callRoute(peopleRoutes.teams, {
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
    fetch: ({ userId, pageNo, searchFor }) =>
      callRoute(peopleRoutes.files, {
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
