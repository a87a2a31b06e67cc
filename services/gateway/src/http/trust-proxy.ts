import { isIP } from 'node:net';
import { z } from 'zod';

const isAddressOrRange = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: which proxies in front of the gateway may say who the client is
 * (X-Forwarded-For, -Proto, -Host). `false` (default): nobody, the socket's peer is the
 * client. A number: that many proxy hops. A list: those addresses or CIDR ranges
 * ("10.0.0.0/8,127.0.0.1"). Without it, every visitor behind a TLS-terminating proxy
 * shares the proxy's address, and so one per-IP limit.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
      context.addIssue({ code: 'custom', message: 'must be false, a hop count from 1 to 10, or a list of addresses/CIDR ranges' });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    context.addIssue({ code: 'custom', message: 'must be false, a hop count from 1 to 10, or a list of addresses/CIDR ranges' });
    return z.NEVER;
  });

/** Fastify's form of the setting: a hop count trusts the nearest `hops` addresses of the chain. */
export function fastifyTrustProxy(setting: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
