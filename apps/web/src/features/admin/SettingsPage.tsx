import { Center, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { REFERENCE_KINDS, REFERENCE_LABELS, type ReferenceKind } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { useSessionUser } from '../../lib/sessionUser';
import { usePhone } from '../../lib/usePhone';
import { hasAnyRole } from '../../lib/user';
import { StageProbabilitiesPanel } from '../forecast';
import { ReferencePanel } from './ReferencePanel';
import { TwoFactorPolicyPanel } from './TwoFactorPolicyPanel';
import { ApiTokenPolicyPanel } from './ApiTokenPolicyPanel';
import { ApiTokensCard } from '../people';

const isKind = (k: string | null): k is ReferenceKind =>
  !!k && (REFERENCE_KINDS as readonly string[]).includes(k);

/**
 * /settings (spec 000 §2.1): the admins' reference data, one list per kind (spec 001 §7 'Admin
 * reference data': cities, verticals, industries, departments, designations, companies, inventories, agencies,
 * regions, states) chosen in a side list; the kind is kept in the URL (?kind=location); below, the win
 * probability of each open stage (issue 24 §3 weighted forecast), the roles that must use two-factor
 * sign-in (issue 40 §4), and API tokens: the cap on their lifetime and every user's (issue 42 §1). Others
 * see 'not allowed'. On a phone the
 * kinds sit above the list instead of beside it.
 */
export default function SettingsPage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const kind: ReferenceKind = isKind(requested) ? requested : 'location';
  const phone = usePhone();
  if (!hasAnyRole(user, 'ADMIN'))
    return (
      <Center mih="60vh" data-testid="settings-not-allowed">
        <EmptyState
          title="Settings are for admins"
          description="Only admins manage the reference data (cities, industries, companies…). Ask an admin if something is missing."
        />
      </Center>
    );
  return (
    <Stack>
      <div>
        <Title order={2}>Settings</Title>
        <Text c="dimmed" size="sm">
          Reference data used across the CRM. Something still in use cannot be removed.
        </Text>
      </div>
      <Paper withBorder radius="md" p="sm">
        <Tabs
          orientation={phone ? 'horizontal' : 'vertical'}
          value={kind}
          onChange={(k) => isKind(k) && setParams({ kind: k }, { replace: true })}
          keepMounted={false}
          variant="pills"
        >
          <Tabs.List miw={phone ? 0 : 170} pr="sm" aria-label="Reference data">
            {REFERENCE_KINDS.map((k) => (
              <Tabs.Tab key={k} value={k} data-testid={`settings-tab-${k}`}>
                {REFERENCE_LABELS[k].many}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {REFERENCE_KINDS.map((k) => (
            <Tabs.Panel
              key={k}
              value={k}
              pl={phone ? 0 : 'md'}
              pt={phone ? 'sm' : 0}
              style={{ minWidth: 0 }}
            >
              <ReferencePanel kind={k} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
      <StageProbabilitiesPanel />
      <TwoFactorPolicyPanel />
      <ApiTokenPolicyPanel />
      <ApiTokensCard all />
    </Stack>
  );
}
