import { describe, expect, it } from "vitest";
import { API_KEYS_PER_PERSON } from "../../worker/api-keys/api-keys.schemas";
import { CODE_EXPIRES_IN_SECONDS } from "../../worker/auth/one-time-code.shared";
import { INVITATION_EXPIRES_IN_SECONDS, MEMBERSHIPS_PER_PERSON } from "../../worker/auth/organization-policy.shared";
import { PASSKEYS_PER_PERSON } from "../../worker/auth/passkeys";
import { EMAIL_QUOTAS } from "../../worker/auth/quota";
import { getConfig } from "../../worker/env";
import { EXPORT_QUOTA } from "../../worker/exports/export-policy";
import { envWith } from "../support/worker";

/**
 * The README and docs/ say the product's figures in words; the code holds them once. Each
 * phrase below, wherever it appears (decision records excepted: they say what was true
 * when they were written), must say the figure the code has, so a changed limit fails here
 * until its docs say it too.
 */
const docs = import.meta.glob<string>(["../../README.md", "../../docs/*.md"], {
  eager: true,
  query: "?raw",
  import: "default",
});

const defaults = getConfig(envWith()).organizations;
const [sendPerTenMinutes, sendPerDay] = EMAIL_QUOTAS.send;
const [changePerHour, changePerDay] = EMAIL_QUOTAS.change;
const [invitePerHour, invitePerDay] = EMAIL_QUOTAS.invite;

const claims: Array<{ says: RegExp; figures: number[]; source: string }> = [
  { says: /\b(\d+) members\b/g, figures: [defaults.members], source: "ORGANIZATION_MEMBERS's default (worker/env.ts)" },
  {
    says: /owns at most (\d+)/g,
    figures: [defaults.perOwner],
    source: "ORGANIZATIONS_PER_OWNER's default (worker/env.ts)",
  },
  { says: /belongs to at most (\d+)/g, figures: [MEMBERSHIPS_PER_PERSON], source: "MEMBERSHIPS_PER_PERSON" },
  {
    says: /\b(\d+) hours\b/g,
    figures: [INVITATION_EXPIRES_IN_SECONDS / 3600],
    source: "INVITATION_EXPIRES_IN_SECONDS",
  },
  { says: /valid (\d+) minutes/g, figures: [CODE_EXPIRES_IN_SECONDS / 60], source: "CODE_EXPIRES_IN_SECONDS" },
  {
    says: /code requests (\d+) per 10 minutes and (\d+) per day/g,
    figures: [sendPerTenMinutes.max, sendPerDay.max],
    source: "EMAIL_QUOTAS.send",
  },
  {
    says: /email changes (\d+) per hour and (\d+) per day/g,
    figures: [changePerHour.max, changePerDay.max],
    source: "EMAIL_QUOTAS.change",
  },
  {
    says: /invitations (\d+) per hour and (\d+) per day/g,
    figures: [invitePerHour.max, invitePerDay.max],
    source: "EMAIL_QUOTAS.invite",
  },
  { says: /at most (\d+) per person/gi, figures: [PASSKEYS_PER_PERSON], source: "PASSKEYS_PER_PERSON" },
  { says: /at most (\d+) copies a day/g, figures: [EXPORT_QUOTA[0]?.max ?? 0], source: "EXPORT_QUOTA" },
  { says: /at most (\d+) API keys/gi, figures: [API_KEYS_PER_PERSON], source: "API_KEYS_PER_PERSON" },
];

describe("the figures the docs give", () => {
  it.each(claims)("$says: what $source holds", ({ says, figures }) => {
    const found: string[] = [];
    for (const [path, text] of Object.entries(docs)) {
      for (const match of text.matchAll(says)) {
        const said = match.slice(1).map(Number);
        if (JSON.stringify(said) !== JSON.stringify(figures)) found.push(`${path}: "${match[0]}"`);
      }
    }
    expect(found, `say ${figures.join(" and ")} there, or change the code's figure`).toEqual([]);
    // The phrase is still somewhere: a regular expression that finds nothing checks nothing.
    expect(Object.values(docs).some((text) => says.test(text))).toBe(true);
  });
});
