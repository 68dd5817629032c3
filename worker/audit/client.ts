/**
 * Where a request comes from, as the audit trail keeps it: the network rather than the
 * address, the browser's family rather than its User-Agent. Enough to tell "my laptop" from a
 * stranger, too little to single anyone out.
 */

/** IPv4 to its /24, IPv6 to its /48 (`203.0.113.0`, `2001:db8:1::`); anything else, nothing. */
export function truncatedIp(address: string | null | undefined): string | null {
  const ip = address?.trim() ?? "";
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return v4.slice(1, 4).every((part) => Number(part) <= 255) ? `${v4[1]}.${v4[2]}.${v4[3]}.0` : null;
  if (!/^[0-9a-f:]+$/i.test(ip) || ip.split("::").length > 2) return null;
  const [head = "", tail] = ip.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const missing = 8 - front.length - back.length;
  if (tail !== undefined && missing < 1) return null;
  const groups = tail === undefined ? front : [...front, ...Array<string>(missing).fill("0"), ...back];
  if (groups.length !== 8 || groups.some((group) => group.length === 0 || group.length > 4)) return null;
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::`;
}

export type BrowserFamily = "Edge" | "Firefox" | "Chrome" | "Safari" | "Other";

/** Order matters: Edge says Chrome and Safari too, Chrome says Safari. */
export function browserFamily(userAgent: string | null | undefined): BrowserFamily | null {
  if (!userAgent) return null;
  if (/\bEdg(?:e|A|iOS)?\//.test(userAgent)) return "Edge";
  if (/\b(?:Firefox|FxiOS)\//.test(userAgent)) return "Firefox";
  if (/\bOPR\/|\bSamsungBrowser\//.test(userAgent)) return "Other";
  if (/\b(?:Chrome|Chromium|CriOS)\//.test(userAgent)) return "Chrome";
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)) return "Safari";
  return "Other";
}
