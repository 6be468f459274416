import { Button, Heading, Link, Section, Text } from "@react-email/components";

import { longDate } from "~/lib/dates/english-dates";
import { PRODUCT_NAME } from "~/lib/product";
import type { RenderedMail } from "~/platform/mail/message";
import { Greeting, Layout, styles } from "~/platform/mail/templates/layout";
import { listHeaders, renderMail } from "~/platform/mail/templates/render";

import { OFFER, OFFER_TIMING } from "./early-access-offer";

export type EarlyAccessInviteProps = {
  /** The member's own /early-access/TOKEN page. */
  offerUrl: string;
  /** When the link stops working. */
  expiresAt: Date;
  statusUrl: string;
  unsubscribeUrl: string;
};

function EarlyAccessInvite({ offerUrl, expiresAt, statusUrl, unsubscribeUrl }: EarlyAccessInviteProps) {
  const until = `${longDate(expiresAt, "UTC")} (UTC)`;
  return (
    <Layout
      preview={`Your place in line has come up: ${OFFER}.`}
      reason={`You get this email because this address is on the ${PRODUCT_NAME} waitlist and its place in line came up.`}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Heading as="h1" style={styles.heading}>
        Your early access is here
      </Heading>
      <Greeting />
      <Text style={styles.paragraph}>
        {`Your place on the ${PRODUCT_NAME} waitlist has come up. You are invited to ${OFFER}. ${OFFER_TIMING}`}
      </Text>
      <Section style={styles.panel}>
        <Text style={{ ...styles.paragraph, margin: 0 }}>
          {`The invitation is yours until ${until}. Open it and press "Accept early access" to take it: opening the link alone changes nothing.`}
        </Text>
      </Section>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button href={offerUrl} style={styles.button}>
          See your invitation
        </Button>
      </Section>
      <Text style={styles.paragraph}>
        If the button does not work, open this link:{" "}
        <Link href={offerUrl} style={{ ...styles.link, wordBreak: "break-all" }}>
          {offerUrl}
        </Link>
      </Text>
      <Text style={styles.paragraph}>
        The link is yours alone and works once. You can still{" "}
        <Link href={statusUrl} style={styles.link}>
          see your place in line
        </Link>
        .
      </Text>
    </Layout>
  );
}

/** The invitation of one member of an admission batch (./invite.server.ts). */
export function earlyAccessInviteMail(p: EarlyAccessInviteProps): Promise<RenderedMail> {
  return renderMail(
    `You're invited: early access to ${PRODUCT_NAME}`,
    <EarlyAccessInvite {...p} />,
    listHeaders(p.unsubscribeUrl),
  );
}
