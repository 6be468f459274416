import { Section, Text } from "@react-email/components";

import { PRODUCT_NAME } from "~/lib/product";
import type { RenderedMail } from "~/platform/mail/message";
import { Layout, styles } from "~/platform/mail/templates/layout";
import { listHeaders, renderMail } from "~/platform/mail/templates/render";

import { markdownToEmailHtml, previewLine } from "./markdown";

const MEMBER_REASON = `You get this email because this address is on the ${PRODUCT_NAME} waitlist.`;
const TEST_REASON = "You get this test because you sent it to yourself from the launch room.";

export type BroadcastMailProps = {
  subject: string;
  /** Markdown. */
  body: string;
  /** The member's own unsubscribe link; absent only in a test to someone who is not a member. */
  unsubscribeUrl?: string | undefined;
  /** A test's note above the message. */
  note?: string | undefined;
  test?: boolean;
};

function BroadcastMessage({ body, unsubscribeUrl, note, test }: BroadcastMailProps) {
  return (
    <Layout
      preview={previewLine(body)}
      reason={test ? TEST_REASON : MEMBER_REASON}
      {...(unsubscribeUrl ? { unsubscribeUrl } : {})}
    >
      {note ? (
        <Section style={styles.panel}>
          <Text style={{ ...styles.paragraph, margin: 0 }}>{note}</Text>
        </Section>
      ) : null}
      {/* Markdown rendered with raw HTML escaped and only http(s) and mailto links (./markdown.ts). */}
      <div dangerouslySetInnerHTML={{ __html: markdownToEmailHtml(body) }} />
    </Layout>
  );
}

/**
 * A broadcast as a member gets it: the body in the site's mail frame, the unsubscribe link in the
 * footer and, with it, the one-click unsubscribe headers. A test carries "[Test] " before the subject.
 */
export function broadcastMail(props: BroadcastMailProps): Promise<RenderedMail> {
  return renderMail(
    props.test ? `[Test] ${props.subject}` : props.subject,
    <BroadcastMessage {...props} />,
    props.unsubscribeUrl ? listHeaders(props.unsubscribeUrl) : undefined,
  );
}
