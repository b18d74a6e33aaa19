/** The people feature's surface for app/: two-factor enrolment, which the forced set-up page shows (issue 40 §4). */
export { TwoFactorEnrol } from './security/TwoFactorEnrol';
export { useTwoFactor } from './security/useTwoFactor';
