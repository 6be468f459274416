import { HONEYPOT_FIELD } from "~/lib/honeypot/honeypot";

/**
 * The honeypot (lib/honeypot): off-screen, hidden from assistive technology and out of the tab
 * order, so only a bot fills it. Not `display: none`, which many bots know to skip.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
