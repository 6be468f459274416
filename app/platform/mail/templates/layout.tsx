import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";

import { PRODUCT_NAME } from "~/lib/product";

/** The site's palette (Tailwind's slate and teal, as app/components use them). */
export const colors = {
  ink: "#0f172a", // slate-900: headings, the wordmark
  text: "#334155", // slate-700: body copy
  muted: "#64748b", // slate-500: the footer
  line: "#e2e8f0", // slate-200
  page: "#f8fafc", // slate-50
  accent: "#0f766e", // teal-700: links and the button, as on the site
  accentSoft: "#f0fdfa", // teal-50
} as const;

// The platform's own fonts, as the site uses: no web font to fetch (and none a mail client would).
const fontFamily =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif';

export const styles = {
  heading: { color: colors.ink, fontSize: "24px", fontWeight: 800, lineHeight: "32px", margin: "0 0 16px" },
  paragraph: { color: colors.text, fontSize: "16px", lineHeight: "26px", margin: "0 0 16px" },
  link: { color: colors.accent, textDecoration: "underline" },
  button: {
    backgroundColor: colors.accent,
    borderRadius: "8px",
    color: "#ffffff",
    display: "inline-block",
    fontSize: "16px",
    fontWeight: 600,
    padding: "12px 24px",
    textDecoration: "none",
  },
  panel: {
    backgroundColor: colors.accentSoft,
    borderRadius: "8px",
    margin: "0 0 16px",
    padding: "16px",
  },
} satisfies Record<string, CSSProperties>;

/**
 * Every mail's greeting, the same for everyone. Never a name: a name is text anyone may type beside
 * anyone's address ("your account is locked, visit …"), and in the site's own mail it would read
 * as the site's words.
 */
export function Greeting() {
  return <Text style={styles.paragraph}>Hi,</Text>;
}

export type LayoutProps = {
  /** The line a mail program shows beside the subject (hidden in the message itself). */
  preview: string;
  /** Why this person gets this message, shown in the footer. */
  reason: string;
  /** Set for list mail: the footer's unsubscribe link (List-Unsubscribe carries the same URL). */
  unsubscribeUrl?: string;
  children: ReactNode;
};

/**
 * Every message's frame: the wordmark as text (no images at all, so nothing is fetched from
 * anywhere when it is opened), one column, and a footer saying why it came and how to stop it.
 */
export function Layout({ preview, reason, unsubscribeUrl, children }: LayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily, margin: 0, padding: "24px 0" }}>
        <Container
          style={{
            backgroundColor: "#ffffff",
            border: `1px solid ${colors.line}`,
            borderRadius: "12px",
            maxWidth: "560px",
            padding: "32px",
          }}
        >
          <Text
            style={{
              color: colors.ink,
              fontSize: "22px",
              fontWeight: 800,
              letterSpacing: "-0.02em",
              lineHeight: "28px",
              margin: "0 0 24px",
            }}
          >
            {PRODUCT_NAME}
          </Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: colors.line, margin: "24px 0 16px" }} />
          <Text style={{ color: colors.muted, fontSize: "13px", lineHeight: "20px", margin: 0 }}>
            {reason}
            {unsubscribeUrl ? (
              <>
                {" "}
                Not interested any more?{" "}
                {/* No full stop after it: in the plain text the URL ends the line, and stays clickable. */}
                <Link href={unsubscribeUrl} style={{ color: colors.muted, textDecoration: "underline" }}>
                  Unsubscribe
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
