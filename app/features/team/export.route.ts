import { Duplex } from "node:stream";
import { constants, createGzip } from "node:zlib";

import { type MemberRow, memberBatches } from "~/db/team-members.server";
import { exportMemberData, personalDataResponse } from "~/features/privacy/personal-data.server";
import { requireTeam, teamActor } from "~/platform/team-access.server";

import type { Route } from "./+types/export.route";
import { auditExport } from "./export.server";
import { isMemberId } from "~/lib/member-cursor";
import { parseMemberFilters } from "~/lib/member-filters";
import { membersCsvChunk, membersCsvFileName } from "./members-csv";

/** Rows read from the database per query: 100,000 members are a hundred small reads, never one big one. */
const EXPORT_BATCH = 1_000;

/**
 * GET /team/members/export?<the members view's filters>: the whole filtered view (every page, in
 * its order) as CSV, streamed as it is read. Filters the view would ignore are ignored here too.
 * Each export is audited before its first byte: who, from where, which filters, how many rows
 * (./export.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = new URL(request.url).searchParams.get("member");
  if (member !== null) return memberDataExport(context, request, member);
  const actor = teamActor(
    await requireTeam(context, request, { members: ["export"] }),
    context.clientAddress,
  );
  const { filters } = parseMemberFilters(new URL(request.url).searchParams);
  // A database that fails here gets the site's error page. Once the entry is written the download
  // starts, its header row first: the members follow as they are read. A broad search in name order
  // walks the name index past everyone who does not match before its first row (a million members,
  // "smith": 78,000 rows, a quarter of a second), and the browser shows the download meanwhile.
  await auditExport(context.db, filters, actor);
  const csv = csvStream(memberBatches(context.db, filters, EXPORT_BATCH), context.logError);
  // Gzipped here rather than by the compression middleware: it forwards the "drain" listeners a
  // long answer's writer adds but not their removal, so a 100,000-row download warned of a
  // listener leak. An answer already encoded, the middleware leaves alone.
  const gzip = /\bgzip\b/.test(request.headers.get("Accept-Encoding") ?? "");
  return new Response(gzip ? csv.pipeThrough(gzipEachChunk()) : csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${membersCsvFileName(new Date())}"`,
      "Cache-Control": "private, no-store",
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    },
  });
}

/**
 * GET /team/members/export?member=ID, from a member's page (admins only, as a person's rights are
 * served: app/features/privacy): everything kept about that member as one JSON file, the same
 * shape as a person's own download, audited. Not a uuid, or nobody's: the not-found page.
 */
async function memberDataExport(context: Route.LoaderArgs["context"], request: Request, memberId: string) {
  const actor = teamActor(
    await requireTeam(context, request, { privacy: ["export"] }),
    context.clientAddress,
  );
  const data = isMemberId(memberId) ? await exportMemberData(context.db, memberId, actor) : undefined;
  if (!data) throw new Response(null, { status: 404, statusText: "Not Found" });
  return personalDataResponse(data);
}

type Batches = AsyncGenerator<MemberRow[], void, undefined>;

/**
 * The CSV: its header row at once, then one batch per pull: the next batch is read only when the
 * client has taken the last, so a slow download holds one batch in memory, and a closed one stops
 * the reads. A read that fails is logged and ends the download early (the headers are gone by then).
 */
function csvStream(batches: Batches, logError: (error: unknown) => void) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(membersCsvChunk([], { header: true })));
    },
    async pull(controller) {
      let next: IteratorResult<MemberRow[]>;
      try {
        next = await batches.next();
      } catch (error) {
        logError(error);
        controller.error(error);
        return;
      }
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(membersCsvChunk(next.value)));
    },
    async cancel() {
      await batches.return();
    },
  });
}

/**
 * Gzip that sends what each chunk compresses to at once (a sync flush per chunk: per batch of a
 * thousand rows, a few bytes of the ratio): CompressionStream keeps the header row until it has
 * enough to fill a block, and so held the download's start back until the first batch was read.
 */
function gzipEachChunk(): TransformStream<Uint8Array, Uint8Array> {
  return Duplex.toWeb(createGzip({ flush: constants.Z_SYNC_FLUSH })) as unknown as TransformStream<
    Uint8Array,
    Uint8Array
  >;
}
