import { Button } from "~/components/ui/button";
import { SettingsSection } from "~/components/settings-section";
import { PRIVACY_NOTICE_PATH } from "~/vocabulary";
import { textLinkClass } from "~/components/card-page";

/**
 * The settings page's "Your Data": a plain form (not React Router's), so that with or without
 * JavaScript the browser posts it itself and saves the file the answer carries.
 */
export function DataSection() {
  return (
    <SettingsSection
      id="your-data"
      title="Your Data"
      intro={
        <>
          One JSON file of everything we keep about your account: your profile, devices, sport preferences,
          wishlist and the waitlist entry of your email address. What each item is for:{" "}
          <a href={PRIVACY_NOTICE_PATH} className={textLinkClass}>
            Privacy notice
          </a>
        </>
      }
    >
      <form method="post" action="/dashboard/settings/data">
        <Button type="submit" variant="secondary">
          Download my data
        </Button>
      </form>
    </SettingsSection>
  );
}
