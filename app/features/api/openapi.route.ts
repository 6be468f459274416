import type { Route } from "./+types/openapi.route";
import { openApiDocument } from "./openapi";

let served: { publicUrl: string; body: string } | undefined;

/** GET /api/v1/openapi.json: the API's OpenAPI 3.1 document, made once per process. */
export function loader({ context }: Route.LoaderArgs) {
  if (served?.publicUrl !== context.publicUrl)
    served = { publicUrl: context.publicUrl, body: JSON.stringify(openApiDocument(context.publicUrl)) };
  return new Response(served.body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
