import { useState } from 'react';
import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_ENTITY_LABELS,
  type CustomFieldEntity,
} from '@crm/contracts';
import { currentUser, hasAnyRole } from '../../lib/user';
import { EntityFields } from './settings/EntityFields';

/**
 * /customizablefields (spec 000 §2.1, §2.4 'Settings'): the custom fields of brands and
 * POCs. Admins add, edit, reorder, archive (with Undo), restore and delete permanently (typing the
 * label); everyone else sees the fields read-only.
 */
export default function CustomizableFieldsPage() {
  const user = currentUser();
  const admin = hasAnyRole(user, 'ADMIN');
  const [tab, setTab] = useState<CustomFieldEntity>('BRAND');
  return (
    <Stack>
      <Stack gap={2}>
        <Title order={2}>Customizable fields</Title>
        <Text c="dimmed" size="sm">
          Extra fields shown on brand and POC pages, filterable in the brand list and included in
          exports.
        </Text>
      </Stack>
      {!admin && (
        <Alert icon={<IconInfoCircle size={18} />} color="gray" data-testid="cf-read-only">
          Only admins can add or change custom fields. You can fill them in on a brand or POC you
          may edit.
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as CustomFieldEntity)} keepMounted={false}>
        <Tabs.List mb="md">
          {CUSTOM_FIELD_ENTITIES.map((e) => (
            <Tabs.Tab key={e} value={e} data-testid={`cf-tab-${e}`}>
              {CUSTOM_FIELD_ENTITY_LABELS[e]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CUSTOM_FIELD_ENTITIES.map((e) => (
          <Tabs.Panel key={e} value={e}>
            <EntityFields entity={e} admin={admin} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
