// oidc-provider ships no types, and we may not add @types/oidc-provider: these cover only what the
// Google stand-in uses (the library's own README documents the rest).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type AccountClaims = { sub: string; [claim: string]: unknown };

  export type Account = {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  };

  export type ClientMetadata = {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: "client_secret_basic" | "client_secret_post" | "none";
  };

  export type Configuration = {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string | Promise<string> };
    cookies?: { keys?: string[] };
    jwks?: { keys: object[] };
    ttl?: Record<string, number>;
    [option: string]: unknown;
  };

  export type Interaction = {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: { client_id?: string; scope?: string; [param: string]: unknown };
  };

  export type InteractionResults =
    | { login: { accountId: string }; consent?: { grantId: string } }
    | { error: string; error_description?: string };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export default Provider;
}
