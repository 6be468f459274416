/** What the audit log records, as its entries name them (shown on /team/audit). */
export const AUDIT_ACTIONS = {
  signIn: "sign-in",
  enrolled: "second factor enrolled",
  secondFactor: "second factor verified",
  grant: "role granted",
  revoke: "role revoked",
  export: "members exported",
  webhookAdded: "webhook added",
  webhookRemoved: "webhook removed",
  webhookDisabled: "webhook disabled",
  webhookEnabled: "webhook enabled",
  webhookResent: "webhook resent",
  flagConfirmed: "flag confirmed",
  flagCleared: "flag cleared",
  invited: "members invited",
  broadcastSaved: "broadcast saved",
  broadcastTestSent: "broadcast test sent",
  broadcastStarted: "broadcast started",
  broadcastCancelled: "broadcast cancelled",
  broadcastDeleted: "broadcast draft deleted",
} as const;

const METHODS: Record<string, string> = {
  "/sign-in/email": "password",
  "/sign-up/email": "sign-up",
  "/two-factor/verify-totp": "authenticator code",
  "/two-factor/verify-backup-code": "backup code",
  "/oauth2/callback/google": "Google",
};

/** How a session was made, in words, from the Better Auth endpoint that made it. */
export function signInMethod(path: string): string {
  return METHODS[path] ?? (path || "server");
}
