/**
 * Where an S3-compatible storage configuration may point. The server itself calls that endpoint with every upload
 * and download, so an endpoint is a request the server makes on a tenant administrator's say: link-local and
 * unspecified addresses (cloud instance metadata lives at 169.254.169.254 and fd00:ec2::254, reached through the
 * server's own network) are refused always, and a host may restrict endpoints to a list
 * (STORAGE_ENDPOINT_HOSTS, e.g. `oss-cn-shanghai.aliyuncs.com,minio.internal:9000`). Loopback and private
 * addresses stay allowed without a list: an on-premises MinIO is the common case.
 */
export interface EndpointPolicy {
  /** host or host:port entries; empty = any host that is not refused below. */
  allowedHosts?: readonly string[];
}

const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.azure.internal']);

/** Why the URL may not be used ('' when it may). */
export function endpointRefusal(url: URL, policy: EndpointPolicy = {}): '' | 'forbidden' | 'notAllowed' {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (METADATA_HOSTS.has(host) || isLinkLocalOrUnspecified(host)) return 'forbidden';
  const allowed = policy.allowedHosts?.map((h) => h.trim().toLowerCase()).filter(Boolean) ?? [];
  if (allowed.length === 0) return '';
  const withPort = url.port ? `${host}:${url.port}` : host;
  return allowed.includes(host) || allowed.includes(withPort) ? '' : 'notAllowed';
}

function isLinkLocalOrUnspecified(host: string): boolean {
  const v4 = ipv4(host) ?? ipv4MappedInV6(host);
  if (v4) return (v4[0] === 169 && v4[1] === 254) || v4.every((octet) => octet === 0);
  if (!host.includes(':')) return false;
  const first = host.split(':')[0] ?? '';
  // fe80::/10 link-local, :: unspecified, fd00:ec2::254 (AWS's IPv6 metadata address).
  return /^fe[89ab][0-9a-f]$/.test(first) || host === '::' || /^fd00:ec2::254$/.test(host);
}

function ipv4(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : undefined;
}

/** ::ffff:169.254.169.254, as URL writes it (::ffff:a9fe:a9fe). */
function ipv4MappedInV6(host: string): number[] | undefined {
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (!match) return undefined;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
}
