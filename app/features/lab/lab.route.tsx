import { Bot, FlaskConical, Leaf, type LucideIcon, Move, Ruler, SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { data, useSearchParams } from "react-router";

import { UrlTabs } from "~/components/ui/url-tabs";
import { CHAT_ERRORS, answerChat, chatError } from "~/features/lab/chat-form";
import { LAB_PATH, queryHref } from "~/features/lab/query";
import { PRODUCT_NAME } from "~/lib/product";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS } from "~/lib/anonymous-page";

import type { Route } from "./+types/lab.route";
import { AssistantPanel } from "./assistant-panel";
import { CustomizerPanel } from "./customizer-panel";
import { EcoPanel } from "./eco-panel";
import { LabCta } from "./lab-cta";
import { MotionPanel } from "./motion-panel";
import { SmartFitPanel } from "./smart-fit-panel";

// Its anonymous render depends on the address alone, and a signed-in one differs only in the header's
// account items (server/page-cache.ts may keep it and serve it to both).
export const handle = SAME_FOR_EVERYONE_BUT_THE_ACCOUNT_ITEMS;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.lab, publicUrlFromMatches(matches));
}

/**
 * The assistant's forms post here when JavaScript is not running: the reply by the same rules as in
 * the browser, or a clear refusal (400) for a form that is not one of ours.
 */
export async function action({ request }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ chat: chatError(CHAT_ERRORS.unreadable) }, { status: 400 });
  }
  const chat = answerChat(form);
  return data({ chat }, { status: chat.error ? 400 : 200 });
}

type LabTab = "customizer" | "smart-fit" | "motion" | "eco" | "assistant";

const TABS: readonly { value: LabTab; label: string; icon: LucideIcon }[] = [
  { value: "customizer", label: "Customizer", icon: SlidersHorizontal },
  { value: "smart-fit", label: "Smart Fit", icon: Ruler },
  { value: "motion", label: "Motion AI", icon: Move },
  { value: "eco", label: "Eco Impact", icon: Leaf },
  { value: "assistant", label: "Assistant", icon: Bot },
];

export default function Lab({ actionData }: Route.ComponentProps) {
  const [query] = useSearchParams();
  // Every panel stays rendered while hidden, so a scan, the motion toggle and the chat survive a
  // switch of tabs; each reads its starting state from the query the server rendered.
  const panels: Record<LabTab, ReactNode> = {
    customizer: <CustomizerPanel />,
    "smart-fit": <SmartFitPanel query={query} />,
    motion: <MotionPanel query={query} />,
    eco: <EcoPanel />,
    assistant: (
      <AssistantPanel
        action={queryHref(LAB_PATH, query, { tab: "assistant" })}
        initialMessages={actionData?.chat.messages}
        error={actionData?.chat.error}
      />
    ),
  };

  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-teal-700 uppercase">
          <FlaskConical aria-hidden="true" className="size-4" />
          Interactive demos
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {PRODUCT_NAME} Lab
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Explore the technology behind {PRODUCT_NAME}: tune a sole to your sport, scan your foot, watch
          Motion AI read your stride, see what one modular pair saves, and ask our assistant anything. Every
          demo is a simulation that runs in your browser.
        </p>
      </header>

      <div className="mt-10">
        {/* At 390 px the five tabs wrap onto two rows rather than squeeze their labels. */}
        <UrlTabs
          id="lab"
          label="Lab demos"
          listClassName="flex-wrap"
          triggerClassName="whitespace-nowrap"
          tabs={TABS.map(({ value, label, icon: Icon }) => ({
            value,
            label: (
              <>
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {label}
              </>
            ),
            panel: panels[value],
          }))}
        />
      </div>

      <LabCta />
    </main>
  );
}
