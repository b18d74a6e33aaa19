import { Stack, Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { patchParams } from '../../lib/urlParams';
import { LoadError } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { useToastOnError } from '../../lib/useToastOnError';
import { canRead, currentUser } from '../../lib/user';
import { BrandDetailsTab } from './info/BrandDetailsTab';
import { BrandHeader } from './info/BrandHeader';
import { useBrandInfo } from '../../lib/brandInfo';

const INFO_TABS = ['Details', 'Notes', 'Files', 'Contacts', 'Email', 'News', 'Locations'] as const;
const NotesTab = lazy(() => import('../notes/NotesTab'));
const FilesTab = lazy(() => import('./FilesTab'));
const ContactsTab = lazy(() => import('./ContactsTab'));
const NewsTab = lazy(() => import('./NewsTab'));
const LocationsTab = lazy(() => import('./LocationsTab'));
const EmailTab = lazy(() => import('../email/threads/EmailTab'));
type InfoTab = (typeof INFO_TABS)[number];

/**
 * /brandInfo/{brandId}?brandName&infoTab (spec 000 §2.1): brand details, POCs, pairings, history,
 * interactions, the mails of connected mailboxes (issue 41 §3), news, locations; the pairings, stage history, interactions and files only for roles that may read them.
 */
export default function BrandInfoPage() {
  const { brandId: raw } = useParams();
  const brandId = Number(raw) > 0 ? Number(raw) : undefined;
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('infoTab');
  const user = currentUser();
  const tabs = INFO_TABS.filter((t) => t !== 'Files' || canRead(user, 'BRAND_FILES'));
  const infoTab: InfoTab = (tabs as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as InfoTab)
    : 'Details';
  const info = useBrandInfo(brandId);
  useToastOnError(info.error);
  const b = info.data;
  const name = b?.brandName ?? params.get('brandName') ?? 'Brand';

  if (!brandId)
    return <EmptyState title="Brand not found" description="The link has no brand id." />;

  return (
    <Stack gap="md" p="md">
      <BrandHeader brandId={brandId} name={name} b={b} />
      <Tabs value={infoTab} onChange={(v) => v && patchParams(setParams)({ infoTab: v })}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`info-tab-${t}`}>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {info.error && !b ? (
        <LoadError what="this brand" query={info} />
      ) : infoTab === 'Details' ? (
        <BrandDetailsTab brandId={brandId} />
      ) : (
        <Suspense fallback={<SkeletonBlock />}>
          {infoTab === 'Notes' ? (
            <NotesTab brandId={brandId} />
          ) : infoTab === 'Files' ? (
            <FilesTab brandId={brandId} />
          ) : infoTab === 'News' ? (
            <NewsTab brandId={brandId} />
          ) : infoTab === 'Locations' ? (
            <LocationsTab brandId={brandId} />
          ) : infoTab === 'Email' ? (
            <EmailTab brandId={brandId} compose={{ brandId }} thread={params.get('thread')} />
          ) : (
            <ContactsTab brandId={brandId} />
          )}
        </Suspense>
      )}
    </Stack>
  );
}
