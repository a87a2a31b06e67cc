import { classifyAddress, refusalMessage } from './address-policy.js';

describe('the address check of banner URLs', () => {
  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.216.34'],
    ['172.15.255.255'],
    ['172.32.0.1'],
    ['100.63.255.255'],
    ['100.128.0.0'],
    ['192.169.0.1'],
    ['223.255.255.255'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:80b::200e'],
    ['::ffff:8.8.8.8'],
  ])('lets the public address %s through', (address) => {
    expect(classifyAddress(address)).toBeNull();
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'private'],
    ['198.18.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['ff05::2', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['100::1', 'reserved'],
    ['3fff::1', null],
    ['4000::1', 'reserved'],
  ])('classifies %s as %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:10.0.0.1', 'private'],
    ['::ffff:a00:1', 'private'],
    ['0:0:0:0:0:ffff:c0a8:101', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:0.0.0.0', 'unspecified'],
  ])('judges the IPv4-mapped %s as the IPv4 address it carries (%s)', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('treats anything that is not an IP address as refused', () => {
    expect(classifyAddress('localhost')).toBe('reserved');
    expect(classifyAddress('')).toBe('reserved');
    expect(classifyAddress('1.2.3')).toBe('reserved');
  });

  it('explains a refusal in words', () => {
    expect(refusalMessage('private')).toBe('This address points to a private network and cannot be used.');
    expect(refusalMessage('link-local')).toBe('This address points to a private network and cannot be used.');
    expect(refusalMessage('loopback')).toBe('This address points to this server itself and cannot be used.');
    expect(refusalMessage('multicast')).toBe('This address is not a public internet address and cannot be used.');
  });
});
