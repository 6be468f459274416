import { PRODUCT_NAME } from "~/lib/product";

/** A chat message (docs/product.md, Lab: Assistant). */
export type ChatMessage = { role: "user" | "assistant"; content: string };

export const GREETING: ChatMessage = {
  role: "assistant",
  content: `Hi! I'm the ${PRODUCT_NAME} assistant. Ask me about sustainability, performance or the technology inside the shoe.`,
};

export const REPLIES = {
  sustainability:
    `${PRODUCT_NAME} is designed to last: when a part wears out, you replace only the worn components, ` +
    "not the whole shoe. That means 78% less waste than buying a new pair for every sport.",
  performance:
    "AdaptIQ learns how you move and adapts the sole to your sport, tuning flexibility, grip, cushioning " +
    "and stability in under 100 ms as your pace and terrain change.",
  technology:
    `Smart materials do the work: a light composite base, responsive cushioning whose firmness ranges from ` +
    `30 to 100%, and 64 pressure sensors that tell ${PRODUCT_NAME} how each step lands.`,
  fallback:
    "Thanks for your question! I can tell you about sustainability or performance. Try asking how " +
    `sustainable ${PRODUCT_NAME} is, or how AdaptIQ improves your performance.`,
} as const;

/** docs/product.md, Lab: matched on the lower-cased text, in this order, first match wins. */
const RULES: readonly { words: readonly string[]; reply: string }[] = [
  { words: ["sustain", "eco", "environment"], reply: REPLIES.sustainability },
  { words: ["perform", "sport", "adapt"], reply: REPLIES.performance },
  { words: ["tech", "how", "work"], reply: REPLIES.technology },
];

/** The canned reply to a message, or null for blank or whitespace-only text (which is ignored). */
export function replyTo(text: string): string | null {
  if (text.trim() === "") return null;
  const lower = text.toLowerCase();
  const rule = RULES.find(({ words }) => words.some((word) => lower.includes(word)));
  return rule ? rule.reply : REPLIES.fallback;
}

/** The conversation after sending `text`: the user's message and the reply, or unchanged for blank text. */
export function sendMessage(messages: readonly ChatMessage[], text: string): readonly ChatMessage[] {
  const reply = replyTo(text);
  if (reply === null) return messages;
  return [...messages, { role: "user", content: text.trim() }, { role: "assistant", content: reply }];
}

/** Quick-question chips: one for each rule, in the rules' order. */
export const QUICK_QUESTIONS = [
  "How sustainable is it?",
  "How does AdaptIQ improve performance?",
  "What technology is inside?",
  "When can I buy it?",
] as const;
