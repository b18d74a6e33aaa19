import { useState, type FormEvent } from 'react';

/**
 * A signed-out page's form submit (sign in, forgot password, set a password): keeps the browser from
 * loading a page, clears the last error, runs `run` with `loading` shown, and shows what refused it as
 * `error` (`errorText` of the failure; null shows nothing, as a sign-in that asks for a code).
 */
export function useAuthSubmit(
  run: () => Promise<void>,
  errorText: (err: unknown) => string | null,
) {
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setLoading(true);
    try {
      await run();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setLoading(false);
    }
  }
  return { error, setError, loading, submit };
}
