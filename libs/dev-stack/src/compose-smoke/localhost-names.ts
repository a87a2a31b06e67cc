import dns from 'node:dns';

/**
 * Resolves every `*.localhost` name to the loopback address in this process, as browsers do
 * (RFC 6761): the compose stack's identity provider is `auth.lumafolio.localhost`, a name the
 * gateway's container reaches through a network alias and a browser through the published
 * port, but glibc does not resolve. Node's fetch connects through `dns.lookup`.
 */
export function resolveLocalhostNamesToLoopback(): void {
  const lookup = dns.lookup;
  const loopbackFor = (hostname: string) => (hostname.endsWith('.localhost') ? '127.0.0.1' : hostname);
  dns.lookup = ((hostname: string, ...rest: unknown[]) => (lookup as (...args: unknown[]) => unknown)(loopbackFor(hostname), ...rest)) as typeof dns.lookup;
}
