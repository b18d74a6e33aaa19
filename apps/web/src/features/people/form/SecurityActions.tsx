import { IconLogout, IconShieldOff } from '@tabler/icons-react';
import { useResetSecondFactor, useSignOutEverywhere } from '../adminUsers';
import { ConfirmedAction } from './ConfirmedAction';

/** In the edit user dialog (issue 40 §5): an admin signs the user out of every browser and device, after confirming. */
export function SignOutEverywhere({ userId, name }: { userId: number; name: string }) {
  const signOut = useSignOutEverywhere();
  return (
    <ConfirmedAction
      hint="Lost a device, or left a session open somewhere?"
      label="Sign out everywhere"
      icon={<IconLogout size={14} />}
      confirmTitle={`Sign ${name} out everywhere?`}
      confirmText={`Every browser and device signed in as ${name} is signed out at once; they sign in again with their password.`}
      loading={signOut.isPending}
      run={(done) => signOut.mutate(userId, { onSettled: done })}
    />
  );
}

/** In the edit user dialog (issue 40 §4): an admin resets a user's second factor (a lost phone), after confirming; audited. */
export function ResetSecondFactor({ userId, name }: { userId: number; name: string }) {
  const reset = useResetSecondFactor();
  return (
    <ConfirmedAction
      hint="Lost the phone with their authenticator app?"
      label="Reset two-factor"
      icon={<IconShieldOff size={14} />}
      confirmTitle={`Reset ${name}'s two-factor sign-in?`}
      confirmText={`${name} signs in with their password alone until they set two-factor up again (at once if their role needs it). Their recovery codes and remembered browsers stop working.`}
      loading={reset.isPending}
      run={(done) => reset.mutate(userId, { onSettled: done })}
    />
  );
}
