import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";

/**
 * Radix Tabs with our styles. Radix gives the tablist its roles, roving focus and arrow keys
 * (Home and End too); a tab's panel is labelled by its trigger.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`inline-flex w-full items-center gap-1 rounded-lg bg-slate-100 p-1 ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={
        "inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold " +
        "text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 " +
        "focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-70 " +
        "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm " +
        className
      }
      {...props}
    />
  );
}

export function TabsContent({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={
        "mt-6 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700 " +
        className
      }
      {...props}
    />
  );
}
