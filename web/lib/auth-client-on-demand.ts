/**
 * better-auth's client, loaded by the first call that needs it: with its plugins and its error
 * messages' catalog it is one of the heaviest modules of a signed-in screen, and screens that
 * only may call it (the account's buttons, signing out) start without it (decision 0030).
 */
export const loadAuthClient = () => import("./auth-client").then(({ authClient }) => authClient);

/** `captchaHeaders` (web/lib/auth-client.ts), with the client: for a request that mails an address typed. */
export const loadCaptchaHeaders = () => import("./auth-client").then(({ captchaHeaders }) => captchaHeaders);
