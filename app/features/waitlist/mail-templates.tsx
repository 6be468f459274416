import { Button, Heading, Link, Section, Text } from "@react-email/components";

import { PRODUCT_NAME } from "~/lib/product";
import type { RenderedMail } from "~/platform/mail/message";
import { Greeting, Layout, styles } from "~/platform/mail/templates/layout";
import { listHeaders, renderMail } from "~/platform/mail/templates/render";
import { REFERRAL_PLACES } from "~/vocabulary";

/** How long a confirmation link works; the signing side (CONFIRM_LINK_DAYS in ./tokens.server.ts) enforces it. */
const CONFIRM_VALID_DAYS = 7;

const REASON = `You get this email because this address joined the ${PRODUCT_NAME} waitlist.`;

/**
 * No name: the address is not yet confirmed, and anyone may type anyone's address with a name of
 * their choosing (a link in it would be clickable in most mail programs).
 */
export type WaitlistConfirmProps = {
  confirmUrl: string;
  statusUrl: string;
  unsubscribeUrl: string;
};

function WaitlistConfirm({ confirmUrl, statusUrl, unsubscribeUrl }: WaitlistConfirmProps) {
  return (
    <Layout
      preview={`One press and your place on the ${PRODUCT_NAME} waitlist is yours.`}
      reason={REASON}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Heading as="h1" style={styles.heading}>
        Confirm your place
      </Heading>
      <Greeting />
      <Text style={styles.paragraph}>
        {`Thanks for joining the ${PRODUCT_NAME} waitlist. Press the button to confirm that this address is yours and take your place in line. The link works for ${CONFIRM_VALID_DAYS} days.`}
      </Text>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button href={confirmUrl} style={styles.button}>
          Confirm my place
        </Button>
      </Section>
      <Text style={styles.paragraph}>
        If the button does not work, open this link:{" "}
        <Link href={confirmUrl} style={{ ...styles.link, wordBreak: "break-all" }}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={styles.paragraph}>
        You can{" "}
        <Link href={statusUrl} style={styles.link}>
          see your place in line
        </Link>{" "}
        at any time. If you did not ask to join, ignore this message: without a confirmation you will not be
        counted in line.
      </Text>
    </Layout>
  );
}

/** The first message after joining (and re-sent on a repeat join): confirm the address. */
export function waitlistConfirmMail(p: WaitlistConfirmProps): Promise<RenderedMail> {
  return renderMail(
    `Confirm your place on the ${PRODUCT_NAME} waitlist`,
    <WaitlistConfirm {...p} />,
    listHeaders(p.unsubscribeUrl),
  );
}

export type WaitlistStatusProps = {
  place: number;
  referralUrl: string;
  statusUrl: string;
  unsubscribeUrl: string;
};

const formatPlace = (place: number) => `#${place.toLocaleString("en-US")}`;

function WaitlistStatus({ place, referralUrl, statusUrl, unsubscribeUrl }: WaitlistStatusProps) {
  return (
    <Layout
      preview={`Your place on the ${PRODUCT_NAME} waitlist, and how to move up.`}
      reason={REASON}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Heading as="h1" style={styles.heading}>
        {`You're ${formatPlace(place)} in line`}
      </Heading>
      <Greeting />
      <Text style={styles.paragraph}>
        {`You're on the ${PRODUCT_NAME} waitlist, ${formatPlace(place)} in line. Want to move up? Share your own link: each friend who joins and confirms through it moves you up ${REFERRAL_PLACES} places.`}
      </Text>
      <Section style={styles.panel}>
        <Text style={{ ...styles.paragraph, margin: 0 }}>
          Your referral link:{" "}
          <Link href={referralUrl} style={{ ...styles.link, wordBreak: "break-all" }}>
            {referralUrl}
          </Link>
        </Text>
      </Section>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button href={statusUrl} style={styles.button}>
          See your place
        </Button>
      </Section>
    </Layout>
  );
}

/** The member's place and referral link: after confirming, and on a repeat join when confirmed. */
export function waitlistStatusMail(p: WaitlistStatusProps): Promise<RenderedMail> {
  return renderMail(
    `You're ${formatPlace(p.place)} in line for ${PRODUCT_NAME}`,
    <WaitlistStatus {...p} />,
    listHeaders(p.unsubscribeUrl),
  );
}
