import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@crm/contracts';

/** zxcvbn with the common-password and diceware lists and the keyboard layouts. */
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** The lowest zxcvbn score (0–4) a chosen password needs: 3 is "safely unguessable" (well past the lists' passwords). */
const MIN_SCORE = 3;

/**
 * Why `password` may not be chosen, or null (issue 40 §2): shorter than 10 characters, or easy to guess by
 * zxcvbn's estimate, which counts the common-password lists, keyboard runs, repeats and `userInputs` (the
 * user's own email and names). Answers one of PASSWORD_MESSAGES.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  const inputs = userInputs
    .flatMap((s) => [s, ...s.toLowerCase().split(/[^a-z0-9]+/)])
    .filter(Boolean);
  return estimator.check(password, inputs).score < MIN_SCORE ? PASSWORD_MESSAGES.tooCommon : null;
}
