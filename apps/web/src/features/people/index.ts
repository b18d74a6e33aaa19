/**
 * The people feature's surface: two-factor enrolment, which app/'s forced set-up page shows (issue 40 §4), and
 * the API tokens card, whose every-user form the admins' settings show (issue 42 §1).
 */
export { TwoFactorEnrol } from './security/TwoFactorEnrol';
export { useTwoFactor } from './security/useTwoFactor';
export { ApiTokensCard } from './apiTokens/ApiTokensCard';
