/**
 * The routes of spec 000 §2.1. '/', '/login', '/privacy-policy', the password pages (/forgot-password,
 * /reset-password, /set-password: issue 40 §2; /sso-complete: §3), /two-factor-setup (signed in, no shell: §4) and the orgChartAndroid / whatsNew paths render without the shell; every other route needs a session and renders inside the shell.
 * Feature pages are lazy-loaded default exports.
 */
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { onRouterState } from './navEvents';
import { NotFound } from '../components/NotFound';
import { RootRedirect } from './pages/RootRedirect';
import { RouteError } from './pages/RouteError';
import { RequireSession } from './RequireSession';
import { RootLayout } from './RootLayout';
import { loadShell } from './shell/loadShell';
import { TWO_FACTOR_SETUP_PAGE } from '../lib/links';

const LoginPage = lazy(() => import('./pages/LoginPage'));
/** The shell (header, navigation, sockets, overlays) is not needed to sign in: loaded apart from the login page. */
const Shell = lazy(() => loadShell().then((m) => ({ default: m.Shell })));
const WhatsNewPage = lazy(() => import('./pages/WhatsNewPage'));
const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage'));
const SetPasswordPage = lazy(() => import('./pages/SetPasswordPage'));
const OrgChartPage = lazy(() => import('../features/pocs/OrgChartPage'));
const LegacyAssign = lazy(() => import('../features/pairings/LegacyAssignRedirect'));

const FEATURE_ROUTES: RouteObject[] = [
  { path: '/home', Component: lazy(() => import('../features/home/HomePage')) },
  { path: '/feedback', Component: lazy(() => import('../features/feedback/FeedbackListPage')) },
  { path: '/newsfeed', Component: lazy(() => import('../features/news/NewsFeedPage')) },
  { path: '/admin/news', Component: lazy(() => import('../features/news/AdminNewsPage')) },
  {
    path: '/admin/events',
    Component: lazy(() => import('../features/events/admin/AdminEventsPage')),
  },
  {
    path: '/admin/brands',
    Component: lazy(() => import('../features/admin/brands/AdminBrandsPage')),
  },
  {
    path: '/admin/brands/assign',
    Component: lazy(() => import('../features/admin/brandOwners/AssignBrandsPage')),
  },
  {
    path: '/admin/users/teams',
    Component: lazy(() => import('../features/people/teams/TeamOverviewPage')),
  },
  { path: '/admin/audit', Component: lazy(() => import('../features/audit/AuditPage')) },
  { path: '/admin/webhooks', Component: lazy(() => import('../features/webhooks/WebhooksPage')) },
  {
    path: '/admin/events/info',
    Component: lazy(() => import('../features/events/admin/AdminEventInfoPage')),
  },
  { path: '/brands', Component: lazy(() => import('../features/brands/BrandsPage')) },
  {
    path: '/brandInfo/:brandId',
    Component: lazy(() => import('../features/brands/BrandInfoPage')),
  },
  {
    path: '/inventories',
    Component: lazy(() => import('../features/inventories/InventoriesPage')),
  },
  {
    path: '/inventoryEvents/:inventoryId',
    Component: lazy(() => import('../features/inventories/InventoryEventsPage')),
  },
  {
    path: '/poInventories',
    Component: lazy(() => import('../features/inventories/PoInventoriesPage')),
  },
  {
    path: '/boInventories',
    Component: lazy(() => import('../features/inventories/BoInventoriesPage')),
  },
  {
    path: '/allInventories',
    Component: lazy(() => import('../features/inventories/AllInventoriesPage')),
  },
  { path: '/sme', Component: lazy(() => import('../features/inventories/SmePage')) },
  {
    path: '/inventory/:eiId',
    Component: lazy(() => import('../features/inventories/InventoryDetailPage')),
  },
  { path: '/events', Component: lazy(() => import('../features/events/EventsPage')) },
  {
    path: '/eventinfo/:eventId',
    Component: lazy(() => import('../features/events/EventInfoPage')),
  },
  {
    path: '/assignbrandV2/:eiId',
    Component: lazy(() => import('../features/pairings/AssignBrandsPage')),
  },
  {
    path: '/pipeline',
    Component: lazy(() => import('../features/pairings/board/PipelineBoardPage')),
  },
  { path: '/addcallnotes', Component: lazy(() => import('../features/pairings/CallNotesPage')) },
  { path: '/pocContactList', Component: lazy(() => import('../features/pocs/PocContactsPage')) },
  { path: '/orgChart/:brandId', Component: OrgChartPage },
  {
    path: '/taskManagement',
    Component: lazy(() => import('../features/tasks/TaskManagementPage')),
  },
  { path: '/chat', Component: lazy(() => import('../features/chat/ChatPage')) },
  { path: '/peopleConnect', Component: lazy(() => import('../features/people/PeoplePage')) },
  { path: '/profile/:userId', Component: lazy(() => import('../features/people/ProfilePage')) },
  { path: '/assignbrand/*', element: <LegacyAssign mine={false} /> },
  { path: '/mybrandassigned/*', element: <LegacyAssign mine /> },
  { path: '/reports', Component: lazy(() => import('../features/reports/ReportsPage')) },
  { path: '/reportsV2', Component: lazy(() => import('../features/reports/ReportsPage')) },
  { path: '/repository', Component: lazy(() => import('../features/repository/RepositoryPage')) },
  { path: '/settings', Component: lazy(() => import('../features/admin/SettingsPage')) },
  {
    path: '/customizablefields',
    Component: lazy(() => import('../features/customFields/CustomizableFieldsPage')),
  },
  { path: '/globalSearch', Component: lazy(() => import('./pages/GlobalSearchRoute')) },
];

/** The route table (exported for tests and tooling). */
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/login', Component: LoginPage },
      { path: '/forgot-password', Component: lazy(() => import('./pages/ForgotPasswordPage')) },
      { path: '/reset-password', element: <SetPasswordPage invitation={false} /> },
      { path: '/set-password', element: <SetPasswordPage invitation /> },
      { path: '/sso-complete', Component: lazy(() => import('./pages/SsoCompletePage')) },
      { path: '/privacy-policy', Component: PrivacyPolicyPage },
      { path: '/whatsNew', Component: WhatsNewPage },
      {
        Component: RequireSession,
        children: [
          // the org chart alone, for the native app's web view (spec 000 §2.1: no shell)
          { path: '/orgChartAndroid/:brandId', Component: OrgChartPage },
          // set-up of two-factor sign-in a role needs (issue 40 §4): no shell, whose calls it would refuse
          {
            path: TWO_FACTOR_SETUP_PAGE,
            Component: lazy(() => import('./pages/TwoFactorSetupPage')),
          },
          {
            Component: Shell,
            children: [
              {
                errorElement: <RouteError />,
                children: [...FEATURE_ROUTES, { path: '*', element: <NotFound /> }],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The browser router of the SPA. */
export const router = createBrowserRouter(routes);
router.subscribe(onRouterState);
