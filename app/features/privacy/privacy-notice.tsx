import type { ReactNode } from "react";

import { textLinkClass } from "~/components/card-page";
import { PRODUCT_NAME } from "~/lib/product";
import type { PrivacyFacts } from "~/platform/config.server";

import { dayCount } from "./periods";

/*
 * The notice's text. Every datum is named as the code keeps it; change this with the code, and
 * change PRIVACY_NOTICE_VERSION (app/vocabulary.ts) with any change of substance here.
 */

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 text-slate-700">{children}</div>
    </section>
  );
}

function Kept({
  what,
  why,
  how,
  children,
}: {
  what: string;
  why: ReactNode;
  how: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={what} className="rounded-xl border border-slate-200 p-5">
      <h3 className="text-lg font-semibold text-slate-900">{what}</h3>
      <div className="mt-2 grid gap-2">{children}</div>
      <p className="mt-2">
        <strong>Why:</strong> {why}
      </p>
      <p className="mt-1">
        <strong>How long:</strong> {how}
      </p>
    </section>
  );
}

function Mail({ to }: { to: string }) {
  return (
    <a href={`mailto:${to}`} className={textLinkClass}>
      {to}
    </a>
  );
}

export function NoticeSections({ facts, version }: { facts: PrivacyFacts; version: string }) {
  const { retention } = facts;
  const host = facts.hosting ?? "the hosting provider that runs our servers and database";
  return (
    <>
      <Section id="who" title="Who we are">
        <p>
          {PRODUCT_NAME} runs this site and decides what happens to the data below. Write to{" "}
          <Mail to={facts.contact} /> about anything on this page, or to use any of your rights. We answer
          within one month.
        </p>
      </Section>

      <Section id="what" title="What we keep, why, and for how long">
        <p>
          Nothing but what is listed here. There are no advertising or third-party scripts, and nothing is
          sold.
        </p>
        <Kept
          what="The waitlist"
          why="to tell you when you can buy, keep your place in line and count your referrals, and to keep the line fair."
          how={
            <>
              until you leave (the unsubscribe link in every email we send) or ask us to erase it; it is never
              deleted by age. A fraud flag that the team cleared goes {dayCount(retention.flagDays)} after the
              review; other flags stay with the entry.
            </>
          }
        >
          <p>
            From the form on the home page: your full name, email address and primary activity. Then: whether
            you confirmed the address and when you joined and confirmed; your referral code and, if you came
            through someone&apos;s link, whose; the source, medium and campaign of the link that brought you
            and the host of the site you came from (from our own page count, below); invitation and acceptance
            times if we invite you to early access; the version of this notice you were shown and when. If you
            joined through the form on a partner&apos;s site, that site&apos;s address is the source.
          </p>
          <p>
            Or from a list the team brings in (a newsletter&apos;s, a shop&apos;s): the same details from that
            list, with the join time and source it gives; we ask you to confirm your address, and send nothing
            else until you do, unless the list says when you already did. The uploaded list itself is kept
            only until it is imported, and a day at most.
          </p>
          <p>
            Against abuse of referrals: the address as a mailbox (lower case, without a +tag, Gmail&apos;s
            dots removed) and a keyed hash of your network (the first three parts of an IPv4 address, the
            first four of an IPv6 one), never the address itself; and any fraud flags on the join, which are
            never shown to you.
          </p>
        </Kept>
        <Kept
          what="Accounts"
          why="to sign you in, show your dashboard, and keep your preferences and wishlist."
          how={
            <>
              until you delete the account in Account Settings. A signed-in device&apos;s row goes when you
              sign it out, or a day after it expires; links we email (verification, reset, email change) a day
              after they expire.
            </>
          }
        >
          <p>
            Your display name and email address, whether the address is verified, when the account was made,
            the version of this notice you were shown then, and your password as an Argon2id hash (never the
            password itself). With Google: Google&apos;s id for you and the picture address Google sends. For
            each signed-in device: its IP address, its browser&apos;s user agent, when it signed in and was
            last active. The sports you save on the dashboard and the shoes on your wishlist. A team
            member&apos;s account also keeps their role and their authenticator&apos;s secret and backup
            codes.
          </p>
        </Kept>
        <Kept
          what="Counting visits, without cookies"
          why="to know which pages are read and where visitors come from, without following anyone."
          how={
            <>
              each view {dayCount(retention.pageViewDays)} after its day is summed; the day&apos;s salt 48
              hours after it is made; the daily sums (counts only, no ids) for good.
            </>
          }
        >
          <p>
            We count page views on our own server; no cookie is set for it. Each view keeps only: the UTC day
            and time, the path (never the query), the host of an external referrer, the{" "}
            <code>utm_source</code>, <code>utm_medium</code> and <code>utm_campaign</code> of the address (at
            most 100 characters each), the device class (mobile, tablet or desktop, from the user agent) and a
            visitor id. The id is an HMAC-SHA256 of your IP address, your user agent and the site&apos;s host
            under a random salt made for each UTC day: a browser is one visitor for a day, and once the salt
            is deleted nobody can tie that day&apos;s ids to anyone. The IP address and user agent themselves
            are never stored. Bots, prefetches and the team&apos;s pages are not counted.
          </p>
        </Kept>
        <Kept
          what="Email"
          why="to send the messages you asked for (confirmation, status, invitations, account links) and the team's broadcasts to confirmed members."
          how={
            <>
              a message {dayCount(retention.mailDays)} after it was sent (one we gave up on, after it was
              queued). Leaving the waitlist deletes its messages at once. Each request counter goes when its
              window ends: a minute to an hour with the default limits. An address that cannot take mail is
              kept until you ask us to remove it.
            </>
          }
        >
          <p>
            Each message waits in our database until it is sent: the recipient&apos;s address, the kind of
            message, what it needs to be written when it is sent (your entry&apos;s id, a link&apos;s token),
            the attempts and the mail server&apos;s last error. To stop anyone flooding an inbox or guessing
            passwords, we also count requests per email address and per IP address; each counter holds the
            address it counts. When a mail server refuses an address for good (it does not exist), or you mark
            our mail as spam (your mail provider tells us, and then you are also unsubscribed), we keep that
            address in lower case, which of the two it was, whether our mail server or our mail provider told
            us, and when, so that we never mail it again.
          </p>
        </Kept>
        <Kept
          what="Webhooks"
          why="to keep the team's own systems in step with the waitlist."
          how={
            <>
              {dayCount(retention.webhookDays)} after it was delivered (one that failed, after it was queued).
            </>
          }
        >
          <p>
            When you join, confirm, are invited, accept or leave, we may send the event to the team&apos;s own
            systems: your member id, email address, status, activity and the id of who referred you. Never
            your name or a link.
          </p>
        </Kept>
        <Kept
          what="Server logs"
          why="to run the site and find faults."
          how={
            <>
              the server does not keep them: they go to its output, which {host} collects and keeps for the
              period set there.
            </>
          }
        >
          <p>
            One line per request: a request id (also sent back to your browser), the method, the address asked
            for (path and query; an emailed link&apos;s query holds its signed token), the status and the time
            taken. No IP address, user agent or cookie. An unexpected error adds its details. On a server
            without a mail provider (development), each email is written to a file and logged with its
            recipient.
          </p>
        </Kept>
        <Kept
          what="The team's audit log"
          why="so that every use of the team's powers can be checked later."
          how="for good: the database refuses to change or delete an entry."
        >
          <p>
            For {PRODUCT_NAME}&apos;s own team only: each team sign-in and action, with who did it, what, when
            and from which IP address. An export or erasure of a member names the member by id, never by
            address.
          </p>
        </Kept>
      </Section>

      <Section id="processors" title="Who else handles it">
        <ul className="list-disc space-y-2 pl-6">
          <li>Hosting: {host} stores and processes everything above on our behalf.</li>
          <li>
            Email:{" "}
            {facts.mailHost ? (
              <>
                our mail provider, through its server <code>{facts.mailHost}</code>, receives each message to
                deliver it.
              </>
            ) : (
              <>no mail provider is set up on this server, so no message leaves it.</>
            )}
          </li>
          <li>
            Google, only if you choose Continue with Google: it tells us your name, email address, picture and
            whether the address is verified. Google&apos;s own privacy policy covers what it keeps.
          </li>
        </ul>
      </Section>

      <Section id="rights" title="Your rights, and how to use each here">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>See and take your data:</strong> signed in, Account Settings has Download my data: one
            JSON file of your account, devices, preferences, wishlist and the waitlist entry of your address.
            On the waitlist only: write to <Mail to={facts.contact} /> and we send you your entry.
          </li>
          <li>
            <strong>Correct it:</strong> change your name and email address in Account Settings. On the
            waitlist, join again with the same address: your name and activity are updated.
          </li>
          <li>
            <strong>Erase it:</strong> Delete Account in Account Settings removes the account, its devices,
            preferences and wishlist. The unsubscribe link in any waitlist email removes your entry and its
            messages. Or write to us: the team erases your entry with its fraud flags, queued mail, webhook
            deliveries about you and your address&apos;s bounce or complaint record.
          </li>
          <li>
            <strong>Object or restrict:</strong> write to <Mail to={facts.contact} />; we stop what you object
            to unless the law requires it.
          </li>
          <li>
            <strong>Complain:</strong> to the data protection authority where you live, if we do not put it
            right.
          </li>
        </ul>
      </Section>

      <Section id="changes" title="Changes to this notice">
        <p>
          This is version {version}. When the notice changes in substance, its version changes, and each
          waitlist join and each new account records the version it was shown and when.
        </p>
      </Section>
    </>
  );
}
