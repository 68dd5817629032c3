import { describe, expect, it } from "vitest";
import { browserFamily, truncatedIp } from "../../worker/audit/client";

/** Where a request comes from, as the audit trail keeps it: a network, a browser family. */
describe("truncatedIp", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0"],
    ["::ffff:198.51.100.9", "198.51.100.0"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::"],
    ["2001:0db8:0000::1", "2001:db8:0::"],
    ["2001:db8::", "2001:db8:0::"],
    ["::1", "0:0:0::"],
  ])("keeps the network of %s: %s", (address, network) => {
    expect(truncatedIp(address)).toBe(network);
  });

  it.each([
    [null],
    [""],
    ["256.1.1.1"],
    ["not an address"],
    ["1:2:3:4:5:6:7:8:9"],
    ["1::2::3"],
    ["1:2:3:4:5:6:7::8"],
    ["12345::"],
  ])("keeps nothing of %s", (address) => {
    expect(truncatedIp(address)).toBeNull();
  });
});

describe("browserFamily", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox"],
    ["Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 FxiOS/133.0 Mobile/15E148 Safari/605.1.15", "Firefox"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36", "Chrome"],
    ["Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 CriOS/131.0 Mobile/15E148 Safari/604.1", "Chrome"],
    ["Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari"],
    ["Mozilla/5.0 AppleWebKit/537.36 Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0", "Other"],
    ["curl/8.5.0", "Other"],
  ])("%s is %s", (userAgent, family) => {
    expect(browserFamily(userAgent)).toBe(family);
  });

  it("says nothing without a User-Agent", () => {
    expect(browserFamily(null)).toBeNull();
    expect(browserFamily("")).toBeNull();
  });
});
