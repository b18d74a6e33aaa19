import { Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { patchParams } from '../../lib/urlParams';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { PocsPanel } from '../pocs';

const AgenciesPanel = lazy(() => import('../agencies/AgenciesPanel'));

/**
 * The Contacts tab of brand info (spec 000 §2.1 /brandInfo?infoTab=Contacts&contactTab): sub-tabs
 * Contacts (POCs, org chart link, histories) and Agencies (contactTab=agencies).
 */
export default function ContactsTab({ brandId }: { brandId: number }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('contactTab') === 'agencies' ? 'agencies' : 'contacts';
  const select = (v: string | null) =>
    patchParams(setParams)({ contactTab: v === 'agencies' ? 'agencies' : null });
  return (
    <Tabs value={tab} onChange={select} variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="contacts" data-testid="contact-tab-contacts">
          Contacts
        </Tabs.Tab>
        <Tabs.Tab value="agencies" data-testid="contact-tab-agencies">
          Agencies
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="contacts">
        <PocsPanel brandId={brandId} />
      </Tabs.Panel>
      <Tabs.Panel value="agencies">
        <Suspense fallback={<SkeletonBlock />}>
          <AgenciesPanel brandId={brandId} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
