/**
 * The stand-in's user for a login name: login "gia" is Gia Google, gia@example.com, sub google-gia.
 * A login starting "noname" has no name claim, as a Google profile may not give one.
 */
export function standInUser(login: string) {
  return {
    sub: `google-${login}`,
    email: `${login}@example.com`,
    email_verified: true,
    ...(login.startsWith("noname")
      ? {}
      : { name: `${login.charAt(0).toUpperCase()}${login.slice(1)} Google` }),
    // No picture: the site never loads third-party images.
  };
}
