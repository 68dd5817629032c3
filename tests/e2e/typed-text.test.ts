import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInByApi } from "../../scripts/app-server";
import { baseURL, newVisitor, openLive, visitorWithSession } from "./browser";

/**
 * What is wrong with how a page shows `value`, a text someone typed, wherever it appears: not
 * isolated in its own direction (an element with `dir`, or a `<bdi>`), not lined up as its
 * row is (an Arabic name in an English list starts at the left, beside its avatar; a Latin
 * address in an Arabic card at the right), or, for an address, wrapped mid-word rather than
 * after its @, a dot or a hyphen.
 */
function typedTextProblems(page: Page, value: string) {
  return page.evaluate((value) => {
    const problems: string[] = [];
    const rtl = getComputedStyle(document.documentElement).direction === "rtl";
    const shown = (text: Text) => text.parentElement?.getClientRects().length;
    const walker = document.createTreeWalker(document.querySelector("main") ?? document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    // An address is drawn in parts (word-break opportunities between them): its text is theirs together.
    const owners = new Set<Element>();
    for (const node of nodes) {
      const owner = node.parentElement?.closest("bdi, [dir]");
      const text = (owner && owner !== document.documentElement ? owner : node).textContent ?? "";
      if (!text.includes(value) || !shown(node)) continue;
      if (!owner || owner === document.documentElement) {
        problems.push(`"${value}" in <${node.parentElement?.tagName.toLowerCase()}> is not isolated`);
        continue;
      }
      owners.add(owner);
    }
    for (const owner of owners) {
      let block: Element = owner;
      while (block.parentElement && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      const style = getComputedStyle(block);
      const box = block.getBoundingClientRect();
      const start = rtl
        ? box.right - Number.parseFloat(style.paddingRight)
        : box.left + Number.parseFloat(style.paddingLeft);
      const range = document.createRange();
      range.selectNodeContents(owner);
      // Its first line, however many pieces draw it: where it begins on the row's side.
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const firstTop = Math.min(...rects.map((rect) => rect.top));
      const line = rects.filter((rect) => rect.top < firstTop + 2);
      const begins = rtl ? Math.max(...line.map((rect) => rect.right)) : Math.min(...line.map((rect) => rect.left));
      if (line.length > 0 && Math.abs(begins - start) > 2) {
        problems.push(`"${value}" starts ${Math.round(Math.abs(begins - start))} px from its row's start`);
      }
      if (!value.includes("@") || getComputedStyle(block).textOverflow === "ellipsis") continue;
      // Where each character is: a new line may begin only after "@", a dot or a hyphen.
      const text = owner.textContent ?? "";
      let top: number | undefined;
      let offset = 0;
      const characters = document.createTreeWalker(owner, NodeFilter.SHOW_TEXT);
      for (let node = characters.nextNode(); node; node = characters.nextNode()) {
        for (let index = 0; index < (node.textContent ?? "").length; index++, offset++) {
          const one = document.createRange();
          one.setStart(node, index);
          one.setEnd(node, index + 1);
          const rect = one.getBoundingClientRect();
          if (top !== undefined && rect.top > top + 2 && !"@.-".includes(text[offset - 1] ?? "")) {
            problems.push(`"${value}" wraps after "${text.slice(0, offset)}"`);
          }
          top = rect.top;
        }
      }
    }
    if (owners.size === 0 && problems.length === 0) problems.push(`"${value}" is not on the page`);
    return problems;
  }, value);
}

describe("text people typed, on the screens, in the page's other direction", () => {
  it("is isolated, lines up with its row, and an address wraps at its @ or dots", async () => {
    const arabicName = "نادية الفارسي";
    const email = `nadia.alfarsi.${Date.now().toString(36)}@correspondence.example-organisation.com`;
    const { page: admin, context: adminContext } = await visitorWithSession("admin@example.com");
    const created = await admin.request.post("/api/users", {
      data: { email, name: arabicName, role: "user" },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await adminContext.close();

    // A Latin name and a long address, on their own account screen in Arabic.
    const reader = `atlas.reader.${Date.now().toString(36)}@correspondence.example-organisation.com`;
    const { page: readerPage, context: readerContext } = await visitorWithSession(reader);
    const post = async (page: Page, path: string, data: object) => {
      const answer = await page.request.post(path, { data, headers: { origin: baseURL() } });
      expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
      return answer.json() as Promise<{ id: string; slug: string }>;
    };
    await post(readerPage, "/api/auth/update-user", { name: "Atlas Reader" });
    // Their organization: the Arabic-named person a member, a long address invited.
    const slug = `atlas-${Date.now().toString(36)}`;
    const organization = await post(readerPage, "/api/auth/organization/create", { name: "Atlas Readers", slug });
    const invited = `invited.reader.${Date.now().toString(36)}@correspondence.example-organisation.com`;
    await post(readerPage, "/api/auth/organization/invite-member", {
      organizationId: organization.id,
      email: invited,
      role: "member",
    });
    const invitation = await post(readerPage, "/api/auth/organization/invite-member", {
      organizationId: organization.id,
      email,
      role: "member",
    });
    await readerContext.close();
    const { page: memberPage, context: memberContext } = await visitorWithSession(email);
    await post(memberPage, "/api/auth/organization/accept-invitation", { invitationId: invitation.id });
    await memberContext.close();

    const found: string[] = [];
    const visits: Array<{ locale: string; width: number; path: string; values: string[]; as?: string }> = [
      {
        locale: "en",
        width: 1280,
        path: `/manager/users/?searchTerm=${encodeURIComponent(email)}`,
        values: [arabicName],
      },
      { locale: "en", width: 375, path: `/manager/users/${id}/`, values: [arabicName, email] },
      { locale: "ar", width: 375, path: `/manager/users/${id}/`, values: [arabicName, email] },
      { locale: "ar", width: 375, path: `/manager/users/?searchTerm=${encodeURIComponent(email)}`, values: [email] },
      { locale: "ar", width: 375, path: "/app/account/", values: ["Atlas Reader", reader], as: reader },
      { locale: "en", width: 1280, path: `/app/organizations/${slug}/`, values: [arabicName, invited], as: reader },
      {
        locale: "ar",
        width: 375,
        path: `/app/organizations/${slug}/`,
        values: ["Atlas Reader", email, invited],
        as: reader,
      },
      { locale: "en", width: 1280, path: `/manager/audit/?person=${encodeURIComponent(email)}`, values: [arabicName] },
      {
        locale: "ar",
        width: 375,
        path: `/manager/audit/?person=${encodeURIComponent(email)}`,
        values: ["Admin", arabicName],
      },
    ];
    for (const { locale, width, path, values, as = "admin@example.com" } of visits) {
      const { page, context } = await newVisitor({ locale, viewport: { width, height: 800 } });
      await context.addCookies([{ name: "lang", value: locale, url: baseURL() }]);
      const cookie = await signInByApi(baseURL(), as);
      await context.addCookies([{ ...cookie, url: baseURL() }]);
      await openLive(page, path);
      await page
        .locator("main")
        .getByText(values[0] ?? "", { exact: false })
        .first()
        .waitFor();
      for (const value of values) {
        for (const problem of await typedTextProblems(page, value))
          found.push(`${locale} ${width} px ${path}: ${problem}`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
