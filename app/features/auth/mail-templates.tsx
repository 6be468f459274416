import { Button, Heading, Link, Section, Text } from "@react-email/components";

import { PRODUCT_NAME } from "~/lib/product";

import type { RenderedMail } from "~/platform/mail/message";
import { Greeting, Layout, styles } from "~/platform/mail/templates/layout";
import { renderMail } from "~/platform/mail/templates/render";

const REASON = `You get this email because of a request for the ${PRODUCT_NAME} account of this address.`;

/** The button, then the same link written out for mail programs that drop buttons. */
function ActionLink({ url, label }: { url: string; label: string }) {
  return (
    <>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button href={url} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={styles.paragraph}>
        If the button does not work, open this link:{" "}
        <Link href={url} style={{ ...styles.link, wordBreak: "break-all" }}>
          {url}
        </Link>
      </Text>
    </>
  );
}

export type VerifyEmailProps = { verifyUrl: string };

/** After a password sign-up, and when the dashboard's "Resend the email" is pressed. */
export function verifyEmailMail({ verifyUrl }: VerifyEmailProps): Promise<RenderedMail> {
  return renderMail(
    `Verify your email for ${PRODUCT_NAME}`,
    <Layout preview="One press to confirm this address is yours." reason={REASON}>
      <Heading as="h1" style={styles.heading}>
        Verify your email
      </Heading>
      <Greeting />
      <Text style={styles.paragraph}>
        {`Press the button to confirm that this address belongs to your ${PRODUCT_NAME} account. The link works for 24 hours.`}
      </Text>
      <ActionLink url={verifyUrl} label="Verify my email" />
      <Text style={styles.paragraph}>If you did not create an account, ignore this message.</Text>
    </Layout>,
  );
}

export type ResetPasswordProps = { resetUrl: string };

/** "Forgot password?": the link to choose a new password. */
export function resetPasswordMail({ resetUrl }: ResetPasswordProps): Promise<RenderedMail> {
  return renderMail(
    `Reset your ${PRODUCT_NAME} password`,
    <Layout preview="Choose a new password. The link works once, for one hour." reason={REASON}>
      <Heading as="h1" style={styles.heading}>
        Reset your password
      </Heading>
      <Greeting />
      <Text style={styles.paragraph}>
        Someone, hopefully you, asked to reset the password of your account. Press the button to choose a new
        one. The link works once, for one hour.
      </Text>
      <ActionLink url={resetUrl} label="Choose a new password" />
      <Text style={styles.paragraph}>
        If you did not ask, ignore this message: your password stays as it is.
      </Text>
    </Layout>,
  );
}

export type PasswordChangedProps = { forgotUrl: string };

/** After a reset or a change: if it was not the owner, they learn of it and can take the account back. */
export function passwordChangedMail({ forgotUrl }: PasswordChangedProps): Promise<RenderedMail> {
  return renderMail(
    `Your ${PRODUCT_NAME} password was changed`,
    <Layout preview="Your password was changed and your other sessions were signed out." reason={REASON}>
      <Heading as="h1" style={styles.heading}>
        Your password was changed
      </Heading>
      <Greeting />
      <Text style={styles.paragraph}>
        The password of your account was just changed, and every other device signed in to it was signed out.
      </Text>
      <Text style={styles.paragraph}>
        If this was not you, choose a new password now:{" "}
        <Link href={forgotUrl} style={styles.link}>
          reset your password
        </Link>
        .
      </Text>
    </Layout>,
  );
}

export type ConfirmEmailChangeProps = { newEmail: string; confirmUrl: string };

/** A change of a verified address: the old address confirms it first. */
export function confirmEmailChangeMail({
  newEmail,
  confirmUrl,
}: ConfirmEmailChangeProps): Promise<RenderedMail> {
  return renderMail(
    `Confirm the new email for your ${PRODUCT_NAME} account`,
    <Layout preview="Confirm the change of your account's email address." reason={REASON}>
      <Heading as="h1" style={styles.heading}>
        Change your email address
      </Heading>
      <Greeting />
      <Text style={styles.paragraph}>
        {`Someone, hopefully you, asked to change the email address of your ${PRODUCT_NAME} account to ${newEmail}. Press the button to confirm; we then send a link to the new address to verify it. The link works for 24 hours.`}
      </Text>
      <ActionLink url={confirmUrl} label="Confirm the change" />
      <Text style={styles.paragraph}>
        If you did not ask, ignore this message: your address stays as it is.
      </Text>
    </Layout>,
  );
}
