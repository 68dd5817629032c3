/**
 * An address's network: IPv4's first `v4Octets` octets (the rest 0), IPv6's first `v6Groups`
 * groups (`2001:db8:1::`); an IPv4-mapped IPv6 address is its IPv4 one; anything else, null.
 * One person often holds a whole IPv6 /64, but one IPv4 address.
 */
export function ipNetwork(address: string | null | undefined, v4Octets: number, v6Groups: number): string | null {
  const ip = address?.trim() ?? "";
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(ip);
  if (v4) {
    const octets = v4.slice(1, 5);
    if (!octets.every((part) => Number(part) <= 255)) return null;
    return octets.map((part, index) => (index < v4Octets ? String(Number(part)) : "0")).join(".");
  }
  if (!/^[0-9a-f:]+$/i.test(ip) || ip.split("::").length > 2) return null;
  const [head = "", tail] = ip.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const missing = 8 - front.length - back.length;
  if (tail !== undefined && missing < 1) return null;
  const groups = tail === undefined ? front : [...front, ...Array<string>(missing).fill("0"), ...back];
  if (groups.length !== 8 || groups.some((group) => group.length === 0 || group.length > 4)) return null;
  return `${groups
    .slice(0, v6Groups)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::`;
}
