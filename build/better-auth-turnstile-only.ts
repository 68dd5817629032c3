import type { Plugin } from "vite";

/**
 * better-auth's captcha plugin, with Cloudflare Turnstile's verification only. Its entry
 * imports the handlers of every provider it knows (reCAPTCHA, hCaptcha, CaptchaFox, Vercel
 * BotID); the Worker configures Turnstile alone (worker/auth/captcha.ts), and the others' code
 * took a third of what Turnstile added to a Worker at its 300 KiB budget (decision 0012).
 * Each stands in as a handler that refuses, which no request can reach.
 */
const OTHER_PROVIDERS: Record<string, string> = {
  "./verify-handlers/google-recaptcha.mjs": "googleRecaptcha",
  "./verify-handlers/h-captcha.mjs": "hCaptcha",
  "./verify-handlers/captchafox.mjs": "captchaFox",
  "./verify-handlers/vercel-botid.mjs": "vercelBotId",
};

export function betterAuthTurnstileOnly(): Plugin {
  const prefix = "\0edgestart:captcha-provider:";
  return {
    name: "edgestart:better-auth-turnstile-only",
    enforce: "pre",
    resolveId(source, importer) {
      const name = OTHER_PROVIDERS[source];
      if (name && importer && /[\\/]better-auth[\\/]dist[\\/]plugins[\\/]captcha[\\/]/.test(importer)) {
        return `${prefix}${name}`;
      }
    },
    load(id) {
      if (!id.startsWith(prefix)) return;
      const name = id.slice(prefix.length);
      return `export const ${name} = async () => { throw new Error("Only Cloudflare Turnstile is built in"); };`;
    },
  };
}
