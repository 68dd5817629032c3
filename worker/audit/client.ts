import { ipNetwork } from "../lib/ip-network";

/**
 * Where a request comes from, as the audit trail keeps it: the network rather than the
 * address, the browser's family rather than its User-Agent. Enough to tell "my laptop" from a
 * stranger, too little to single anyone out.
 */

/** IPv4 to its /24, IPv6 to its /48 (`203.0.113.0`, `2001:db8:1::`); anything else, nothing. */
export const truncatedIp = (address: string | null | undefined) => ipNetwork(address, 3, 3);

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
