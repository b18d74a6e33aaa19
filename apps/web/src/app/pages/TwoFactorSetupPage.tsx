import { Text } from '@mantine/core';
import { TWO_FACTOR_MESSAGES } from '@crm/contracts';
import { useNavigate } from 'react-router';
import { TwoFactorEnrol, useTwoFactor } from '../../features/people';
import { AuthCard } from './AuthCard';

/**
 * /two-factor-setup (issue 40 §4): where a user whose role needs two-factor sign-in lands, signed in but
 * held back (every other call answers 403 TWO_FACTOR_SETUP_REQUIRED) until they scan the QR code, confirm a
 * code and save their recovery codes; then home.
 */
export default function TwoFactorSetupPage() {
  const twoFactor = useTwoFactor();
  const navigate = useNavigate();
  return (
    <AuthCard title="Set up two-factor sign-in" label="Set up two-factor sign-in">
      <Text size="sm">{TWO_FACTOR_MESSAGES.setupRequired}</Text>
      <TwoFactorEnrol twoFactor={twoFactor} onDone={() => navigate('/home', { replace: true })} />
    </AuthCard>
  );
}
