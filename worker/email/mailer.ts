import type { AppConfig, AppEnv } from "../env";
import { cloudflareMailer } from "./cloudflare-mailer";
import { devMailer } from "./dev-outbox";
import { resendMailer } from "./resend-mailer";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-time code a code email carries; only the dev outbox keeps it. */
  code?: string;
  /** The link an invitation email carries; only the dev outbox keeps it. */
  link?: string;
}

/** How email leaves the Worker. Add a transport here and name it in EMAIL_TRANSPORT. */
export interface Mailer {
  send(email: Email): Promise<void>;
}

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
