import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { MAILBOX_MESSAGES as M, type MailServer } from '@crm/contracts';
import { badRequest } from '../../../lib/errors.js';

/**
 * A mail server as connected to: `host` is the address its name resolved to (checked), `servername` the
 * name its certificate must carry (undefined for an address typed as such).
 */
export type ServerTarget = MailServer & { servername: string | undefined };

/**
 * Resolves `server`'s host and refuses (400 MAIL_PRIVATE_HOST) one that is or resolves to a loopback,
 * private, link-local or otherwise non-public address — unless it is one of `privateHosts`
 * (MAIL_PRIVATE_HOSTS: an on-premises mail server) — so a user cannot make the server reach into its own
 * network. The connection then goes to the address checked, not to a second lookup's (no DNS rebinding).
 * An unknown host is 400 MAIL_UNREACHABLE.
 */
export async function resolveServer(
  server: MailServer,
  privateHosts: readonly string[],
): Promise<ServerTarget> {
  const servername = isIP(server.host) ? undefined : server.host;
  if (privateHosts.includes(server.host)) return { ...server, servername };
  let addresses: string[];
  try {
    addresses = isIP(server.host)
      ? [server.host]
      : (await lookup(server.host, { all: true })).map((a) => a.address);
  } catch {
    throw badRequest(M.unknownHost(server.host), 'MAIL_UNREACHABLE');
  }
  if (!addresses.length || addresses.some((a) => ipaddr.process(a).range() !== 'unicast'))
    throw badRequest(M.privateHost(server.host), 'MAIL_PRIVATE_HOST');
  return { ...server, host: addresses[0], servername };
}
