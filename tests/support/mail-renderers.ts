import { z } from "zod";

import type { MailRenderers } from "../../app/platform/mail/message";
import { waitlistConfirmMail } from "../../app/features/waitlist/mail-templates";

const note = z.object({ n: z.number().int() });
const confirm = z.object({ token: z.string() });

/**
 * The tests' own kinds of mail: real renderers, independent of which kinds the app registers.
 * "test-note" is small and numbered (for counting), "test-confirm" is the real waitlist template,
 * "test-gone" is a message no longer wanted.
 */
export const testRenderers: MailRenderers = {
  "test-note": async (payload, { publicUrl }) => {
    const { n } = note.parse(payload);
    const link = `${publicUrl}/notes/${n}`;
    return {
      subject: `Note ${n}`,
      text: `Note ${n}: ${link}`,
      html: `<p>Note ${n}: <a href="${link}">open it</a></p>`,
      headers: { "X-Test-Note": String(n) },
    };
  },
  "test-confirm": async (payload, { publicUrl }) => {
    const { token } = confirm.parse(payload);
    return waitlistConfirmMail({
      confirmUrl: `${publicUrl}/waitlist/confirm?token=${token}`,
      statusUrl: `${publicUrl}/waitlist/status?token=${token}`,
      unsubscribeUrl: `${publicUrl}/waitlist/unsubscribe?token=${token}`,
    });
  },
  "test-gone": async () => null,
};
