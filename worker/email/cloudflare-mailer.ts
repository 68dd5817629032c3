import type { Mailer } from "./email";

/** Cloudflare Email Service through the `send_email` binding (see wrangler.toml). */
export function cloudflareMailer(binding: SendEmail, from: string): Mailer {
  return {
    async send({ to, subject, text, html }) {
      await binding.send({ from, to, subject, text, html });
    },
  };
}
