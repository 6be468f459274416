import mailchecker from "mailchecker";

// mailchecker's maintained list, read once. Its isValid also judges the address's syntax, which is
// the schema's job: a valid address it happened to dislike must not be called disposable.
const DISPOSABLE = mailchecker.blacklist();

/** Whether the address is at a disposable-mail domain or one of its subdomains. */
export function isDisposableEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split("@").pop() ?? "";
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (DISPOSABLE.has(labels.slice(i).join("."))) return true;
  }
  return false;
}
