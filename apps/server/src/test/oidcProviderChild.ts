/**
 * A test OpenID Connect provider in a process of its own (startOidcProcess), on a clock of its own. Reads
 * JSON lines on stdin: first `{redirectUri, accounts}` (it starts the provider and writes `{issuer,
 * clientId, clientSecret}`), then any number of `{clockOffsetMs}` (its clock runs that many ms off the
 * machine's from then on; it writes `{}`). Ends when stdin does.
 */
import { createInterface } from 'node:readline';
import { startOidcProvider, type ProviderAccount } from './oidcProvider.js';

// stdout carries the answers alone: what the provider prints goes to stderr, but for its warnings and
// notices about running as a development provider, which a test provider is
const told = (args: unknown[]) => /^oidc-provider (WARNING|NOTICE)/.test(String(args[0]));
for (const level of ['log', 'info', 'warn'] as const)
  console[level] = (...args: unknown[]) => void (told(args) || console.error(...args));

let offset = 0;
const machineNow = Date.now.bind(Date);
Date.now = () => machineNow() + offset;

const answer = (data: object) => process.stdout.write(`${JSON.stringify(data)}\n`);
let provider: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line) as
    { redirectUri: string; accounts: Record<string, ProviderAccount> } | { clockOffsetMs: number };
  if ('clockOffsetMs' in message) {
    offset = message.clockOffsetMs;
    answer({});
  } else {
    provider = await startOidcProvider(message.redirectUri, message.accounts);
    answer({
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
  }
}
await provider?.close();
