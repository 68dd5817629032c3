import type { Mailer } from "./email";

/** Resend's HTTP API: no SDK needed on Workers. */
export function resendMailer(from: string, apiKey: string | undefined): Mailer {
  return {
    async send({ to, subject, text, html }) {
      if (!apiKey) throw new Error("EMAIL_TRANSPORT=resend needs the RESEND_API_KEY secret");
      const response = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ from, to, subject, text, html }),
      });
      if (!response.ok) throw new Error(`Resend refused the email: HTTP ${response.status}`);
    },
  };
}
