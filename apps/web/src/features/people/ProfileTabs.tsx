import { Tabs } from '@mantine/core';
import { ProfileList, type ProfileTab } from './profileTabs/ProfileList';
import { PROFILE_LISTS } from './profileTabs/profileLists';

/** The profile tab a `?show=` value names; Brands when it names none. */
export const profileTabOf = (show: string | null): ProfileTab =>
  PROFILE_LISTS.find((t) => t.key === show)?.key ?? 'brands';

/** The profile's tabs (PROFILE_LISTS): Brands, Offloaded brands, Events assigned, Inventories, Teams, Files; the open one is `?show=`. */
export function ProfileTabs({
  userId,
  tab,
  onTab,
}: {
  userId: number;
  tab: ProfileTab;
  onTab: (t: ProfileTab) => void;
}) {
  return (
    <Tabs value={tab} onChange={(v) => onTab(profileTabOf(v))} keepMounted={false}>
      <Tabs.List>
        {PROFILE_LISTS.map((t) => (
          <Tabs.Tab key={t.key} value={t.key} data-testid={`profile-tab-${t.key}`}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {PROFILE_LISTS.map((t) => (
        <Tabs.Panel key={t.key} value={t.key} pt="sm">
          <ProfileList userId={userId} spec={t} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
