import type { AppConfig, AppEnv } from "../env";
import { cloudflareMailer } from "./cloudflare-mailer";
import { devMailer } from "./dev-outbox";
import type { Mailer } from "./email";
import { resendMailer } from "./resend-mailer";

/** The transport EMAIL_TRANSPORT names. Add a transport here and name it in EMAIL_TRANSPORT. */
export function createMailer(env: AppEnv, config: AppConfig): Mailer {
  switch (config.email.transport) {
    case "dev":
      return devMailer(env.KV);
    case "resend":
      return resendMailer(config.email.from, config.email.resendApiKey);
    case "cloudflare":
      return cloudflareMailer(env.EMAIL, config.email.from);
  }
}
