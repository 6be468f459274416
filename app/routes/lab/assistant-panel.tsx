import { Bot, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";

import { inputClassName } from "~/components/form-field";
import { type ChatMessage, GREETING, QUICK_QUESTIONS, sendMessage } from "~/features/chat/replies";
import { PRODUCT_NAME } from "~/lib/product";
import { useHydrated } from "~/lib/use-hydrated";

import { cardClassName, panelHeadingClassName, panelIntroClassName, primaryButtonClassName } from "./styles";

const chipClassName =
  "inline-flex min-h-9 items-center rounded-full border border-teal-700 bg-white px-3 py-1.5 text-sm font-medium " +
  "text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-70";

/** Assistant: a chat with canned replies, sent with the Send button, Enter or a quick-question chip. */
export function AssistantPanel() {
  const [messages, setMessages] = useState<readonly ChatMessage[]>([GREETING]);
  const [draft, setDraft] = useState("");
  const hydrated = useHydrated();
  const logRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = sendMessage(messages, draft);
    if (next === messages) return; // blank input is ignored
    setMessages(next);
    setDraft("");
  };

  return (
    <section aria-labelledby="assistant-heading">
      <h2 id="assistant-heading" className={panelHeadingClassName}>
        {PRODUCT_NAME} Assistant
      </h2>
      <p className={panelIntroClassName}>
        Ask about sustainability, performance or the technology inside. Answers are instant and pre-written.
      </p>

      <div className={`mt-6 ${cardClassName}`}>
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          tabIndex={0}
          className="grid max-h-96 gap-3 overflow-y-auto rounded-lg bg-slate-50 p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {messages.map((message, index) => (
            <div
              key={index}
              className={
                "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm " +
                (message.role === "user"
                  ? "justify-self-end bg-teal-700 text-white"
                  : "justify-self-start border border-slate-200 bg-white text-slate-800")
              }
            >
              <span className="sr-only">{message.role === "user" ? "You: " : "Assistant: "}</span>
              {message.role === "assistant" ? (
                <Bot aria-hidden="true" className="mr-1.5 inline size-4 align-text-bottom text-teal-700" />
              ) : null}
              {message.content}
            </div>
          ))}
        </div>

        <div role="group" aria-label="Quick questions" className="mt-4 flex flex-wrap gap-2">
          {QUICK_QUESTIONS.map((question) => (
            <button
              key={question}
              type="button"
              disabled={!hydrated}
              onClick={() => setMessages((current) => sendMessage(current, question))}
              className={chipClassName}
            >
              {question}
            </button>
          ))}
        </div>

        <form onSubmit={submit} className="mt-4">
          <label htmlFor="chat-message" className="text-sm font-semibold text-slate-800">
            Your question
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id="chat-message"
              type="text"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Ask a question…"
              className={`${inputClassName} min-w-0 flex-1`}
            />
            <button type="submit" disabled={!hydrated} className={primaryButtonClassName}>
              <Send aria-hidden="true" className="size-4" />
              Send
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
