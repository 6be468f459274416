import { Bot, FlaskConical, Leaf, type LucideIcon, Move, Ruler, SlidersHorizontal } from "lucide-react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { PRODUCT_NAME } from "~/lib/product";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";

import type { Route } from "./+types/lab";
import { AssistantPanel } from "./lab/assistant-panel";
import { CustomizerPanel } from "./lab/customizer-panel";
import { EcoPanel } from "./lab/eco-panel";
import { LabCta } from "./lab/lab-cta";
import { MotionPanel } from "./lab/motion-panel";
import { SmartFitPanel } from "./lab/smart-fit-panel";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.lab, publicUrlFromMatches(matches));
}

const TABS: readonly { value: string; label: string; icon: LucideIcon }[] = [
  { value: "customizer", label: "Customizer", icon: SlidersHorizontal },
  { value: "smart-fit", label: "Smart Fit", icon: Ruler },
  { value: "motion", label: "Motion AI", icon: Move },
  { value: "eco", label: "Eco Impact", icon: Leaf },
  { value: "assistant", label: "Assistant", icon: Bot },
];

// Every panel stays mounted while hidden, so a scan, the motion toggle and the chat survive a switch of tabs.
const panelClassName = "data-[state=inactive]:hidden";

export default function Lab() {
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

      <Tabs defaultValue="customizer" className="mt-10">
        {/* At 390 px the five tabs wrap onto two rows rather than squeeze their labels. */}
        <TabsList aria-label="Lab demos" className="flex-wrap">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="whitespace-nowrap">
              <Icon aria-hidden="true" className="hidden size-4 sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="customizer" forceMount className={panelClassName}>
          <CustomizerPanel />
        </TabsContent>
        <TabsContent value="smart-fit" forceMount className={panelClassName}>
          <SmartFitPanel />
        </TabsContent>
        <TabsContent value="motion" forceMount className={panelClassName}>
          <MotionPanel />
        </TabsContent>
        <TabsContent value="eco" forceMount className={panelClassName}>
          <EcoPanel />
        </TabsContent>
        <TabsContent value="assistant" forceMount className={panelClassName}>
          <AssistantPanel />
        </TabsContent>
      </Tabs>

      <LabCta />
    </main>
  );
}
