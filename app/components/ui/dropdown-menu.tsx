import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";

/**
 * Radix DropdownMenu with our styles: a menu button whose menu opens with Enter, Space or
 * ArrowDown, moves with the arrow keys and typeahead, and closes with Escape, giving focus back.
 */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/**
 * The menu, portalled into `container` (document.body when none): give it an element inside a
 * landmark, so the open menu is still part of the page's landmarks.
 */
export function DropdownMenuContent({
  className = "",
  sideOffset = 8,
  align = "end",
  container,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content> & { container?: HTMLElement | null }) {
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={`z-[60] min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg ${className}`}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className = "", ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={
        "flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 " +
        "outline-none select-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900 " +
        "data-[highlighted]:ring-2 data-[highlighted]:ring-teal-700 data-[highlighted]:ring-inset " +
        className
      }
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className = "", ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={`px-3 py-2 ${className}`} {...props} />;
}

export function DropdownMenuSeparator({
  className = "",
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={`my-1 h-px bg-slate-200 ${className}`} {...props} />;
}
