import { describe, expect, it } from "vitest";
import { countRows, requestCode, settledOutbox, signIn, verifyCode } from "../support/auth";
import { uniqueEmail } from "../support/worker";

const loginOnly = { SIGN_UP_ENABLED: "false" };

describe("sign-up policy", () => {
  it("with sign-up on (the default), an unknown email is mailed a code", async () => {
    const email = uniqueEmail();
    expect((await requestCode(email)).status).toBe(200);
    expect(await settledOutbox(email, 2)).toHaveLength(1);
  });

  it("with sign-up off, known and unknown emails get the same answer", async () => {
    const known = uniqueEmail("member");
    await signIn(known);
    const unknown = uniqueEmail("stranger");

    const forKnown = await requestCode(known, { env: loginOnly });
    const forUnknown = await requestCode(unknown, { env: loginOnly });
    expect(forUnknown.status).toBe(forKnown.status);
    expect(await forUnknown.text()).toBe(await forKnown.text());
  });

  it("with sign-up off, an unknown email gets no code and cannot create an account", async () => {
    const unknown = uniqueEmail("stranger");
    await requestCode(unknown, { env: loginOnly });
    expect(await settledOutbox(unknown, 1)).toHaveLength(0);

    const response = await verifyCode(unknown, "ABCDEF", { env: loginOnly });
    expect(response.status).toBe(400);
    expect(await countRows("user", "email = ?", unknown)).toBe(0);
  });

  it("with sign-up off, existing accounts still sign in", async () => {
    const known = uniqueEmail("member");
    await signIn(known);
    await signIn(known, { env: loginOnly });
    expect(await countRows("session s JOIN user u ON u.id = s.user_id", "u.email = ?", known)).toBe(2);
  });
});
